// The production store of time-stamped e-Tax copies (decision 0076): the private bucket through Supabase
// Storage's REST API (src/server/db/storageBucket.ts, shared with the slip store), as a PDF, never
// overwriting; a missing object is null and a failure throws naming the copy.
import { describe, expect, it, vi } from 'vitest';
import { supabaseTimestampStore, TIMESTAMP_BUCKET } from '../../../src/server/billing/documents/timestampStore';
import type { Tx } from '../../../src/server/db/types';

const tx = {} as Tx;
const path = 'timestamped/11111111-1111-4111-8111-111111111111/22222222-2222-4222-8222-222222222222.pdf';

describe('the Supabase Storage time-stamp store', () => {
  it('uploads a PDF to the private bucket with the service key, refusing to overwrite', async () => {
    const fetcher = vi.fn<typeof fetch>().mockResolvedValue(new Response('{}', { status: 200 }));
    await supabaseTimestampStore('https://abc.supabase.co', 'service-key', fetcher).put(tx, path, new Uint8Array([0x25, 0x50]));
    const [url, init] = fetcher.mock.calls[0]!;
    expect(url).toBe(`https://abc.supabase.co/storage/v1/object/${TIMESTAMP_BUCKET}/${path}`);
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer service-key', 'Content-Type': 'application/pdf', 'x-upsert': 'false' });
  });
  it('reads through the authenticated endpoint; a missing object is null and a failure throws', async () => {
    const found = vi.fn<typeof fetch>().mockResolvedValue(new Response(new Uint8Array([9, 8]), { status: 200 }));
    expect(await supabaseTimestampStore('https://abc.supabase.co', 'k', found).get(tx, path)).toEqual(new Uint8Array([9, 8]));
    expect(found.mock.calls[0]![0]).toBe(`https://abc.supabase.co/storage/v1/object/authenticated/${TIMESTAMP_BUCKET}/${path}`);
    const missing = vi.fn<typeof fetch>().mockResolvedValue(new Response('{}', { status: 400 }));
    expect(await supabaseTimestampStore('https://abc.supabase.co', 'k', missing).get(tx, path)).toBeNull();
    const broken = vi.fn<typeof fetch>().mockResolvedValue(new Response('{}', { status: 503 }));
    await expect(supabaseTimestampStore('https://abc.supabase.co', 'k', broken).get(tx, path)).rejects.toThrow(
      'time-stamped copy download answered 503',
    );
  });
});
