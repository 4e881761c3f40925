import type { APIRoute } from 'astro';
import { bindCaller } from '../../../server/db/caller';
import { getConfig } from '../../../server/config';
import { readSlip } from '../../../server/transfers/report';
import { slipStoreFor } from '../../../server/transfers/slipStore';

export const prerender = false;

/**
 * A transfer slip (docs/decisions/0064): /api/transfer-slips/<report id>. Its client and admins only,
 * decided by RLS on the report: anyone else, and a signed-out visitor, gets 404. Served with the type
 * sniffed from its bytes when it was sent, nosniff, a sandboxing CSP and never cached by a shared cache.
 */
export const GET: APIRoute = async ({ locals, params }) => {
  const session = locals.session;
  const notFound = () =>
    new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
  if (!session) return notFound();
  const slip = await readSlip(bindCaller(locals.caller.db, session.claims), params.id ?? '', slipStoreFor(getConfig()));
  if (!slip) return notFound();
  return new Response(new Uint8Array(slip.bytes), {
    status: 200,
    headers: {
      'Content-Type': slip.type,
      'Content-Disposition': `inline; filename="${slip.name}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; img-src 'self'; sandbox",
    },
  });
};
