/**
 * Where transfer slips are kept (docs/decisions/0064): a port with two adapters. Production with the
 * Supabase service key: the private Storage bucket `transfer-slips` (created by the migration; no
 * public URL). The embedded default, and production without that key: the database table
 * transfer_slip_files, written in the report's own transaction. Either is reached only by the server,
 * after the report itself was read as the caller under RLS (transfers/report.ts, the slip route).
 */
import type { Tx } from '../db/types';
import { storageBucket } from '../db/storageBucket';
import type { AppConfig } from '../config';
import type { SlipType } from '../../domain/money/transferSlip';

export interface SlipStore {
  /** Stores the bytes at `path`. `tx` is the report's transaction (the database adapter writes in it). */
  put(tx: Tx, path: string, type: SlipType, bytes: Uint8Array): Promise<void>;
  /** The bytes at `path`, or null when there are none. */
  get(tx: Tx, path: string): Promise<Uint8Array | null>;
}

export const SLIP_BUCKET = 'transfer-slips';

/** The embedded store: base64 in transfer_slip_files, as the service, inside the caller's transaction. */
export const databaseSlipStore: SlipStore = {
  async put(tx, path, type, bytes) {
    await tx.asService((system) =>
      system.db
        .insertInto('public.transfer_slip_files')
        .values({ path, content_type: type, content_base64: Buffer.from(bytes).toString('base64') })
        .execute(),
    );
  },
  async get(tx, path) {
    const row = await tx.asService((system) =>
      system.db.selectFrom('public.transfer_slip_files').select('content_base64').where('path', '=', path).executeTakeFirst(),
    );
    return row ? new Uint8Array(Buffer.from(row.content_base64, 'base64')) : null;
  },
};

/** Supabase Storage's private bucket `transfer-slips`, with the service key. */
export function supabaseSlipStore(url: string, serviceRoleKey: string, fetcher: typeof fetch = fetch): SlipStore {
  const bucket = storageBucket(url, serviceRoleKey, SLIP_BUCKET, 'slip', fetcher);
  return {
    put: (_tx, path, type, bytes) => bucket.put(path, type, bytes),
    get: (_tx, path) => bucket.get(path),
  };
}

export function slipStoreFor(config: Pick<AppConfig, 'auth'>): SlipStore {
  if (config.auth.kind === 'supabase' && config.auth.serviceRoleKey) return supabaseSlipStore(config.auth.url, config.auth.serviceRoleKey);
  return databaseSlipStore;
}
