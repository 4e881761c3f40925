import type { Locale } from '../../../i18n/locales';
import { formatDate } from '../../../i18n/format';
import { bangkokNoon } from '../../../domain/time/bangkok';
import type { AdminT } from '../words';
import { CreditForm } from './CreditForm';
import { RefundForm } from './RefundForm';
import { baht, type Receipt } from './shared';

export type MoneyAction = 'credit' | 'refund';

/** The receipt's credit notes (each a download) and refunds, when it has any. */
function ReceiptHistory({ receipt, t, locale }: { receipt: Receipt; t: AdminT; locale: Locale }) {
  if (receipt.credits.length === 0 && receipt.refunds.length === 0) return null;
  return (
    <ul className="mt-2 space-y-1">
      {receipt.credits.map((credit) => (
        <li key={credit.id} className="break-words" data-receipt-credit={credit.number}>
          <a className="text-brand-700 underline" href={`/api/documents/${credit.documentId}`} download>
            {t('admin.money.creditLine', { number: credit.number, amount: baht(credit.amountSatang, locale) })}
          </a>{' '}
          <span className="text-slate-600">
            · {formatDate(locale, credit.createdAt)} · {credit.reason}
          </span>
        </li>
      ))}
      {receipt.refunds.map((refund) => (
        <li key={refund.id} className="break-words" data-receipt-refund>
          {t('admin.money.refundLine', {
            amount: baht(refund.amountSatang, locale),
            method: t(`admin.money.method.${refund.method}`),
            date: formatDate(locale, bangkokNoon(refund.refundedOn)),
          })}
          {refund.reference ? <span className="text-slate-600"> · {refund.reference}</span> : null}
        </li>
      ))}
    </ul>
  );
}

export interface ReceiptItemProps {
  receipt: Receipt;
  t: AdminT;
  locale: Locale;
  /** The money action open on this receipt, if any. */
  open: MoneyAction | null;
  onOpen: (kind: MoneyAction) => void;
  onCancel: () => void;
  /** The action was recorded: its message. */
  onDone: (message: string) => void;
}

/** One receipt/tax invoice: its download, total, what remains, its history and its money actions. */
export function ReceiptItem({ receipt, t, locale, open, onOpen, onCancel, onDone }: ReceiptItemProps) {
  return (
    <li className="rounded-xl border border-slate-200 p-3 text-sm" data-receipt={receipt.number}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <a className="font-semibold text-brand-700 underline" href={`/api/documents/${receipt.id}`} download>
          {t(receipt.type === 'tax_invoice' ? 'admin.money.taxInvoice' : 'admin.money.receipt', { number: receipt.number })}
        </a>
        <span className="font-semibold">{baht(receipt.totalSatang, locale)}</span>
      </div>
      <p className="text-slate-600">
        {formatDate(locale, receipt.issuedAt)} ·{' '}
        {t('admin.money.remaining', {
          creditable: baht(receipt.creditableSatang, locale),
          refundable: baht(receipt.refundableSatang, locale),
        })}
      </p>
      <ReceiptHistory receipt={receipt} t={t} locale={locale} />
      {open ? (
        open === 'credit' ? (
          <CreditForm
            receipt={receipt}
            t={t}
            locale={locale}
            onCancel={onCancel}
            onDone={(number) => onDone(t('admin.money.creditIssued', { number }))}
          />
        ) : (
          <RefundForm receipt={receipt} t={t} locale={locale} onCancel={onCancel} onDone={() => onDone(t('admin.money.refundRecorded'))} />
        )
      ) : (
        <div className="mt-2 flex flex-wrap gap-2">
          {receipt.creditableSatang > 0 && (
            <button type="button" className="btn-secondary" onClick={() => onOpen('credit')}>
              {t('admin.money.issueCredit')}
            </button>
          )}
          {receipt.refundableSatang > 0 && (
            <button type="button" className="btn-secondary" onClick={() => onOpen('refund')}>
              {t('admin.money.recordRefund')}
            </button>
          )}
        </div>
      )}
    </li>
  );
}
