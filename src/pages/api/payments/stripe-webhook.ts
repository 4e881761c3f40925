import type { APIRoute } from 'astro';
import { getDatabase, getPayments } from '../../../server/services';
import { StripePayments } from '../../../server/payments/stripe';
import { handlePaymentWebhook } from '../../../server/orders/webhook';

export const prerender = false;

/** Stripe calls this (configure the endpoint with STRIPE_WEBHOOK_SECRET); nobody else can pass the signature. */
export const POST: APIRoute = async ({ request }) => {
  const payments = await getPayments();
  if (!(payments instanceof StripePayments)) return new Response(null, { status: 404 });
  return handlePaymentWebhook(await getDatabase(), payments, await request.text(), request.headers.get('stripe-signature'));
};
