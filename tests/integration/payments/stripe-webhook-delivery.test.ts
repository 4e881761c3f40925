// The fake Stripe as the production rehearsal uses it: events POSTed over HTTP to a site that checks
// them with the real SDK (constructEvent), retried on failure with the configured backoff, held and
// released out of order or twice; the hosted checkout page a browser goes through; and, end to end, an
// order opened by the app's checkout code, paid on that page and settled by the app's real webhook
// handler behind a small HTTP server, whatever order Stripe's events arrive in.
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MailQueue } from '../../../src/server/mail/outbox';
import { StripePayments } from '../../../src/server/payments/stripe';
import type { CheckoutRequest } from '../../../src/server/payments/types';
import { startOrder } from '../../../src/server/orders/start';
import { handlePaymentWebhook } from '../../../src/server/orders/webhook';
import type { DatabaseEngine } from '../../../src/server/db/types';
import { createUser, type User } from '../support/actors';
import { engines, openTestDatabase, type TestDatabase } from '../support/database';
import { checkoutRequest } from '../support/checkoutRequest';
import { unreachableUrl } from '../support/fakeSendgrid';
import { listen, stop } from '../support/localServer';
import {
  FAKE_STRIPE_KEY,
  FAKE_WEBHOOK_SECRET,
  WEBHOOK_USER_AGENT,
  startFakeStripe,
  type FakeStripe,
  type FakeStripeOptions,
} from '../support/fakeStripe';
import { orderRequestFor } from '../support/rows';

const WEBHOOK_PATH = '/api/payments/stripe-webhook';
const verifier = new Stripe('sk_test_verifier_only');

const readBody = async (req: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** The event as constructEvent returned it, or null when the signature did not verify. */
  event: Stripe.Event | null;
}

/**
 * A stand-in for the site's webhook endpoint: verifies every delivery with the SDK and answers the
 * queued statuses ('hang' never answers), then 200.
 */
async function startSite() {
  const received: Received[] = [];
  const answers: (number | 'hang')[] = [];
  const server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      let event: Stripe.Event | null = null;
      try {
        event = verifier.webhooks.constructEvent(body, String(req.headers['stripe-signature'] ?? ''), FAKE_WEBHOOK_SECRET);
      } catch {
        event = null;
      }
      received.push({ path: req.url ?? '', headers: req.headers, body, event });
      const answer = answers.shift() ?? (event ? 200 : 400);
      if (answer === 'hang') return;
      if (answer >= 300 && answer < 400) res.writeHead(answer, { location: '/elsewhere' }).end();
      else res.writeHead(answer, { 'content-type': 'application/json' }).end(JSON.stringify({ answered: answer }));
    })();
  });
  const url = await listen(server);
  return { url, webhookUrl: `${url}${WEBHOOK_PATH}`, received, answers, close: () => stop(server) };
}

describe('fake Stripe webhook delivery over HTTP', () => {
  let site: Awaited<ReturnType<typeof startSite>>;
  let fake: FakeStripe | undefined;

  const start = async (options: FakeStripeOptions = {}) => {
    fake = await startFakeStripe({ webhookUrl: site.webhookUrl, retryDelaysMs: [40, 80, 160], ...options });
    const payments = new StripePayments({ secretKey: FAKE_STRIPE_KEY, webhookSecret: FAKE_WEBHOOK_SECRET, apiBase: fake.url });
    const open = async (extra: Partial<CheckoutRequest> = {}) => (await payments.createCheckout(checkoutRequest('en', extra))).sessionId;
    return { fake, open };
  };

  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(() => site.close());
  beforeEach(() => {
    site.received.length = 0;
    site.answers.length = 0;
  });
  afterEach(async () => {
    await fake?.close();
    fake = undefined;
  });

  it('POSTs the event signed over its exact body, and retries a failing site on schedule until it answers 2xx', async () => {
    const { fake, open } = await start();
    const sessionId = await open();
    site.answers.push(500, 500);

    fake.markPaid(sessionId);
    await fake.idle();

    // Only the subscribed checkout.session.* event is delivered; charge.* and payment_intent.* are recorded.
    expect(fake.events().map((event) => event.type)).toEqual([
      'charge.succeeded',
      'payment_intent.succeeded',
      'checkout.session.completed',
    ]);
    const [completed] = fake.events().slice(-1);
    const deliveries = fake.deliveries();
    expect(
      deliveries.map(({ eventId, type, delivery, attempt, status, ok, error }) => ({
        eventId,
        type,
        delivery,
        attempt,
        status,
        ok,
        error,
      })),
    ).toEqual(
      [1, 2, 3].map((attempt) => ({
        eventId: completed?.id,
        type: 'checkout.session.completed',
        delivery: 1,
        attempt,
        status: attempt < 3 ? 500 : 200,
        ok: attempt === 3,
        error: null,
      })),
    );
    // The backoff: 40 ms before the second attempt, 80 ms before the third; nothing after a success.
    const [first, second, third] = deliveries;
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(40);
    expect((third?.at ?? 0) - (second?.at ?? 0)).toBeGreaterThanOrEqual(80);
    expect(first?.nextRetryAt).toBeGreaterThanOrEqual((first?.at ?? 0) + 40);
    expect(third?.nextRetryAt).toBeNull();
    expect(first?.response).toBe('{"answered":500}');

    // Every attempt carried the same raw body, a signature the SDK accepts, and Stripe's headers.
    expect(site.received).toHaveLength(3);
    for (const delivery of site.received) {
      expect(delivery.path).toBe(WEBHOOK_PATH);
      expect(delivery.body).toBe(completed?.body);
      expect(delivery.event).toMatchObject({
        id: completed?.id,
        type: 'checkout.session.completed',
        data: { object: { id: sessionId, status: 'complete', payment_status: 'paid', amount_total: 4980000, currency: 'thb' } },
      });
      expect(delivery.headers).toMatchObject({
        'content-type': 'application/json; charset=utf-8',
        'user-agent': WEBHOOK_USER_AGENT,
        'stripe-signature': expect.stringMatching(/^t=\d+,v1=[0-9a-f]{64}$/),
      });
    }
  });

  it('records network errors, timeouts and redirects as failed attempts, and gives up when the schedule is used up', async () => {
    const nowhere = await unreachableUrl();
    const { fake, open } = await start({ webhookUrl: `${nowhere}${WEBHOOK_PATH}`, retryDelaysMs: [10, 10] });
    fake.markPaid(await open());
    await fake.idle();
    expect(
      fake
        .deliveries()
        .map(({ attempt, status, ok, error, nextRetryAt }) => ({ attempt, status, ok, error, retries: nextRetryAt !== null })),
    ).toEqual([
      { attempt: 1, status: null, ok: false, error: 'ECONNREFUSED', retries: true },
      { attempt: 2, status: null, ok: false, error: 'ECONNREFUSED', retries: true },
      { attempt: 3, status: null, ok: false, error: 'ECONNREFUSED', retries: false },
    ]);

    // A site that does not answer in time, then one that redirects (Stripe does not follow redirects).
    await fake.close();
    const slow = await start({ webhookTimeoutMs: 100, retryDelaysMs: [10] });
    site.answers.push('hang', 308);
    slow.fake.markPaid(await slow.open());
    await slow.fake.idle();
    expect(slow.fake.deliveries().map(({ attempt, status, ok, error }) => ({ attempt, status, ok, error }))).toEqual([
      { attempt: 1, status: null, ok: false, error: 'timeout after 100 ms' },
      { attempt: 2, status: 308, ok: false, error: null },
    ]);
  });

  it('holds events and releases them in reverse order, each answered before the next is sent', async () => {
    const { fake, open } = await start();
    const [paid, abandoned] = [await open(), await open({ quantity: 1 })];
    fake.hold();
    fake.markPaid(paid);
    fake.expire(abandoned);
    expect(fake.held().map((event) => event.type)).toEqual(['checkout.session.completed', 'checkout.session.expired']);
    await new Promise((done) => setTimeout(done, 50));
    expect(site.received).toEqual([]);

    const firsts = await fake.release({ order: 'reverse' });
    expect(firsts.map((attempt) => [attempt.type, attempt.status])).toEqual([
      ['checkout.session.expired', 200],
      ['checkout.session.completed', 200],
    ]);
    expect(site.received.map((delivery) => [delivery.event?.type, (delivery.event?.data.object as { id: string }).id])).toEqual([
      ['checkout.session.expired', abandoned],
      ['checkout.session.completed', paid],
    ]);
    expect(fake.held()).toEqual([]);

    // Released means delivered at once again.
    fake.expire(await open());
    await fake.idle();
    expect(site.received).toHaveLength(3);
  });

  it('delivers a released event twice with the same id (at-least-once), and resends one on request', async () => {
    const { fake, open } = await start();
    fake.hold();
    fake.markPaid(await open());
    await fake.release({ duplicate: true });
    const ids = site.received.map((delivery) => delivery.event?.id);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBeDefined();
    expect(ids[1]).toBe(ids[0]);
    expect(site.received[1]?.body).toBe(site.received[0]?.body);
    expect(fake.deliveries().map((attempt) => [attempt.delivery, attempt.attempt, attempt.status])).toEqual([
      [1, 1, 200],
      [2, 1, 200],
    ]);

    const resent = await fake.resend(ids[0] ?? '');
    expect(resent).toMatchObject({ eventId: ids[0], delivery: 3, attempt: 1, status: 200 });
  });

  it('stops retrying after reset() and delivers nothing without a webhookUrl', async () => {
    const { fake, open } = await start({ retryDelaysMs: [60_000] });
    site.answers.push(500);
    fake.markPaid(await open());
    await vi.waitFor(() => expect(fake.deliveries()).toHaveLength(1));
    fake.reset();
    await fake.idle(); // would wait a minute if the retry were still pending
    expect(fake.deliveries()).toEqual([]);

    fake.setWebhookUrl(undefined);
    fake.markPaid(await open());
    await fake.idle();
    expect(fake.events().map((event) => event.type)).toContain('checkout.session.completed');
    expect(site.received).toHaveLength(1);
  });
});

describe('fake Stripe hosted checkout page', () => {
  let fake: FakeStripe;
  let payments: StripePayments;
  const open = (extra: Partial<CheckoutRequest> = {}) => payments.createCheckout(checkoutRequest('en', extra));
  const get = (url: string) => fetch(url, { redirect: 'manual' });
  const pay = (url: string, card = '4242424242424242') =>
    fetch(`${url}/pay`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ card }).toString(),
    });

  beforeAll(async () => {
    fake = await startFakeStripe();
    payments = new StripePayments({ secretKey: FAKE_STRIPE_KEY, webhookSecret: FAKE_WEBHOOK_SECRET, apiBase: fake.url });
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());

  it('shows the amount, escaped product name, e-mail and locale, and Pay completes the session and returns to success_url', async () => {
    const { sessionId, url } = await open({ packageName: '<script>alert("x")</script> & Co', customerEmail: 'ann+"<b>"@example.test' });
    expect(url).toBe(`${fake.url}/c/pay/${sessionId}`);

    const page = await get(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; Co');
    expect(html).toContain('ann+&#34;&#60;b&#62;&#34;@example.test');
    expect(html).toContain('THB');
    expect(html).toContain('49,800.00'); // 2 × 24 900 baht, sent as 2 490 000 satang each
    expect(html).toContain('24,900.00');
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toContain('data-testid="locale">en<');
    expect(html).toMatch(/<form method="post" action="\/c\/pay\/cs_test_[0-9a-f]+\/pay">/);

    const paid = await pay(url);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://127.0.0.1:4321/dashboard?success=true&session_id=${sessionId}`);
    expect(fake.session(sessionId)).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      url: null,
      customer_details: { email: 'ann+"<b>"@example.test' },
      payment_intent: expect.stringMatching(/^pi_/),
    });
    expect(fake.events().filter((event) => event.type === 'checkout.session.completed')).toHaveLength(1);
    expect(await payments.getCheckout(sessionId)).toMatchObject({ paid: true, status: 'complete', amountTotal: 49800 });

    // Stripe no longer offers a completed session, and a second Pay changes nothing.
    const after = await get(url);
    expect(after.status).toBe(410);
    expect(await after.text()).toContain('This checkout session is no longer available');
    expect((await pay(url)).status).toBe(410);
    expect(fake.events().filter((event) => event.type === 'checkout.session.completed')).toHaveLength(1);
  });

  it('shows the Thai page with baht, and an expired session is gone', async () => {
    const { sessionId, url } = await open({ locale: 'th', quantity: 1 });
    const html = await (await get(url)).text();
    expect(html).toMatch(/<html lang="th">/);
    expect(html).toContain('฿24,900.00');
    expect(html).toContain('ชำระเงิน');
    expect(html).toContain('data-testid="locale">th<');

    fake.expire(sessionId);
    const gone = await get(url);
    expect(gone.status).toBe(410);
    const text = await gone.text();
    expect(text).toContain('เซสชันการชำระเงินนี้ไม่สามารถใช้งานได้อีกต่อไป');
    expect(text).toContain('This checkout session is no longer available');
    expect((await pay(url)).status).toBe(410);
    expect(fake.session(sessionId).status).toBe('expired');
  });

  it('Cancel returns to cancel_url and leaves the session open; a declined card stays on the page', async () => {
    const { sessionId, url } = await open();
    const cancelled = await get(`${url}/cancel`);
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(checkoutRequest('en').cancelUrl);
    expect(fake.session(sessionId).status).toBe('open');

    const declined = await pay(url, '4000000000000002');
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Your card was declined.');
    expect(fake.session(sessionId)).toMatchObject({ status: 'open', payment_status: 'unpaid' });
    expect(fake.events().map((event) => event.type)).toEqual(['payment_intent.payment_failed']);

    expect((await get(`${fake.url}/c/pay/cs_test_unknown`)).status).toBe(404);
  });
});

describe.each(engines)("the app's webhook handler behind HTTP, fed by the fake on %s", (engine) => {
  const mail = new MailQueue({ logToConsole: false, studioInbox: 'team@siampixel.example' });
  let handle: TestDatabase;
  let fake: FakeStripe;
  let payments: StripePayments;
  let server: Server;
  let customers = 0;
  const db = (): DatabaseEngine => handle.db;

  const newCustomer = () => {
    customers += 1;
    return createUser(db(), { email: `delivery${customers}@example.test`, userMetadata: { full_name: `Delivery ${customers}` } });
  };
  const orderRequest = (user: User) => orderRequestFor(user, { quantity: 1 });
  const statusOf = async (sessionId: string) =>
    (
      await db().asService((tx) =>
        tx.one<{ status: string }>('select status from public.orders where payment_session_id = $1', [sessionId]),
      )
    )?.status;

  /** A customer orders, opens the hosted page and pays there; the events wait in hold(). */
  const orderAndPay = async () => {
    const user = await newCustomer();
    const result = await startOrder({ db: db(), mail, payments }, orderRequest(user));
    if (!result.ok) throw new Error(`startOrder failed: ${result.error}`);
    expect(result.url.startsWith(`${fake.url}/c/pay/cs_test_`)).toBe(true);
    expect((await fetch(result.url)).status).toBe(200);
    const sessionId = result.url.split('/').pop() ?? '';
    expect(await statusOf(sessionId)).toBe('pending');
    const paid = await fetch(`${result.url}/pay`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ card: '4242424242424242' }),
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://127.0.0.1:4321/th/dashboard?success=true&session_id=${sessionId}`);
    return sessionId;
  };

  beforeAll(async () => {
    handle = await openTestDatabase(engine);
    // The site's route, minus Astro: the raw body and the Stripe-Signature header to handlePaymentWebhook.
    server = createServer((req, res) => {
      void (async () => {
        const body = await readBody(req);
        const signature = req.headers['stripe-signature'];
        const response = await handlePaymentWebhook(db(), payments, body, typeof signature === 'string' ? signature : null, mail);
        res.writeHead(response.status, { 'content-type': 'application/json' }).end(await response.text());
      })();
    });
    const siteUrl = await listen(server);
    fake = await startFakeStripe({ webhookUrl: `${siteUrl}${WEBHOOK_PATH}`, retryDelaysMs: [20, 40] });
    payments = new StripePayments({ secretKey: FAKE_STRIPE_KEY, webhookSecret: FAKE_WEBHOOK_SECRET, apiBase: fake.url });
  }, 120_000);
  afterAll(async () => {
    await fake?.close();
    if (server) await stop(server);
    await handle?.close();
  }, 30_000);
  beforeEach(() => {
    fake.reset();
    fake.hold();
  });

  it('marks the order paid, and a stray expiry delivered after it (twice over) does not undo it', async () => {
    const sessionId = await orderAndPay();
    fake.emit('checkout.session.expired', { ...fake.session(sessionId), status: 'expired' });
    const firsts = await fake.release({ order: 'as-emitted', duplicate: true });
    expect(firsts.map((attempt) => [attempt.type, attempt.status, attempt.response])).toEqual([
      ['checkout.session.completed', 200, '{"received":true}'],
      ['checkout.session.expired', 200, '{"received":true}'],
      ['checkout.session.completed', 200, '{"received":true}'],
      ['checkout.session.expired', 200, '{"received":true}'],
    ]);
    await fake.idle();
    expect(await statusOf(sessionId)).toBe('processing');
  });

  it('ends paid when the expiry arrives first (received money wins)', async () => {
    const sessionId = await orderAndPay();
    fake.emit('checkout.session.expired', { ...fake.session(sessionId), status: 'expired' });
    const [expired, completed] = await fake.release({ order: 'reverse' });
    expect([expired?.type, expired?.status, completed?.type, completed?.status]).toEqual([
      'checkout.session.expired',
      200,
      'checkout.session.completed',
      200,
    ]);
    expect(await statusOf(sessionId)).toBe('processing');
  });

  it('settles an async payment whose success overtakes the unpaid completion', async () => {
    const user = await newCustomer();
    const result = await startOrder({ db: db(), mail, payments }, orderRequest(user));
    if (!result.ok) throw new Error(`startOrder failed: ${result.error}`);
    const sessionId = result.url.split('/').pop() ?? '';
    fake.completeAwaitingPayment(sessionId);
    fake.asyncPayment(sessionId, 'succeeded');
    const firsts = await fake.release({ order: 'reverse' });
    expect(firsts.map((attempt) => [attempt.type, attempt.status])).toEqual([
      ['checkout.session.async_payment_succeeded', 200],
      ['checkout.session.completed', 200],
    ]);
    expect(await statusOf(sessionId)).toBe('processing');
  });

  it('a signature made with another secret is refused by the handler with 400 and retried by the fake', async () => {
    await fake.close();
    const address = server.address() as AddressInfo;
    fake = await startFakeStripe({
      webhookUrl: `http://127.0.0.1:${address.port}${WEBHOOK_PATH}`,
      webhookSecret: 'whsec_not_the_sites',
      retryDelaysMs: [10],
    });
    payments = new StripePayments({ secretKey: FAKE_STRIPE_KEY, webhookSecret: FAKE_WEBHOOK_SECRET, apiBase: fake.url });
    const user = await newCustomer();
    const result = await startOrder({ db: db(), mail, payments }, orderRequest(user));
    if (!result.ok) throw new Error(`startOrder failed: ${result.error}`);
    const sessionId = result.url.split('/').pop() ?? '';
    fake.markPaid(sessionId);
    await fake.idle();
    expect(fake.deliveries().map((attempt) => [attempt.attempt, attempt.status])).toEqual([
      [1, 400],
      [2, 400],
    ]);
    expect(await statusOf(sessionId)).toBe('pending');
  });
});
