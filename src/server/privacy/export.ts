/**
 * "Download my data" (issue 38, PDPA section 30): every row about the person, found through
 * PERSONAL_SOURCES, as JSON and as CSV, and their documents as the PDFs they were issued as, in one ZIP.
 * Read as the service role: some rows about a person are not theirs to read under RLS (the e-mails the
 * site sent them, the studio's alerts quoting them), yet the law gives them a copy. Secrets are left out.
 */
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { Database, Tx } from '../db/types';
import { PERSONAL_SOURCES, type JsonPath, type PersonalSource } from './sources';
import { documentFileName, rowsToCsv, tableFileName, type ExportRow } from '../../domain/privacy/exportFiles';

export interface PersonalData {
  email: string | null;
  tables: Record<string, ExportRow[]>;
  /** The person's issued documents, for their PDFs. */
  documentIds: string[];
}

/**
 * Columns never exported whatever the table: Supabase's auth.users alone has a dozen token columns
 * (confirmation, recovery, e-mail change, reauthentication) that the local schema does not, besides
 * the password hash, factor secrets and code hashes `omit` names.
 */
const SECRET_COLUMN = /token|secret|password|_hash$/i;

/** The text at a JSON path: payload #>> '{traits,user_id}'. */
const jsonText = ([column, ...keys]: JsonPath) => `${column} #>> '{${keys.join(',')}}'`;

/** One source's rows: its columns (or JSON fields) matched against the user id, the e-mail address or the quote ids. */
async function rowsOf(tx: Tx, source: PersonalSource, match: { userId: string; email: string; quoteIds: string[] }): Promise<ExportRow[]> {
  const params: unknown[] = [];
  const param = (value: unknown, type: string) => `$${params.push(value)}::${type}`;
  const parts = [
    // Auth's own tables name the user as text in places (Supabase's refresh_tokens.user_id is varchar).
    ...(source.ids ?? []).map((column) =>
      source.table.startsWith('auth.') ? `${column}::text = ${param(match.userId, 'text')}` : `${column} = ${param(match.userId, 'uuid')}`,
    ),
    ...(match.email ? (source.emails ?? []).map((column) => `lower(${column}) = ${param(match.email, 'text')}`) : []),
    ...(source.quote ? [`quote_id = any(${param(match.quoteIds, 'uuid[]')})`] : []),
    ...(source.jsonIds ?? []).map((path) => `${jsonText(path)} = ${param(match.userId, 'text')}`),
    ...(match.email ? (source.jsonEmails ?? []).map((path) => `lower(${jsonText(path)}) = ${param(match.email, 'text')}`) : []),
    ...(source.via ? [`${source.via.column} in (select id from ${source.via.table} where user_id = ${param(match.userId, 'uuid')})`] : []),
  ];
  if (parts.length === 0) return [];
  // Table and column names come from PERSONAL_SOURCES (constants), never from input.
  const rows = await tx.query(`select * from ${source.table} where ${parts.join(' or ')}`, params);
  const omitted = new Set(source.omit ?? []);
  return rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !omitted.has(key) && !SECRET_COLUMN.test(key))));
}

/** Every row about the user, table by table (service role: see the module comment). */
export async function collectPersonalData(db: Database, userId: string): Promise<PersonalData> {
  return db.asService(async (tx) => {
    const user = await tx.db.selectFrom('auth.users').select('email').where('id', '=', userId).executeTakeFirst();
    const email = user?.email?.toLowerCase() ?? null;
    const quotes = await tx.db.selectFrom('public.quotes').select('id').where('user_id', '=', userId).execute();
    const match = { userId, email: email ?? '', quoteIds: quotes.map((quote) => quote.id) };
    const tables: Record<string, ExportRow[]> = {};
    for (const source of PERSONAL_SOURCES) tables[source.table] = await rowsOf(tx, source, match);
    const documentIds = (tables['public.documents'] ?? []).map((row) => String(row['id']));
    return { email, tables, documentIds };
  });
}

export interface ExportPdf {
  number: string;
  pdf: Uint8Array;
}

/** The ZIP: data.json, one CSV per table with rows, the documents' PDFs, and a short read-me. */
export function exportZip(data: PersonalData, pdfs: readonly ExportPdf[], readme: string, createdAt: Date): Uint8Array {
  const files: Zippable = {
    'README.txt': strToU8(readme),
    'data.json': strToU8(JSON.stringify({ exportedAt: createdAt.toISOString(), email: data.email, tables: data.tables }, null, 2)),
  };
  for (const [table, rows] of Object.entries(data.tables)) {
    if (rows.length > 0) files[`csv/${tableFileName(table)}.csv`] = strToU8(rowsToCsv(rows));
  }
  for (const { number, pdf } of pdfs) files[`documents/${documentFileName(number)}`] = pdf;
  return zipSync(files, { level: 6, mtime: createdAt });
}
