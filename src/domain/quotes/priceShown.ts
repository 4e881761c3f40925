/**
 * Which price a client's quote shows, and what that price is (issue 35 item 5, decision 0065): an
 * estimate (the catalogue or plan price before the studio has priced the request), the studio's
 * quoted price, the price agreed on acceptance, or, once the money covers it, the price paid. A paid
 * package order's quote is approved by its payment and shows what was paid, not an estimate.
 * Whole baht, as the quote's columns and orders.total_amount.
 */
import type { QuoteStatus } from '../statuses';

export type QuotePriceKind = 'estimate' | 'quoted' | 'agreed' | 'paid';

export interface QuotePriceFacts {
  status: QuoteStatus;
  /** The package's (or plan's) price times the quantity; null for a request without one. */
  cataloguePrice: number | null;
  quotedPrice: number | null;
  /** The price of the quotation the client accepted (decision 0018); null when none was. */
  acceptedPrice: number | null;
  /** Every paid (processing or completed) order of the quote. */
  payments: readonly number[];
  /** Every credit note issued for the quote. */
  credits: readonly number[];
}

export interface QuotePrice {
  price: number | null;
  kind: QuotePriceKind;
}

const total = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0);

export function quotePriceShown(facts: QuotePriceFacts): QuotePrice {
  const netPaid = total(facts.payments) - total(facts.credits);
  if (facts.status === 'approved') {
    if (facts.acceptedPrice !== null)
      return { price: facts.acceptedPrice, kind: netPaid >= facts.acceptedPrice && facts.acceptedPrice > 0 ? 'paid' : 'agreed' };
    // Approved by its payment (a package order): the money received is the price.
    if (netPaid > 0) return { price: netPaid, kind: 'paid' };
  }
  if (facts.quotedPrice !== null) return { price: facts.quotedPrice, kind: 'quoted' };
  return { price: facts.cataloguePrice, kind: 'estimate' };
}
