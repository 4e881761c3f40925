import type { APIRoute } from 'astro';
import { bindCaller } from '../../../server/db/caller';
import { getConfig } from '../../../server/config';
import { readSlip } from '../../../server/transfers/report';
import { slipStoreFor } from '../../../server/transfers/slipStore';
import { plainText, privateFile } from '../../../server/http/fileResponses';

export const prerender = false;

/**
 * A transfer slip (docs/decisions/0064): /api/transfer-slips/<report id>. Its client and admins only,
 * decided by RLS on the report: anyone else, and a signed-out visitor, gets 404. Served with the type
 * sniffed from its bytes when it was sent, nosniff, a sandboxing CSP and never cached by a shared cache.
 */
export const GET: APIRoute = async ({ locals, params }) => {
  const session = locals.session;
  if (!session) return plainText(404, 'Not found');
  const slip = await readSlip(bindCaller(locals.caller.db, session.claims), params.id ?? '', slipStoreFor(getConfig()));
  if (!slip) return plainText(404, 'Not found');
  return privateFile(slip.bytes, {
    type: slip.type,
    name: slip.name,
    disposition: 'inline',
    csp: "default-src 'none'; img-src 'self'; sandbox",
  });
};
