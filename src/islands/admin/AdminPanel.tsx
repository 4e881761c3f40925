import { Suspense, lazy, useEffect, useMemo, useRef, useState } from 'react';
import { actions } from 'astro:actions';
import type { AdminOverview, AdminQuote, OrderListPage, QuoteListPage } from '../../domain/admin';
import { DEFAULT_ORDER_QUERY, DEFAULT_QUOTE_QUERY, type OrderListQuery, type QuoteListQuery } from '../../domain/pipeline/views';
import type { AdminMessages, AdminT } from './words';
import { makeT } from '../../client/i18n';
import { noticeText, type FailureKeys } from '../../client/actionErrors';
import { useActionData } from '../shared/useActionForm';
import QuotesTable from './QuotesTable';
import OrdersTable from './OrdersTable';
import { LoadError } from './LoadError';
import { PortalBoundary } from '../shared/AuthErrorBoundary';
import type { Locale } from '../../i18n/locales';

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

type Tab = 'quotes' | 'customers' | 'blog' | 'x' | 'reports';
const overviewKeys: FailureKeys = { generic: 'admin.error.connection', network: 'admin.error.unexpected' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const listKeys: FailureKeys = { generic: 'admin.error.connection', network: 'admin.error.unexpected', invalid: 'admin.error.connection' };

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
  // Each list keeps its own query (search, view, dates, sort, page); its first page came with the overview.
  const quoteQuery = useRef<QuoteListQuery>(DEFAULT_QUOTE_QUERY);
  const orderQuery = useRef<OrderListQuery>(DEFAULT_ORDER_QUERY);
  const quoteList = useActionData<QuoteListPage>({
    load: () => actions.admin.quotes(quoteQuery.current),
    keys: listKeys,
    initial: initial?.quotes ?? null,
  });
  const orderList = useActionData<OrderListPage>({
    load: () => actions.admin.orders(orderQuery.current),
    keys: listKeys,
    initial: initial?.orders ?? null,
  });
  const [tab, setTab] = useState<Tab>('quotes');
  const [refreshes, setRefreshes] = useState(0);
  /** The quote in the dialog: its id, and the list's copy when it was opened from the list. */
  const [open, setOpen] = useState<{ id: string; quote: AdminQuote | null } | null>(null);
  // Mounted from the first opening on (a state adjusted during render, not in an effect).
  const [dialogUsed, setDialogUsed] = useState(false);
  if (open && !dialogUsed) setDialogUsed(true);
  // The page's own load failure until the first Refresh answers.
  const error = overview.notice ? noticeText(t, overview.notice) : overview.loaded ? null : initialError;
  const listError = quoteList.notice ?? orderList.notice;
  const data = overview.data;
  const quotes = quoteList.data ?? data?.quotes ?? null;
  const orders = orderList.data ?? data?.orders ?? null;

  // From a customer's page: ?quote=<id> opens that quote, ?order=<id> finds that order in the list.
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const quote = params.get('quote');
    const order = params.get('order');
    // After hydration on purpose: the server's render cannot know the address's query, and a
    // different first render would not hydrate.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (quote && UUID.test(quote)) setOpen({ id: quote, quote: null });
    if (order && UUID.test(order)) showOrders({ ...DEFAULT_ORDER_QUERY, view: 'all', search: order });
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function saved(quote: AdminQuote) {
    quoteList.update((current) => ({ ...current, rows: current.rows.map((q) => (q.id === quote.id ? quote : q)) }));
    setOpen((current) => (current?.id === quote.id ? { id: quote.id, quote } : current));
  }
  function showQuotes(query: QuoteListQuery) {
    quoteQuery.current = query;
    void quoteList.reload();
  }
  function showOrders(query: OrderListQuery) {
    orderQuery.current = query;
    void orderList.reload();
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
              void quoteList.reload();
              void orderList.reload();
            }}
            disabled={overview.pending || quoteList.pending || orderList.pending}
            aria-busy={overview.pending}
          >
            {overview.pending || quoteList.pending || orderList.pending ? t('admin.refreshing') : t('admin.refresh')}
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

      {tab === 'quotes' && (error || listError) && <LoadError t={t} message={error ?? (listError ? noticeText(t, listError) : '')} />}
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
          {quotes && (
            <QuotesTable
              locale={locale}
              t={t}
              page={quotes}
              pending={quoteList.pending}
              onQuery={showQuotes}
              onOpen={(quote) => setOpen({ id: quote.id, quote })}
            />
          )}
          {orders && (
            <OrdersTable
              locale={locale}
              t={t}
              page={orders}
              pending={orderList.pending}
              onQuery={showOrders}
              onOpenQuote={(id) => setOpen({ id, quote: null })}
              onSaved={(id, status) =>
                orderList.update((current) => ({ ...current, rows: current.rows.map((o) => (o.id === id ? { ...o, status } : o)) }))
              }
            />
          )}
        </section>
      )}

      {tab === 'customers' && (
        <section id="admin-panel-customers" role="tabpanel" aria-labelledby="admin-tab-customers">
          <Suspense fallback={<p className="mt-6 text-slate-600">{t('admin.customers.loading')}</p>}>
            <CustomersTab locale={locale} t={t} customerPath={customerPath} refreshes={refreshes} />
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

      {dialogUsed && (
        <Suspense fallback={null}>
          <QuoteDialog
            quoteId={open?.id ?? null}
            quote={open?.quote ?? null}
            locale={locale}
            t={t}
            onClose={() => setOpen(null)}
            onSaved={saved}
          />
        </Suspense>
      )}
    </div>
  );
}
