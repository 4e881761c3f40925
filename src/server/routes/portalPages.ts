/**
 * What the portal pages need, loaded in the route file's frontmatter: only there can a page still
 * set its status or redirect (a component renders while the response streams). Each loader reads
 * as the signed-in caller, so RLS decides what comes back.
 */
import { localeFromPath, localizeUrl, type Locale } from '../../i18n/locales';
import { getDatabase, getPayments } from '../services';
import { bindCaller } from '../db/caller';
import { getPackage, listPackages, type CataloguePackage, type PackageDetail } from '../catalogue/packages';
import { loadDashboard, type Dashboard } from '../portal/dashboard';
import { settleReturnFromCheckout } from '../orders/fulfil';
import { loadOwnProfile, type ContactProfile } from '../account/profile';
import { loadOwnBillingIdentity } from '../billing/identity';
import { studioVatRateBp } from '../billing/withholding/choice';
import { getConfig } from '../config';
import type { BillingIdentity } from '../../domain/validation/billing';
import { loadDemoCheckout, type DemoCheckoutView } from '../orders/demoCheckout';
import { loadAdminOverview } from '../admin/pipeline';
import { loadCustomer } from '../admin/customers';
import type { AdminCustomerDetail, AdminOverview } from '../../domain/admin';
import { translator } from '../../i18n/translate';

type Loaded<T> = { status: number; data: T } | { redirect: string };

function signInRedirect(url: URL): { redirect: string } {
  // The middleware does this first; kept so a page is never rendered without its session.
  return { redirect: `${localizeUrl('/auth', localeFromPath(url.pathname))}?next=${encodeURIComponent(url.pathname + url.search)}` };
}

export interface PackagesPageData {
  packages: CataloguePackage[] | null;
}

export async function loadPackagesPage(locals: App.Locals, url: URL): Promise<Loaded<PackagesPageData>> {
  if (!locals.session) return signInRedirect(url);
  try {
    return {
      status: 200,
      data: { packages: await listPackages(locals.caller, localeFromPath(url.pathname)) },
    };
  } catch (error) {
    console.error('[packages] could not load the catalogue', error);
    return { status: 503, data: { packages: null } };
  }
}

export interface OrderPageData {
  pkg: PackageDetail | null;
  cancelled: boolean;
  /** The client bills as a company: the form asks whether it withholds 3% (decision 0061). */
  company: boolean;
}

/** Unknown or retired package: 404 with 'Package not found'. A failed load goes back to /packages (spec). */
export async function loadOrderPage(locals: App.Locals, url: URL, id: string | undefined): Promise<Loaded<OrderPageData>> {
  if (!locals.session) return signInRedirect(url);
  const locale = localeFromPath(url.pathname);
  try {
    const pkg = await getPackage(locals.caller, id ?? '', locale);
    const billing = await loadOwnBillingIdentity(bindCaller(locals.caller.db, locals.session.claims), locals.session.user.id);
    return {
      status: pkg ? 200 : 404,
      data: { pkg, cancelled: url.searchParams.get('cancelled') === 'true', company: billing?.kind === 'company' },
    };
  } catch (error) {
    console.error('[order] could not load the package', error);
    return { redirect: localizeUrl('/packages', locale) };
  }
}

export interface DashboardPageData {
  profile: ContactProfile | null;
  /** Who their receipts and tax invoices are made out to; null until they say. */
  billing: BillingIdentity | null;
  /** The studio's VAT rate: the 3% a company withholds is on the part before VAT (decision 0061). */
  vatRateBp: number;
  dashboard: Dashboard | null;
  /** Back from checkout (?success=true&session_id=...): the page reloads itself after 2 s. */
  returningFromCheckout: boolean;
  /** The session in the address is paid and is this customer's order (checked with the provider). */
  paymentReceived: boolean;
  /** Back from a custom quote's checkout that was cancelled (?checkout=cancelled): the amount is still due. */
  checkoutCancelled: boolean;
}

export async function loadDashboardPage(locals: App.Locals, url: URL): Promise<Loaded<DashboardPageData>> {
  const session = locals.session;
  if (!session) return signInRedirect(url);
  const locale: Locale = localeFromPath(url.pathname);
  // ?success=true&session_id= on the return from the provider; ?payment=received&session_id= after the
  // page's own reload. Either way the thanks depend on the provider's answer, never on the address.
  const returningSession = url.searchParams.get('session_id');
  const flags = {
    returningFromCheckout: Boolean(returningSession) && url.searchParams.get('success') === 'true',
    paymentReceived: false,
    checkoutCancelled: url.searchParams.get('checkout') === 'cancelled',
  };
  try {
    const db = await getDatabase();
    if (returningSession)
      flags.paymentReceived = await settleReturnFromCheckout(db, await getPayments(), returningSession, session.user.id);
    const caller = bindCaller(db, session.claims);
    const profile = await loadOwnProfile(caller);
    const billing = await loadOwnBillingIdentity(caller, session.user.id);
    return {
      status: 200,
      data: { profile, billing, vatRateBp: studioVatRateBp(getConfig()), dashboard: await loadDashboard(caller, locale), ...flags },
    };
  } catch (error) {
    console.error('[dashboard] could not load', error);
    return { status: 500, data: { profile: null, billing: null, vatRateBp: 0, dashboard: null, ...flags } };
  }
}

export interface DemoCheckoutPageData {
  view: DemoCheckoutView | null;
}

/** Only while the demo adapter is active, and only the caller's own checkout (404 otherwise). */
export async function loadDemoCheckoutPage(locals: App.Locals, url: URL, id: string | undefined): Promise<Loaded<DemoCheckoutPageData>> {
  if (!locals.session) return signInRedirect(url);
  const demo = (await getPayments()).kind === 'demo';
  const view = demo
    ? await loadDemoCheckout(bindCaller(locals.caller.db, locals.session.claims), id ?? '', localeFromPath(url.pathname))
    : null;
  return { status: view ? 200 : 404, data: { view } };
}

export interface AdminPageData {
  allowed: boolean;
  overview: AdminOverview | null;
  /** The load failure, worded for the 'Error Loading Data' banner. */
  error: string | null;
}

/** Admins get the panel; anyone else signed in a 403 (every admin action checks again, and RLS). */
export async function loadAdminPage(locals: App.Locals, url: URL): Promise<Loaded<AdminPageData>> {
  const session = locals.session;
  if (!session) return signInRedirect(url);
  if (!locals.isAdmin) return { status: 403, data: { allowed: false, overview: null, error: null } };
  try {
    return {
      status: 200,
      data: { allowed: true, overview: await loadAdminOverview(bindCaller(locals.caller.db, session.claims)), error: null },
    };
  } catch (error) {
    console.error('[admin] could not load', error);
    const t = translator(localeFromPath(url.pathname));
    return {
      status: 503,
      data: {
        allowed: true,
        overview: null,
        error: t('admin.error.connection', { message: error instanceof Error ? error.message : String(error) }),
      },
    };
  }
}

export interface AdminCustomerPageData {
  allowed: boolean;
  customer: AdminCustomerDetail | null;
  /** The load failure, worded for the 'Error Loading Data' banner. */
  error: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A customer's page in the admin panel: admins only (403 for anyone else signed in, whatever the id,
 * so the page says nothing about who is a customer), 404 for an id that is no customer.
 */
export async function loadAdminCustomerPage(locals: App.Locals, url: URL, id: string | undefined): Promise<Loaded<AdminCustomerPageData>> {
  const session = locals.session;
  if (!session) return signInRedirect(url);
  if (!locals.isAdmin) return { status: 403, data: { allowed: false, customer: null, error: null } };
  if (!id || !UUID.test(id)) return { status: 404, data: { allowed: true, customer: null, error: null } };
  try {
    const customer = await loadCustomer(bindCaller(locals.caller.db, session.claims), id);
    return { status: customer ? 200 : 404, data: { allowed: true, customer, error: null } };
  } catch (error) {
    console.error('[admin] could not load the customer', error);
    const t = translator(localeFromPath(url.pathname));
    return {
      status: 503,
      data: {
        allowed: true,
        customer: null,
        error: t('admin.error.customers', { message: error instanceof Error ? error.message : String(error) }),
      },
    };
  }
}
