// The production rehearsal's fakes (tests/production/support/fakeServices.ts) in one process: the
// environment they hand the site is what src/server/config.ts accepts in production mode, and the
// control server reads and steers them as the Playwright "production" project will, with the app's own
// Stripe adapter, SendGrid transport and Netlify build hook as the clients.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/server/config';
import { SendGridTransport } from '../../src/server/mail/transport';
import { StripePayments } from '../../src/server/payments/stripe';
import { NetlifyBuildHook } from '../../src/server/site/rebuild';
import type { WebhookAttempt } from './support/fakeStripe';
import { productionFakesEnv, startProductionFakes, type ProductionFakes } from '../production/support/fakeServices';

describe('production rehearsal fakes', () => {
  const verifier = new Stripe('sk_test_verifier_only');
  let site: Server;
  let siteUrl: string;
  const received: { path: string; type: string | null }[] = [];
  let fakes: ProductionFakes;
  const control = async (path: string, init: { method?: string; body?: unknown } = {}) => {
    const response = await fetch(`${fakes.urls.control}${path}`, {
      method: init.method ?? 'GET',
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body), headers: { 'content-type': 'application/json' } }),
    });
    return { status: response.status, json: (await response.json()) as unknown };
  };

  beforeAll(async () => {
    // The site: its webhook route checks the signature with the secret the env gives it.
    site = createServer((req, res) => {
      void (async () => {
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(chunk as Buffer);
        try {
          const event = verifier.webhooks.constructEvent(
            Buffer.concat(chunks).toString('utf8'),
            String(req.headers['stripe-signature']),
            fakes.env.STRIPE_WEBHOOK_SECRET ?? '',
          );
          received.push({ path: req.url ?? '', type: event.type });
          res.writeHead(200).end('{"received":true}');
        } catch {
          received.push({ path: req.url ?? '', type: null });
          res.writeHead(400).end();
        }
      })();
    });
    await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
    fakes = await startProductionFakes({ base: 0, siteUrl, retryDelaysMs: [20] });
  });
  afterAll(async () => {
    await fakes?.close();
    site.closeAllConnections();
    await new Promise<void>((done) => site.close(() => done()));
  });

  it('hands the site variables that production mode accepts, named as config.ts reads them', () => {
    const env = productionFakesEnv(4600, 'http://127.0.0.1:8888/');
    expect(env).toEqual({
      SITE_URL: 'http://127.0.0.1:8888',
      STRIPE_SECRET_KEY: 'sk_test_fake_siampixel',
      STRIPE_WEBHOOK_SECRET: 'whsec_fake_siampixel',
      STRIPE_API_BASE: 'http://127.0.0.1:4600',
      SENDGRID_API_KEY: 'SG.fake-test-key',
      SENDGRID_API_URL: 'http://127.0.0.1:4601',
      AI_API_KEY: expect.any(String),
      AI_API_BASE: 'http://127.0.0.1:4602',
      PEXELS_API_KEY: expect.any(String),
      PEXELS_API_BASE: 'http://127.0.0.1:4603',
      X_BEARER_TOKEN: expect.any(String),
      X_API_BASE: 'http://127.0.0.1:4604',
      NETLIFY_BUILD_HOOK_URL: expect.stringMatching(/^http:\/\/127\.0\.0\.1:4605\/build_hooks\/[0-9a-f]+$/),
    });
    const result = readConfig({
      ...env,
      NETLIFY: 'true',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/rehearsal',
      SUPABASE_URL: 'http://127.0.0.1:54321',
      SUPABASE_ANON_KEY: 'anon',
    });
    if (!result.ok) throw new Error(result.problems.join('; '));
    expect(result.mode).toBe('production');
    expect(result.config).toMatchObject({
      siteUrl: 'http://127.0.0.1:8888',
      payments: {
        kind: 'stripe',
        secretKey: env.STRIPE_SECRET_KEY,
        webhookSecret: env.STRIPE_WEBHOOK_SECRET,
        apiBase: env.STRIPE_API_BASE,
      },
      mail: { sendgrid: { apiKey: env.SENDGRID_API_KEY, baseUrl: env.SENDGRID_API_URL } },
      ai: { apiKey: env.AI_API_KEY, baseUrl: env.AI_API_BASE },
      photos: { apiKey: env.PEXELS_API_KEY, baseUrl: env.PEXELS_API_BASE },
      x: { auth: { kind: 'bearer', accessToken: env.X_BEARER_TOKEN }, baseUrl: env.X_API_BASE },
      rebuildHookUrl: env.NETLIFY_BUILD_HOOK_URL,
    });
  });

  it('pays through the hosted page and delivers the held events to the site in reverse, read back through the control server', async () => {
    expect(await control('/health')).toEqual({ status: 200, json: { ok: true, services: fakes.urls } });
    const payments = new StripePayments({
      secretKey: fakes.env.STRIPE_SECRET_KEY ?? '',
      webhookSecret: fakes.env.STRIPE_WEBHOOK_SECRET,
      apiBase: fakes.env.STRIPE_API_BASE,
    });
    const checkout = (quantity: number) =>
      payments.createCheckout({
        quoteId: '11111111-1111-4111-8111-111111111111',
        userId: '22222222-2222-4222-8222-222222222222',
        packageId: 'a0000000-0000-4000-8000-000000000002',
        packageName: 'Business Website',
        unitAmount: 24900,
        quantity,
        currency: 'THB',
        customerEmail: 'ann@example.test',
        locale: 'th',
        successUrl: `${siteUrl}th/dashboard?success=true&session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${siteUrl}th/order/a0000000-0000-4000-8000-000000000002?cancelled=true`,
      });
    const paid = await checkout(1);
    const abandoned = await checkout(2);
    expect(paid.url).toBe(`${fakes.urls.stripe}/c/pay/${paid.sessionId}`);

    expect(await control('/stripe/hold', { method: 'POST' })).toEqual({ status: 200, json: { ok: true, held: 0 } });
    const page = await fetch(`${paid.url}/pay`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ card: '4242424242424242' }),
    });
    expect(page.headers.get('location')).toBe(`${siteUrl}th/dashboard?success=true&session_id=${paid.sessionId}`);
    expect((await control('/stripe/expire', { method: 'POST', body: { sessionId: abandoned.sessionId } })).json).toMatchObject({
      id: abandoned.sessionId,
      status: 'expired',
    });
    expect(received).toEqual([]);

    const released = await control('/stripe/release', { method: 'POST', body: { order: 'reverse' } });
    expect((released.json as WebhookAttempt[]).map((attempt) => [attempt.type, attempt.objectId, attempt.status])).toEqual([
      ['checkout.session.expired', abandoned.sessionId, 200],
      ['checkout.session.completed', paid.sessionId, 200],
    ]);
    expect(received).toEqual([
      { path: '/api/payments/stripe-webhook', type: 'checkout.session.expired' },
      { path: '/api/payments/stripe-webhook', type: 'checkout.session.completed' },
    ]);
    const deliveries = await control(`/stripe/deliveries?object=${paid.sessionId}`);
    expect((deliveries.json as WebhookAttempt[]).map((attempt) => attempt.type)).toEqual(['checkout.session.completed']);
    expect((await control(`/stripe/sessions/${paid.sessionId}`)).json).toMatchObject({ status: 'complete', payment_status: 'paid' });
    expect((await control('/stripe/sessions/cs_test_nope')).status).toBe(404);
    expect((await control('/stripe/release', { method: 'POST', body: { order: 'shuffled' } })).status).toBe(400);
    expect((await control('/stripe/idle')).json).toEqual({ ok: true });
  });

  it('shows the mail SendGrid accepted, by recipient, and the build hook calls', async () => {
    const transport = new SendGridTransport({ apiKey: fakes.env.SENDGRID_API_KEY ?? '', baseUrl: fakes.env.SENDGRID_API_URL });
    await control('/sendgrid/reply', { method: 'POST', body: [{ status: 500 }] });
    await expect(transport.send({ to: 'ann@example.test', subject: 'ใบเสนอราคา', text: 'plain', html: '<p>html</p>' })).rejects.toThrow();
    await transport.send({ to: 'ann@example.test', subject: 'ใบเสนอราคา', text: 'plain', html: '<p>html</p>' });
    await transport.send({ to: 'boon@example.test', subject: 'Other', text: 'other' });

    const mail = await control('/sendgrid/mail?to=ANN@example.test');
    expect(mail.json).toEqual([
      expect.objectContaining({
        to: ['ann@example.test'],
        subject: 'ใบเสนอราคา',
        text: 'plain',
        html: '<p>html</p>',
        accepted: true,
        status: 202,
      }),
    ]);
    expect((await control('/sendgrid/mail?to=ann@example.test&all=1')).json).toHaveLength(2);
    expect((await control('/sendgrid/mail')).json).toHaveLength(2);

    const hook = new NetlifyBuildHook(fakes.env.NETLIFY_BUILD_HOOK_URL ?? '');
    expect(await hook.request('Publish: Thai fonts')).toEqual({ status: 'requested' });
    await control('/buildhook/fail', { method: 'POST', body: [500] });
    expect(await hook.request('Publish: again')).toMatchObject({ status: 'failed' });
    expect((await control('/buildhook/calls')).json).toEqual([
      expect.objectContaining({ method: 'POST', triggerTitle: 'Publish: Thai fonts', body: '{}', status: 200 }),
      expect.objectContaining({ method: 'POST', triggerTitle: 'Publish: again', status: 500 }),
    ]);
    expect((await control('/nope')).status).toBe(404);
  });
});
