import type en from '../en/blog';

export default {
  'blog.meta.title': 'บล็อก',
  'blog.meta.description': 'บทความเชิงปฏิบัติเรื่องการออกแบบเว็บไซต์ อีคอมเมิร์ซ และ SEO สำหรับธุรกิจในประเทศไทย จากสตูดิโอของเราในกรุงเทพฯ',
  'blog.title': 'บล็อก',
  'blog.subtitle': 'ไอเดีย คู่มือ และบทเรียนจากการสร้างเว็บไซต์ให้ธุรกิจไทย',
  'blog.readMore': 'อ่านต่อ',
  'blog.readMoreAbout': 'อ่านต่อ: {title}',
  'blog.empty': 'ยังไม่มีบทความในขณะนี้ แวะกลับมาอ่านเร็ว\u00a0ๆ นี้',
  'blog.back': 'กลับไปที่บล็อก',
  'blog.notFound.title': 'ไม่พบบทความ',
  'blog.notFound.body': 'ไม่มีบทความนี้ หรือบทความนี้ไม่ได้เผยแพร่แล้ว',
  'blog.viewOnX': 'ดูบน X',
  'blog.tags': 'แท็ก',
  'blog.published': 'เผยแพร่เมื่อ {date}',
  'blog.englishOnly': 'ภาษาอังกฤษเท่านั้น',
  'blog.englishOnlyNote': 'บทความนี้มีเฉพาะภาษาอังกฤษ',
  'blog.readInThisLanguage': 'อ่านบทความนี้เป็นภาษาไทย',
  'blog.feed': 'ฟีด RSS',
  'blog.loadError': 'ขณะนี้โหลดบทความไม่สำเร็จ กรุณาลองอีกครั้งในอีกสักครู่',
} satisfies Record<keyof typeof en, string>;
