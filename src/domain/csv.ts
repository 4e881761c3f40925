/**
 * CSV for the accountant (issue 21): RFC 4180 quoting, CRLF line ends, and a UTF-8 byte-order mark so
 * Excel reads Thai as Thai rather than as mojibake. Text cells are safe from formula injection: one
 * that starts with = + - @ (or a tab or carriage return, which Excel strips before reading a formula)
 * is prefixed with an apostrophe, so a client who names their company "=HYPERLINK(…)" gets text.
 */

export const BOM = '\uFEFF';

export type CsvValue = string | number | null | undefined;

/** One cell: numbers as they are, text neutralised and quoted when it must be. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: BOM, the header row, one line per row, CRLF after each. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const line = (cells: readonly CsvValue[]) => cells.map(csvCell).join(',');
  return BOM + [line(header), ...rows.map(line)].map((l) => `${l}\r\n`).join('');
}
