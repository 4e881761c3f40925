import type { APIRoute } from 'astro';
import { bindCaller } from '../../../server/db/caller';
import { getConfig } from '../../../server/config';
import { readTimestampedFile } from '../../../server/billing/documents/etaxTimestamp';
import { timestampStoreFor } from '../../../server/billing/documents/timestampStore';

export const prerender = false;

/**
 * A time-stamped e-Tax copy the studio uploaded (decision 0076): /api/etax-timestamped/<record id>. The
 * document's client and admins only, decided by RLS on the record: anyone else, and a signed-out
 * visitor, gets 404. A download (the bytes were checked to be a PDF), nosniff, a sandboxing CSP and
 * never cached by a shared cache.
 */
export const GET: APIRoute = async ({ locals, params }) => {
  const session = locals.session;
  const notFound = () =>
    new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
  if (!session) return notFound();
  const file = await readTimestampedFile(bindCaller(locals.caller.db, session.claims), params.id ?? '', timestampStoreFor(getConfig()));
  if (!file) return notFound();
  return new Response(new Uint8Array(file.bytes), {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${file.name}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    },
  });
};
