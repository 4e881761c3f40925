import { formatMoney } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locales';
import { WithholdingChoiceField } from '../../shared/WithholdingChoiceField';
import { formatSatang } from '../../../domain/money/satang';
import { formatSatangMoney } from '../../../components/payments/money';
import { AcceptConfirmation } from '../QuoteCharge';
import type { QuotePayment } from './useQuoteResponse';
import type { QuoteT, QuoteView } from './words';

/** A company's 3% choice (decision 0061), asked before Accept or Pay now. */
export function WithholdingQuestion({ t, quote, payment, busy }: { t: QuoteT; quote: QuoteView; payment: QuotePayment; busy: boolean }) {
  return (
    <div className="mt-4">
      <WithholdingChoiceField
        name={`withholding-${quote.id}`}
        value={payment.withholding}
        onChange={payment.setWithholding}
        legend={t('withholding.choice.legend')}
        full={t('withholding.choice.full')}
        withhold={t('withholding.choice.withhold')}
        hint={t('withholding.choice.hint')}
        disabled={busy}
      />
      {payment.payWithheld && !payment.acceptable && (
        <p className="mt-2 text-sm text-slate-600" data-pay-withheld-note>
          {t('withholding.choice.checkoutNote', { amount: formatSatang(payment.payWithheld.withheld) })}
        </p>
      )}
    </div>
  );
}

/** Accept's confirmation, naming what it charges (decision 0062). */
export function AcceptStep({ t, locale, quote, payment }: { t: QuoteT; locale: Locale; quote: QuoteView; payment: QuotePayment }) {
  const { onAccept, acceptWithheld, accept, redirecting, withholding } = payment;
  return (
    <AcceptConfirmation
      t={t}
      locale={locale}
      charge={onAccept ?? { kind: 'nothing', next: null }}
      toPay={acceptWithheld ? formatSatangMoney(locale, acceptWithheld.toPay) : null}
      note={acceptWithheld ? t('withholding.choice.checkoutNote', { amount: formatSatang(acceptWithheld.withheld) }) : null}
      pending={accept.pending || redirecting}
      onConfirm={() => accept.submit({ quoteId: quote.id, revision: quote.revision, locale, withholding })}
      onCancel={() => payment.setConfirming(false)}
    />
  );
}

/** "Accept quote" (it asks first) or "Pay now", named for what it charges. */
export function PayButtons({
  t,
  locale,
  quote,
  payment,
  busy,
  company,
}: {
  t: QuoteT;
  locale: Locale;
  quote: QuoteView;
  payment: QuotePayment;
  busy: boolean;
  company: boolean;
}) {
  const { acceptable, confirming, due, settlement, dueNow, pay, redirecting, withholding, payWithheld } = payment;
  // Whole baht from the settlement, or the net in satang when the company withholds 3% (decision 0061).
  const money = (amount: number) => (payWithheld ? formatSatangMoney(locale, payWithheld.toPay) : formatMoney(locale, amount));
  return (
    <>
      {acceptable && !confirming && (
        <button
          type="button"
          className="btn-primary"
          disabled={busy || (company && !withholding)}
          onClick={() => payment.setConfirming(true)}
          data-accept-quote
        >
          {t('quote.accept.button')}
        </button>
      )}
      {due && settlement && dueNow?.kind !== 'nothing' && (
        <button
          type="button"
          className="btn-primary"
          disabled={busy || (company && !withholding)}
          onClick={() => pay.submit({ quoteId: quote.id, locale, withholding })}
          data-pay-quote
        >
          {pay.pending || redirecting
            ? t('quote.pay.pending')
            : dueNow?.kind === 'instalment'
              ? t('quote.pay.instalment', { position: dueNow.position, count: dueNow.count, amount: money(dueNow.amount) })
              : t('quote.pay.button', { amount: money(settlement.amount) })}
        </button>
      )}
    </>
  );
}
