import type en from '../en/mail';

export default {
  'mail.greeting': 'เรียน คุณ{name}',
  'mail.greeting.anonymous': 'เรียน ท่านลูกค้า',
  'mail.signOff': 'ขอแสดงความนับถือ\nทีมงาน {site}',
  'mail.goToDashboard': 'ไปที่แดชบอร์ด',
  'mail.row.package': 'แพ็กเกจ',
  'mail.row.submitted': 'วันที่ส่งคำขอ',
  'mail.row.timeline': 'ระยะเวลาที่ต้องการ',
  'mail.row.businessName': 'ชื่อธุรกิจ',

  'mail.reset.subject': 'ตั้งรหัสผ่านใหม่สำหรับ {site}',
  'mail.reset.body': 'เราได้รับคำขอตั้งรหัสผ่านใหม่สำหรับบัญชีของคุณ คลิกปุ่มด้านล่างเพื่อตั้งรหัสผ่านใหม่ ลิงก์นี้ใช้ได้ภายใน 60 นาที และใช้ได้เพียงครั้งเดียว',
  'mail.reset.button': 'ตั้งรหัสผ่านใหม่',
  'mail.reset.bodyText': 'เราได้รับคำขอตั้งรหัสผ่านใหม่สำหรับบัญชีของคุณ เปิดลิงก์นี้เพื่อตั้งรหัสผ่านใหม่ (ใช้ได้ภายใน 60 นาที):',
  'mail.reset.ignore': 'หากคุณไม่ได้ขอเปลี่ยนรหัสผ่าน ไม่ต้องดำเนินการใด\u00a0ๆ รหัสผ่านเดิมของคุณยังใช้ได้ตามปกติ',
  'mail.reset.ignoreText': 'หากคุณไม่ได้ขอเปลี่ยนรหัสผ่าน ไม่ต้องดำเนินการใด\u00a0ๆ',

  'mail.confirm.subject': 'ยืนยันอีเมลของคุณสำหรับ {site}',
  'mail.confirm.body':
    'ขอบคุณที่สร้างบัญชีกับเรา กรุณาคลิกปุ่มด้านล่างเพื่อยืนยันว่าอีเมลนี้เป็นของคุณ แล้วคุณจะเข้าสู่ระบบทันที ลิงก์นี้ใช้ได้ภายใน 24 ชั่วโมง และใช้ได้เพียงครั้งเดียว',
  'mail.confirm.button': 'ยืนยันอีเมลของฉัน',
  'mail.confirm.bodyText': 'ขอบคุณที่สร้างบัญชีกับเรา เปิดลิงก์นี้เพื่อยืนยันว่าอีเมลนี้เป็นของคุณ (ใช้ได้ภายใน 24 ชั่วโมง):',
  'mail.confirm.ignore': 'หากคุณไม่ได้สร้างบัญชี ไม่ต้องดำเนินการใด\u00a0ๆ บัญชีจะไม่ถูกเปิดใช้หากไม่มีการคลิกลิงก์นี้',

  'mail.onboarding.subject': 'ได้รับคำขอเริ่มโปรเจกต์ของคุณแล้ว – {site}',
  'mail.onboarding.thanks':
    'ขอบคุณที่ไว้วางใจ {site} เราได้รับคำขอเริ่มโปรเจกต์ของคุณเรียบร้อยแล้ว ทีมงานจะตรวจสอบรายละเอียดและส่งใบเสนอราคาให้คุณภายใน {hours} ชั่วโมง',
  'mail.onboarding.request': 'รายละเอียดคำขอ',
  'mail.onboarding.price': 'ราคา',
  'mail.onboarding.priceInProposal': 'แจ้งในใบเสนอราคา',
  'mail.onboarding.project': 'รายละเอียดโปรเจกต์',
  'mail.onboarding.addMore': 'หากต้องการแจ้งข้อมูลเพิ่มเติม สามารถตอบกลับอีเมลฉบับนี้ได้ทันที',

  'mail.contact.subject': 'ขอบคุณที่ติดต่อ {site}',
  'mail.contact.thanks':
    'ขอบคุณสำหรับข้อความของคุณ ทีมงานจะติดต่อกลับภายใน {hours} ชั่วโมง เวลาทำการของเราคือวันจันทร์ถึงวันศุกร์ เวลา 09.00–18.00 น. (เวลาประเทศไทย)',
  'mail.contact.message': 'ข้อความของคุณ',
  'mail.contact.subjectRow': 'หัวข้อ',
  'mail.contact.sent': 'วันที่ส่ง',
  'mail.contact.urgent': 'หากมีเรื่องเร่งด่วน สามารถโทรติดต่อเราได้ที่ {phone}',

  'mail.order.businessDescription': 'รายละเอียดธุรกิจ',
  'mail.order.targetAudience': 'กลุ่มเป้าหมาย',
  'mail.order.preferredColours': 'โทนสีที่ต้องการ',
  'mail.order.specialRequirements': 'ความต้องการพิเศษ',
  'mail.order.budgetRange': 'ช่วงงบประมาณ',
  'mail.order.subject': 'ยืนยันคำขอใบเสนอราคา: {package}',
  'mail.order.thanksForBusiness':
    'ขอบคุณที่เลือก {package} สำหรับ {business} เราได้บันทึกรายละเอียดของคุณเรียบร้อยแล้ว และจะยืนยันขอบเขตงานและระยะเวลาภายใน {hours} ชั่วโมง',
  'mail.order.thanks': 'ขอบคุณที่เลือก {package} เราได้บันทึกรายละเอียดของคุณเรียบร้อยแล้ว และจะยืนยันขอบเขตงานและระยะเวลาภายใน {hours} ชั่วโมง',
  'mail.order.summary': 'สรุปคำขอ',
  'mail.order.quantity': 'จำนวน',
  'mail.order.amount': 'ยอดรวม',
  'mail.order.details': 'รายละเอียดโปรเจกต์ของคุณ',
  'mail.order.changes': 'หากต้องการแก้ไขข้อมูลใด\u00a0ๆ สามารถตอบกลับอีเมลฉบับนี้ได้ทันที',
  'mail.orderReceipt.subject': 'ได้รับการชำระเงินแล้ว: {package}',
  'mail.orderReceipt.body': 'ขอบคุณ เราได้รับการชำระเงิน {amount} สำหรับ {package} แล้ว อีเมลฉบับนี้เป็นหลักฐานการชำระเงินของคุณ',
  'mail.orderReceipt.paidAt': 'วันที่ชำระ',
  'mail.orderReceipt.number': 'เลขที่คำสั่งซื้อ',
  'mail.orderReceipt.next': 'ทีมงานจะติดต่อคุณภายใน {hours} ชั่วโมงเพื่อนัดหมายเริ่มงาน',

  'mail.plan.subject': 'แผนโปรเจกต์ของคุณ: {title}',
  'mail.plan.thanks': 'ขอบคุณที่วางแผนโปรเจกต์กับเรา ด้านล่างนี้คือแผนโปรเจกต์ที่คุณเลือก ทีมงานจะตรวจสอบและส่งใบเสนอราคาโดยละเอียดให้คุณภายใน {hours} ชั่วโมง',
  'mail.plan.estimatedTimeline': 'ระยะเวลาโดยประมาณ',
  'mail.plan.basePrice': 'ราคาพื้นฐาน',
  'mail.plan.enhancements': 'ฟีเจอร์เสริมที่เลือก',
  'mail.plan.noEnhancements': 'ไม่ได้เลือกฟีเจอร์เสริม',
  'mail.plan.understood': 'สิ่งที่เราเข้าใจจากรายละเอียดของคุณ',
  'mail.plan.estimatedTotal': 'ราคารวมโดยประมาณ',
  'mail.plan.estimateNote': 'ราคาทั้งหมดเป็นราคาประมาณการในสกุลเงินบาท ราคาสุดท้ายอาจเปลี่ยนแปลงหลังจากทีมงานตรวจสอบรายละเอียดร่วมกับคุณ',
  'mail.plan.viewInDashboard': 'ดูแผนโปรเจกต์ในแดชบอร์ด',
  'mail.plan.noAccount': 'คุณเลือกดำเนินการต่อโดยไม่สร้างบัญชี ทีมงานจะส่งใบเสนอราคาให้ทางอีเมลนี้ หากมีคำถามเพิ่มเติม สามารถตอบกลับอีเมลฉบับนี้ได้ตลอดเวลา',

  'mail.quoteStatus.forPackage': 'สำหรับ {package} ',
  'mail.quoteStatus.reviewed.subject': 'ทีมงานกำลังตรวจสอบคำขอใบเสนอราคาของคุณ',
  'mail.quoteStatus.reviewed.body':
    'ทีมงานของเราได้เริ่มตรวจสอบคำขอ{forPackage}ของคุณแล้ว และจะส่งใบเสนอราคาโดยละเอียดให้โดยเร็ว โดยปกติภายใน 24 ชั่วโมง',
  'mail.quoteStatus.quoted.subject': 'ใบเสนอราคาของคุณพร้อมแล้ว',
  'mail.quoteStatus.quoted.body': 'ใบเสนอราคา{forPackage}ของคุณพร้อมแล้ว',
  'mail.quoteStatus.quoted.price': 'ราคาที่เสนอ',
  'mail.quoteStatus.quoted.timeline': 'ระยะเวลาดำเนินงาน',
  'mail.quoteStatus.quoted.view': 'ดูใบเสนอราคาในแดชบอร์ด',
  'mail.quoteStatus.quoted.next':
    'หากต้องการดำเนินการต่อ กดยอมรับใบเสนอราคาในแดชบอร์ด (จะแสดงยอดที่ต้องชำระ) สอบถามเพิ่มเติมในแดชบอร์ด หรือตอบกลับอีเมลฉบับนี้ได้ทันที',
  'mail.quoteStatus.approved.subject': 'โปรเจกต์ของคุณได้รับการอนุมัติแล้ว',
  'mail.quoteStatus.approved.body': 'โปรเจกต์{forPackage}ของคุณได้รับการอนุมัติแล้ว ทีมงานจะติดต่อคุณในเร็ว\u00a0ๆ นี้เพื่อนัดหมายเริ่มงานและแจ้งขั้นตอนถัดไป',
  'mail.quoteStatus.rejected.subject': 'แจ้งผลการตรวจสอบคำขอใบเสนอราคา',
  'mail.quoteStatus.rejected.body':
    'ขอขอบคุณที่สนใจร่วมงานกับเรา หลังจากตรวจสอบคำขอ{forPackage}ของคุณแล้ว เราขออภัยที่ไม่สามารถรับงานนี้ได้ในรูปแบบปัจจุบัน หากต้องการพูดคุยถึงทางเลือกอื่น สามารถตอบกลับอีเมลฉบับนี้ได้ ทีมงานยินดีให้คำแนะนำ',
  'mail.quoteStatus.other.subject': 'สถานะคำขอใบเสนอราคาของคุณมีการอัปเดต',
  'mail.quoteStatus.other.body': 'สถานะคำขอใบเสนอราคา{forPackage}ของคุณคือ: {status}',
  'mail.quoteStatus.notes': 'หมายเหตุจากทีมงาน',
  'mail.orderStatus.completed.subject': 'โปรเจกต์ของคุณเสร็จสมบูรณ์แล้ว',
  'mail.orderStatus.completed.body':
    'คำสั่งซื้อ{forPackage}ของคุณเสร็จสมบูรณ์แล้ว ขอบคุณที่ไว้วางใจให้เราดูแล รายละเอียดทั้งหมดยังอยู่ในแดชบอร์ดของคุณ และหากมีคำถาม สามารถตอบกลับอีเมลฉบับนี้ได้',
  'mail.orderStatus.cancelled.subject': 'คำสั่งซื้อที่ยังไม่ได้ชำระเงินถูกยกเลิกแล้ว',
  'mail.orderStatus.cancelled.body':
    'คำสั่งซื้อ{forPackage}ของคุณยังไม่ได้รับการชำระเงิน เราจึงยกเลิกคำสั่งซื้อนี้แล้ว โดยไม่มีการเรียกเก็บเงินใด\u00a0ๆ หากยังต้องการดำเนินการต่อ สามารถสั่งซื้อใหม่ได้จากแดชบอร์ด หรือตอบกลับอีเมลฉบับนี้',
} satisfies Record<keyof typeof en, string>;
