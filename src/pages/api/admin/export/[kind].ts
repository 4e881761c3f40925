import type { APIRoute } from 'astro';
import { bindCaller } from '../../../../server/db/caller';
import { exportOrders, exportQuotes } from '../../../../server/admin/reports';
import { quotesCsv, ordersCsv } from '../../../../server/admin/exportCsv';
import { reportRange } from '../../../../domain/reports';
import { translator } from '../../../../i18n/translate';
import { plainText as plain, privateFile } from '../../../../server/http/fileResponses';

export const prerender = false;

/**
 * The accountant's CSV of quotes or orders (issue 21): /api/admin/export/quotes?from=…&to=…&lang=th.
 * Admins only, decided on the server: signed out is 401, signed in without the admin role 403, and
 * the rows are read as the caller, so RLS is the last word as well. Never cached.
 *
 * Dates are Bangkok's wall clock (issue 35); statuses, sources, purposes and languages are words of the
 * reader's language, not the database's values; an order carries its receipt's number, buyer and
 * amounts (value before VAT, VAT, withholding) exactly as issued, to the satang.
 */
export const GET: APIRoute = async ({ locals, params, url }) => {
  const locale = url.searchParams.get('lang') === 'th' ? 'th' : 'en';
  const t = translator(locale);
  const session = locals.session;
  if (!session) return plain(401, t('reports.export.error.signedOut'));
  if (!locals.isAdmin) return plain(403, t('reports.export.error.forbidden'));
  const kind = params.kind;
  if (kind !== 'quotes' && kind !== 'orders') return plain(404, 'Not found');
  const range = reportRange.safeParse({ from: url.searchParams.get('from') || null, to: url.searchParams.get('to') || null });
  if (!range.success) return plain(400, t('reports.export.error.dates'));
  const caller = bindCaller(locals.caller.db, session.claims);
  const csv =
    kind === 'quotes' ? quotesCsv(await exportQuotes(caller, range.data), t) : ordersCsv(await exportOrders(caller, range.data), t, locale);
  const stamp = [range.data.from, range.data.to].filter(Boolean).join('_to_') || 'all';
  return privateFile(csv, { type: 'text/csv; charset=utf-8', name: `${kind}-${stamp}.csv` });
};
