import type { APIRoute } from 'astro';
import { bindCaller } from '../../../../server/db/caller';
import { exportOrders, exportQuotes } from '../../../../server/admin/reports';
import { toCsv } from '../../../../domain/csv';
import { reportRange } from '../../../../domain/reports';
import { translator } from '../../../../i18n/translate';

export const prerender = false;

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

/**
 * The accountant's CSV of quotes or orders (issue 21): /api/admin/export/quotes?from=…&to=…&lang=th.
 * Admins only, decided on the server: signed out is 401, signed in without the admin role 403, and
 * the rows are read as the caller, so RLS is the last word as well. Never cached.
 */
export const GET: APIRoute = async ({ locals, params, url }) => {
  const session = locals.session;
  if (!session) return plain(401, 'Sign in as an admin to download this file.');
  if (!locals.isAdmin) return plain(403, 'Only admins may download this file.');
  const kind = params.kind;
  if (kind !== 'quotes' && kind !== 'orders') return plain(404, 'Not found');
  const range = reportRange.safeParse({ from: url.searchParams.get('from') || null, to: url.searchParams.get('to') || null });
  if (!range.success) return plain(400, 'The dates must be YYYY-MM-DD.');
  const t = translator(url.searchParams.get('lang') === 'th' ? 'th' : 'en');
  const caller = bindCaller(locals.caller.db, session.claims);
  let csv: string;
  if (kind === 'quotes') {
    const rows = await exportQuotes(caller, range.data);
    csv = toCsv(
      [
        t('reports.csv.id'),
        t('reports.csv.date'),
        t('reports.csv.name'),
        t('reports.csv.email'),
        t('reports.csv.company'),
        t('reports.csv.package'),
        t('reports.csv.status'),
        t('reports.csv.cataloguePrice'),
        t('reports.csv.quotedPrice'),
        t('reports.csv.acceptedPrice'),
        t('reports.csv.paid'),
        t('reports.csv.credited'),
        t('reports.csv.source'),
        t('reports.csv.language'),
      ],
      rows.map((r) => [
        r.id,
        r.createdAt,
        r.name,
        r.email,
        r.company,
        r.packageName,
        r.status,
        r.cataloguePrice,
        r.quotedPrice,
        r.acceptedPrice,
        r.paid,
        r.credited,
        r.source,
        r.locale,
      ]),
    );
  } else {
    const rows = await exportOrders(caller, range.data);
    csv = toCsv(
      [
        t('reports.csv.id'),
        t('reports.csv.date'),
        t('reports.csv.quoteId'),
        t('reports.csv.name'),
        t('reports.csv.email'),
        t('reports.csv.company'),
        t('reports.csv.package'),
        t('reports.csv.purpose'),
        t('reports.csv.quantity'),
        t('reports.csv.amount'),
        t('reports.csv.currency'),
        t('reports.csv.status'),
        t('reports.csv.paid'),
        t('reports.csv.source'),
        t('reports.csv.language'),
      ],
      rows.map((r) => [
        r.id,
        r.createdAt,
        r.quoteId,
        r.name,
        r.email,
        r.company,
        r.packageName,
        r.purpose,
        r.quantity,
        r.amount,
        r.currency,
        r.status,
        r.paid,
        r.source,
        r.locale,
      ]),
    );
  }
  const stamp = [range.data.from, range.data.to].filter(Boolean).join('_to_') || 'all';
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${kind}-${stamp}.csv"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
};
