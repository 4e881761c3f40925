/** ข้อความทาง LINE (issue 38, docs/decisions/0072): ข้อความที่ส่ง และการตั้งค่า "รับข่าวสารทาง LINE" ของลูกค้า */
import type en from '../en/line';

export default {
  'line.message.quoted': '{site}: ใบเสนอราคา{forPackage}ของคุณพร้อมแล้ว ดูได้ในแดชบอร์ด: {link}',
  'line.message.reply': '{site}: เราตอบข้อความเรื่องใบเสนอราคาของคุณแล้ว อ่านได้ในแดชบอร์ด: {link}',
  'line.message.instalmentDue': '{site}: งวดที่ {position} จาก {count} ถึงกำหนดชำระแล้ว ชำระได้ที่ประวัติการชำระเงิน: {link}',
  'line.message.instalmentDueSoon': '{site}: งวดที่ {position} จาก {count} ครบกำหนดชำระวันที่ {date} ประวัติการชำระเงิน: {link}',
  'line.message.instalmentOverdue': '{site}: งวดที่ {position} จาก {count} ครบกำหนดชำระเมื่อวันที่ {date} และยังไม่ได้ชำระ ประวัติการชำระเงิน: {link}',
  'line.message.paymentReceived': '{site}: ขอบคุณ เราได้รับยอดชำระของคุณแล้ว ใบเสร็จรับเงินอยู่ในแดชบอร์ด: {link}',
  'line.message.documentIssued': '{site}: เราออกเอกสาร {number} ให้คุณแล้ว ดูได้ที่ประวัติการชำระเงิน: {link}',
  'account.line.title': 'รับข่าวสารทาง LINE',
  'account.line.intro':
    'รับข้อความสั้นทาง LINE เมื่อใบเสนอราคาพร้อม เมื่อเราตอบข้อความ เมื่องวดการชำระเงินถึงกำหนด และเมื่อเราได้รับยอดชำระหรือออกเอกสาร ทุกเรื่องยังส่งทางอีเมลตามปกติ',
  'account.line.friend': 'เพื่อรับข้อความ กรุณาเพิ่มบัญชี LINE Official Account ของเราเป็นเพื่อน (LINE จะเสนอให้เพิ่มเมื่อคุณเข้าสู่ระบบด้วย LINE)',
  'account.line.stateOn': 'เปิดรับข่าวสารทาง LINE อยู่',
  'account.line.stateOff': 'ปิดรับข่าวสารทาง LINE อยู่',
  'account.line.blocked': 'เราปิดการรับข่าวสารทาง LINE แล้ว เพราะ LINE ส่งข้อความไม่ได้ (บัญชีของเราอาจถูกบล็อกหรือยังไม่ได้เพิ่มเป็นเพื่อน)',
  'account.line.turnOn': 'เปิดรับข่าวสารทาง LINE',
  'account.line.turnOff': 'ปิดรับข่าวสารทาง LINE',
  'account.line.saved': 'บันทึกแล้ว',
  'account.line.failed': 'บันทึกไม่สำเร็จ กรุณาลองอีกครั้ง',
} satisfies Record<keyof typeof en, string>;
