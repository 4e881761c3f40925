import type en from '../en/validation';

export default {
  'validation.invalidCharacters': 'ช่องนี้มีอักขระที่ระบบรับไม่ได้ กรุณาลบออกแล้วลองอีกครั้ง',
} satisfies Record<keyof typeof en, string>;
