/**
 * The data requests of issue 38 (decision 0070): an export's one-time link, and the admin's log.
 * A link is a random token the browser follows once; the database keeps only its SHA-256, the account
 * it is for, when it lapses and when it was used.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/types';
import type { SignedInCallerDb } from '../db/caller';

/** How long a download link works, and how many exports an account may ask for a day. */
export const EXPORT_LINK_SECONDS = 15 * 60;
export const EXPORTS_PER_DAY = 5;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export type ExportStart = { ok: true; token: string } | { ok: false; reason: 'limited' };

/** Logs an export and returns its one-time token; refused past EXPORTS_PER_DAY in 24 hours. */
export async function startExport(db: Database, userId: string): Promise<ExportStart> {
  // Service role: the log is the server's to write (a client may not forge its own entries).
  return db.asService(async (tx) => {
    // One account's requests wait for each other, so two at once cannot both pass the count.
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`export:${userId}`]);
    const recent = await tx.db
      .selectFrom('public.data_requests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('kind', '=', 'export')
      .where('requested_at', '>', new Date(Date.now() - 24 * 60 * 60 * 1000))
      .executeTakeFirst();
    if (Number(recent?.n ?? 0) >= EXPORTS_PER_DAY) return { ok: false, reason: 'limited' } as const;
    const token = randomBytes(32).toString('base64url');
    await tx.db
      .insertInto('public.data_requests')
      .values({ kind: 'export', user_id: userId, token_hash: hashOf(token), expires_at: new Date(Date.now() + EXPORT_LINK_SECONDS * 1000) })
      .execute();
    return { ok: true, token } as const;
  });
}

/**
 * Uses a link: true once, for its own account, before it lapses; false ever after (and for anyone
 * else's session, which also cannot spend it).
 */
export async function takeExport(db: Database, token: string, userId: string): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return false;
  // Service role: the link is the proof, as the log is the server's to complete.
  const used = await db.asService((tx) =>
    tx.db
      .updateTable('public.data_requests')
      .set({ used_at: new Date(), completed_at: new Date() })
      .where('token_hash', '=', hashOf(token))
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .where('expires_at', '>', new Date())
      .returning('id')
      .executeTakeFirst(),
  );
  return used !== undefined;
}

export interface DataRequestRow {
  id: string;
  kind: 'export' | 'deletion';
  requestedAt: Date;
  completedAt: Date | null;
  /** The account's address while it exists; null once deleted. */
  email: string | null;
}

/** The admin's log, newest first (RLS: admins only). */
export async function listDataRequests(caller: SignedInCallerDb, limit = 200): Promise<DataRequestRow[]> {
  const rows = await caller.run((tx) =>
    tx.db
      .selectFrom('public.data_requests as d')
      .leftJoin('public.profiles as p', 'p.id', 'd.user_id')
      .select(['d.id', 'd.kind', 'd.requested_at', 'd.completed_at', 'p.email'])
      .orderBy('d.requested_at', 'desc')
      .limit(limit)
      .execute(),
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    requestedAt: new Date(row.requested_at),
    completedAt: row.completed_at ? new Date(row.completed_at) : null,
    email: row.email,
  }));
}
