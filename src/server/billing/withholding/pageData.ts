/**
 * The withholding-certificate pages' data (docs/decisions/0051), loaded in the route's frontmatter so it
 * can still redirect or set the status; read as the signed-in caller (RLS decides).
 */
import { localeFromPath, localizeUrl } from '../../../i18n/locales';
import { bindCaller } from '../../db/caller';
import { listCertificates, listOwnCertificates, type CertificateRow } from './certificates';

type Loaded<T> = { status: number; data: T } | { redirect: string };

const signInRedirect = (url: URL) => ({
  redirect: `${localizeUrl('/auth', localeFromPath(url.pathname))}?next=${encodeURIComponent(url.pathname + url.search)}`,
});

export interface WithholdingPageData {
  rows: CertificateRow[] | null;
}

export async function loadWithholdingPage(locals: App.Locals, url: URL): Promise<Loaded<WithholdingPageData>> {
  const session = locals.session;
  if (!session) return signInRedirect(url);
  try {
    return { status: 200, data: { rows: await listOwnCertificates(bindCaller(locals.caller.db, session.claims)) } };
  } catch (error) {
    console.error('[withholding] could not load the client’s certificates', error);
    return { status: 503, data: { rows: null } };
  }
}

export type CertificateFilter = 'missing' | 'all';

export interface AdminWithholdingPageData {
  allowed: boolean;
  show: CertificateFilter;
  rows: CertificateRow[] | null;
}

export async function loadAdminWithholdingPage(locals: App.Locals, url: URL): Promise<Loaded<AdminWithholdingPageData>> {
  const session = locals.session;
  if (!session) return signInRedirect(url);
  const show: CertificateFilter = url.searchParams.get('show') === 'all' ? 'all' : 'missing';
  if (!locals.isAdmin) return { status: 403, data: { allowed: false, show, rows: null } };
  try {
    return { status: 200, data: { allowed: true, show, rows: await listCertificates(bindCaller(locals.caller.db, session.claims), show) } };
  } catch (error) {
    console.error('[withholding] could not load the certificates', error);
    return { status: 503, data: { allowed: true, show, rows: null } };
  }
}
