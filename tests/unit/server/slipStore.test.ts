// The production slip store (docs/decisions/0064): Supabase Storage's REST API on the private bucket,
// with the service key in the headers, never a public URL; a missing object is null, a failure throws.
import { describe, expect, it, vi } from 'vitest';
import { slipStoreFor, supabaseSlipStore, databaseSlipStore, SLIP_BUCKET } from '../../../src/server/transfers/slipStore';
import type { Tx } from '../../../src/server/db/types';

const tx = {} as Tx;
const path = 'slips/11111111-1111-4111-8111-111111111111/22222222-2222-4222-8222-222222222222.png';

describe('the Supabase Storage slip store', () => {
  it('uploads to the private bucket with the service key, refusing to overwrite', async () => {
    const fetcher = vi.fn<typeof fetch>().mockResolvedValue(new Response('{}', { status: 200 }));
    await supabaseSlipStore('https://abc.supabase.co', 'service-key', fetcher).put(tx, path, 'image/png', new Uint8Array([1, 2]));
    const [url, init] = fetcher.mock.calls[0]!;
    expect(url).toBe(`https://abc.supabase.co/storage/v1/object/${SLIP_BUCKET}/${path}`);
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer service-key', 'Content-Type': 'image/png', 'x-upsert': 'false' });
  });
  it('reads through the authenticated endpoint; a missing object is null and a failure throws', async () => {
    const found = vi.fn<typeof fetch>().mockResolvedValue(new Response(new Uint8Array([9, 8]), { status: 200 }));
    const store = supabaseSlipStore('https://abc.supabase.co', 'service-key', found);
    expect(await store.get(tx, path)).toEqual(new Uint8Array([9, 8]));
    expect(found.mock.calls[0]![0]).toBe(`https://abc.supabase.co/storage/v1/object/authenticated/${SLIP_BUCKET}/${path}`);
    const missing = vi.fn<typeof fetch>().mockResolvedValue(new Response('{}', { status: 404 }));
    expect(await supabaseSlipStore('https://abc.supabase.co', 'k', missing).get(tx, path)).toBeNull();
    const broken = vi.fn<typeof fetch>().mockResolvedValue(new Response('{}', { status: 500 }));
    await expect(supabaseSlipStore('https://abc.supabase.co', 'k', broken).get(tx, path)).rejects.toThrow('500');
  });
  it('is chosen only with Supabase auth and its service key; the database otherwise', () => {
    expect(slipStoreFor({ auth: { kind: 'supabase', url: 'https://abc.supabase.co', anonKey: 'a', serviceRoleKey: undefined } })).toBe(
      databaseSlipStore,
    );
    expect(
      slipStoreFor({ auth: { kind: 'local', jwtSecret: undefined, mfaKey: undefined, admin: { email: 'a@example.test', password: 'x' } } }),
    ).toBe(databaseSlipStore);
    expect(slipStoreFor({ auth: { kind: 'supabase', url: 'https://abc.supabase.co', anonKey: 'a', serviceRoleKey: 's' } })).not.toBe(
      databaseSlipStore,
    );
  });
});
