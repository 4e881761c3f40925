import { actions } from 'astro:actions';
import { formatDate, formatMoney } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';
import { ORDER_STATUSES, packageNameIn, shortId, type AdminOrder, type OrderStatus } from '../../domain/admin';
import { noticeText } from '../../client/actionErrors';
import { statusBadgeClass } from '../../client/statusStyle';
import { bodyCell } from '../../client/tableStyle';
import { DataTable } from '../shared/DataTable';
import { ErrorBox } from '../shared/ErrorBox';
import { useActionForm } from '../shared/useActionForm';
import type { AdminT } from './words';

interface Props {
  locale: Locale;
  t: AdminT;
  orders: AdminOrder[];
  /** An order's new status, once the server saved it. */
  onSaved: (id: string, status: OrderStatus) => void;
}

/** The Quotes tab's table of orders (portal spec §2): each order's status is a select that saves on change. */
export default function OrdersTable({ locale, t, orders, onSaved }: Props) {
  const orderStatus = useActionForm({
    action: actions.admin.saveOrderStatus,
    keys: { generic: 'admin.orders.saveFailed' },
    onSuccess: (_data, { id, status }) => onSaved(id, status),
  });
  return (
    <div className="card mt-6 overflow-hidden p-0" data-admin-orders>
      <h2 className="px-6 pt-6 text-xl font-bold">{t('admin.orders.title')}</h2>
      {orderStatus.notice && (
        <div className="px-6 pt-4">
          <ErrorBox>{noticeText(t, orderStatus.notice)}</ErrorBox>
        </div>
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
            <tr key={order.id} data-admin-order={order.id}>
              <td className={bodyCell} data-label={t('admin.quotes.package')}>
                <p className="font-semibold text-ink">{packageNameIn(locale, order) ?? t('admin.customers.na')}</p>
                <p className="font-mono text-xs text-slate-500">#{shortId(order.id)}</p>
              </td>
              <td className={bodyCell} data-label={t('admin.quotes.client')}>
                {order.clientEmail ?? t('admin.customers.na')}
              </td>
              <td className={`${bodyCell} font-semibold whitespace-nowrap text-ink`} data-label={t('admin.orders.amount')} data-amount>
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
  );
}
