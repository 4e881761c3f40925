/**
 * How a payment was made, as Payment History names it (issue 35 item 5): read from the data that
 * recorded it (a transfer's own record, else the receipt's payment), never assumed from the kind of
 * order. A method this list does not know yet is shown as "other" rather than as a wrong one.
 */
export const PAYMENT_METHODS = ['card', 'demo', 'transfer', 'promptpay'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number] | 'other';

/** The method recorded for a payment: the transfer's, else its receipt's; a checkout without either was by card. */
export function paymentMethodOf(recorded: { transfer: string | null; receipt: string | null }): PaymentMethod {
  const method = recorded.transfer ?? recorded.receipt ?? 'card';
  return (PAYMENT_METHODS as readonly string[]).includes(method) ? (method as PaymentMethod) : 'other';
}
