/**
 * The quotation's payment schedule as the client reads it on the dashboard, and what the next click
 * charges (decision 0062): each instalment with its trigger, amount and state, then "Charged on
 * acceptance: Deposit ฿40,000 of ฿80,000 (instalment 1 of 2)" or "Due now: …". Rendered on the server
 * too, so the words are there before the island hydrates.
 */
import type { Charge, ScheduledInstalment } from '../../domain/schedule/charge';
import { formatMoney } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';
import type { IslandT } from '../../client/i18n';
import type { KeysUnder } from '../../i18n/messages';

/** A `t` that has at least the quote's words (QuoteResponse's does). */
type T = IslandT<KeysUnder<'quote.'>>;

const STATE_CLASS = {
  paid: 'bg-green-100 text-green-800',
  due: 'bg-amber-100 text-amber-900',
  upcoming: 'bg-slate-100 text-slate-700',
} as const;

export function ScheduleList({ t, locale, schedule }: { t: T; locale: Locale; schedule: readonly ScheduledInstalment[] }) {
  return (
    <div className="mt-4" data-quote-schedule>
      <p className="text-sm font-semibold text-ink">{t('quote.schedule.title')}</p>
      <ol className="mt-1 max-w-xl space-y-1 text-sm">
        {schedule.map((item) => (
          <li key={item.position} className="flex flex-wrap items-baseline justify-between gap-x-4" data-instalment={item.position}>
            <span className="min-w-0 text-slate-700">
              <span className="font-medium text-ink">{item.label[locale]}</span>{' '}
              <span>
                ({t('quote.schedule.instalment', { position: item.position, count: schedule.length })},{' '}
                {t(item.trigger === 'acceptance' ? 'quote.schedule.onAcceptance' : 'quote.schedule.onMilestone')})
              </span>
            </span>
            <span className="flex items-baseline gap-2">
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_CLASS[item.state]}`}
                data-instalment-state={item.state}
              >
                {t(`quote.schedule.${item.state}`)}
              </span>
              <span className="font-semibold whitespace-nowrap text-ink" data-instalment-amount>
                {formatMoney(locale, item.amount / 100)}
              </span>
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** "Deposit ฿40,000 of ฿80,000", or "The full amount ฿80,000": what `charge` takes, in words. */
export function chargeText(t: T, locale: Locale, charge: Charge): string | null {
  const money = (amount: number) => formatMoney(locale, amount);
  if (charge.kind === 'instalment')
    return t('quote.charge.of', { label: charge.label[locale], amount: money(charge.amount), total: money(charge.total) });
  if (charge.kind === 'balance') return t('quote.charge.full', { amount: money(charge.amount) });
  return null;
}

/** The line above the button: what accepting (`when` accept) or paying (`when` due) charges now. */
export function ChargeLine({ t, locale, charge, when }: { t: T; locale: Locale; charge: Charge; when: 'accept' | 'due' }) {
  const text = chargeText(t, locale, charge);
  if (text === null) {
    if (charge.kind !== 'nothing' || !charge.next) return null;
    return (
      <p className="mt-3 max-w-xl text-sm text-slate-700" data-quote-charge="nothing">
        {t(when === 'accept' ? 'quote.charge.nothing' : 'quote.charge.nothingYet', { label: charge.next.label[locale] })}
      </p>
    );
  }
  return (
    <p className="mt-3 max-w-xl text-sm" data-quote-charge={charge.kind}>
      <span className="font-semibold text-ink">{t(when === 'accept' ? 'quote.charge.onAccept' : 'quote.charge.dueNow')}: </span>
      <span className="font-semibold text-ink" data-quote-charge-amount>
        {text}
      </span>
      {charge.kind === 'instalment' && (
        <span className="text-slate-600"> ({t('quote.schedule.instalment', { position: charge.position, count: charge.count })})</span>
      )}
    </p>
  );
}

/**
 * The step between Accept and the acceptance: what is charged now and the choice to confirm or not.
 * The confirm button takes the focus, so a keyboard user lands on it; "Not now" is the next stop.
 */
export function AcceptConfirmation({
  t,
  locale,
  charge,
  toPay = null,
  note = null,
  pending,
  onConfirm,
  onCancel,
}: {
  t: T;
  locale: Locale;
  charge: Charge;
  /** What the card is charged, formatted, when it is less than the charge (a company withholding 3%). */
  toPay?: string | null;
  /** The withholding, in words, when the client withholds. */
  note?: string | null;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const text = chargeText(t, locale, charge);
  const amount = charge.kind === 'nothing' ? null : (toPay ?? formatMoney(locale, charge.amount));
  return (
    <div
      role="group"
      aria-labelledby="quote-confirm-title"
      className="mt-4 max-w-md rounded-lg border border-brand-300 bg-white p-4"
      data-accept-confirmation
    >
      <p id="quote-confirm-title" className="font-semibold text-ink">
        {t('quote.confirm.title')}
      </p>
      {text !== null ? (
        <p className="mt-2 text-sm">
          <span className="text-slate-700">{t('quote.confirm.now')}: </span>
          <span className="font-semibold text-ink" data-confirm-charge>
            {text}
          </span>
          {charge.kind === 'instalment' && (
            <span className="text-slate-600"> ({t('quote.schedule.instalment', { position: charge.position, count: charge.count })})</span>
          )}
        </p>
      ) : (
        charge.kind === 'nothing' &&
        charge.next && (
          <p className="mt-2 text-sm text-slate-700" data-confirm-charge="nothing">
            {t('quote.charge.nothing', { label: charge.next.label[locale] })}
          </p>
        )
      )}
      {note && (
        <p className="mt-1 text-sm text-slate-700" data-confirm-withholding>
          {note}
        </p>
      )}
      {charge.kind === 'instalment' && charge.count > 1 && <p className="mt-1 text-sm text-slate-600">{t('quote.confirm.rest')}</p>}
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" className="btn-primary" disabled={pending} onClick={onConfirm} autoFocus data-confirm-accept>
          {pending ? t('quote.accept.pending') : amount ? t('quote.confirm.pay', { amount }) : t('quote.confirm.accept')}
        </button>
        <button type="button" className="btn-secondary" disabled={pending} onClick={onCancel} data-cancel-accept>
          {t('quote.confirm.cancel')}
        </button>
      </div>
    </div>
  );
}
