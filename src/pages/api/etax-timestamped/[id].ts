import type { APIRoute } from 'astro';
import { bindCaller } from '../../../server/db/caller';
import { getConfig } from '../../../server/config';
import { readTimestampedFile } from '../../../server/billing/documents/etaxTimestamp';
import { timestampStoreFor } from '../../../server/billing/documents/timestampStore';
import { plainText, privateFile } from '../../../server/http/fileResponses';

export const prerender = false;

/**
 * A time-stamped e-Tax copy the studio uploaded (decision 0076): /api/etax-timestamped/<record id>. The
 * document's client and admins only, decided by RLS on the record: anyone else, and a signed-out
 * visitor, gets 404. A download (the bytes were checked to be a PDF), nosniff, a sandboxing CSP and
 * never cached by a shared cache.
 */
export const GET: APIRoute = async ({ locals, params }) => {
  const session = locals.session;
  if (!session) return plainText(404, 'Not found');
  const file = await readTimestampedFile(bindCaller(locals.caller.db, session.claims), params.id ?? '', timestampStoreFor(getConfig()));
  if (!file) return plainText(404, 'Not found');
  return privateFile(file.bytes, { type: 'application/pdf', name: file.name, csp: "default-src 'none'; sandbox" });
};
