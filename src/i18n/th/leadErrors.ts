import type en from '../en/leadErrors';

export default {
  'lead.error.descriptionMin': 'กรุณาอธิบายอย่างน้อย 50 ตัวอักษร เพื่อให้เราสร้างแผนโปรเจกต์ที่มีประโยชน์ได้',
  'lead.error.descriptionMax': 'กรุณาเขียนรายละเอียดไม่เกิน 10,000 ตัวอักษร',
  'lead.error.nameRequired': 'กรุณากรอกชื่อของคุณ',
  'lead.error.emailRequired': 'กรุณากรอกอีเมลของคุณเพื่อดำเนินการต่อ',
  'lead.error.invalidEmail': 'กรุณากรอกอีเมลให้ถูกต้อง เช่น name@company.com',
  'lead.error.tooLong': 'ข้อความยาวเกินไป กรุณาย่อให้สั้นลง',
  'lead.error.passwordMin': 'รหัสผ่านต้องมีอย่างน้อย 6 ตัวอักษร',
  'lead.error.packageRequired': 'กรุณาเลือกแพ็กเกจ',
  'lead.error.subjectRequired': 'กรุณากรอกหัวข้อ',
  'lead.error.messageRequired': 'กรุณากรอกข้อความของคุณ',
} satisfies Record<keyof typeof en, string>;
