/** One-click unsubscribe (issue 38, docs/decisions/0075): the page a List-Unsubscribe link opens. */
export default {
  'unsubscribe.pageTitle': 'หยุดรับอีเมล',
  'unsubscribe.confirm.reminders.title': 'หยุดรับอีเมลแจ้งเตือนใช่ไหม',
  'unsubscribe.confirm.reminders.body':
    'เราจะไม่แจ้งเตือนก่อนใบเสนอราคาพ้นกำหนดยืนราคา เมื่องวดการชำระเงินใกล้ครบกำหนดชำระหรือเลยกำหนด หรือเมื่อยังไม่ได้รับหนังสือรับรองการหักภาษี ณ ที่จ่ายอีก',
  'unsubscribe.confirm.reminders.button': 'หยุดรับการแจ้งเตือน',
  'unsubscribe.confirm.marketing.title': 'หยุดรับอีเมลข่าวสารใช่ไหม',
  'unsubscribe.confirm.marketing.body': 'เราจะไม่ส่งข่าวสารและโปรโมชันถึงคุณอีก',
  'unsubscribe.confirm.marketing.button': 'หยุดรับอีเมลข่าวสาร',
  'unsubscribe.kept': 'ใบเสร็จรับเงิน ใบกำกับภาษี เอกสารอื่น และข้อความตอบกลับจากเราจะส่งถึงคุณเสมอ',
  'unsubscribe.done.reminders.title': 'ปิดการแจ้งเตือนแล้ว',
  'unsubscribe.done.reminders.body': 'คุณจะไม่ได้รับอีเมลแจ้งเตือนอีก และเปิดอีกครั้งได้ในการตั้งค่าบัญชี',
  'unsubscribe.done.marketing.title': 'คุณจะไม่ได้รับอีเมลข่าวสารอีก',
  'unsubscribe.done.marketing.body': 'เราบันทึกการเลือกของคุณแล้ว และเปลี่ยนได้ในหน้าข้อมูลของคุณและความเป็นส่วนตัว',
  'unsubscribe.invalid.title': 'ลิงก์นี้ใช้ไม่ได้',
  'unsubscribe.invalid.body': 'ลิงก์อาจไม่ครบ กรุณาเข้าสู่ระบบแล้วเลือกอีเมลที่ต้องการรับในการตั้งค่าบัญชี',
  'unsubscribe.limited.title': 'ทำรายการบ่อยเกินไป',
  'unsubscribe.limited.body': 'กรุณารอหนึ่งชั่วโมงแล้วลองอีกครั้ง หรือเปลี่ยนในการตั้งค่าบัญชี',
  'unsubscribe.failed.title': 'บันทึกการเลือกของคุณไม่สำเร็จ',
  'unsubscribe.failed.body': 'กรุณาลองอีกครั้งในอีกสักครู่',
  'unsubscribe.settings': 'ไปที่การตั้งค่าบัญชี',
};
