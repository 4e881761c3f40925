import { useState } from 'react';
import { actions } from 'astro:actions';
import { formatDate, formatMoney } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';
import { packageNameIn, shortId, type AdminOrder, type OrderListPage, type OrderStatus } from '../../domain/admin';
import { ORDER_SORTS, ORDER_VIEWS, type OrderListQuery } from '../../domain/pipeline/views';
import { orderStatusOptions } from '../../domain/pipeline/transitions';
import { noticeText } from '../../client/actionErrors';
import { statusBadgeClass } from '../../client/statusStyle';
import { bodyCell } from '../../client/tableStyle';
import { DataTable } from '../shared/DataTable';
import { ErrorBox } from '../shared/ErrorBox';
import { useActionForm } from '../shared/useActionForm';
import { ListFilters, Pager } from './ListControls';
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
        <div
          className="mx-6 mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4"
          role="alertdialog"
          aria-labelledby="order-confirm-text"
          data-order-confirm
        >
          <p id="order-confirm-text" className="font-medium text-ink">
            {t('admin.orders.confirm', { id: shortId(asked.order.id), status: t(`status.${asked.status}`) })}
          </p>
          {(asked.status === 'completed' || asked.status === 'cancelled') && (
            <p className="mt-1 text-sm text-slate-700">{t('admin.orders.confirmMail')}</p>
          )}
          <div className="mt-3 flex flex-wrap gap-2">
            <button
              type="button"
              className="btn-primary px-4 py-1.5 text-sm"
              disabled={orderStatus.pending}
              onClick={() => orderStatus.submit({ id: asked.order.id, status: asked.status })}
            >
              {t('admin.orders.confirmYes')}
            </button>
            <button type="button" className="btn-secondary px-4 py-1.5 text-sm" onClick={() => setAsked(null)}>
              {t('admin.orders.confirmNo')}
            </button>
          </div>
        </div>
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
          {orders.map((order) => {
            const options = orderStatusOptions(order.status);
            return (
              <tr key={order.id} data-admin-order={order.id}>
                <td className={bodyCell} data-label={t('admin.quotes.package')}>
                  <p className="font-semibold text-ink">{packageNameIn(locale, order) ?? t('admin.customers.na')}</p>
                  <p className="font-mono text-xs text-slate-500">#{shortId(order.id)}</p>
                  {order.quoteId && onOpenQuote && (
                    <button
                      type="button"
                      className="text-xs font-semibold text-brand-700 underline"
                      onClick={() => order.quoteId && onOpenQuote(order.quoteId)}
                    >
                      {t('admin.orders.openQuote')}
                    </button>
                  )}
                </td>
                <td className={bodyCell} data-label={t('admin.quotes.client')}>
                  {order.clientEmail ?? t('admin.customers.na')}
                </td>
                <td className={`${bodyCell} font-semibold whitespace-nowrap text-ink`} data-label={t('admin.orders.amount')} data-amount>
                  {formatMoney(locale, order.amount, order.currency)}
                  {order.purpose === 'quote_balance' && <p className="text-xs font-normal text-slate-600">{t('admin.orders.balance')}</p>}
                </td>
                <td className={bodyCell} data-label={t('admin.quotes.status')}>
                  {options.length > 1 ? (
                    <select
                      className={`${statusBadgeClass(order.status)} cursor-pointer border-0 pr-7`}
                      value={order.status}
                      data-status={order.status}
                      aria-label={t('admin.orders.statusFor', { id: shortId(order.id) })}
                      onChange={(event) => {
                        setDone(null);
                        setAsked({ order, status: event.target.value as OrderStatus });
                      }}
                    >
                      {options.map((status) => (
                        <option key={status} value={status}>
                          {t(`status.${status}`)}
                        </option>
                      ))}
                    </select>
                  ) : (
                    <span className={statusBadgeClass(order.status)} data-status={order.status}>
                      {t(`status.${order.status}`)}
                    </span>
                  )}
                  {order.abandoned && (
                    <p className="mt-1 text-xs text-slate-600" data-abandoned>
                      {t('admin.pipeline.abandoned')}
                    </p>
                  )}
                </td>
                <td className={`${bodyCell} whitespace-nowrap text-slate-600`} data-label={t('admin.quotes.date')}>
                  {formatDate(locale, order.createdAt)}
                </td>
              </tr>
            );
          })}
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
