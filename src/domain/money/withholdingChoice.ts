/**
 * A company client's choice for one payment (docs/decisions/0061): withhold 3% of the value before VAT
 * and pay the rest, or pay in full. A company must say which (there is no default: withholding is the
 * payer's legal act, and guessing either way makes it overpay or certify tax it did not withhold); a
 * person never withholds, whatever the browser sends.
 */
import { z } from '../zod';
import { paymentSplit } from './tax';
import type { Satang } from './satang';

export const WITHHOLDING_CHOICES = ['withhold', 'full'] as const;
export type WithholdingChoice = (typeof WITHHOLDING_CHOICES)[number];

/** The field every pay form and action shares: absent for a person. */
export const withholdingChoiceField = z.enum(WITHHOLDING_CHOICES).optional();

export type CheckoutWithholding = { ok: true; withheld: Satang; toPay: Satang } | { ok: false; error: 'withholding_choice_required' };

/** What a payment of `total` (VAT included) charges, given who pays and what they chose. */
export function checkoutWithholding(
  total: Satang,
  buyer: 'individual' | 'company' | null,
  choice: WithholdingChoice | undefined,
  vatRateBp: number,
): CheckoutWithholding {
  if (buyer !== 'company') return { ok: true, withheld: 0, toPay: total };
  const split = paymentSplit(total, vatRateBp, choice === 'withhold');
  // Below ฿1,000 before VAT nothing is withheld either way, so there is nothing to choose.
  if (choice === undefined && paymentSplit(total, vatRateBp, true).withheld > 0) return { ok: false, error: 'withholding_choice_required' };
  return { ok: true, withheld: split.withheld, toPay: split.toPay };
}

/**
 * The withholding a client's transfer report implies, where the studio's "received" form starts: the
 * expected withholding when they sent the net, nothing when they sent the whole amount, and the
 * shortfall in between; never more than the expected withholding (a short transfer is a short payment,
 * not more tax withheld) and never below nothing.
 */
export function withheldByTransfer(expected: { net: Satang; withholding: Satang }, transferred: Satang): Satang {
  const gross = expected.net + expected.withholding;
  return Math.min(expected.withholding, Math.max(0, gross - transferred));
}
