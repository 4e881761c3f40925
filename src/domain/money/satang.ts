/**
 * Amounts are integers of satang (1 baht = 100 satang) from the first figure to the last, so no sum ever
 * meets a binary fraction. Whole-baht prices (the catalogue, orders.total_amount) become satang at the
 * edge with bahtToSatang.
 */

export type Satang = number;

export function assertSatang(value: number, what = 'amount'): Satang {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be a whole number of satang, got ${value}`);
  return value;
}

export function bahtToSatang(baht: number): Satang {
  return assertSatang(baht * 100, 'baht amount');
}

/**
 * numerator / denominator rounded to the nearest satang, halves away from zero (ปัดเศษ: 0.5 satang and
 * more up, less than 0.5 down, the Revenue Department's usual rounding for tax to the satang). Integer
 * arithmetic only: BigInt keeps the product exact far beyond any invoice.
 */
export function divideHalfUp(numerator: number, denominator: number): Satang {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError('divideHalfUp needs integers and a positive denominator');
  }
  const n = BigInt(Math.abs(numerator));
  const d = BigInt(denominator);
  const rounded = Number((2n * n + d) / (2n * d));
  return numerator < 0 ? -rounded : rounded;
}

/** 1234567 satang → "12,345.67" (documents show baht to the satang, with thousands separators). */
export function formatSatang(value: Satang): string {
  assertSatang(value);
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  const baht = Math.floor(abs / 100);
  const satang = abs % 100;
  return `${sign}${baht.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${satang.toString().padStart(2, '0')}`;
}
