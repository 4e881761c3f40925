import { useEffect, useState } from 'react';
import { actions } from 'astro:actions';
import { quoteMessageAction, type Settlement } from '../../../domain/quotes/settlement';
import { unreadMessages } from '../../../domain/quotes/conversation';
import type { QuoteStatus } from '../../../domain/statuses';
import type { Locale } from '../../../i18n/locales';
import { statusBadgeClass } from '../../../client/statusStyle';
import { useActionForm } from '../../shared/useActionForm';
import type { WithholdingChoice } from '../../../domain/money/withholdingChoice';
import { chargeDue, chargeOnAccept } from '../../../domain/schedule/charge';
import { paymentSplit } from '../../../domain/money/tax';
import { failureKeys, type QuoteT, type QuoteView } from './words';

type PayAnswer = { settlement: Settlement; checkoutUrl: string | null; checkoutFailed: boolean };

/** The thread is open on the dashboard: once the client sees it (the island hydrates when visible), it is read. */
function useMarkRead({ id: quoteId, unread }: QuoteView, locale: Locale) {
  useEffect(() => {
    if (unread > 0) void actions.quotes.read({ quoteId, locale });
  }, [quoteId, unread, locale]);
}

/** The quote's row (status badge, headline) is the server's; once accepted here it says so too, without waiting for a reload. */
function useRowFollows(status: QuoteStatus, quote: QuoteView, t: QuoteT) {
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
}

/** Accept and Pay now: the quote's status, settlement and schedule as they answer, and what each charges. */
export function useQuotePayment(t: QuoteT, locale: Locale, quote: QuoteView, company: boolean, vatRateBp: number) {
  const [status, setStatus] = useState(quote.status);
  const [settlement, setSettlement] = useState(quote.settlement);
  const [schedule, setSchedule] = useState(quote.schedule);
  // Accept asks first, naming what it charges (decision 0062).
  const [confirming, setConfirming] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const [checkoutFailed, setCheckoutFailed] = useState(false);
  const [withholding, setWithholding] = useState<WithholdingChoice>();
  useMarkRead(quote, locale);
  useRowFollows(status, quote, t);

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

  const due = status === 'approved' && settlement?.outcome === 'due';
  const acceptable = status === 'quoted' && !quote.expiredOn;
  const onAccept = acceptable && settlement ? chargeOnAccept(settlement, schedule) : null;
  // A company that withholds 3% is charged the rest (decision 0061): the confirmation says how much.
  const acceptSplit =
    company && withholding === 'withhold' && onAccept && onAccept.kind !== 'nothing'
      ? paymentSplit(onAccept.amount * 100, vatRateBp, true) // settlement amounts are whole baht; the split is in satang
      : null;
  const dueNow = due && settlement ? chargeDue(settlement, schedule) : null;
  // The same for Pay now / Pay instalment: the button names the money the card or QR is charged.
  const paySplit =
    company && withholding === 'withhold' && dueNow && dueNow.kind !== 'nothing'
      ? paymentSplit(dueNow.amount * 100, vatRateBp, true)
      : null;
  return {
    status,
    settlement,
    schedule,
    confirming,
    setConfirming,
    redirecting,
    checkoutFailed,
    withholding,
    setWithholding,
    accept,
    pay,
    notice: accept.notice ?? pay.notice,
    due,
    acceptable,
    onAccept,
    acceptWithheld: acceptSplit && acceptSplit.withheld > 0 ? acceptSplit : null,
    payWithheld: paySplit && paySplit.withheld > 0 ? paySplit : null,
    dueNow,
  };
}
export type QuotePayment = ReturnType<typeof useQuotePayment>;

/** "Ask a question": the thread, the question being written, and whether it was sent. */
export function useQuestions(quote: QuoteView, locale: Locale) {
  const [thread, setThread] = useState(quote.messages);
  const [asking, setAsking] = useState(false);
  const [question, setQuestion] = useState('');
  const [sent, setSent] = useState(false);
  // The studio's replies new to the client when the page loaded stay marked on this page.
  const [newIds] = useState(() => new Set(unreadMessages(quote.messages, 'client', quote.readAt).map((m) => m.id)));
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
  return {
    thread,
    newIds,
    asking,
    question,
    setQuestion,
    sent,
    ask,
    open: () => {
      setAsking(true);
      setSent(false);
    },
    close: () => setAsking(false),
    submit: () => {
      setSent(false);
      ask.submit({ quoteId: quote.id, body: question, locale });
    },
  };
}
export type Questions = ReturnType<typeof useQuestions>;
