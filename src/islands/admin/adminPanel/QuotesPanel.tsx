import type { AdminOverview, AdminQuote, OrderListPage, QuoteListPage } from '../../../domain/admin';
import type { OrderListQuery, QuoteListQuery } from '../../../domain/pipeline/views';
import type { Locale } from '../../../i18n/locales';
import type { AdminT } from '../words';
import QuotesTable from '../QuotesTable';
import OrdersTable from '../OrdersTable';

/** The three counters above the lists: quotes, customers and the admin's status. */
function Counters({ t, counters }: { t: AdminT; counters: AdminOverview['counters'] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      {(
        [
          ['totalQuotes', String(counters.totalQuotes)],
          ['totalCustomers', String(counters.totalCustomers)],
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
  );
}

export interface QuotesPanelProps {
  locale: Locale;
  t: AdminT;
  data: AdminOverview;
  quotes: QuoteListPage | null;
  orders: OrderListPage | null;
  quotesPending: boolean;
  ordersPending: boolean;
  onQuotes: (query: QuoteListQuery) => void;
  onOrders: (query: OrderListQuery) => void;
  onOpen: (open: { id: string; quote: AdminQuote | null }) => void;
  onOrderSaved: (id: string, status: OrderListPage['rows'][number]['status']) => void;
}

/** The Quotes tab: the counters, the quote list and the order list. */
export function QuotesPanel(props: QuotesPanelProps) {
  const { locale, t, data, quotes, orders } = props;
  return (
    <section id="admin-panel-quotes" role="tabpanel" aria-labelledby="admin-tab-quotes" className="mt-6" data-admin-quotes>
      <Counters t={t} counters={data.counters} />
      {quotes && (
        <QuotesTable
          locale={locale}
          t={t}
          page={quotes}
          pending={props.quotesPending}
          onQuery={props.onQuotes}
          onOpen={(quote) => props.onOpen({ id: quote.id, quote })}
        />
      )}
      {orders && (
        <OrdersTable
          locale={locale}
          t={t}
          page={orders}
          pending={props.ordersPending}
          onQuery={props.onOrders}
          onOpenQuote={(id) => props.onOpen({ id, quote: null })}
          onSaved={props.onOrderSaved}
        />
      )}
    </section>
  );
}
