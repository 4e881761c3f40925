import { describe, expect, it } from 'vitest';
import { checkReport, checkSlip, MAX_SLIP_BYTES, sniffSlipType } from '../../../../src/domain/money/transferSlip';

const bytes = (...values: number[]) => new Uint8Array(values);
const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0);
const jpeg = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10);
const webp = new Uint8Array([...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBPVP8 ')]);

describe('the slip’s type is read from its bytes', () => {
  it('knows JPEG, PNG and WebP', () => {
    expect(sniffSlipType(jpeg)).toBe('image/jpeg');
    expect(sniffSlipType(png)).toBe('image/png');
    expect(sniffSlipType(webp)).toBe('image/webp');
  });
  it('refuses anything else, however it would be named', () => {
    expect(sniffSlipType(new Uint8Array(Buffer.from('%PDF-1.7')))).toBeNull();
    expect(sniffSlipType(new Uint8Array(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')))).toBeNull();
    expect(sniffSlipType(new Uint8Array(Buffer.from('GIF89a')))).toBeNull();
    expect(sniffSlipType(new Uint8Array(Buffer.from('RIFF\0\0\0\0WAVE')))).toBeNull();
    expect(sniffSlipType(bytes(0xff, 0xd8))).toBeNull();
  });
  it('refuses an empty or too large file', () => {
    expect(checkSlip(null)).toEqual({ ok: false, problem: 'slip_missing' });
    expect(checkSlip(new Uint8Array())).toEqual({ ok: false, problem: 'slip_missing' });
    const big = new Uint8Array(MAX_SLIP_BYTES + 1);
    big.set(png);
    expect(checkSlip(big)).toEqual({ ok: false, problem: 'slip_size' });
    expect(checkSlip(png)).toEqual({ ok: true, type: 'image/png' });
  });
});

describe('the report’s amount and moment', () => {
  const now = new Date('2026-12-02T08:00:00Z'); // 15.00 in Bangkok
  it('reads the moment in Bangkok time', () => {
    expect(checkReport({ amount: '26,750', date: '2026-12-02', time: '09:15' }, now)).toEqual({
      ok: true,
      report: { amountSatang: 2_675_000, transferredAt: '2026-12-02T02:15:00.000Z' },
    });
    expect(checkReport({ amount: '1', date: '2026-12-01', time: '' }, now)).toMatchObject({
      ok: true,
      report: { transferredAt: '2026-11-30T17:00:00.000Z' },
    });
  });
  it('refuses a future moment, one more than a year back, or no amount, per field', () => {
    expect(checkReport({ amount: '', date: '2026-12-03', time: '' }, now)).toEqual({ ok: false, problems: ['amount', 'when'] });
    expect(checkReport({ amount: '5', date: '2025-11-01', time: '' }, now)).toEqual({ ok: false, problems: ['when'] });
    expect(checkReport({ amount: '5', date: '2026-12-02', time: '25:00' }, now)).toEqual({ ok: false, problems: ['when'] });
  });
});
