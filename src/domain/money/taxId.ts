/**
 * Thai 13-digit taxpayer identification numbers (เลขประจำตัวผู้เสียภาษีอากร). A company's is issued by the
 * Department of Business Development, a person's is their citizen ID; both end in the same check digit:
 * the first twelve digits weighted 13 down to 2, summed, and (11 − sum mod 11) mod 10.
 */

/** The digits of a typed tax ID: spaces and dashes (0-1055-12345-67-8) are how people copy them. */
export function normaliseTaxId(typed: string): string {
  return typed.replace(/[\s\u00a0-]/g, '');
}

/** The check digit the first twelve digits call for. */
export function taxIdCheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new RangeError('taxIdCheckDigit needs exactly twelve digits');
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (13 - i);
  return (11 - (sum % 11)) % 10;
}

/** Thirteen digits whose last is the check digit. Expects normalised input (see normaliseTaxId). */
export function isValidTaxId(value: string): boolean {
  return /^\d{13}$/.test(value) && taxIdCheckDigit(value.slice(0, 12)) === Number(value[12]);
}

/** As printed on Thai documents: 0-1055-12345-67-8 (1-4-5-2-1). */
export function formatTaxId(value: string): string {
  return /^\d{13}$/.test(value) ? `${value[0]}-${value.slice(1, 5)}-${value.slice(5, 10)}-${value.slice(10, 12)}-${value[12]}` : value;
}

/**
 * Head office or branch (สำนักงานใหญ่ / สาขาที่ 00001). The Revenue Department numbers branches with five
 * digits and the head office 00000. Answers null for the head office (empty or all zeros), the five-digit
 * branch number, or undefined when the text is not a branch number at all.
 */
export function normaliseBranch(typed: string): string | null | undefined {
  const digits = typed.trim();
  if (digits === '' || /^0+$/.test(digits)) return null;
  return /^\d{1,5}$/.test(digits) ? digits.padStart(5, '0') : undefined;
}

/** A branch number as stored: five digits, not the head office's 00000. */
export function isBranchNumber(value: string): boolean {
  return /^\d{5}$/.test(value) && value !== '00000';
}
