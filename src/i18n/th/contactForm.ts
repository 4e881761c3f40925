import type en from '../en/contactForm';

export default {
  'contactForm.requiredNote': 'ช่องที่มีเครื่องหมาย * จำเป็นต้องกรอก',
  'contactForm.name': 'ชื่อ-นามสกุล',
  'contactForm.email': 'อีเมล',
  'contactForm.phone': 'เบอร์โทรศัพท์',
  'contactForm.company': 'บริษัท',
  'contactForm.subject': 'หัวข้อ',
  'contactForm.message': 'ข้อความ',
  'contactForm.optional': '(ไม่บังคับ)',
  'contactForm.messagePlaceholder': 'เล่าเกี่ยวกับธุรกิจ โปรเจกต์ หรือคำถามของคุณ',
  'contactForm.honeypot': 'เว็บไซต์ (เว้นว่างไว้)',
  'contactForm.submit': 'ส่งข้อความ',
  'contactForm.sending': 'กำลังส่ง...',
  'contactForm.success.title': 'ขอบคุณที่ติดต่อเรา',
  'contactForm.success.body': 'ส่งข้อความของคุณเรียบร้อยแล้ว เราจะติดต่อกลับภายใน 24 ชั่วโมง',
  'contactForm.success.again': 'ส่งข้อความอื่น',
  'contactForm.error.failed': 'ส่งข้อความไม่สำเร็จ กรุณาลองอีกครั้ง',
  'contactForm.error.exception': 'เกิดข้อผิดพลาด กรุณาลองอีกครั้ง',
  'contactForm.error.rateLimited': 'ทำรายการบ่อยเกินไป กรุณารอสักครู่แล้วลองอีกครั้ง',
} satisfies Record<keyof typeof en, string>;
