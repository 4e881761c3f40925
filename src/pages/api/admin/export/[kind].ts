import type { APIRoute } from 'astro';
import { bindCaller } from '../../../../server/db/caller';
import { exportOrders, exportQuotes } from '../../../../server/admin/reports';
import { toCsv } from '../../../../domain/csv';
import { reportRange } from '../../../../domain/reports';
import { isTranslationKey, translator } from '../../../../i18n/translate';
import { bangkokDateTime, establishmentText } from '../../../../domain/outputTax';
import { formatTaxId } from '../../../../domain/money/taxId';

export const prerender = false;

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

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
  // A stored value in the reader's words; an unknown one as it is.
  const word = (key: string, value: string) => (isTranslationKey(key) ? t(key) : value);
  const status = (value: string) => word(`status.${value}`, value);
  const source = (value: string) => word(`reports.sources.${value || 'other'}`, value);
  const language = (value: string) => (value ? word(`reports.csv.lang.${value}`, value) : '');
  const baht = (satang: number | undefined) => (satang === undefined ? null : { satang });
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
        t('reports.csv.documents'),
      ],
      rows.map((r) => [
        r.id,
        bangkokDateTime(r.createdAt),
        r.name,
        r.email,
        r.company,
        r.packageName,
        status(r.status),
        r.cataloguePrice,
        r.quotedPrice,
        r.acceptedPrice,
        r.paid,
        r.credited,
        source(r.source),
        language(r.locale),
        r.documents.join(' '),
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
        t('reports.csv.documentNumber'),
        t('reports.csv.buyerName'),
        t('reports.csv.buyerTaxId'),
        t('reports.csv.buyerBranch'),
        t('reports.csv.valueBeforeVat'),
        t('reports.csv.vat'),
        t('reports.csv.documentTotal'),
        t('reports.csv.withholding'),
        t('reports.csv.net'),
      ],
      rows.map((r) => [
        r.id,
        bangkokDateTime(r.createdAt),
        r.quoteId,
        r.name,
        r.email,
        r.company,
        r.packageName,
        word(`admin.trail.purpose.${r.purpose}`, r.purpose),
        r.quantity,
        r.amount,
        r.currency.toUpperCase(),
        status(r.status),
        r.paid,
        source(r.source),
        language(r.locale),
        r.document?.number ?? '',
        r.document?.buyerName ?? '',
        // Formatted (0-1055-36092-64-1): a spreadsheet keeps it as text, with its leading zero.
        r.document?.buyerTaxId ? formatTaxId(r.document.buyerTaxId) : '',
        r.document ? establishmentText(r.document.buyerEstablishment, locale) : '',
        baht(r.document?.valueBeforeVat),
        baht(r.document?.vat),
        baht(r.document?.total),
        baht(r.document?.withholding),
        baht(r.document?.net),
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
