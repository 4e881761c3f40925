/** The admin's log of data requests (issue 38), loaded as the signed-in caller: RLS shows it to admins only. */
import { localeFromPath, localizeUrl } from '../../i18n/locales';
import { bindCaller } from '../db/caller';
import { listDataRequests, type DataRequestRow } from './requests';

export interface DataRequestsPageData {
  allowed: boolean;
  rows: DataRequestRow[] | null;
}

type Loaded = { status: number; data: DataRequestsPageData } | { redirect: string };

export async function loadDataRequestsPage(locals: App.Locals, url: URL): Promise<Loaded> {
  const session = locals.session;
  if (!session) return { redirect: `${localizeUrl('/auth', localeFromPath(url.pathname))}?next=${encodeURIComponent(url.pathname)}` };
  if (!locals.isAdmin) return { status: 403, data: { allowed: false, rows: null } };
  try {
    return { status: 200, data: { allowed: true, rows: await listDataRequests(bindCaller(locals.caller.db, session.claims)) } };
  } catch (error) {
    console.error('[privacy] could not load the data requests', error);
    return { status: 503, data: { allowed: true, rows: null } };
  }
}
