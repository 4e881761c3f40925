import { formatDate, formatMoney } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locales';
import { packageNameIn, shortId, type AdminOrder, type OrderStatus } from '../../../domain/admin';
import { orderStatusOptions } from '../../../domain/pipeline/transitions';
import { statusBadgeClass } from '../../../client/statusStyle';
import { bodyCell } from '../../../client/tableStyle';
import type { AdminT } from '../words';

export interface OrderRowProps {
  order: AdminOrder;
  locale: Locale;
  t: AdminT;
  /** The admin chose a new status: it is asked for first. */
  onAsk: (status: OrderStatus) => void;
  onOpenQuote?: ((quoteId: string) => void) | undefined;
}

/** One order: package (and its quote), client, amount, status (a select when it may move) and date. */
export function OrderRow({ order, locale, t, onAsk, onOpenQuote }: OrderRowProps) {
  const options = orderStatusOptions(order.status);
  return (
    <tr data-admin-order={order.id}>
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
            onChange={(event) => onAsk(event.target.value as OrderStatus)}
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
}
