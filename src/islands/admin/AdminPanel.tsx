import { Suspense, lazy, useMemo, useState } from 'react';
import { actions } from 'astro:actions';
import {
  ORDER_STATUSES,
  isCustomPrice,
  packageNameIn,
  shortId,
  type AdminOverview,
  type AdminQuote,
  type OrderStatus,
} from '../../domain/admin';
import { formatDate, formatMoney } from '../../i18n/format';
import type { Messages } from '../../i18n/messages';
import { makeT } from '../../client/i18n';
import { ErrorBox } from '../shared/ErrorBox';
import { noticeText, type FailureKeys } from '../../client/actionErrors';
import { useActionData, useActionForm } from '../shared/useActionForm';
import { statusBadgeClass } from '../../client/statusStyle';
import QuoteDialog from './QuoteDialog';
import BlogTab from './BlogTab';
import CustomersTab from './CustomersTab';
import { LoadError } from './LoadError';
import { PortalBoundary } from '../shared/AuthErrorBoundary';
import { DataTable } from '../shared/DataTable';
import { bodyCell } from '../../client/tableStyle';
import type { Locale } from '../../i18n/locales';

// The X tab's counter needs twitter-text (33 KB gzipped with core-js 2 and the Babel runtime),
// nothing else in the panel does: its chunk loads when the tab first opens.
const XPostingTab = lazy(() => import('./XPostingTab'));

interface Props {
  locale: Locale;
  messages: Messages;
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

type Tab = 'quotes' | 'customers' | 'blog' | 'x';
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
function AdminPanel({ locale, t, email, initial, initialError, blogPath, siteUrl, customerPath }: Props & { t: ReturnType<typeof makeT> }) {
  const overview = useActionData({ load: () => actions.admin.overview({}), keys: overviewKeys, initial });
  const [tab, setTab] = useState<Tab>('quotes');
  const [refreshes, setRefreshes] = useState(0);
  const [openId, setOpenId] = useState<string | null>(null);
  const orderStatus = useActionForm({
    action: actions.admin.saveOrderStatus,
    keys: { generic: 'admin.orders.saveFailed' },
    onSuccess: (_data, { id, status }) =>
      overview.update((current) => ({ ...current, orders: current.orders.map((o) => (o.id === id ? { ...o, status } : o)) })),
  });
  // The page's own load failure until the first Refresh answers.
  const error = overview.notice ? noticeText(t, overview.notice) : overview.loaded ? null : initialError;
  const data = overview.data;
  const open = data?.quotes.find((q) => q.id === openId) ?? null;

  function saved(quote: AdminQuote) {
    overview.update((current) => ({ ...current, quotes: current.quotes.map((q) => (q.id === quote.id ? quote : q)) }));
  }

  const money = (amount: number | null) => (amount === null ? t('admin.quote.none') : formatMoney(locale, amount));
  const tabs: Tab[] = ['quotes', 'customers', 'blog', 'x'];
  const tabLabel: Record<Tab, string> = {
    quotes: t('admin.tabs.quotes'),
    customers: t('admin.tabs.customers'),
    blog: t('blogadmin.tab'),
    x: t('xposting.title'),
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
            {[
              ['totalQuotes', String(data.counters.totalQuotes)],
              ['totalCustomers', String(data.counters.totalCustomers)],
              ['adminStatus', t('admin.counters.active')],
            ].map(([key, value]) => (
              <li key={key} className="card" data-counter={key}>
                <p className="text-sm font-medium text-slate-600">{t(`admin.counters.${key}`)}</p>
                <p className="mt-1 text-2xl font-bold text-ink" data-value>
                  {value}
                </p>
              </li>
            ))}
          </ul>
          <div className="card mt-6 overflow-hidden p-0">
            <h2 className="px-6 pt-6 text-xl font-bold">{t('admin.quotes.title')}</h2>
            {data.quotes.length === 0 ? (
              <p className="px-6 py-8 text-slate-600">{t('admin.quotes.empty')}</p>
            ) : (
              <DataTable
                columns={[
                  t('admin.quotes.package'),
                  t('admin.quotes.client'),
                  t('admin.quotes.price'),
                  t('admin.quotes.status'),
                  t('admin.quotes.date'),
                  t('admin.quotes.actions'),
                ]}
                minWidth="48rem"
              >
                {data.quotes.map((quote) => (
                  <tr
                    key={quote.id}
                    className="cursor-pointer hover:bg-slate-50"
                    onClick={() => setOpenId(quote.id)}
                    data-admin-quote={quote.id}
                  >
                    <td className={bodyCell} data-label={t('admin.quotes.package')}>
                      <p className="font-semibold text-ink">{packageNameIn(locale, quote)}</p>
                      <p className="font-mono text-xs text-slate-500">#{shortId(quote.id)}</p>
                    </td>
                    <td className={bodyCell} data-label={t('admin.quotes.client')}>
                      <p className="font-medium text-ink">{quote.client.name}</p>
                      <p className="text-slate-600">{quote.client.email}</p>
                    </td>
                    <td className={bodyCell} data-label={t('admin.quotes.price')}>
                      <p className="font-semibold whitespace-nowrap text-ink" data-price>
                        {money(quote.quotedPrice ?? quote.originalPrice)}
                      </p>
                      {isCustomPrice(quote.originalPrice, quote.quotedPrice) && (
                        <p className="text-xs font-semibold text-brand-700" data-custom-price>
                          {t('admin.quotes.customPrice')}
                        </p>
                      )}
                    </td>
                    <td className={bodyCell} data-label={t('admin.quotes.status')}>
                      <span className={statusBadgeClass(quote.status)} data-status={quote.status}>
                        {t(`status.${quote.status}`)}
                      </span>
                    </td>
                    <td className={`${bodyCell} whitespace-nowrap text-slate-600`} data-label={t('admin.quotes.date')}>
                      {formatDate(locale, quote.createdAt)}
                    </td>
                    <td className={bodyCell} data-label={t('admin.quotes.actions')}>
                      <button
                        type="button"
                        className="rounded-full border border-brand-600 px-4 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                        aria-label={t('admin.quotes.manageFor', { id: shortId(quote.id) })}
                        onClick={(event) => {
                          event.stopPropagation();
                          setOpenId(quote.id);
                        }}
                      >
                        {t('admin.quotes.manage')}
                      </button>
                    </td>
                  </tr>
                ))}
              </DataTable>
            )}
          </div>
          <div className="card mt-6 overflow-hidden p-0" data-admin-orders>
            <h2 className="px-6 pt-6 text-xl font-bold">{t('admin.orders.title')}</h2>
            {orderStatus.notice && (
              <div className="px-6 pt-4">
                <ErrorBox>{noticeText(t, orderStatus.notice)}</ErrorBox>
              </div>
            )}
            {data.orders.length === 0 ? (
              <p className="px-6 py-8 text-slate-600">{t('admin.orders.empty')}</p>
            ) : (
              <DataTable
                columns={[
                  t('admin.quotes.package'),
                  t('admin.quotes.client'),
                  t('admin.orders.amount'),
                  t('admin.quotes.status'),
                  t('admin.quotes.date'),
                ]}
                minWidth="40rem"
              >
                {data.orders.map((order) => (
                  <tr key={order.id} data-admin-order={order.id}>
                    <td className={bodyCell} data-label={t('admin.quotes.package')}>
                      <p className="font-semibold text-ink">{packageNameIn(locale, order) ?? t('admin.customers.na')}</p>
                      <p className="font-mono text-xs text-slate-500">#{shortId(order.id)}</p>
                    </td>
                    <td className={bodyCell} data-label={t('admin.quotes.client')}>
                      {order.clientEmail ?? t('admin.customers.na')}
                    </td>
                    <td
                      className={`${bodyCell} font-semibold whitespace-nowrap text-ink`}
                      data-label={t('admin.orders.amount')}
                      data-amount
                    >
                      {formatMoney(locale, order.amount, order.currency)}
                    </td>
                    <td className={bodyCell} data-label={t('admin.quotes.status')}>
                      <select
                        className={`${statusBadgeClass(order.status)} cursor-pointer border-0 pr-7`}
                        value={order.status}
                        data-status={order.status}
                        aria-label={t('admin.orders.statusFor', { id: shortId(order.id) })}
                        onChange={(event) => orderStatus.submit({ id: order.id, status: event.target.value as OrderStatus })}
                      >
                        {ORDER_STATUSES.map((status) => (
                          <option key={status} value={status}>
                            {t(`status.${status}`)}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td className={`${bodyCell} whitespace-nowrap text-slate-600`} data-label={t('admin.quotes.date')}>
                      {formatDate(locale, order.createdAt)}
                    </td>
                  </tr>
                ))}
              </DataTable>
            )}
          </div>
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

      <QuoteDialog quote={open} locale={locale} t={t} onClose={() => setOpenId(null)} onSaved={saved} />
    </div>
  );
}
