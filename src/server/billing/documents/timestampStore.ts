/**
 * Where the time-stamped copies of e-Tax documents are kept (decision 0076), as transfer slips are
 * (decision 0064): a port with two adapters. Production with the Supabase service key: the private
 * Storage bucket `etax-timestamped` (created by the migration; no public URL). The embedded default,
 * and production without that key: the table etax_timestamped_files, written in the record's own
 * transaction. Either is reached only by the server, after the record itself was read as the caller
 * under RLS (billing/etaxTimestamp.ts, the download route).
 */
import type { Tx } from '../../db/types';
import { storageBucket } from '../../db/storageBucket';
import type { AppConfig } from '../../config';

export interface TimestampStore {
  /** Stores the PDF at `path`. `tx` is the record's transaction (the database adapter writes in it). */
  put(tx: Tx, path: string, bytes: Uint8Array): Promise<void>;
  /** The bytes at `path`, or null when there are none. */
  get(tx: Tx, path: string): Promise<Uint8Array | null>;
}

export const TIMESTAMP_BUCKET = 'etax-timestamped';

/** The embedded store: base64 in etax_timestamped_files, as the service, inside the caller's transaction. */
export const databaseTimestampStore: TimestampStore = {
  async put(tx, path, bytes) {
    await tx.asService((system) =>
      system.db
        .insertInto('public.etax_timestamped_files')
        .values({ path, content_base64: Buffer.from(bytes).toString('base64') })
        .execute(),
    );
  },
  async get(tx, path) {
    const row = await tx.asService((system) =>
      system.db.selectFrom('public.etax_timestamped_files').select('content_base64').where('path', '=', path).executeTakeFirst(),
    );
    return row ? new Uint8Array(Buffer.from(row.content_base64, 'base64')) : null;
  },
};

/** Supabase Storage's private bucket `etax-timestamped`, with the service key. */
export function supabaseTimestampStore(url: string, serviceRoleKey: string, fetcher: typeof fetch = fetch): TimestampStore {
  const bucket = storageBucket(url, serviceRoleKey, TIMESTAMP_BUCKET, 'time-stamped copy', fetcher);
  return {
    put: (_tx, path, bytes) => bucket.put(path, 'application/pdf', bytes),
    get: (_tx, path) => bucket.get(path),
  };
}

export function timestampStoreFor(config: Pick<AppConfig, 'auth'>): TimestampStore {
  if (config.auth.kind === 'supabase' && config.auth.serviceRoleKey)
    return supabaseTimestampStore(config.auth.url, config.auth.serviceRoleKey);
  return databaseTimestampStore;
}
