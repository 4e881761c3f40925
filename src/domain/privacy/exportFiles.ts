/**
 * The files of "Download my data" (issue 38): each table's rows as JSON and as CSV (UTF-8 with a BOM,
 * so Excel reads Thai), from the rows as the database gave them. Pure: the server collects, this shapes.
 */
import { toCsv, type CsvValue } from '../csv';

export type ExportRow = Readonly<Record<string, unknown>>;

/** A value as one CSV cell: dates as ISO text, objects and lists as their JSON. */
export function exportCell(value: unknown): CsvValue {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}

/** The CSV of one table: a column per key met in any row, in the order first met. */
export function rowsToCsv(rows: readonly ExportRow[]): string {
  const header: string[] = [];
  for (const row of rows) for (const key of Object.keys(row)) if (!header.includes(key)) header.push(key);
  return toCsv(
    header,
    rows.map((row) => header.map((key) => exportCell(row[key]))),
  );
}

/** A file name from a table name: `public.quotes` → `quotes`, `auth.identities` → `auth-identities`. */
export function tableFileName(table: string): string {
  const [schema, name] = table.split('.');
  return schema === 'public' ? (name ?? table) : `${schema}-${name ?? ''}`;
}

/** A document number as a safe file name (QT-2569-0001 stays as it is). */
export function documentFileName(number: string): string {
  return `${number.replace(/[^A-Za-z0-9._-]+/g, '_') || 'document'}.pdf`;
}
