import { formatDate, formatMoney } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locales';
import { ErrorBox } from '../../shared/ErrorBox';
import { noticeText } from '../../../client/actionErrors';
import { ChargeLine, ScheduleList } from '../QuoteCharge';
import { Arithmetic } from './Arithmetic';
import type { QuotePayment } from './useQuoteResponse';
import type { QuoteT, QuoteView } from './words';
import { bangkokNoon } from '../../../domain/time/bangkok';

/** The quote's heading, expiry, arithmetic and schedule, what Accept or Pay now charges, and the payment state. */
export function QuoteNotes({
  t,
  locale,
  quote,
  payment,
  checkoutCancelled,
}: {
  t: QuoteT;
  locale: Locale;
  quote: QuoteView;
  payment: QuotePayment;
  checkoutCancelled: boolean;
}) {
  const { status, settlement, schedule, onAccept, dueNow, due, checkoutFailed, notice } = payment;
  const money = (amount: number) => formatMoney(locale, amount);
  return (
    <>
      {status === 'quoted' && !quote.expiredOn && <p className="font-semibold text-ink">{t('quote.accept.title')}</p>}
      {status === 'quoted' && quote.expiredOn && (
        <p className="font-semibold text-amber-900" data-quote-expired>
          {t('quote.expired', { date: formatDate(locale, bangkokNoon(quote.expiredOn)) })}
        </p>
      )}
      {settlement && <Arithmetic t={t} locale={locale} settlement={settlement} scheduled={schedule !== null} />}
      {schedule && (status === 'quoted' || status === 'approved') && <ScheduleList t={t} locale={locale} schedule={schedule} />}
      {onAccept && <ChargeLine t={t} locale={locale} charge={onAccept} when="accept" />}
      {dueNow && <ChargeLine t={t} locale={locale} charge={dueNow} when="due" />}

      {status === 'approved' && settlement?.outcome === 'settled' && settlement.credited === 0 && (
        <p className="mt-3 font-semibold text-green-700" data-quote-paid>
          {t('quote.state.paid')}
        </p>
      )}
      {status === 'approved' && settlement && (settlement.outcome === 'credit' || settlement.credited > 0) && (
        <p className="mt-3 text-sm text-slate-700" data-quote-credit>
          {t('quote.state.credit', { amount: money(settlement.outcome === 'credit' ? settlement.amount : settlement.credited) })}
        </p>
      )}
      {due && (checkoutCancelled || checkoutFailed) && !notice && (
        <p className="mt-3 text-sm font-medium text-amber-900" role="status" data-quote-still-due>
          {checkoutFailed ? t('quote.error.checkout') : t('quote.state.cancelled')}
        </p>
      )}
      {notice && (
        <div className="mt-3">
          <ErrorBox>{noticeText(t, notice)}</ErrorBox>
        </div>
      )}
    </>
  );
}
