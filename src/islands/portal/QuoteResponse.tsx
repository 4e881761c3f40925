import type { Locale } from '../../i18n/locales';
import { makeT } from '../../client/i18n';
import { useHydrated } from '../shared/useHydrated';
import { useQuestions, useQuotePayment } from './quoteResponse/useQuoteResponse';
import { QuoteNotes } from './quoteResponse/QuoteNotes';
import { AcceptStep, PayButtons, WithholdingQuestion } from './quoteResponse/QuotePay';
import { QuoteQuestions } from './quoteResponse/QuoteQuestions';
import type { QuoteMessages, QuoteView } from './quoteResponse/words';

export { QUOTE_PREFIXES } from './quoteResponse/words';

interface Props {
  locale: Locale;
  messages: QuoteMessages;
  quote: QuoteView;
  /** Back from this quote's cancelled checkout. */
  checkoutCancelled: boolean;
  /** The client bills as a company: Accept and Pay now ask whether it withholds 3% (decision 0061). */
  company?: boolean;
  /** The studio's VAT rate, for the part before VAT the 3% is taken from (0 when not VAT registered). */
  vatRateBp?: number;
}

/**
 * A custom quote's answer on the dashboard (decision 0018): the arithmetic, "Accept quote" while it is
 * quoted, "Pay now" while an accepted one still asks for money, and "Ask a question" with the
 * questions kept on the quote. Every amount comes from the server; the browser only shows it.
 */
export default function QuoteResponse({ locale, messages, quote, checkoutCancelled, company = false, vatRateBp = 700 }: Props) {
  const t = makeT(messages);
  const hydrated = useHydrated();
  const payment = useQuotePayment(t, locale, quote, company, vatRateBp);
  const questions = useQuestions(quote, locale);
  const { status, acceptable, confirming, due, settlement } = payment;
  const busy = !hydrated || payment.accept.pending || payment.pay.pending || payment.redirecting;

  return (
    // On a phone the table row is wider than the screen: the panel keeps to the visible width.
    <div
      className="max-w-[calc(100vw-5rem)] rounded-xl border border-brand-200 bg-brand-50/40 p-4"
      data-quote-response={quote.id}
      data-quote-status={status}
    >
      <QuoteNotes t={t} locale={locale} quote={quote} payment={payment} checkoutCancelled={checkoutCancelled} />
      {company && (acceptable || (due && settlement)) && <WithholdingQuestion t={t} quote={quote} payment={payment} busy={busy} />}
      {acceptable && confirming && <AcceptStep t={t} locale={locale} quote={quote} payment={payment} />}
      <div className="mt-4 flex flex-wrap gap-3">
        <PayButtons t={t} locale={locale} quote={quote} payment={payment} busy={busy} company={company} />
        {!questions.asking && (
          <button type="button" className="btn-secondary" disabled={!hydrated} onClick={questions.open} data-ask-question>
            {t('quote.ask.button')}
          </button>
        )}
      </div>
      <QuoteQuestions t={t} locale={locale} questions={questions} />
    </div>
  );
}
