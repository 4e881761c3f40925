// The production store of time-stamped e-Tax copies (decision 0076) goes through the same Supabase Storage
// client as the slip store (src/server/db/storageBucket.ts; its requests are pinned in slipStore.test.ts):
// here, what is its own: the bucket, the PDF's type and the word its failures use.
import { expect, it, vi } from 'vitest';
import { supabaseTimestampStore, TIMESTAMP_BUCKET } from '../../../src/server/billing/documents/timestampStore';
import type { Tx } from '../../../src/server/db/types';

it('keeps the PDF in its own private bucket, and says which store failed', async () => {
  const path = 'timestamped/11111111-1111-4111-8111-111111111111/22222222-2222-4222-8222-222222222222.pdf';
  const answers = [new Response('{}', { status: 200 }), new Response('{}', { status: 400 }), new Response('{}', { status: 503 })];
  const fetcher = vi.fn<typeof fetch>(async () => answers.shift()!);
  const store = supabaseTimestampStore('https://abc.supabase.co', 'service-key', fetcher);
  await store.put({} as Tx, path, new Uint8Array([0x25, 0x50]));
  expect(await store.get({} as Tx, path)).toBeNull();
  await expect(store.get({} as Tx, path)).rejects.toThrow('time-stamped copy download answered 503');
  expect(fetcher.mock.calls.map(([url]) => url)).toEqual([
    `https://abc.supabase.co/storage/v1/object/${TIMESTAMP_BUCKET}/${path}`,
    `https://abc.supabase.co/storage/v1/object/authenticated/${TIMESTAMP_BUCKET}/${path}`,
    `https://abc.supabase.co/storage/v1/object/authenticated/${TIMESTAMP_BUCKET}/${path}`,
  ]);
  expect(fetcher.mock.calls[0]![1]).toMatchObject({
    method: 'POST',
    headers: { Authorization: 'Bearer service-key', 'Content-Type': 'application/pdf', 'x-upsert': 'false' },
  });
});
