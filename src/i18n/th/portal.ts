import type en from '../en/portal';

export default {
  'dashboard.meta.title': 'แดชบอร์ด',
  'dashboard.title': 'ยินดีต้อนรับ คุณ{name}',
  'dashboard.titleEmail': 'ยินดีต้อนรับ {email}',
  'dashboard.subtitle': 'แดชบอร์ด - จัดการโปรเจกต์และติดตามความคืบหน้า',

  'account.title': 'ตั้งค่าบัญชี',
  'account.profile.title': 'ข้อมูลของคุณ',
  'account.profile.save': 'บันทึกการเปลี่ยนแปลง',
  'account.profile.saving': 'กำลังบันทึก...',
  'account.profile.saved': 'บันทึกข้อมูลของคุณเรียบร้อยแล้ว',
  'account.password.title': 'เปลี่ยนรหัสผ่าน',
  'account.password.save': 'เปลี่ยนรหัสผ่าน',
  'account.password.saving': 'กำลังเปลี่ยน...',
  'account.password.saved': 'เปลี่ยนรหัสผ่านเรียบร้อยแล้ว และออกจากระบบในอุปกรณ์อื่นทั้งหมดแล้ว',
  'account.email': 'อีเมล',
  'account.signOutEverywhere': 'ออกจากระบบในทุกอุปกรณ์',

  'admin.meta.title': 'แผงควบคุมผู้ดูแล',
  'admin.title': 'แผงควบคุมผู้ดูแล',
  'admin.welcome': 'ยินดีต้อนรับ {email}',
  'admin.forbidden.title': 'สำหรับผู้ดูแลเท่านั้น',
  'admin.forbidden.body': 'บัญชีของคุณไม่มีสิทธิ์เข้าถึงแผงควบคุมผู้ดูแล',
  'admin.forbidden.back': 'ไปที่แดชบอร์ดของคุณ',
} satisfies Record<keyof typeof en, string>;
