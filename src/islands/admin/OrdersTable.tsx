import { useState } from 'react';
import { actions } from 'astro:actions';
import type { Locale } from '../../i18n/locales';
import { shortId, type AdminOrder, type OrderListPage, type OrderStatus } from '../../domain/admin';
import { ORDER_SORTS, ORDER_VIEWS, type OrderListQuery } from '../../domain/pipeline/views';
import { noticeText } from '../../client/actionErrors';
import { DataTable } from '../shared/DataTable';
import { ErrorBox } from '../shared/ErrorBox';
import { useActionForm } from '../shared/useActionForm';
import { ListFilters, Pager } from './ListControls';
import { OrderRow } from './ordersTable/OrderRow';
import { ConfirmOrderStatus } from './ordersTable/ConfirmOrderStatus';
import type { AdminT } from './words';

interface Props {
  locale: Locale;
  t: AdminT;
  page: OrderListPage;
  pending: boolean;
  onQuery: (query: OrderListQuery) => void;
  /** An order's new status, once the server saved it. */
  onSaved: (id: string, status: OrderStatus) => void;
  /** Opens the order's quote in the quote dialog. */
  onOpenQuote?: (quoteId: string) => void;
}

/**
 * Every order (portal spec §2, issue 21), searchable and paged. A status moves only along decision
 * 0041's transitions: the select offers only those, and a change is asked for first ("Mark this
 * order Completed?") and confirmed after the server saved it.
 */
export default function OrdersTable({ locale, t, page, pending, onQuery, onSaved, onOpenQuote }: Props) {
  const [asked, setAsked] = useState<{ order: AdminOrder; status: OrderStatus } | null>(null);
  const [done, setDone] = useState<{ id: string; status: OrderStatus } | null>(null);
  const orderStatus = useActionForm({
    action: actions.admin.saveOrderStatus,
    keys: { generic: 'admin.orders.saveFailed', transition_not_allowed: 'admin.orders.notAllowed' },
    onSuccess: (_data, { id, status }) => {
      setAsked(null);
      setDone({ id, status });
      onSaved(id, status);
    },
  });
  const orders = page.rows;
  const query = page.query;
  return (
    <div className="card mt-6 overflow-hidden p-0" data-admin-orders aria-busy={pending}>
      <h2 className="px-6 pt-6 text-xl font-bold">{t('admin.orders.title')}</h2>
      <ListFilters
        idPrefix="order-list"
        label={t('admin.pipeline.orderSearch')}
        t={t}
        query={query}
        views={ORDER_VIEWS.map((view) => ({ value: view, label: t(`admin.pipeline.orderView.${view}`), count: page.counts[view] }))}
        sorts={ORDER_SORTS.map((sort) => ({ value: sort, label: t(`admin.pipeline.orderSort.${sort}`) }))}
        pending={pending}
        onApply={onQuery}
      />
      {query.view === 'active' && page.counts.abandoned > 0 && (
        <p className="px-6 pt-3 text-sm text-slate-600">
          {t('admin.pipeline.abandonedOrdersHidden', { count: page.counts.abandoned })}{' '}
          <button
            type="button"
            className="font-semibold text-brand-700 underline"
            onClick={() => onQuery({ ...query, view: 'abandoned', page: 1 })}
          >
            {t('admin.pipeline.showAbandoned')}
          </button>
        </p>
      )}
      {orderStatus.notice && (
        <div className="px-6 pt-4">
          <ErrorBox>{noticeText(t, orderStatus.notice)}</ErrorBox>
        </div>
      )}
      {asked && (
        <ConfirmOrderStatus
          asked={asked}
          t={t}
          pending={orderStatus.pending}
          onYes={() => orderStatus.submit({ id: asked.order.id, status: asked.status })}
          onNo={() => setAsked(null)}
        />
      )}
      {done && !asked && (
        <p className="mx-6 mt-4 rounded-xl bg-emerald-50 p-3 text-sm font-medium text-emerald-800" role="status" data-order-saved>
          {t('admin.orders.saved', { id: shortId(done.id), status: t(`status.${done.status}`) })}
        </p>
      )}
      {orders.length === 0 ? (
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
          {orders.map((order) => (
            <OrderRow
              key={order.id}
              order={order}
              locale={locale}
              t={t}
              onOpenQuote={onOpenQuote}
              onAsk={(status) => {
                setDone(null);
                setAsked({ order, status });
              }}
            />
          ))}
        </DataTable>
      )}
      <Pager
        t={t}
        label={t('admin.pipeline.orderPages')}
        page={query.page}
        pageSize={page.pageSize}
        shown={orders.length}
        total={page.total}
        pending={pending}
        onPage={(next) => onQuery({ ...query, page: next })}
      />
    </div>
  );
}
