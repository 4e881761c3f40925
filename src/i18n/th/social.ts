import type en from '../en/social';

export default {
  'social.continue': 'ไปยังหน้าเข้าสู่ระบบของผู้ให้บริการ',
  'social.or': 'หรือ',
  'social.signIn.line': 'เข้าสู่ระบบด้วย LINE',
  'social.signIn.google': 'เข้าสู่ระบบด้วย Google',
  'social.provider.email': 'อีเมลและรหัสผ่าน',
  'social.provider.line': 'LINE',
  'social.provider.google': 'Google',

  'social.error.provider_not_configured': 'ช่องทางเข้าสู่ระบบนี้ยังใช้ไม่ได้ในขณะนี้ กรุณาใช้อีเมลและรหัสผ่าน',
  'social.error.provider_unavailable': 'ไม่สามารถติดต่อผู้ให้บริการได้ กรุณาลองอีกครั้งในอีกสักครู่',
  'social.error.provider_cancelled': 'ยกเลิกการเข้าสู่ระบบแล้ว ลองอีกครั้งได้เลย',
  'social.error.invalid_token': 'ไม่สามารถเข้าสู่ระบบให้เสร็จได้ กรุณาเริ่มใหม่จากหน้านี้',
  'social.error.email_belongs_to_account': 'มีบัญชีที่ใช้อีเมลนี้อยู่แล้ว กรุณาเข้าสู่ระบบด้วยอีเมลและรหัสผ่านก่อน แล้วเชื่อมต่อบัญชีนี้ที่หน้าตั้งค่าบัญชี',
  'social.error.identity_linked_elsewhere': 'บัญชีของผู้ให้บริการนี้เชื่อมต่อกับบัญชีอื่นของเราอยู่แล้ว',
  'social.error.last_sign_in_method': 'ยกเลิกการเชื่อมต่อช่องทางเข้าสู่ระบบเดียวที่เหลืออยู่ไม่ได้ กรุณาเชื่อมต่อช่องทางอื่นหรือตั้งรหัสผ่านก่อน',
  'social.error.rate_limited': 'ทำรายการบ่อยเกินไป กรุณารอสักครู่แล้วลองอีกครั้ง',
  'social.error.not_signed_in': 'หมดเวลาการใช้งาน กรุณาเข้าสู่ระบบอีกครั้ง',
  'social.error.generic': 'เกิดข้อผิดพลาด กรุณาลองอีกครั้ง',

  'account.identities.title': 'ช่องทางเข้าสู่ระบบ',
  'account.identities.intro': 'ช่องทางที่ใช้เข้าสู่ระบบบัญชีนี้ได้ เชื่อมต่อเพิ่มไว้อีกช่องทางเพื่อให้เข้าบัญชีได้เสมอ',
  'account.identities.linked': 'เชื่อมต่อแล้ว',
  'account.identities.remove': 'ยกเลิกการเชื่อมต่อ',
  'account.identities.removeLabel': 'ยกเลิกการเชื่อมต่อ {provider}',
  'account.identities.link': 'เชื่อมต่อ {provider}',
  'account.identities.onlyOne': 'นี่คือช่องทางเข้าสู่ระบบเดียวของคุณ จึงยกเลิกการเชื่อมต่อไม่ได้',
  'account.identities.linkedDone': 'เชื่อมต่อ {provider} กับบัญชีของคุณแล้ว',
  'account.identities.unlinkedDone': 'ยกเลิกการเชื่อมต่อ {provider} แล้ว',

  'account.email.title': 'เพิ่มอีเมลของคุณ',
  'account.email.body': 'บัญชีของคุณยังไม่มีอีเมล กรุณาเพิ่มอีเมลเพื่อให้เราส่งใบเสนอราคา ใบเสร็จรับเงิน และความคืบหน้าของงานให้คุณได้',
  'account.email.field': 'อีเมล',
  'account.email.submit': 'ส่งลิงก์ยืนยัน',
  'account.email.sent': 'เราส่งลิงก์ไปที่ {email} แล้ว เปิดลิงก์นั้นเพื่อเพิ่มอีเมลนี้ในบัญชีของคุณ หากอีเมลไม่ถูกต้อง หรือยังไม่ได้รับอีเมลภายในไม่กี่นาที กรุณากรอกอีกครั้ง',
  'account.email.error.invalid_email': 'อีเมลไม่ถูกต้อง',
  'account.email.error.email_taken': 'มีบัญชีอื่นใช้อีเมลนี้อยู่ กรุณาเข้าสู่ระบบบัญชีนั้นแทน แล้วเชื่อมต่อ LINE หรือ Google จากหน้าตั้งค่าบัญชีของบัญชีนั้น',

  'account.changeEmail.title': 'เปลี่ยนอีเมล',
  'account.changeEmail.current': 'อีเมลปัจจุบัน',
  'account.changeEmail.field': 'อีเมลใหม่',
  'account.changeEmail.password': 'รหัสผ่านปัจจุบัน',
  'account.changeEmail.help':
    'เราจะส่งลิงก์ยืนยันไปที่อีเมลใหม่ อีเมลของบัญชีจะเปลี่ยนเมื่อคุณเปิดลิงก์นั้นเท่านั้น ระหว่างนี้ให้เข้าสู่ระบบด้วยอีเมลปัจจุบัน เมื่อเปลี่ยนแล้ว อุปกรณ์อื่นของคุณจะออกจากระบบ',
  'account.changeEmail.submit': 'ส่งลิงก์ยืนยัน',
  'account.changeEmail.sent':
    'เราส่งลิงก์ยืนยันไปที่ {email} แล้ว เปิดลิงก์นั้นเพื่อเปลี่ยนอีเมลของบัญชี ระหว่างนี้ให้เข้าสู่ระบบด้วย {current} หากยังไม่ได้รับอีเมลภายในไม่กี่นาที กรุณาตรวจสอบว่าพิมพ์อีเมลถูกต้อง แล้วส่งอีกครั้ง',
  'account.changeEmail.error.invalid_email': 'อีเมลไม่ถูกต้อง',
  'account.changeEmail.error.email_unchanged': 'อีเมลนี้เป็นอีเมลของบัญชีคุณอยู่แล้ว กรุณากรอกอีเมลอื่น',
  'account.changeEmail.error.invalid_credentials': 'รหัสผ่านปัจจุบันไม่ถูกต้อง กรุณากรอกอีกครั้ง',
} satisfies Record<keyof typeof en, string>;
