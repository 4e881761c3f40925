/** การแจ้งเตือนอัตโนมัติ (issue 38, docs/decisions/0071): อีเมล การตั้งค่าของลูกค้า และของทีมงาน */
import type en from '../en/reminders';

export default {
  'mail.reminder.quoteLapsing.subject': 'ใบเสนอราคา{forPackage}ยืนราคาถึงวันที่ {date}',
  'mail.reminder.quoteLapsing.body':
    'ขอแจ้งเตือนว่าใบเสนอราคา{forPackage}ของคุณยืนราคาถึงวันที่ {date} หากต้องการดำเนินการในราคานี้ กรุณายอมรับใบเสนอราคาในแดชบอร์ดภายในวันดังกล่าว หลังจากนั้นจะพ้นกำหนดยืนราคาและเราต้องเสนอราคาใหม่ หากมีคำถาม สอบถามได้ในแดชบอร์ดหรือตอบกลับอีเมลนี้',
  'mail.reminder.quoteLapsing.today':
    'ขอแจ้งเตือนว่าวันนี้ ({date}) เป็นวันสุดท้ายที่ใบเสนอราคา{forPackage}ของคุณยืนราคา หากต้องการดำเนินการในราคานี้ กรุณายอมรับใบเสนอราคาในแดชบอร์ดภายในวันนี้ หลังจากนั้นเราต้องเสนอราคาใหม่',
  'mail.reminder.quoteLapsing.button': 'ดูใบเสนอราคาในแดชบอร์ด',
  'mail.reminder.dueSoon.subject': 'แจ้งเตือน: งวดที่ {position}/{count} ({label}) ยอด {amount} ครบกำหนดชำระวันที่ {date}',
  'mail.reminder.dueSoon.body': 'ขอแจ้งเตือนว่างวดที่ {position} จาก {count} ของโปรเจกต์{forPackage}ของคุณ ครบกำหนดชำระวันที่ {date}',
  'mail.reminder.overdue.subject': 'เลยกำหนดชำระ: งวดที่ {position}/{count} ({label}) ยอด {amount} ครบกำหนดวันที่ {date}',
  'mail.reminder.overdue.body':
    'งวดที่ {position} จาก {count} ของโปรเจกต์{forPackage}ของคุณ ครบกำหนดชำระเมื่อวันที่ {date} และเรายังไม่ได้รับยอดชำระ หากมีปัญหาใด\u00a0ๆ กรุณาตอบกลับอีเมลนี้ เรายินดีหาทางออกร่วมกัน',
  'mail.reminder.alreadyPaid': 'หากชำระแล้ว ขอบคุณและไม่ต้องดำเนินการใด\u00a0ๆ การโอนเงินอาจใช้เวลาหนึ่งวันกว่าจะแสดงในระบบ',
  'mail.reminder.payments.button': 'ไปที่ประวัติการชำระเงิน',
  'mail.reminder.withholding.subject': 'ยังไม่ได้รับหนังสือรับรองการหักภาษี ณ ที่จ่าย (50 ทวิ) ของ {number}',
  'mail.reminder.withholding.body':
    'การชำระเงินวันที่ {date} ({number}) มีการหักภาษี ณ ที่จ่าย {amount} และเรายังไม่ได้รับหนังสือรับรองการหักภาษี ณ ที่จ่าย (50 ทวิ) กรุณาส่งให้เรา และแจ้งในบัญชีลูกค้าเมื่อส่งแล้ว',
  'mail.reminder.withholding.button': 'ไปที่หนังสือรับรองการหักภาษี ณ ที่จ่าย',
  'mail.reminder.optOut': 'หากไม่ต้องการรับการแจ้งเตือน ปิดได้ด้วยคลิกเดียวโดยไม่ต้องเข้าสู่ระบบ ใบเสร็จรับเงินและเอกสารยังส่งถึงคุณตามปกติ',
  'mail.reminder.optOut.link': 'ปิดการแจ้งเตือน',
  'account.reminders.title': 'การแจ้งเตือนทางอีเมล',
  'account.reminders.intro':
    'เราจะแจ้งเตือนก่อนใบเสนอราคาพ้นกำหนดยืนราคา เมื่องวดการชำระเงินใกล้ครบกำหนดชำระหรือเลยกำหนด และเมื่อยังไม่ได้รับหนังสือรับรองการหักภาษี ณ ที่จ่าย ส่วนใบเสร็จรับเงิน เอกสาร และข้อความตอบกลับจากเราจะส่งถึงคุณเสมอ',
  'account.reminders.stateOn': 'เปิดการแจ้งเตือนอยู่',
  'account.reminders.stateOff': 'ปิดการแจ้งเตือนอยู่',
  'account.reminders.turnOff': 'ปิดการแจ้งเตือน',
  'account.reminders.turnOn': 'เปิดการแจ้งเตือน',
  'account.reminders.saved': 'บันทึกแล้ว',
  'account.reminders.failed': 'บันทึกไม่สำเร็จ กรุณาลองอีกครั้ง',
  'reminders.admin.open': 'การแจ้งเตือนอัตโนมัติ',
  'reminders.admin.intro':
    'ระบบส่งการแจ้งเตือนที่ถึงกำหนดทุกชั่วโมง แต่ละรายการส่งเพียงครั้งเดียว ปิดประเภทที่ต้องการดูแลเองได้ รายการที่ส่งแล้วแสดงในประวัติของแต่ละใบเสนอราคา ในส่วนอีเมล',
  'reminders.admin.kind': 'การแจ้งเตือน',
  'reminders.admin.state': 'สถานะ',
  'reminders.kind.quote_lapsing': 'ใบเสนอราคาจะพ้นกำหนดยืนราคาใน 3 วัน (ถึงลูกค้า)',
  'reminders.kind.instalment_due_soon': 'งวดการชำระเงินจะครบกำหนดชำระใน 3 วัน (ถึงลูกค้า)',
  'reminders.kind.instalment_overdue': 'งวดที่เลยกำหนดชำระ 1, 7 และ 14 วัน (ถึงลูกค้า)',
  'reminders.kind.withholding_missing': 'ยังไม่ได้รับหนังสือรับรองการหักภาษี ณ ที่จ่าย (50 ทวิ) 30 วันหลังชำระเงิน (ถึงลูกค้า)',
  'reminders.kind.studio_digest': 'สรุปงานที่รอดำเนินการประจำวัน (ถึงทีมงาน ตั้งแต่ 08.00 น.)',
  'reminders.admin.on': 'เปิด',
  'reminders.admin.off': 'ปิด',
  'reminders.admin.turnOff': 'ปิดการแจ้งเตือนนี้',
  'reminders.admin.turnOn': 'เปิดการแจ้งเตือนนี้',
  'reminders.admin.switches': 'การแจ้งเตือนที่ระบบส่ง',
  'reminders.admin.recent': 'ส่งล่าสุด',
  'reminders.admin.empty': 'ยังไม่มีการแจ้งเตือนที่ส่ง',
  'reminders.admin.sentAt': 'ส่งเมื่อ',
  'reminders.admin.to': 'ถึง',
  'admin.record.reminder': 'แจ้งเตือน',
  'reminders.admin.saved': 'บันทึกแล้ว',
  'reminders.admin.failed': 'บันทึกไม่สำเร็จ กรุณาลองอีกครั้ง',
} satisfies Record<keyof typeof en, string>;
