import type en from '../en/portfolio';

export default {
  'portfolio.meta.title': 'ผลงาน: เว็บไซต์และแอปที่เราพัฒนา',
  'portfolio.meta.description':
    'ผลงานเว็บไซต์ ร้านค้าออนไลน์ และแอปที่ Siam Pixel Studio ออกแบบและพัฒนาให้ธุรกิจแฟชั่น อสังหาริมทรัพย์ ฟิตเนส ท่องเที่ยว สื่อ โรงแรม และเทคโนโลยีในประเทศไทย',
  'portfolio.eyebrow': 'ผลงานของเรา',
  'portfolio.title': 'ผลงานที่เราภูมิใจ',
  'portfolio.lead': 'ตัวอย่างเว็บไซต์และแอปที่เราออกแบบและพัฒนาให้ธุรกิจในประเทศไทยและทั่วเอเชีย',
  'portfolio.page.title': 'ผลงานของเรา',
  'portfolio.page.lead':
    'เก้าโปรเจกต์ตั้งแต่ปี 2561 ถึงปัจจุบัน ทั้งเว็บไซต์แบรนด์ ระบบจอง ร้านค้าออนไลน์ และแพลตฟอร์มสตรีมมิง ทุกงานโหลดเร็วและรองรับทั้งภาษาไทยและภาษาอังกฤษ',
  'portfolio.filter.label': 'กรองผลงานตามหมวดหมู่',
  'portfolio.category.all': 'ทั้งหมด',
  'portfolio.category.fashion': 'แฟชั่นและอีเวนต์',
  'portfolio.category.realEstate': 'อสังหาริมทรัพย์',
  'portfolio.category.health': 'สุขภาพและฟิตเนส',
  'portfolio.category.travel': 'ท่องเที่ยว',
  'portfolio.category.media': 'สื่อและสตรีมมิง',
  'portfolio.category.hospitality': 'โรงแรมและที่พัก',
  'portfolio.category.technology': 'เทคโนโลยี',
  'portfolio.empty': 'ยังไม่มีผลงานในหมวดหมู่นี้',
  'portfolio.viewProject': 'ดูโปรเจกต์',
  'portfolio.viewDetails': 'รายละเอียด',
  'portfolio.moreTechnologies': '+{count}',
  'portfolio.moreTechnologiesLabel': 'และเทคโนโลยีอื่นอีก {count} รายการ',
  'portfolio.viewAll': 'ดูผลงานทั้งหมด',
  'portfolio.detail.technologies': 'เทคโนโลยีที่ใช้',
  'portfolio.detail.features': 'ฟีเจอร์หลัก',
  'portfolio.detail.year': 'ปี',
  'portfolio.detail.visit': 'เข้าชมเว็บไซต์',
  'portfolio.cta.title': 'มีโปรเจกต์แบบนี้อยู่ในใจหรือเปล่า',
  'portfolio.cta.lead': 'บอกเราว่าคุณต้องการอะไร แล้วรับแผนโปรเจกต์พร้อมราคาเป็นเงินบาทภายใน 24 ชั่วโมง',
  'portfolio.cta.button': 'วางแผนโปรเจกต์ของฉัน',

  'portfolio.project.siamStream.title': 'Siam Stream',
  'portfolio.project.siamStream.description':
    'แพลตฟอร์มสตรีมมิงของไทยที่มีทั้งถ่ายทอดสดอีเวนต์ รายการย้อนหลัง และระบบสมาชิก เล่นได้ลื่นไหลแม้ใช้เน็ตมือถือที่ช้า',
  'portfolio.project.siamStream.alt': 'Siam Stream: แอปสตรีมมิงโทนมืดพร้อมแถววิดีโอ',
  'portfolio.project.siamStream.feature.1': 'ปรับคุณภาพวิดีโอได้ตั้งแต่ 3G ถึงไฟเบอร์',
  'portfolio.project.siamStream.feature.2': 'ชำระค่าสมาชิกด้วยพร้อมเพย์และบัตร',
  'portfolio.project.siamStream.feature.3': 'คำบรรยายภาษาไทยและภาษาอังกฤษ',

  'portfolio.project.krungDeliver.title': 'Krung Deliver',
  'portfolio.project.krungDeliver.description':
    'แอปส่งของภายในวันสำหรับร้านค้าในกรุงเทพฯ ลูกค้าติดตามไรเดอร์ได้แบบเรียลไทม์ และทีมงานมีแดชบอร์ดจัดการงานส่ง',
  'portfolio.project.krungDeliver.alt': 'Krung Deliver: โทรศัพท์สองเครื่องแสดงเส้นทางส่งของบนแผนที่',
  'portfolio.project.krungDeliver.feature.1': 'ติดตามไรเดอร์บนแผนที่แบบเรียลไทม์',
  'portfolio.project.krungDeliver.feature.2': 'วางเส้นทางส่งของทั่วเมือง',
  'portfolio.project.krungDeliver.feature.3': 'รองรับเก็บเงินปลายทางและอีวอลเล็ต',

  'portfolio.project.fashionWeek.title': 'Bangkok Fashion Week',
  'portfolio.project.fashionWeek.description':
    'เว็บไซต์ทางการของงาน รวมรายชื่อดีไซเนอร์ ตารางโชว์แบบสด และระบบขายบัตร ซึ่งผู้จัดงานแก้ไขเนื้อหาได้เอง',
  'portfolio.project.fashionWeek.alt': 'Bangkok Fashion Week: เว็บไซต์อีเวนต์ที่สวยงามพร้อมภาพรันเวย์และตารางงาน',
  'portfolio.project.fashionWeek.feature.1': 'ตารางโชว์พร้อมการแจ้งเตือน',
  'portfolio.project.fashionWeek.feature.2': 'โปรไฟล์ดีไซเนอร์ที่ทีมงานแก้ไขได้เอง',
  'portfolio.project.fashionWeek.feature.3': 'ระบบขายบัตรพร้อมเช็กอินด้วย QR',

  'portfolio.project.riverside.title': 'Riverside Residences',
  'portfolio.project.riverside.description':
    'เว็บไซต์ขายคอนโดริมแม่น้ำเจ้าพระยา มีแปลนห้องแบบอินเทอร์แอกทีฟ ระบบค้นหายูนิต และระบบนัดชมห้อง',
  'portfolio.project.riverside.alt': 'Riverside Residences: เว็บไซต์อสังหาฯ ที่มีตึกคอนโดริมแม่น้ำและการ์ดรายการห้อง',
  'portfolio.project.riverside.feature.1': 'แปลนห้องแบบอินเทอร์แอกทีฟ',
  'portfolio.project.riverside.feature.2': 'ค้นหายูนิตตามวิว ขนาด และราคา',
  'portfolio.project.riverside.feature.3': 'นัดชมห้องผ่านเว็บไซต์',

  'portfolio.project.muayFit.title': 'Muay Fit',
  'portfolio.project.muayFit.description':
    'ระบบจองคลาสและสมาชิกสำหรับเครือยิมมวยไทย สมาชิกเช็กตารางเรียนจากมือถือได้ทุกที่',
  'portfolio.project.muayFit.alt': 'Muay Fit: เว็บไซต์จองคลาสยิมพร้อมตารางเรียนรายสัปดาห์',
  'portfolio.project.muayFit.feature.1': 'จองคลาสพร้อมรายชื่อสำรอง',
  'portfolio.project.muayFit.feature.2': 'ชำระค่าสมาชิกออนไลน์',
  'portfolio.project.muayFit.feature.3': 'โปรไฟล์และรีวิวเทรนเนอร์',

  'portfolio.project.andaman.title': 'Andaman Island Hopper',
  'portfolio.project.andaman.description':
    'ทัวร์เที่ยวเกาะจากภูเก็ตและกระบี่ จองได้ห้าภาษา พร้อมแสดงที่นั่งว่างบนเรือแบบเรียลไทม์',
  'portfolio.project.andaman.alt': 'Andaman Island Hopper: เว็บไซต์ท่องเที่ยวที่มีเกาะ เรือ และแบบฟอร์มจอง',
  'portfolio.project.andaman.feature.1': 'จองได้ห้าภาษา',
  'portfolio.project.andaman.feature.2': 'แสดงที่นั่งว่างของเรือแต่ละลำแบบเรียลไทม์',
  'portfolio.project.andaman.feature.3': 'แผนที่ทัวร์ที่ใช้ได้แม้ไม่มีเน็ต',

  'portfolio.project.payLanna.title': 'PayLanna',
  'portfolio.project.payLanna.description':
    'แดชบอร์ดการชำระเงินสำหรับร้านค้ารายย่อยในเชียงใหม่ ดูยอดขาย การโอนเงิน และรายงานได้ในหน้าเดียว',
  'portfolio.project.payLanna.alt': 'PayLanna: แดชบอร์ดฟินเทคพร้อมกราฟยอดขาย',
  'portfolio.project.payLanna.feature.1': 'รายงานยอดขายและการโอนเงินรายวัน',
  'portfolio.project.payLanna.feature.2': 'กำหนดสิทธิ์การเข้าถึงตามตำแหน่งพนักงาน',
  'portfolio.project.payLanna.feature.3': 'ส่งออกข้อมูลให้นักบัญชี',

  'portfolio.project.baanSuan.title': 'Baan Suan Boutique Hotel',
  'portfolio.project.baanSuan.description':
    'เว็บไซต์โรงแรมสไตล์บ้านสวนที่มีระบบจองตรง ช่วยลดค่าคอมมิชชันที่โรงแรมต้องจ่ายให้เอเจนซีท่องเที่ยว',
  'portfolio.project.baanSuan.alt': 'Baan Suan Boutique Hotel: เว็บไซต์โรงแรมโทนเขียวพร้อมการ์ดห้องพัก',
  'portfolio.project.baanSuan.feature.1': 'ระบบจองห้องพักโดยตรง',
  'portfolio.project.baanSuan.feature.2': 'แกลเลอรีห้องพักและโปรโมชันตามฤดูกาล',
  'portfolio.project.baanSuan.feature.3': 'รีวิวจากผู้เข้าพักในทุกหน้า',

  'portfolio.project.bridalExpo.title': 'Bangkok Bridal Expo',
  'portfolio.project.bridalExpo.description':
    'ไดเรกทอรีผู้ออกบูธและร้านค้าออนไลน์ของงานแต่งงานที่ใหญ่ที่สุดในเมือง พร้อมระบบลงทะเบียนล่วงหน้าสำหรับผู้เข้าชม',
  'portfolio.project.bridalExpo.alt': 'Bangkok Bridal Expo: เว็บไซต์งานแต่งงานโทนทองอ่อน',
  'portfolio.project.bridalExpo.feature.1': 'ไดเรกทอรีผู้ออกบูธพร้อมตัวกรอง',
  'portfolio.project.bridalExpo.feature.2': 'ลงทะเบียนผู้เข้าชมล่วงหน้า',
  'portfolio.project.bridalExpo.feature.3': 'ร้านค้าออนไลน์สำหรับดีลในงาน',
} satisfies Record<keyof typeof en, string>;
