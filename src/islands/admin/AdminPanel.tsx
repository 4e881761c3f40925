import { Suspense, lazy, useMemo, useState } from 'react';
import { actions } from 'astro:actions';
import type { AdminOverview, AdminQuote } from '../../domain/admin';
import type { AdminMessages, AdminT } from './words';
import { makeT } from '../../client/i18n';
import { noticeText, type FailureKeys } from '../../client/actionErrors';
import { useActionData } from '../shared/useActionForm';
import QuoteDialog from './QuoteDialog';
import QuotesTable from './QuotesTable';
import OrdersTable from './OrdersTable';
import BlogTab from './BlogTab';
import CustomersTab from './CustomersTab';
import { LoadError } from './LoadError';
import { PortalBoundary } from '../shared/AuthErrorBoundary';
import type { Locale } from '../../i18n/locales';

// The X tab's counter needs twitter-text (33 KB gzipped with core-js 2 and the Babel runtime),
// nothing else in the panel does: its chunk loads when the tab first opens.
const XPostingTab = lazy(() => import('./XPostingTab'));
// The Reports tab (issue 21) likewise: the first visit loads none of it.
const ReportsTab = lazy(() => import('./ReportsTab'));

interface Props {
  locale: Locale;
  messages: AdminMessages;
  email: string;
  initial: AdminOverview | null;
  /** The server's load error, already worded ('Connection failed: ...'). */
  initialError: string | null;
  /** Localised path of the public blog (the View links). */
  blogPath: string;
  /** Public site address, for the links in tweets. */
  siteUrl: string;
  /** This locale's sign-in page, returning here (the error boundary's way out). */
  signInHref: string;
  /** Localised /admin/customers (a customer's page is below it). */
  customerPath: string;
}

type Tab = 'quotes' | 'customers' | 'blog' | 'x' | 'reports';
const overviewKeys: FailureKeys = { generic: 'admin.error.connection', network: 'admin.error.unexpected' };

/** The panel inside the portal's error boundary: a render error shows a message, not a blank area. */
export default function AdminPanelIsland(props: Props) {
  const t = useMemo(() => makeT(props.messages), [props.messages]);
  return (
    <PortalBoundary t={t} signInHref={props.signInHref}>
      <AdminPanel {...props} t={t} />
    </PortalBoundary>
  );
}

/**
 * The admin dashboard (portal spec §2): top bar, the Quotes, Customers, Blog and X tabs, each loading
 * (and failing) on its own, and the quote dialog.
 */
function AdminPanel({ locale, t, email, initial, initialError, blogPath, siteUrl, customerPath }: Props & { t: AdminT }) {
  const overview = useActionData({ load: () => actions.admin.overview({}), keys: overviewKeys, initial });
  const [tab, setTab] = useState<Tab>('quotes');
  const [refreshes, setRefreshes] = useState(0);
  const [openId, setOpenId] = useState<string | null>(null);
  // The page's own load failure until the first Refresh answers.
  const error = overview.notice ? noticeText(t, overview.notice) : overview.loaded ? null : initialError;
  const data = overview.data;
  const open = data?.quotes.find((q) => q.id === openId) ?? null;

  function saved(quote: AdminQuote) {
    overview.update((current) => ({ ...current, quotes: current.quotes.map((q) => (q.id === quote.id ? quote : q)) }));
  }

  const tabs: Tab[] = ['quotes', 'customers', 'blog', 'x', 'reports'];
  const tabLabel: Record<Tab, string> = {
    quotes: t('admin.tabs.quotes'),
    customers: t('admin.tabs.customers'),
    blog: t('blogadmin.tab'),
    x: t('xposting.title'),
    reports: t('reports.tab'),
  };

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{t('admin.title')}</h1>
          <p className="mt-1 text-slate-600">{t('admin.welcome', { email })}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className="btn-secondary"
            onClick={() => {
              setRefreshes((count) => count + 1);
              void overview.reload();
            }}
            disabled={overview.pending}
            aria-busy={overview.pending}
          >
            {overview.pending ? t('admin.refreshing') : t('admin.refresh')}
          </button>
          <form method="post" action="/api/auth/sign-out">
            <button type="submit" className="btn-primary">
              {t('admin.signOut')}
            </button>
          </form>
        </div>
      </div>

      <div role="tablist" aria-label={t('admin.tabs.label')} className="mt-8 flex flex-wrap gap-x-1 border-b border-slate-200 sm:gap-x-2">
        {tabs.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`admin-tab-${name}`}
            aria-controls={`admin-panel-${name}`}
            aria-selected={tab === name}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
            onKeyDown={(event) => {
              if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
              const next = tabs[(tabs.indexOf(name) + (event.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length] ?? 'quotes';
              setTab(next);
              document.getElementById(`admin-tab-${next}`)?.focus();
            }}
            className="-mb-px border-b-2 border-transparent px-3 py-3 font-semibold sm:px-4 text-slate-600 hover:text-brand-700 aria-selected:border-brand-600 aria-selected:text-brand-700"
          >
            {tabLabel[name]}
          </button>
        ))}
      </div>

      {tab === 'quotes' && error && <LoadError t={t} message={error} />}
      {data && tab === 'quotes' && (
        <section id="admin-panel-quotes" role="tabpanel" aria-labelledby="admin-tab-quotes" className="mt-6" data-admin-quotes>
          <ul className="grid gap-4 sm:grid-cols-3">
            {(
              [
                ['totalQuotes', String(data.counters.totalQuotes)],
                ['totalCustomers', String(data.counters.totalCustomers)],
                ['adminStatus', t('admin.counters.active')],
              ] as const
            ).map(([key, value]) => (
              <li key={key} className="card" data-counter={key}>
                <p className="text-sm font-medium text-slate-600">{t(`admin.counters.${key}`)}</p>
                <p className="mt-1 text-2xl font-bold text-ink" data-value>
                  {value}
                </p>
              </li>
            ))}
          </ul>
          <QuotesTable locale={locale} t={t} quotes={data.quotes} onOpen={setOpenId} />
          <OrdersTable
            locale={locale}
            t={t}
            orders={data.orders}
            onSaved={(id, status) =>
              overview.update((current) => ({ ...current, orders: current.orders.map((o) => (o.id === id ? { ...o, status } : o)) }))
            }
          />
        </section>
      )}

      {tab === 'customers' && (
        <section id="admin-panel-customers" role="tabpanel" aria-labelledby="admin-tab-customers">
          <CustomersTab locale={locale} t={t} customerPath={customerPath} refreshes={refreshes} />
        </section>
      )}

      {tab === 'blog' && (
        <section id="admin-panel-blog" role="tabpanel" aria-labelledby="admin-tab-blog" className="mt-6">
          <BlogTab locale={locale} t={t} blogPath={blogPath} />
        </section>
      )}

      {tab === 'x' && (
        <section id="admin-panel-x" role="tabpanel" aria-labelledby="admin-tab-x" className="mt-6">
          <Suspense fallback={<p className="text-slate-600">{t('xposting.loading')}</p>}>
            <XPostingTab locale={locale} t={t} siteUrl={siteUrl} />
          </Suspense>
        </section>
      )}

      {tab === 'reports' && (
        <section id="admin-panel-reports" role="tabpanel" aria-labelledby="admin-tab-reports" className="mt-6">
          <Suspense fallback={<p className="text-slate-600">{t('reports.loading')}</p>}>
            <ReportsTab locale={locale} t={t} />
          </Suspense>
        </section>
      )}

      <QuoteDialog quote={open} locale={locale} t={t} onClose={() => setOpenId(null)} onSaved={saved} />
    </div>
  );
}
