/**
 * Where transfer slips are kept (docs/decisions/0064): a port with two adapters. Production with the
 * Supabase service key: the private Storage bucket `transfer-slips` (created by the migration; no
 * public URL). The embedded default, and production without that key: the database table
 * transfer_slip_files, written in the report's own transaction. Either is reached only by the server,
 * after the report itself was read as the caller under RLS (transfers/report.ts, the slip route).
 */
import type { Tx } from '../db/types';
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

/** Supabase Storage's REST API with the service key (never sent to a browser). */
export function supabaseSlipStore(url: string, serviceRoleKey: string, fetcher: typeof fetch = fetch): SlipStore {
  const headers = { Authorization: `Bearer ${serviceRoleKey}`, apikey: serviceRoleKey };
  const objectUrl = (path: string) => `${url}/storage/v1/object/${SLIP_BUCKET}/${path.split('/').map(encodeURIComponent).join('/')}`;
  return {
    async put(_tx, path, type, bytes) {
      const response = await fetcher(objectUrl(path), {
        method: 'POST',
        headers: { ...headers, 'Content-Type': type, 'x-upsert': 'false' },
        body: new Uint8Array(bytes),
        signal: AbortSignal.timeout(20_000),
      });
      if (!response.ok) throw new Error(`slip upload answered ${response.status}`);
    },
    async get(_tx, path) {
      const response = await fetcher(
        `${url}/storage/v1/object/authenticated/${SLIP_BUCKET}/${path.split('/').map(encodeURIComponent).join('/')}`,
        {
          headers,
          signal: AbortSignal.timeout(20_000),
        },
      );
      if (response.status === 400 || response.status === 404) return null;
      if (!response.ok) throw new Error(`slip download answered ${response.status}`);
      return new Uint8Array(await response.arrayBuffer());
    },
  };
}

export function slipStoreFor(config: Pick<AppConfig, 'auth'>): SlipStore {
  if (config.auth.kind === 'supabase' && config.auth.serviceRoleKey) return supabaseSlipStore(config.auth.url, config.auth.serviceRoleKey);
  return databaseSlipStore;
}
