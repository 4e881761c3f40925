import { describe, expect, it } from 'vitest';
import { isPromptPayId, promptPayPayload } from '../../../../src/domain/money/promptpay';

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF), written here apart from the library's. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'ascii')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** EMVCo TLV: two-digit tag, two-digit length, value. */
function tlv(payload: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (let i = 0; i < payload.length;) {
    const tag = payload.slice(i, i + 2);
    const length = Number(payload.slice(i + 2, i + 4));
    fields.set(tag, payload.slice(i + 4, i + 4 + length));
    i += 4 + length;
  }
  return fields;
}

describe('promptPayPayload', () => {
  it('matches the published vector for an amount (promptpay-qr test suite)', () => {
    expect(promptPayPayload('000-000-0000', 422)).toBe(
      '00020101021229370016A000000677010111011300660000000005802TH530376454044.226304E469',
    );
  });

  it('puts a tax ID in the merchant template as it is, with the exact amount', () => {
    const payload = promptPayPayload('0105561234567', 1_070_000);
    const fields = tlv(payload);
    expect(fields.get('00')).toBe('01');
    expect(fields.get('01')).toBe('12'); // dynamic: an amount is set
    expect(fields.get('29')).toBe('0016A0000006770101110213' + '0105561234567');
    expect(fields.get('53')).toBe('764');
    expect(fields.get('54')).toBe('10700.00');
    expect(fields.get('58')).toBe('TH');
    expect(fields.get('63')).toBe(crc16(payload.slice(0, -4)));
  });

  it('writes a mobile number as 0066 and nine digits, and satang to two decimals', () => {
    const fields = tlv(promptPayPayload('081-234-5678', 5_175_050));
    expect(fields.get('29')).toBe('0016A000000677010111' + '0113' + '0066812345678');
    expect(fields.get('54')).toBe('51750.50');
  });

  it('every amount from 0.01 to 100,000 baht in odd steps prints back exactly, with a valid CRC', () => {
    for (let satang = 1; satang <= 10_000_000; satang += 9_973) {
      const payload = promptPayPayload('0812345678', satang);
      const fields = tlv(payload);
      expect(Math.round(Number(fields.get('54')) * 100)).toBe(satang);
      expect(fields.get('54')).toMatch(/^\d+\.\d\d$/);
      expect(fields.get('63')).toBe(crc16(payload.slice(0, -4)));
    }
  });

  it('refuses what is not a PromptPay ID or not a positive amount', () => {
    expect(isPromptPayId('0812345678')).toBe(true);
    expect(isPromptPayId('12345')).toBe(false);
    expect(() => promptPayPayload('12345', 100)).toThrow(RangeError);
    expect(() => promptPayPayload('0812345678', 0)).toThrow(RangeError);
    expect(() => promptPayPayload('0812345678', 1.5)).toThrow(RangeError);
  });
});
