/**
 * A fake of the parts of Stripe that StripePayments and a customer's browser use, on 127.0.0.1:
 *
 * - the API: create and retrieve Checkout Sessions (form-encoded bodies as the SDK sends them, Bearer
 *   key checked, Stripe's error JSON shape), with controls to pay or expire a session and to queue
 *   failures;
 * - the hosted checkout: each session's `url` is `<fake>/c/pay/<id>`, a small page with the amount,
 *   products, e-mail and locale, a Pay form (303 to success_url with {CHECKOUT_SESSION_ID} filled in)
 *   and a Cancel link (303 to cancel_url); a completed or expired session's page says it is gone;
 * - events: paying, expiring and the async-payment controls emit the events Stripe emits. With
 *   `webhookUrl` each one is POSTed there as Stripe delivers them (exact raw body, a real
 *   Stripe-Signature made per attempt, retries with a configurable backoff, every attempt logged), and
 *   can be held and released in another order or twice;
 * - signed webhooks made with the SDK's own test signer (`signedWebhook`, `signedBody`), so the
 *   adapter verifies them exactly as it would real ones.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Stripe from 'stripe';
import { TEST_CARDS, checkoutPage, unavailablePage, type PageLineItem } from './fakeStripePage';
import { listen, serverFor, stop } from './localServer';

export const FAKE_STRIPE_KEY = 'sk_test_fake_siampixel';
export const FAKE_WEBHOOK_SECRET = 'whsec_fake_siampixel';

/** What Stripe's webhook deliveries say they are. */
export const WEBHOOK_USER_AGENT = 'Stripe/1.0 (+https://stripe.com/docs/webhooks)';

/**
 * Waits before the 2nd, 3rd, … attempt of a failed delivery; its length is how many retries there are.
 * Real Stripe retries for up to three days with exponential backoff; this is the same shape, shorter.
 */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [1000, 2000, 4000, 8000];

/** The Checkout events the site's endpoint subscribes to (what src/server/payments/stripe.ts handles). */
export const CHECKOUT_SESSION_EVENTS: readonly string[] = [
  'checkout.session.completed',
  'checkout.session.expired',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
];

/** The fields of a checkout.session our adapter reads, plus the ones a test may want to assert. */
export interface FakeSession {
  id: string;
  object: 'checkout.session';
  livemode: false;
  created: number;
  /** Stripe's default: 24 hours after creation. Nothing expires by itself here; expire() does it. */
  expires_at: number;
  mode: string;
  url: string | null;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
  client_reference_id: string | null;
  customer_email: string | null;
  /** Set when the customer completes the page (null until then, and for markPaid). */
  customer_details: { email: string | null } | null;
  /** The PaymentIntent that carries the money, once the session is complete. */
  payment_intent: string | null;
  locale: string | null;
  success_url: string | null;
  cancel_url: string | null;
}

export interface RecordedStripeRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  /** The body as sent (form-encoded). */
  rawBody: string;
  /** The body decoded flat, e.g. params['line_items[0][price_data][unit_amount]'] === '2490000'. */
  params: Record<string, string>;
  /** What the fake answered. */
  status: number;
}

/**
 * A failure the fake answers instead of the next authorized request. 500s (and 429s) are retried by
 * the SDK unless `shouldRetry` is false (sent as Stripe-Should-Retry, which the SDK obeys).
 */
export type StripeFailure =
  | { status: 500 | 503; shouldRetry?: boolean }
  | { status: 429; shouldRetry?: boolean }
  | { status: 402; code?: string; declineCode?: string; message?: string }
  | { status: 400; code?: string; param?: string; message?: string };

export interface FakeStripeOptions {
  secretKey?: string;
  /** A fixed port (a site configured before the fake starts); random by default. */
  port?: number;
  /** Where every emitted event is POSTed, e.g. `${site}/api/payments/stripe-webhook`. None: events are only recorded. */
  webhookUrl?: string | undefined;
  /** The endpoint's signing secret. Default FAKE_WEBHOOK_SECRET. */
  webhookSecret?: string;
  /** Waits before each retry of a failed delivery (see DEFAULT_RETRY_DELAYS_MS); [] never retries. */
  retryDelaysMs?: readonly number[];
  /** An attempt not answered within this time failed (Stripe waits some seconds). Default 10 s. */
  webhookTimeoutMs?: number;
  /**
   * The event types the endpoint is subscribed to ('*': all of them, including payment_intent.* and
   * charge.*). Default CHECKOUT_SESSION_EVENTS. Events of other types are recorded but not delivered.
   */
  enabledEvents?: readonly string[] | '*';
}

/** An event the fake emitted: `body` is the exact JSON every delivery of it carries. */
export interface EmittedEvent {
  id: string;
  type: string;
  created: number;
  /** data.object as it was when the event was emitted (a copy: later changes do not show). */
  object: unknown;
  /** data.object.id: the checkout session's id for checkout.session.* events. */
  objectId: string | null;
  body: string;
}

/** One HTTP attempt to deliver an event to webhookUrl. */
export interface WebhookAttempt {
  eventId: string;
  type: string;
  /** data.object.id: the checkout session's id for checkout.session.* events. */
  objectId: string | null;
  /** Which delivery of the event this is: 1, then 2 for a duplicate or a resend. */
  delivery: number;
  /** 1 for the first try of this delivery, counting up through the retries. */
  attempt: number;
  /** The site's HTTP status; null when it did not answer (network error, timeout). */
  status: number | null;
  /** A 2xx answer. Anything else (a redirect too, as at Stripe) is a failure and retried. */
  ok: boolean;
  /** Why no status (e.g. ECONNREFUSED, timeout after 10000 ms); null when the site answered. */
  error: string | null;
  /** The first 1000 characters of the answer's body. */
  response: string;
  /** The Stripe-Signature header this attempt carried (t= is the attempt's own time). */
  signature: string;
  /** When the attempt started (ms since the epoch) and how long it took. */
  at: number;
  durationMs: number;
  /** When the next attempt of this delivery is due, or null (it succeeded, or the retries are used up). */
  nextRetryAt: number | null;
}

export interface ReleaseOptions {
  /** Default 'as-emitted'. */
  order?: 'as-emitted' | 'reverse';
  /** Deliver the released sequence twice (same event ids, as Stripe's at-least-once delivery may). */
  duplicate?: boolean;
  /** Release only what hold(customerEmail) queued for this customer. */
  customerEmail?: string;
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

const id = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`;

function stripeError(type: string, message: string, extra: Record<string, string> = {}): string {
  return JSON.stringify({ error: { type, message, ...extra } });
}

/** Line items from the flat form keys; amounts in the currency's minor unit, as Stripe keeps them. */
function lineItems(params: Record<string, string>): PageLineItem[] {
  const items: PageLineItem[] = [];
  for (let i = 0; `line_items[${i}][quantity]` in params; i++) {
    items.push({
      name: params[`line_items[${i}][price_data][product_data][name]`] ?? '',
      quantity: Number(params[`line_items[${i}][quantity]`]),
      unitAmount: Number(params[`line_items[${i}][price_data][unit_amount]`]),
      currency: params[`line_items[${i}][price_data][currency]`] ?? '',
    });
  }
  return items;
}

function metadataOf(params: Record<string, string>): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    const match = /^metadata\[(.+)\]$/.exec(key);
    if (match?.[1]) metadata[match[1]] = value;
  }
  return metadata;
}

/** An event's envelope as Stripe sends it (pretty-printed, as Stripe's webhook bodies are). */
function eventBody(event: { id: string; type: string; created: number; object: unknown }): string {
  return JSON.stringify(
    {
      id: event.id,
      object: 'event',
      api_version: '2025-01-01',
      created: event.created,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type: event.type,
      data: { object: event.object },
    },
    null,
    2,
  );
}

const readBody = async (req: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

const describeError = (error: unknown): string => {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
  if (typeof cause?.code === 'string') return cause.code;
  if (typeof cause?.message === 'string') return cause.message;
  return error.message;
};

export async function startFakeStripe(options: string | FakeStripeOptions = {}) {
  const settings: FakeStripeOptions = typeof options === 'string' ? { secretKey: options } : options;
  const secretKey = settings.secretKey ?? FAKE_STRIPE_KEY;
  const webhookSecret = settings.webhookSecret ?? FAKE_WEBHOOK_SECRET;
  const retryDelays = [...(settings.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS)];
  const webhookTimeoutMs = settings.webhookTimeoutMs ?? 10_000;
  const enabledEvents = settings.enabledEvents ?? CHECKOUT_SESSION_EVENTS;
  let webhookUrl = settings.webhookUrl;

  const requests: RecordedStripeRequest[] = [];
  const sessions = new Map<string, FakeSession>();
  const items = new Map<string, PageLineItem[]>();
  const failures: StripeFailure[] = [];
  // Stripe replays a POST's first successful answer for the same Idempotency-Key (the SDK's retries).
  const byIdempotencyKey = new Map<string, string>();

  // ---- events and their delivery ----

  const events: EmittedEvent[] = [];
  const attempts: WebhookAttempt[] = [];
  const deliveriesOf = new Map<string, number>();
  let held: EmittedEvent[] | null = null;
  /** Events held for one customer (checkout sessions' customer_email, lower case): other tests' events flow on. */
  const heldFor = new Map<string, EmittedEvent[]>();
  /** Delivery chains still running (an attempt in flight or a retry waiting). */
  const running = new Set<Promise<void>>();
  const waits = new Set<{ timer: NodeJS.Timeout; wake: () => void }>();
  const inFlight = new Set<AbortController>();
  /** reset() and close() bump it: chains of an earlier generation stop retrying. */
  let generation = 0;

  const pause = (ms: number) =>
    new Promise<void>((wake) => {
      const wait = {
        timer: setTimeout(() => {
          waits.delete(wait);
          wake();
        }, ms),
        wake,
      };
      waits.add(wait);
    });

  const stopDeliveries = () => {
    generation += 1;
    for (const wait of waits) {
      clearTimeout(wait.timer);
      wait.wake();
    }
    waits.clear();
    for (const controller of inFlight) controller.abort();
  };

  const subscribed = (type: string) => enabledEvents === '*' || enabledEvents.includes(type);

  const attemptOnce = async (
    target: string,
    event: EmittedEvent,
    delivery: number,
    attempt: number,
    mine: number,
  ): Promise<WebhookAttempt> => {
    const at = Date.now();
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload: event.body,
      secret: webhookSecret,
      timestamp: Math.floor(at / 1000),
    });
    const controller = new AbortController();
    inFlight.add(controller);
    const timer = setTimeout(() => controller.abort(new Error(`timeout after ${webhookTimeoutMs} ms`)), webhookTimeoutMs);
    let status: number | null = null;
    let error: string | null = null;
    let response = '';
    try {
      const answer = await fetch(target, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'Cache-Control': 'no-cache',
          Accept: '*/*; q=0.5, application/xml',
          'User-Agent': WEBHOOK_USER_AGENT,
          'Stripe-Signature': signature,
        },
        body: event.body,
        redirect: 'manual',
        signal: controller.signal,
      });
      status = answer.status;
      response = (await answer.text()).slice(0, 1000);
    } catch (caught) {
      error = controller.signal.aborted ? describeError(controller.signal.reason) : describeError(caught);
    } finally {
      clearTimeout(timer);
      inFlight.delete(controller);
    }
    const ok = status !== null && status >= 200 && status < 300;
    const delay = retryDelays[attempt - 1];
    const end = Date.now();
    const record: WebhookAttempt = {
      eventId: event.id,
      type: event.type,
      objectId: event.objectId,
      delivery,
      attempt,
      status,
      ok,
      error,
      response,
      signature,
      at,
      durationMs: end - at,
      nextRetryAt: !ok && delay !== undefined ? end + delay : null,
    };
    // An attempt that reset() cut short belongs to the forgotten log.
    if (mine === generation) attempts.push(record);
    return record;
  };

  /** Starts one delivery of `event` (with its retries in the background); resolves with its first attempt. */
  const deliver = (event: EmittedEvent): Promise<WebhookAttempt> | null => {
    const target = webhookUrl;
    if (!target) return null;
    const delivery = (deliveriesOf.get(event.id) ?? 0) + 1;
    deliveriesOf.set(event.id, delivery);
    const mine = generation;
    const first = attemptOnce(target, event, delivery, 1, mine);
    const chain = (async () => {
      let last = await first;
      while (!last.ok && last.nextRetryAt !== null && mine === generation) {
        // A timer may fire a millisecond early by the wall clock: never attempt before nextRetryAt.
        while (Date.now() < last.nextRetryAt && mine === generation) await pause(last.nextRetryAt - Date.now());
        if (mine !== generation) return;
        last = await attemptOnce(target, event, delivery, last.attempt + 1, mine);
      }
    })();
    running.add(chain);
    void chain.finally(() => running.delete(chain));
    return first;
  };

  const emit = (type: string, object: unknown): EmittedEvent => {
    const created = Math.floor(Date.now() / 1000);
    const objectId = (object as { id?: unknown } | null)?.id;
    const event: EmittedEvent = {
      id: id('evt_'),
      type,
      created,
      object: structuredClone(object),
      objectId: typeof objectId === 'string' ? objectId : null,
      body: '',
    };
    event.body = eventBody(event);
    events.push(event);
    if (webhookUrl && subscribed(type)) {
      const customer = (object as { customer_email?: unknown } | null)?.customer_email;
      const forCustomer = typeof customer === 'string' ? heldFor.get(customer.toLowerCase()) : undefined;
      if (forCustomer) forCustomer.push(event);
      else if (held) held.push(event);
      else void deliver(event);
    }
    return event;
  };

  // ---- sessions ----

  const existing = (sessionId: string): FakeSession => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`the fake Stripe has no session ${sessionId}`);
    return session;
  };

  const paymentIntentOf = (session: FakeSession, status: string) => ({
    id: session.payment_intent,
    object: 'payment_intent',
    amount: session.amount_total,
    amount_received: status === 'succeeded' ? session.amount_total : 0,
    currency: session.currency,
    status,
    livemode: false,
    metadata: {},
  });

  /**
   * The customer finished the page: `paid` for a card, unpaid for a payment method that confirms later
   * (then asyncPayment settles it). Emits what Stripe emits, once: a second call changes nothing.
   */
  const complete = (session: FakeSession, paid: boolean, customerDetails: FakeSession['customer_details']): FakeSession => {
    if (session.status !== 'open') return session;
    Object.assign(session, {
      status: 'complete',
      payment_status: paid ? 'paid' : 'unpaid',
      url: null,
      payment_intent: session.payment_intent ?? id('pi_'),
      customer_details: customerDetails ?? session.customer_details,
    } as const);
    if (paid) {
      const intent = paymentIntentOf(session, 'succeeded');
      emit('charge.succeeded', {
        id: id('ch_'),
        object: 'charge',
        amount: session.amount_total,
        currency: session.currency,
        paid: true,
        status: 'succeeded',
        payment_intent: intent.id,
      });
      emit('payment_intent.succeeded', intent);
    } else {
      emit('payment_intent.processing', paymentIntentOf(session, 'processing'));
    }
    emit('checkout.session.completed', session);
    return session;
  };

  const expire = (sessionId: string): FakeSession => {
    const session = existing(sessionId);
    const was = session.status;
    Object.assign(session, { status: 'expired', url: null } as const);
    if (was !== 'expired') emit('checkout.session.expired', session);
    return session;
  };

  // ---- the API ----

  const send = (res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req_'), ...headers }).end(body);
    return status;
  };

  const fail = (res: ServerResponse, failure: StripeFailure): number => {
    switch (failure.status) {
      case 500:
      case 503:
      case 429: {
        const headers: Record<string, string> = {};
        if (failure.shouldRetry !== undefined) headers['stripe-should-retry'] = String(failure.shouldRetry);
        const [type, message] =
          failure.status === 429
            ? ['invalid_request_error', 'Too many requests made to the API too quickly']
            : ['api_error', 'An unknown error occurred'];
        return send(res, failure.status, stripeError(type, message), headers);
      }
      case 402:
        return send(
          res,
          402,
          stripeError('card_error', failure.message ?? 'Your card was declined.', {
            code: failure.code ?? 'card_declined',
            decline_code: failure.declineCode ?? 'generic_decline',
          }),
        );
      case 400:
        return send(
          res,
          400,
          stripeError('invalid_request_error', failure.message ?? 'Invalid request', {
            code: failure.code ?? 'parameter_invalid_empty',
            param: failure.param ?? 'line_items',
          }),
        );
    }
  };

  let origin = '';

  const createSession = (res: ServerResponse, params: Record<string, string>, idempotencyKey: string | undefined) => {
    const replayed = idempotencyKey ? sessions.get(byIdempotencyKey.get(idempotencyKey) ?? '') : undefined;
    if (replayed) return send(res, 200, JSON.stringify(replayed), { 'idempotent-replayed': 'true' });
    const lines = lineItems(params);
    const invalid = (message: string, code: string, param: string) =>
      send(res, 400, stripeError('invalid_request_error', message, { code, param }));
    if (!params['mode']) return invalid('Missing required param: mode.', 'parameter_missing', 'mode');
    if (lines.length === 0 || lines.some((item) => !Number.isInteger(item.quantity) || !Number.isInteger(item.unitAmount))) {
      return invalid('Invalid line_items.', 'parameter_invalid_integer', 'line_items');
    }
    const sessionId = id('cs_test_');
    const amount = lines.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0);
    const created = Math.floor(Date.now() / 1000);
    const session: FakeSession = {
      id: sessionId,
      object: 'checkout.session',
      livemode: false,
      created,
      expires_at: created + 24 * 60 * 60,
      mode: params['mode'],
      url: `${origin}/c/pay/${sessionId}`,
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: amount,
      amount_total: amount,
      currency: lines[0]?.currency ?? 'usd',
      metadata: metadataOf(params),
      client_reference_id: params['client_reference_id'] ?? null,
      customer_email: params['customer_email'] ?? null,
      customer_details: null,
      payment_intent: null,
      locale: params['locale'] ?? null,
      success_url: params['success_url'] ?? null,
      cancel_url: params['cancel_url'] ?? null,
    };
    sessions.set(sessionId, session);
    items.set(sessionId, lines);
    if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, sessionId);
    return send(res, 200, JSON.stringify(session));
  };

  const route = (req: IncomingMessage, res: ServerResponse, path: string, params: Record<string, string>): number => {
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return send(res, 401, stripeError('invalid_request_error', 'Invalid API Key provided: sk_test_****'));
    }
    const failure = failures.shift();
    if (failure) return fail(res, failure);
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const key = req.headers['idempotency-key'];
      return createSession(res, params, typeof key === 'string' ? key : undefined);
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && retrieve?.[1]) {
      const sessionId = decodeURIComponent(retrieve[1]);
      const session = sessions.get(sessionId);
      if (session) return send(res, 200, JSON.stringify(session));
      return send(
        res,
        404,
        stripeError('invalid_request_error', `No such checkout.session: '${sessionId}'`, {
          code: 'resource_missing',
          param: 'session',
        }),
      );
    }
    return send(res, 404, stripeError('invalid_request_error', `Unrecognized request URL (${req.method}: ${path}).`));
  };

  // ---- the hosted checkout (no API key: it is the customer's browser) ----

  const html = (res: ServerResponse, status: number, body: string) => {
    res
      .writeHead(status, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        // Inline CSS only; nothing loads from anywhere. No form-action: the 303 after Pay leaves for the site.
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
        'x-content-type-options': 'nosniff',
      })
      .end(body);
  };

  const redirect = (res: ServerResponse, location: string) => {
    res.writeHead(303, { location, 'cache-control': 'no-store' }).end();
  };

  const hostedPage = async (req: IncomingMessage, res: ServerResponse, match: RegExpExecArray) => {
    const [, rawId = '', action] = match;
    const body = await readBody(req);
    const session = sessions.get(decodeURIComponent(rawId));
    if (!session) return html(res, 404, unavailablePage(null, { missing: true }));
    const gone = () => html(res, 410, unavailablePage(session.locale));
    if (!action && (req.method === 'GET' || req.method === 'HEAD')) {
      if (session.status !== 'open') return gone();
      return html(res, 200, checkoutPage(session, items.get(session.id) ?? []));
    }
    if (action === 'pay' && req.method === 'POST') {
      if (session.status !== 'open') return gone();
      const card = new URLSearchParams(body).get('card') ?? TEST_CARDS.succeeds;
      if (card === TEST_CARDS.declined) {
        emit('payment_intent.payment_failed', { ...paymentIntentOf(session, 'requires_payment_method'), id: id('pi_') });
        return html(res, 402, checkoutPage(session, items.get(session.id) ?? [], { declined: true }));
      }
      complete(session, true, { email: session.customer_email });
      if (!session.success_url) return html(res, 200, unavailablePage(session.locale));
      return redirect(res, session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id));
    }
    if (action === 'cancel' && (req.method === 'GET' || req.method === 'HEAD')) {
      // Stripe's back link leaves the session open: the customer may still come back until it expires.
      if (!session.cancel_url) return gone();
      return redirect(res, session.cancel_url);
    }
    res.writeHead(405, { allow: action === 'pay' ? 'POST' : 'GET, HEAD' }).end();
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const page = /^\/c\/pay\/([^/]+)(?:\/(pay|cancel))?\/?$/.exec(path);
    if (page) return hostedPage(req, res, page);
    const rawBody = await readBody(req);
    const params = Object.fromEntries(new URLSearchParams(rawBody));
    const key = req.headers['idempotency-key'];
    const recorded: RecordedStripeRequest = {
      method: req.method ?? '',
      path: req.url ?? '',
      authorization: req.headers.authorization,
      idempotencyKey: typeof key === 'string' ? key : undefined,
      rawBody,
      params,
      status: 0,
    };
    requests.push(recorded);
    recorded.status = route(req, res, path, params);
  };

  const server = serverFor(handle);
  origin = await listen(server, settings.port);

  /** Resolves once no delivery is in flight or waiting for a retry (held events do not count). */
  const idle = async () => {
    while (running.size > 0) await Promise.allSettled([...running]);
  };

  return {
    url: origin,
    requests,
    /** The POSTs that created (or tried to create) a checkout session. */
    creates: () => requests.filter((request) => request.method === 'POST' && request.path === '/v1/checkout/sessions'),
    session: existing,
    /** The session's line items as created (names, quantities, unit amounts in the minor unit). */
    lineItems: (sessionId: string): PageLineItem[] => items.get(existing(sessionId).id) ?? [],
    /**
     * The customer paid: Stripe completes the session (and no longer offers its page), emitting
     * charge.succeeded, payment_intent.succeeded and checkout.session.completed the first time.
     */
    markPaid(sessionId: string): FakeSession {
      const session = existing(sessionId);
      if (session.status === 'open') return complete(session, true, null);
      return Object.assign(session, { status: 'complete', payment_status: 'paid', url: null } as const);
    },
    /**
     * The customer chose a payment method that confirms later (a bank transfer): the session completes
     * unpaid (checkout.session.completed with payment_status 'unpaid'); asyncPayment settles it.
     */
    completeAwaitingPayment(sessionId: string): FakeSession {
      return complete(existing(sessionId), false, { email: existing(sessionId).customer_email });
    },
    /** The delayed payment of a completed session arrived or failed: checkout.session.async_payment_*. */
    asyncPayment(sessionId: string, outcome: 'succeeded' | 'failed'): FakeSession {
      const session = existing(sessionId);
      if (session.status !== 'complete' || session.payment_status !== 'unpaid') {
        throw new Error(`session ${sessionId} is not awaiting a payment (${session.status}, ${session.payment_status})`);
      }
      if (outcome === 'succeeded') {
        session.payment_status = 'paid';
        emit('payment_intent.succeeded', paymentIntentOf(session, 'succeeded'));
        emit('checkout.session.async_payment_succeeded', session);
      } else {
        emit('payment_intent.payment_failed', paymentIntentOf(session, 'requires_payment_method'));
        emit('checkout.session.async_payment_failed', session);
      }
      return session;
    },
    /**
     * The session timed out or was expired through the API: checkout.session.expired the first time.
     * Unlike Stripe, this also expires a completed session (to stage a stray expiry).
     */
    expire,
    /** Answers for the next authorized requests, in order; afterwards everything works again. */
    fail(...next: StripeFailure[]) {
      failures.push(...next);
    },

    /** Emits any event, as `stripe trigger` or the dashboard's "send test webhook" would. */
    emit,
    /** Every event emitted so far, delivered or not. */
    events: (): EmittedEvent[] => [...events],
    /** Every delivery attempt so far, in the order they finished. */
    deliveries: (): WebhookAttempt[] => [...attempts],
    /** Points deliveries somewhere else (or nowhere) from now on. */
    setWebhookUrl(url: string | undefined) {
      webhookUrl = url;
    },
    /** Queues events instead of delivering them, until release(); with an e-mail, only that customer's sessions' events. */
    hold(customerEmail?: string) {
      if (customerEmail) {
        const key = customerEmail.toLowerCase();
        if (!heldFor.has(key)) heldFor.set(key, []);
      } else held ??= [];
    },
    /** The events queued by hold(), in the order they were emitted. */
    held: (): EmittedEvent[] => [...(held ?? [])],
    /**
     * Stops holding and delivers what was queued, one after another (each first attempt is answered
     * before the next starts; retries go on in the background). Resolves with those first attempts.
     */
    async release(release: ReleaseOptions = {}): Promise<WebhookAttempt[]> {
      let queued: EmittedEvent[];
      if (release.customerEmail) {
        const key = release.customerEmail.toLowerCase();
        queued = heldFor.get(key) ?? [];
        heldFor.delete(key);
      } else {
        queued = held ?? [];
        held = null;
      }
      const ordered = release.order === 'reverse' ? [...queued].reverse() : queued;
      const sequence = release.duplicate ? [...ordered, ...ordered] : ordered;
      const firsts: WebhookAttempt[] = [];
      for (const event of sequence) {
        const first = deliver(event);
        if (first) firsts.push(await first);
      }
      return firsts;
    },
    /** Delivers an emitted event again (the dashboard's "Resend"). */
    resend(eventId: string): Promise<WebhookAttempt> {
      const event = events.find((candidate) => candidate.id === eventId);
      if (!event) throw new Error(`the fake Stripe emitted no event ${eventId}`);
      const first = deliver(event);
      if (!first) throw new Error('the fake Stripe has no webhookUrl');
      return first;
    },
    idle,

    /** Forgets requests, sessions, queued failures, events and deliveries, and stops pending retries (between tests). */
    reset() {
      stopDeliveries();
      requests.length = 0;
      failures.length = 0;
      sessions.clear();
      items.clear();
      byIdempotencyKey.clear();
      events.length = 0;
      attempts.length = 0;
      deliveriesOf.clear();
      held = null;
      heldFor.clear();
    },
    async close() {
      stopDeliveries();
      await idle();
      await stop(server);
    },
  };
}

/** The JSON of a Stripe event carrying `object` (a checkout.session for the events we handle). */
export function stripeEvent(type: string, object: unknown): string {
  return eventBody({ id: id('evt_'), type, created: Math.floor(Date.now() / 1000), object });
}

/** A webhook delivery as Stripe sends it: the raw body and its Stripe-Signature header. */
export function signedWebhook(
  type: string,
  object: unknown,
  options: { secret?: string; timestamp?: number } = {},
): { body: string; signature: string } {
  return signedBody(stripeEvent(type, object), options);
}

/** Any body, signed as Stripe signs (for events of a shape Stripe would never send, or not JSON at all). */
export function signedBody(body: string, options: { secret?: string; timestamp?: number } = {}): { body: string; signature: string } {
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload: body,
    secret: options.secret ?? FAKE_WEBHOOK_SECRET,
    ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
  });
  return { body, signature };
}
