/**
 * Stripe's webhook, framework-free so it can be tested with a real signed payload: verify the
 * signature over the raw body, check the event's shape, then settle the checkout.
 *
 * - 400: a bad signature, or a signed event that can never be processed as it is (malformed).
 *   Nothing is written.
 * - 200: handled, including a paid checkout that matches no order: it is recorded for the studio
 *   (payment_reconciliations plus an e-mail), once however often it is delivered.
 * - 500: settling failed for a reason that may pass (the database is down): Stripe retries.
 *
 * Bodies carry only this module's own words, never a database message or a stack (docs/decisions/0007).
 */
import type { Database } from '../db/types';
import type { MailQueue } from '../mail/outbox';
import { getMailQueue } from '../services';
import { PaymentEventError, PaymentSignatureError, type PaymentEvent } from '../payments/types';
import { expireCheckout } from './expire';
import { fulfilCheckout } from './fulfil';

export interface WebhookVerifier {
  /** Which provider's payments these are, for the reconciliation record. */
  readonly kind: 'stripe';
  parseWebhook(rawBody: string, signature: string | null): PaymentEvent;
}

export async function handlePaymentWebhook(
  db: Database,
  verifier: WebhookVerifier,
  rawBody: string,
  signature: string | null,
  mail: MailQueue = getMailQueue(),
): Promise<Response> {
  let event: PaymentEvent;
  try {
    event = verifier.parseWebhook(rawBody, signature);
  } catch (error) {
    if (error instanceof PaymentSignatureError) return json(400, { error: error.message });
    if (error instanceof PaymentEventError) {
      console.warn('[payments] refused a signed but malformed webhook event:', error.message);
      return json(400, { error: error.message });
    }
    console.error('[payments] could not read a webhook event', error);
    return json(500, { error: 'could not read the event' });
  }
  try {
    if (event.type === 'checkout.paid') {
      const result = await fulfilCheckout(db, event.checkout, { provider: verifier.kind, mail });
      if (result.outcome === 'unmatched' && result.recorded) {
        console.warn(`[payments] paid checkout ${event.checkout.sessionId} matches no order (${result.reason}); recorded for the studio`);
      }
    }
    if (event.type === 'checkout.expired') await expireCheckout(db, event.checkout.sessionId);
  } catch (error) {
    console.error('[payments] could not settle a webhook event', error);
    return json(500, { error: 'could not settle the checkout' });
  }
  return json(200, { received: true });
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': 'application/json',
      'Cache-Control': 'no-store',
    },
  });
}
