/**
 * Where an instalment stands, from facts the server reads: upcoming (not yet due), due (its invoice
 * is issued, nothing received), paid (an order settled it). Pure, so the page, the admin and the
 * tests agree.
 */
export type InstalmentState = 'upcoming' | 'due' | 'paid';

export function instalmentState(facts: { dueAt: Date | string | null; paidAt: Date | string | null }): InstalmentState {
  if (facts.paidAt) return 'paid';
  if (facts.dueAt) return 'due';
  return 'upcoming';
}

/** Days a client has to pay an invoice from the day it is issued. */
export const INVOICE_TERMS_DAYS = 7;

export function dueDateFrom(issuedAt: Date, days = INVOICE_TERMS_DAYS): Date {
  return new Date(issuedAt.getTime() + days * 24 * 60 * 60 * 1000);
}
