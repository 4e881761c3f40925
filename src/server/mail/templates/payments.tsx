/** Studio alerts about payments: money received that could not be matched to an order. */
import { formatMoney } from '../../../i18n/format';
import { Heading, Paragraph, Rows, renderEmail, type Row } from '../blocks';
import { formatDate, type RenderedEmail } from './layout';

export type ReconciliationReason = 'missing_metadata' | 'unknown_user' | 'unknown_quote' | 'unknown_package' | 'mismatch';

export interface PaymentReconciliationInput {
  provider: 'stripe';
  /** The provider's checkout session id, e.g. cs_live_... */
  sessionId: string;
  reason: ReconciliationReason;
  /** Whole units of `currency` actually charged for the whole session. */
  amount: number;
  currency: string;
  /** The payer's e-mail as the provider reported it, if any. */
  customerEmail?: string | null | undefined;
  /** The checkout's metadata exactly as received. */
  metadata: Record<string, string>;
  receivedAt?: Date;
  /** payment_reconciliations.id */
  reference?: string | undefined;
}

const why: Record<ReconciliationReason, string> = {
  missing_metadata:
    'The checkout carries none (or only part) of the order details this site attaches (quote_id, user_id, package_id, quantity). It was probably created outside this site, e.g. a payment link made in the Stripe dashboard.',
  unknown_user: 'The customer account named in the checkout does not exist (any more).',
  unknown_quote: 'The quote named in the checkout does not exist (any more).',
  unknown_package: 'The package named in the checkout does not exist (any more).',
  mismatch:
    'The details in the checkout contradict each other: the quote belongs to another customer or another package, or this checkout was already recorded for someone else.',
};

const providerName = { stripe: 'Stripe' } as const;

/** Money in the charged currency (THB for every checkout this site opens). */
function money(amount: number, currency: string): string {
  try {
    return formatMoney('en', amount, currency);
  } catch {
    return `${currency} ${amount}`;
  }
}

/** To the studio: a paid checkout that was NOT recorded as anyone's order. */
export function paymentReconciliation(input: PaymentReconciliationInput): RenderedEmail {
  const provider = providerName[input.provider];
  const amount = money(input.amount, input.currency);
  const metadataRows: Row[] = Object.entries(input.metadata)
    .slice(0, 50)
    .map(([key, value]) => [key, value]);
  return renderEmail(
    'en',
    `Payment to reconcile: ${amount} (${provider} ${input.sessionId})`,
    <>
      <Paragraph>{`${provider} reports a paid checkout of ${amount} that could not be matched to a customer's order, so no order was created. The money has been received.`}</Paragraph>
      <Heading>Why it could not be matched</Heading>
      <Paragraph>{why[input.reason]}</Paragraph>
      <Heading>Payment</Heading>
      <Rows
        rows={[
          ['Amount', amount],
          ['Checkout session', input.sessionId],
          ['Payer e-mail', input.customerEmail],
          ['Reason', input.reason],
          ['Received', `${formatDate('en', input.receivedAt ?? new Date())} (Bangkok)`],
          ['Reference', input.reference],
        ]}
      />
      <Heading>Metadata as received</Heading>
      {metadataRows.length > 0 ? <Rows rows={metadataRows} /> : <Paragraph>(none)</Paragraph>}
      <Heading>What to do</Heading>
      <Paragraph>
        {`1. Search for the checkout session id above in the ${provider} dashboard and look at the payment and the payer.\n` +
          '2. Either refund the payment there, or contact the payer and record the order by hand.\n' +
          '3. Then mark this payment as resolved (payment_reconciliations.resolved_at).'}
      </Paragraph>
    </>,
  );
}
