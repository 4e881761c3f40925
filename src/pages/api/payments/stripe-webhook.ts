import type { APIRoute } from 'astro';
import { getDatabase, getPayments } from '../../../server/services';
import { StripePayments } from '../../../server/payments/stripe';
import { handlePaymentWebhook } from '../../../server/orders/webhook';
import { BODY_LIMITS, BodyTooLargeError, readBodyText, tooLarge } from '../../../server/http/body';

export const prerender = false;

/**
 * Stripe calls this (configure the endpoint with STRIPE_WEBHOOK_SECRET); nobody else can pass the
 * signature. The body is read up to its cap before the signature is checked over it.
 */
export const POST: APIRoute = async ({ request }) => {
  const payments = await getPayments();
  if (!(payments instanceof StripePayments)) return new Response(null, { status: 404 });
  let body: string;
  try {
    body = await readBodyText(request, BODY_LIMITS.webhook);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return tooLarge(error.limit);
    throw error;
  }
  return handlePaymentWebhook(await getDatabase(), payments, body, request.headers.get('stripe-signature'));
};
