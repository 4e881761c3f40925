/**
 * Accepting a custom quote (docs/decisions/0018): what the client still owes, or what the studio owes
 * back, once the custom price replaces what was paid for the quote's package order(s). Framework-free,
 * whole baht, computed on the server from the database; the browser only shows the result.
 *
 *   custom price − (paid − credited) = due      (> 0: a checkout for that amount)
 *                                    = credit   (< 0: a credit note, no checkout)
 *                                    = settled  (0: nothing to do)
 *
 * Credit notes already issued count against what was paid, so accepting a re-quoted quote again never
 * credits (or charges) the same money twice.
 */
import { z } from '../zod';
import { multiLineText } from '../validation/text';
import { withLocale } from '../validation/locale';
import type { QuoteStatus } from '../statuses';
import { withholdingChoiceField } from '../money/withholdingChoice';

export interface QuoteLedger {
  /** The accepted custom price, whole baht. */
  price: number;
  /** Every paid (processing or completed) order of the quote, whole baht. */
  payments: readonly number[];
  /** Every credit note already issued for the quote, whole baht. */
  credits: readonly number[];
}

export type SettlementOutcome = 'due' | 'credit' | 'settled';

export interface Settlement {
  price: number;
  /** Money received for this quote, before credits. */
  paid: number;
  /** Money already handed back as credit notes. */
  credited: number;
  /** paid − credited: what counts towards the price. */
  netPaid: number;
  outcome: SettlementOutcome;
  /** The amount due (outcome due) or to credit (outcome credit); 0 when settled. */
  amount: number;
}

function wholeBaht(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be whole baht, not ${value}`);
  return value;
}

const sum = (values: readonly number[], what: string) => values.reduce((total, value) => total + wholeBaht(value, what), 0);

export function settleQuote(ledger: QuoteLedger): Settlement {
  const price = wholeBaht(ledger.price, 'price');
  const paid = sum(ledger.payments, 'a payment');
  const credited = sum(ledger.credits, 'a credit');
  const netPaid = paid - credited;
  const balance = price - netPaid;
  if (balance > 0) return { price, paid, credited, netPaid, outcome: 'due', amount: balance };
  if (balance < 0) return { price, paid, credited, netPaid, outcome: 'credit', amount: -balance };
  return { price, paid, credited, netPaid, outcome: 'settled', amount: 0 };
}

/** Only a quote the studio has priced and sent (status quoted) can be accepted. */
export function canAccept(status: QuoteStatus, quotedPrice: number | null): boolean {
  return status === 'quoted' && quotedPrice !== null;
}

/** A client's question about a quote: one to two thousand characters, kept as typed (line breaks too). */
export const QUOTE_MESSAGE_MAX = 2000;

export const quoteMessageInput = z.object({
  quoteId: z.uuid('quote.error.notFound'),
  body: multiLineText().min(1, 'quote.question.required').max(QUOTE_MESSAGE_MAX, 'quote.question.tooLong'),
});

export const quoteMessageAction = quoteMessageInput.extend(withLocale);
export const quoteIdAction = z.object({ quoteId: z.uuid('quote.error.notFound'), ...withLocale });
/** Accept: the quotation revision the client saw (null when the quote has none), decision 0053. */
export const acceptQuoteAction = quoteIdAction.extend({
  revision: z.int().min(1).max(10_000).nullable(),
  withholding: withholdingChoiceField,
});
/** Pay now: a company client says whether it withholds 3% from this payment (decision 0061). */
export const payQuoteAction = quoteIdAction.extend({ withholding: withholdingChoiceField });
