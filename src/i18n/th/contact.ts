import type en from '../en/contact';

export default {
  'contactPage.meta.title': 'ติดต่อเรา',
  'contactPage.meta.description':
    'ติดต่อ Siam Pixel Studio ในกรุงเทพฯ ทางอีเมล โทรศัพท์ LINE หรือแวะมาที่สตูดิโอในเวลาทำการ เล่าเรื่องเว็บไซต์หรือแอปของคุณ แล้วเราจะตอบกลับภายใน 24 ชั่วโมง',
  'contactPage.eyebrow': 'ติดต่อ',
  'contactPage.title': 'คุยกับทีมงานของเราในกรุงเทพฯ',
  'contactPage.lead':
    'มีคำถามเรื่องโปรเจกต์ ราคา หรือเว็บไซต์ที่มีอยู่แล้วใช่ไหม ส่งข้อความ โทรหา หรือแวะมาที่สตูดิโอย่านสุขุมวิทได้เลย เราตอบกลับภายใน 24 ชั่วโมงในวันทำการ',
  'contactPage.visit.title': 'แวะมาที่สตูดิโอ',
  'contactPage.visit.body': 'เดินเพียงห้านาทีจาก BTS อโศกและ MRT สุขุมวิท กรุณานัดหมายก่อนมา เพื่อให้ทีมงานที่เกี่ยวข้องพร้อมพบคุณ',
  'contactPage.expect.title': 'ขั้นตอนถัดไป',
  'contactPage.expect.1': 'เราอ่านข้อความของคุณและตอบกลับภายใน 24 ชั่วโมง',
  'contactPage.expect.2': 'โทรคุยสั้น\u00a0ๆ เพื่อทำความเข้าใจธุรกิจและเป้าหมายของคุณ',
  'contactPage.expect.3': 'ส่งใบเสนอราคาเป็นลายลักษณ์อักษร พร้อมระยะเวลาและราคาเหมาจ่ายเป็นเงินบาท',
} satisfies Record<keyof typeof en, string>;
