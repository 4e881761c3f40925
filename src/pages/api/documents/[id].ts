import type { APIRoute } from 'astro';
import { bindCaller } from '../../../server/db/caller';
import { readDocument } from '../../../server/billing/documents/read';
import { renderIssuedDocument } from '../../../server/billing/documents/printable';
import { getConfig } from '../../../server/config';
import { plainText as plain, privateFile } from '../../../server/http/fileResponses';

export const prerender = false;

/**
 * A document's PDF (issue 22): /api/documents/<id>. Its buyer and admins only, decided by RLS: anyone
 * else, and a signed-out visitor, gets 404, so a document's existence is not disclosed. Production
 * without the studio's complete legal identity serves none (503), as it issues none (decision 0043).
 */
export const GET: APIRoute = async ({ locals, params }) => {
  const session = locals.session;
  if (!session) return plain(404, 'Not found');
  if (!getConfig().seller.ok) return plain(503, 'Documents are not available: the studio’s details are incomplete.');
  const document = await readDocument(bindCaller(locals.caller.db, session.claims), params.id ?? '');
  if (!document) return plain(404, 'Not found');
  const pdf = await renderIssuedDocument(document);
  return privateFile(pdf, { type: 'application/pdf', name: `${document.number}.pdf` });
};
