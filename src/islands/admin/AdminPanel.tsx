import { Suspense, lazy, useMemo, useState } from 'react';
import type { AdminOverview } from '../../domain/admin';
import type { AdminMessages, AdminT } from './words';
import { makeT } from '../../client/i18n';
import { noticeText } from '../../client/actionErrors';
import { LoadError } from './LoadError';
import { PortalBoundary } from '../shared/AuthErrorBoundary';
import type { Locale } from '../../i18n/locales';
import { useAdminPanel } from './adminPanel/useAdminPanel';
import { TopBar } from './adminPanel/TopBar';
import { TabList, type Tab } from './adminPanel/TabList';
import { QuotesPanel } from './adminPanel/QuotesPanel';

// The X tab's counter needs twitter-text (33 KB gzipped with core-js 2 and the Babel runtime),
// nothing else in the panel does: its chunk loads when the tab first opens.
const XPostingTab = lazy(() => import('./XPostingTab'));
// The Reports tab (issue 21) likewise: the first visit loads none of it.
const ReportsTab = lazy(() => import('./ReportsTab'));
// The Customers tab likewise: the first visit shows the quotes.
const CustomersTab = lazy(() => import('./CustomersTab'));
// The Blog tab with its editor, whose inputs are validated in the browser with zod (about 20 KB):
// the first visit, on the Quotes tab, loads no validator (issue 21's budget).
const BlogTab = lazy(() => import('./BlogTab'));
// The quote dialog (its form, record and conversation) loads when a quote is first opened, then stays.
const QuoteDialog = lazy(() => import('./QuoteDialog'));

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
  const panel = useAdminPanel(t, initial, initialError);
  const { data, error, listError, open } = panel;
  const [tab, setTab] = useState<Tab>('quotes');

  return (
    <div>
      <TopBar t={t} email={email} pending={panel.pending} overviewPending={panel.overview.pending} onRefresh={panel.refresh} />

      <TabList t={t} tab={tab} onTab={setTab} />

      {tab === 'quotes' && (error || listError) && <LoadError t={t} message={error ?? (listError ? noticeText(t, listError) : '')} />}
      {data && tab === 'quotes' && (
        <QuotesPanel
          locale={locale}
          t={t}
          data={data}
          quotes={panel.quotes}
          orders={panel.orders}
          quotesPending={panel.quoteList.pending}
          ordersPending={panel.orderList.pending}
          onQuotes={panel.showQuotes}
          onOrders={panel.showOrders}
          onOpen={panel.setOpen}
          onOrderSaved={(id, status) =>
            panel.orderList.update((current) => ({ ...current, rows: current.rows.map((o) => (o.id === id ? { ...o, status } : o)) }))
          }
        />
      )}

      {tab === 'customers' && (
        <section id="admin-panel-customers" role="tabpanel" aria-labelledby="admin-tab-customers">
          <Suspense fallback={<p className="mt-6 text-slate-600">{t('admin.customers.loading')}</p>}>
            <CustomersTab locale={locale} t={t} customerPath={customerPath} refreshes={panel.refreshes} />
          </Suspense>
        </section>
      )}

      {tab === 'blog' && (
        <section id="admin-panel-blog" role="tabpanel" aria-labelledby="admin-tab-blog" className="mt-6">
          <Suspense fallback={<p className="text-slate-600">{t('blogadmin.loading')}</p>}>
            <BlogTab locale={locale} t={t} blogPath={blogPath} />
          </Suspense>
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

      {panel.dialogUsed && (
        <Suspense fallback={null}>
          <QuoteDialog
            quoteId={open?.id ?? null}
            quote={open?.quote ?? null}
            locale={locale}
            t={t}
            onClose={() => panel.setOpen(null)}
            onSaved={panel.saved}
          />
        </Suspense>
      )}
    </div>
  );
}
