import type { APIRoute } from 'astro';
import { bindCaller } from '../../../../server/db/caller';
import { getDatabase } from '../../../../server/services';
import { takeExport } from '../../../../server/privacy/requests';
import { collectPersonalData, exportZip, type ExportPdf } from '../../../../server/privacy/export';
import { readDocument } from '../../../../server/billing/documents/read';
import { getConfig } from '../../../../server/config';
import { localeFromPath, localizeUrl, type Locale } from '../../../../i18n/locales';
import { translator } from '../../../../i18n/translate';
import { site } from '../../../../config/site';
import { privateFile } from '../../../../server/http/fileResponses';

export const prerender = false;

/**
 * The ZIP of "Download my data" (issue 38): /api/account/export/<token>, the one-time link the privacy
 * page's form redirects to. Its own account's session only; used once, within 15 minutes. A used or
 * lapsed link goes back to the page, which says so.
 */
export const GET: APIRoute = async ({ locals, params, request, redirect }) => {
  let locale: Locale = 'en';
  try {
    locale = localeFromPath(new URL(request.headers.get('referer') ?? '').pathname);
  } catch {
    // No referer: English.
  }
  const page = localizeUrl('/account/privacy', locale);
  const session = locals.session;
  if (!session) return redirect(localizeUrl('/auth', locale), 303);
  const db = await getDatabase();
  if (!(await takeExport(db, params.token ?? '', session.user.id))) return redirect(`${page}?export=expired#download`, 303);

  try {
    const data = await collectPersonalData(db, session.user.id);
    const pdfs: ExportPdf[] = [];
    if (getConfig().seller.ok && data.documentIds.length > 0) {
      // The PDF engine only when there are documents to render.
      const { renderIssuedDocument } = await import('../../../../server/billing/documents/printable');
      const caller = bindCaller(locals.caller.db, session.claims);
      for (const id of data.documentIds) {
        const document = await readDocument(caller, id);
        if (document) pdfs.push({ number: document.number, pdf: new Uint8Array(await renderIssuedDocument(document)) });
      }
    }
    const now = new Date();
    const t = translator(locale);
    const zip = exportZip(data, pdfs, t('privacy.export.readme', { site: site.name, date: now.toISOString() }), now);
    return privateFile(zip, { type: 'application/zip', name: `my-data-${now.toISOString().slice(0, 10)}.zip` });
  } catch (error) {
    // The link is spent; a new one is a click away, and the page says what happened.
    console.error(`[privacy] [${locals.requestId}] the export failed`, error);
    return redirect(`${page}?export=failed#download`, 303);
  }
};
