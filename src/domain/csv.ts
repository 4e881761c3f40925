/**
 * CSV for the accountant (issue 21): RFC 4180 quoting, CRLF line ends, and a UTF-8 byte-order mark so
 * Excel reads Thai as Thai rather than as mojibake. Text cells are safe from formula injection: one
 * that starts with = + - @ (or a tab or carriage return, which Excel strips before reading a formula)
 * is prefixed with an apostrophe, so a client who names their company "=HYPERLINK(…)" gets text.
 */

export const BOM = '\uFEFF';

/** An amount in satang, written as exact baht with two decimals: { satang: -500 } → -5.00. */
export interface CsvBaht {
  satang: number;
}

export type CsvValue = string | number | CsvBaht | null | undefined;

/** Satang as baht to the satang, from integers alone (no binary fraction ever meets the sum). */
function bahtText(satang: number): string {
  if (!Number.isSafeInteger(satang)) return '';
  const abs = Math.abs(satang);
  return `${satang < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** One cell: numbers as they are, amounts to the satang, text neutralised and quoted when it must be. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'object') return bahtText(value.satang);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: BOM, the header row, one line per row, CRLF after each. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const line = (cells: readonly CsvValue[]) => cells.map(csvCell).join(',');
  return BOM + [line(header), ...rows.map(line)].map((l) => `${l}\r\n`).join('');
}
