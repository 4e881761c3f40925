import type { APIRoute } from 'astro';
import { bindCaller } from '../../../server/db/caller';
import { loadOutputTaxRegister, outputTaxCsv } from '../../../server/admin/outputTax';
import { getConfig, sellerIdentity } from '../../../server/config';
import { taxMonth } from '../../../domain/outputTax';
import { translator } from '../../../i18n/translate';
import { plainText as plain, privateFile } from '../../../server/http/fileResponses';

export const prerender = false;

/**
 * The output-tax register (รายงานภาษีขาย) of a tax month: /api/admin/output-tax?month=2026-11&format=pdf
 * (or csv)&lang=th. Admins only, decided on the server (signed out 401, not an admin 403) and read as
 * the caller, so RLS is the last word too. Refusals are in the reader's language. Never cached.
 */
export const GET: APIRoute = async ({ locals, url }) => {
  const locale = url.searchParams.get('lang') === 'th' ? 'th' : 'en';
  const t = translator(locale);
  const session = locals.session;
  if (!session) return plain(401, t('reports.export.error.signedOut'));
  if (!locals.isAdmin) return plain(403, t('reports.export.error.forbidden'));
  const month = taxMonth.safeParse(url.searchParams.get('month') ?? '');
  if (!month.success) return plain(400, t('reports.export.error.month'));
  const format = url.searchParams.get('format') === 'pdf' ? 'pdf' : 'csv';
  const config = getConfig();
  const seller = sellerIdentity(config);
  if (!seller) return plain(503, t('reports.export.error.unavailable'));
  const register = await loadOutputTaxRegister(bindCaller(locals.caller.db, session.claims), month.data);
  const name = `output-tax-${month.data}`;
  if (format === 'csv') return privateFile(outputTaxCsv(register, t, locale), { type: 'text/csv; charset=utf-8', name: `${name}.csv` });
  // The PDF engine and its fonts load only for the PDF.
  const { renderOutputTaxPdf } = await import('../../../server/admin/outputTaxPdf');
  const pdf = await renderOutputTaxPdf(register, seller, { demo: config.seller.ok && config.seller.demo });
  return privateFile(pdf, { type: 'application/pdf', name: `${name}.pdf` });
};
