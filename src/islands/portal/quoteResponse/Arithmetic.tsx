import type { Settlement } from '../../../domain/quotes/settlement';
import { formatMoney } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locales';
import type { QuoteT } from './words';

/** custom price − already paid (+ credited) = due / credit, in the page's language. */
export function Arithmetic({
  t,
  locale,
  settlement,
  scheduled,
}: {
  t: QuoteT;
  locale: Locale;
  settlement: Settlement;
  /** With a schedule the balance is not all due at once: it is named as what is still to pay. */
  scheduled: boolean;
}) {
  const money = (amount: number) => formatMoney(locale, amount);
  const result =
    settlement.outcome === 'due'
      ? { key: scheduled ? ('quote.sum.balance' as const) : ('quote.sum.due' as const), amount: settlement.amount, kind: 'due' }
      : settlement.outcome === 'credit'
        ? { key: 'quote.sum.credit' as const, amount: settlement.amount, kind: 'credit' }
        : { key: 'quote.sum.settled' as const, amount: 0, kind: 'settled' };
  return (
    <dl className="mt-3 max-w-sm space-y-1 text-sm" aria-label={t('quote.sum.title')} data-arithmetic>
      <div className="flex justify-between gap-6">
        <dt className="text-slate-600">{t('quote.sum.price')}</dt>
        <dd className="font-semibold text-ink" data-sum-price>
          {money(settlement.price)}
        </dd>
      </div>
      <div className="flex justify-between gap-6">
        <dt className="text-slate-600">{t('quote.sum.paid')}</dt>
        <dd className="font-semibold text-ink" data-sum-paid>
          − {money(settlement.paid)}
        </dd>
      </div>
      {settlement.credited > 0 && (
        <div className="flex justify-between gap-6">
          <dt className="text-slate-600">{t('quote.sum.credited')}</dt>
          <dd className="font-semibold text-ink" data-sum-credited>
            + {money(settlement.credited)}
          </dd>
        </div>
      )}
      <div className="flex justify-between gap-6 border-t border-slate-300 pt-1">
        <dt className="font-semibold text-ink">{t(result.key)}</dt>
        <dd className="font-bold text-ink" data-sum-result={result.kind}>
          = {money(result.amount)}
        </dd>
      </div>
    </dl>
  );
}
