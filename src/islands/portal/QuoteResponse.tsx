import { useEffect, useState } from 'react';
import { actions } from 'astro:actions';
import { quoteMessageAction, type Settlement } from '../../domain/quotes/settlement';
import { unreadMessages, type ThreadMessage } from '../../domain/quotes/conversation';
import type { QuoteStatus } from '../../domain/statuses';
import { formatDate, formatMoney } from '../../i18n/format';
import { bangkokNoon } from '../../domain/time/bangkok';
import type { Locale } from '../../i18n/locales';
import type { IslandMessages } from '../../i18n/messages';
import { makeT, type IslandT } from '../../client/i18n';
import { ErrorBox } from '../shared/ErrorBox';
import { MessageBox, QuoteThread } from '../shared/QuoteThread';
import { noticeText, type FailureKeys } from '../../client/actionErrors';
import { statusBadgeClass } from '../../client/statusStyle';
import { useActionForm } from '../shared/useActionForm';
import { useHydrated } from '../shared/useHydrated';
import { WithholdingChoiceField } from '../shared/WithholdingChoiceField';
import type { WithholdingChoice } from '../../domain/money/withholdingChoice';
import { chargeDue, chargeOnAccept, type ScheduledInstalment } from '../../domain/schedule/charge';
import { AcceptConfirmation, ChargeLine, ScheduleList } from './QuoteCharge';
import { paymentSplit } from '../../domain/money/tax';
import { formatSatang } from '../../domain/money/satang';
import { formatSatangMoney } from '../../components/payments/money';

/** The words a quote's answer form takes (the page picks them with `pickMessages`): its `t` takes only these keys. */
// status.approved and dashboard.quotes.approved: the quote's row above says so once it is accepted.
export const QUOTE_PREFIXES = ['quote.', 'validation.', 'status.approved', 'dashboard.quotes.approved', 'withholding.choice.'] as const;

interface Props {
  locale: Locale;
  messages: IslandMessages<(typeof QUOTE_PREFIXES)[number]>;
  quote: {
    id: string;
    status: QuoteStatus;
    /** The quotation revision shown, the one Accept accepts (null: the quote has none), decision 0053. */
    revision: number | null;
    /** The latest revision's last valid day (yyyy-mm-dd) once it has passed: no Accept until the studio renews it. */
    expiredOn: string | null;
    settlement: Settlement | null;
    /** The current payment schedule (decision 0062): shown, and what Accept / Pay now charge is named from it. */
    schedule: ScheduledInstalment[] | null;
    messages: ThreadMessage[];
    /** The studio's messages the client has not opened yet, and when they last did (decision 0040). */
    unread: number;
    readAt: string | null;
  };
  /** Back from this quote's cancelled checkout. */
  checkoutCancelled: boolean;
  /** The client bills as a company: Accept and Pay now ask whether it withholds 3% (decision 0061). */
  company?: boolean;
  /** The studio's VAT rate, for the part before VAT the 3% is taken from (0 when not VAT registered). */
  vatRateBp?: number;
}

const failureKeys: FailureKeys = {
  generic: 'quote.error.generic',
  not_signed_in: 'quote.error.signIn',
  quote_not_found: 'quote.error.notFound',
  quote_not_acceptable: 'quote.error.notAcceptable',
  quote_revision_stale: 'quote.error.revisionStale',
  quote_expired: 'quote.error.expired',
  rate_limited: 'quote.error.rateLimited',
  withholding_choice_required: 'withholding.choice.required',
};

type PayAnswer = { settlement: Settlement; checkoutUrl: string | null; checkoutFailed: boolean };

/** custom price − already paid (+ credited) = due / credit, in the page's language. */
function Arithmetic({
  t,
  locale,
  settlement,
  scheduled,
}: {
  t: IslandT<keyof Props['messages']>;
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

/**
 * A custom quote's answer on the dashboard (decision 0018): the arithmetic, "Accept quote" while it is
 * quoted, "Pay now" while an accepted one still asks for money, and "Ask a question" with the
 * questions kept on the quote. Every amount comes from the server; the browser only shows it.
 */
export default function QuoteResponse({ locale, messages, quote, checkoutCancelled, company = false, vatRateBp = 700 }: Props) {
  const t = makeT(messages);
  const hydrated = useHydrated();
  const [status, setStatus] = useState(quote.status);
  const [settlement, setSettlement] = useState(quote.settlement);
  const [schedule, setSchedule] = useState(quote.schedule);
  // Accept asks first, naming what it charges (decision 0062).
  const [confirming, setConfirming] = useState(false);
  const [thread, setThread] = useState(quote.messages);
  const [asking, setAsking] = useState(false);
  const [question, setQuestion] = useState('');
  const [sent, setSent] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const [checkoutFailed, setCheckoutFailed] = useState(false);
  const [withholding, setWithholding] = useState<WithholdingChoice>();
  // The studio's replies new to the client when the page loaded stay marked on this page.
  const [newIds] = useState(() => new Set(unreadMessages(quote.messages, 'client', quote.readAt).map((m) => m.id)));

  // The thread is open on the dashboard: once the client sees it (the island hydrates when visible), it is read.
  const { id: quoteId, unread } = quote;
  useEffect(() => {
    if (unread > 0) void actions.quotes.read({ quoteId, locale });
  }, [quoteId, unread, locale]);

  // The quote's row (status badge, headline) is the server's; once accepted here it says so too,
  // without waiting for a reload.
  useEffect(() => {
    if (status !== 'approved' || quote.status === 'approved') return;
    const row = document.querySelector(`tr[data-quote="${CSS.escape(quote.id)}"]`);
    const badge = row?.querySelector<HTMLElement>('[data-status]');
    if (badge) {
      badge.textContent = t('status.approved');
      badge.className = statusBadgeClass('approved');
      badge.dataset['status'] = 'approved';
    }
    const headline = row?.querySelector('[data-quote-headline]');
    if (headline) headline.textContent = t('dashboard.quotes.approved');
  }, [status, quote.status, quote.id, t]);

  const onPayAnswer = (data: PayAnswer) => {
    setStatus('approved');
    setSettlement(data.settlement);
    setCheckoutFailed(data.checkoutFailed);
    if (data.checkoutUrl) {
      setRedirecting(true);
      window.location.assign(data.checkoutUrl);
    }
  };
  const accept = useActionForm({
    action: actions.quotes.accept,
    keys: failureKeys,
    onSuccess: (data: PayAnswer) => {
      setConfirming(false);
      // The deposit fell due with the acceptance (decision 0050), as the server's next read will say.
      setSchedule(
        (items) => items?.map((i) => (i.trigger === 'acceptance' && i.state === 'upcoming' ? { ...i, state: 'due' } : i)) ?? null,
      );
      onPayAnswer(data);
    },
  });
  const pay = useActionForm({ action: actions.quotes.pay, keys: failureKeys, onSuccess: onPayAnswer });
  const ask = useActionForm({
    action: actions.quotes.ask,
    schema: quoteMessageAction,
    keys: failureKeys,
    onSuccess: (data) => {
      setThread((list) => [...list, data.message]);
      setQuestion('');
      setAsking(false);
      setSent(true);
    },
  });

  const busy = !hydrated || accept.pending || pay.pending || redirecting;
  const notice = accept.notice ?? pay.notice;
  const due = status === 'approved' && settlement?.outcome === 'due';
  const money = (amount: number) => formatMoney(locale, amount);
  const acceptable = status === 'quoted' && !quote.expiredOn;
  const onAccept = acceptable && settlement ? chargeOnAccept(settlement, schedule) : null;
  // A company that withholds 3% is charged the rest (decision 0061): the confirmation says how much.
  const acceptSplit =
    company && withholding === 'withhold' && onAccept && onAccept.kind !== 'nothing'
      ? paymentSplit(onAccept.amount * 100, vatRateBp, true) // settlement amounts are whole baht; the split is in satang
      : null;
  const acceptWithheld = acceptSplit && acceptSplit.withheld > 0 ? acceptSplit : null;
  const dueNow = due && settlement ? chargeDue(settlement, schedule) : null;

  return (
    // On a phone the table row is wider than the screen: the panel keeps to the visible width.
    <div
      className="max-w-[calc(100vw-5rem)] rounded-xl border border-brand-200 bg-brand-50/40 p-4"
      data-quote-response={quote.id}
      data-quote-status={status}
    >
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

      {company && (acceptable || (due && settlement)) && (
        <div className="mt-4">
          <WithholdingChoiceField
            name={`withholding-${quote.id}`}
            value={withholding}
            onChange={setWithholding}
            legend={t('withholding.choice.legend')}
            full={t('withholding.choice.full')}
            withhold={t('withholding.choice.withhold')}
            hint={t('withholding.choice.hint')}
            disabled={busy}
          />
        </div>
      )}

      {acceptable && confirming && (
        <AcceptConfirmation
          t={t}
          locale={locale}
          charge={onAccept ?? { kind: 'nothing', next: null }}
          toPay={acceptWithheld ? formatSatangMoney(locale, acceptWithheld.toPay) : null}
          note={acceptWithheld ? t('withholding.choice.checkoutNote', { amount: formatSatang(acceptWithheld.withheld) }) : null}
          pending={accept.pending || redirecting}
          onConfirm={() => accept.submit({ quoteId: quote.id, revision: quote.revision, locale, withholding })}
          onCancel={() => setConfirming(false)}
        />
      )}

      <div className="mt-4 flex flex-wrap gap-3">
        {acceptable && !confirming && (
          <button
            type="button"
            className="btn-primary"
            disabled={busy || (company && !withholding)}
            onClick={() => setConfirming(true)}
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
        {!asking && (
          <button
            type="button"
            className="btn-secondary"
            disabled={!hydrated}
            onClick={() => {
              setAsking(true);
              setSent(false);
            }}
            data-ask-question
          >
            {t('quote.ask.button')}
          </button>
        )}
      </div>

      <QuoteThread
        messages={thread}
        side="client"
        newIds={newIds}
        locale={locale}
        labels={{
          title: t('quote.messages.title'),
          client: t('quote.messages.client'),
          studio: t('quote.messages.studio'),
          new: t('quote.messages.new'),
        }}
        tag="data-quote-messages"
      />
      {asking && (
        <MessageBox
          label={t('quote.question.label')}
          hint={t('quote.question.hint')}
          value={question}
          onChange={setQuestion}
          error={ask.fields['body'] ? t.data(ask.fields['body']) : undefined}
          notice={ask.notice ? noticeText(t, ask.notice) : null}
          pending={ask.pending}
          send={t('quote.question.send')}
          sending={t('quote.question.sending')}
          onSubmit={() => {
            setSent(false);
            ask.submit({ quoteId: quote.id, body: question, locale });
          }}
          cancel={{ label: t('quote.question.cancel'), onCancel: () => setAsking(false) }}
          autoFocus
          tag="data-question-form"
        />
      )}
      {sent && (
        <p className="mt-3 text-sm font-medium text-green-800" role="status" data-question-sent>
          {t('quote.question.sent')}
        </p>
      )}
    </div>
  );
}
