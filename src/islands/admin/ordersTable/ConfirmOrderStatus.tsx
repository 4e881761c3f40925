import { shortId, type AdminOrder, type OrderStatus } from '../../../domain/admin';
import type { AdminT } from '../words';

/** "Mark this order Completed?": a status change asked for first (with the e-mail it sends, if any). */
export function ConfirmOrderStatus(props: {
  asked: { order: AdminOrder; status: OrderStatus };
  t: AdminT;
  pending: boolean;
  onYes: () => void;
  onNo: () => void;
}) {
  const { asked, t, pending, onYes, onNo } = props;
  return (
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
        <button type="button" className="btn-primary px-4 py-1.5 text-sm" disabled={pending} onClick={onYes}>
          {t('admin.orders.confirmYes')}
        </button>
        <button type="button" className="btn-secondary px-4 py-1.5 text-sm" onClick={onNo}>
          {t('admin.orders.confirmNo')}
        </button>
      </div>
    </div>
  );
}
