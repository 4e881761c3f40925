/**
 * Stripe's webhook, framework-free so it can be tested with a real signed payload: verify the
 * signature over the raw body, then settle the checkout. Answers 400 for a bad signature (Stripe
 * shows it in the dashboard), 500 when settling failed (Stripe retries), 200 otherwise.
 */
import type { Database } from '../db/types';
import { PaymentSignatureError, type PaymentEvent } from '../payments/types';
import { expireCheckout, fulfilCheckout } from './checkout';

export interface WebhookVerifier {
  parseWebhook(rawBody: string, signature: string | null): PaymentEvent;
}

export async function handlePaymentWebhook(
  db: Database,
  verifier: WebhookVerifier,
  rawBody: string,
  signature: string | null,
): Promise<Response> {
  let event: PaymentEvent;
  try {
    event = verifier.parseWebhook(rawBody, signature);
  } catch (error) {
    if (error instanceof PaymentSignatureError) return json(400, { error: error.message });
    throw error;
  }
  try {
    if (event.type === 'checkout.paid') await fulfilCheckout(db, event.checkout);
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
