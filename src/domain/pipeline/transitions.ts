/**
 * Which way a quote or an order may move (issue 21, docs/decisions/0041-status-transitions-and-trail.md).
 * The database holds the same tables (public.quote_status_allowed, public.order_status_allowed) and
 * refuses any other UPDATE; tests/integration/pipeline/transitions.test.ts compares the two. The admin
 * panel offers only the moves allowed here, so a refusal from the database is a race, not a habit.
 */
import { ORDER_STATUSES, QUOTE_STATUSES, type OrderStatus, type QuoteStatus } from '../statuses';

/** Quote moves, whoever makes them (the client's acceptance is quoted → approved). */
export const QUOTE_TRANSITIONS: Readonly<Record<QuoteStatus, readonly QuoteStatus[]>> = {
  pending: ['reviewed', 'quoted', 'approved', 'rejected'],
  reviewed: ['quoted', 'approved', 'rejected'],
  quoted: ['reviewed', 'approved', 'rejected'],
  // Only while nothing is accepted or paid; paid by a package order and never accepted: quoted only
  // (see quoteMoveAllowed).
  approved: ['reviewed', 'quoted', 'rejected'],
  rejected: ['reviewed'],
};

/** Order moves the studio may make. Cancelled is final; completed can be reopened. */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['cancelled'],
  processing: ['completed'],
  completed: ['processing'],
  cancelled: [],
};

/** Moves only a payment makes (the service role): pending or expired → processing. */
export const PAYMENT_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['processing'],
  processing: [],
  completed: [],
  cancelled: ['processing'],
};

export interface QuoteMoney {
  /** The client accepted a quotation of the quote (accepted_at is set; a package payment does not set it). */
  accepted: boolean;
  /** An order for the quote is paid (processing or completed). */
  paid: boolean;
}

export function quoteMoveAllowed(from: QuoteStatus, to: QuoteStatus, money: QuoteMoney): boolean {
  if (from === to) return true;
  if (!QUOTE_TRANSITIONS[from].includes(to)) return false;
  if (from === 'approved' && money.accepted) return false;
  // A quote approved by its package payment, with no quotation accepted, can still be re-priced: the
  // studio's review of a paid package order (decisions 0018, 0065). Nothing else moves it.
  if (from === 'approved' && money.paid && to !== 'quoted') return false;
  return !(to === 'rejected' && money.paid);
}

/** The statuses the quote dialog offers: the current one first, then every allowed move. */
export function quoteStatusOptions(from: QuoteStatus, money: QuoteMoney): QuoteStatus[] {
  return QUOTE_STATUSES.filter((to) => quoteMoveAllowed(from, to, money));
}

export function orderMoveAllowed(from: OrderStatus, to: OrderStatus, by: 'studio' | 'payment' = 'studio'): boolean {
  if (from === to) return true;
  return ORDER_TRANSITIONS[from].includes(to) || (by === 'payment' && PAYMENT_TRANSITIONS[from].includes(to));
}

/** The statuses an order's select offers the studio (the current one included). */
export function orderStatusOptions(from: OrderStatus): OrderStatus[] {
  return ORDER_STATUSES.filter((to) => orderMoveAllowed(from, to));
}

/**
 * A checkout nobody paid within this time is abandoned: the scheduler cancels its order (Stripe's
 * Checkout Session lives 24 hours by default, so it can no longer be paid either).
 */
export const CHECKOUT_LIFETIME_HOURS = 24;
