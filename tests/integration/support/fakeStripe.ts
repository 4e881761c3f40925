/**
 * A fake of the parts of Stripe's API that StripePayments calls, on 127.0.0.1: create and retrieve
 * Checkout Sessions (form-encoded bodies as the SDK sends them, Bearer key checked, Stripe's error
 * JSON shape), with controls to pay or expire a session and to queue failures; plus signed webhooks
 * made with the SDK's own test signer, so the adapter verifies them exactly as it would real ones.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export const FAKE_STRIPE_KEY = 'sk_test_fake_siampixel';
export const FAKE_WEBHOOK_SECRET = 'whsec_fake_siampixel';

/** The fields of a checkout.session our adapter reads, plus the ones a test may want to assert. */
export interface FakeSession {
  id: string;
  object: 'checkout.session';
  livemode: false;
  created: number;
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

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

const id = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`;

function stripeError(type: string, message: string, extra: Record<string, string> = {}): string {
  return JSON.stringify({ error: { type, message, ...extra } });
}

/** Line items from the flat form keys; amounts in the currency's minor unit, as Stripe keeps them. */
function lineItems(params: Record<string, string>): { quantity: number; unitAmount: number; currency: string }[] {
  const items = [];
  for (let i = 0; `line_items[${i}][quantity]` in params; i++) {
    items.push({
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

export async function startFakeStripe(secretKey = FAKE_STRIPE_KEY) {
  const requests: RecordedStripeRequest[] = [];
  const sessions = new Map<string, FakeSession>();
  const failures: StripeFailure[] = [];
  // Stripe replays a POST's first successful answer for the same Idempotency-Key (the SDK's retries).
  const byIdempotencyKey = new Map<string, string>();

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

  const createSession = (res: ServerResponse, params: Record<string, string>, idempotencyKey: string | undefined) => {
    const replayed = idempotencyKey ? sessions.get(byIdempotencyKey.get(idempotencyKey) ?? '') : undefined;
    if (replayed) return send(res, 200, JSON.stringify(replayed), { 'idempotent-replayed': 'true' });
    const items = lineItems(params);
    const invalid = (message: string, code: string, param: string) =>
      send(res, 400, stripeError('invalid_request_error', message, { code, param }));
    if (!params['mode']) return invalid('Missing required param: mode.', 'parameter_missing', 'mode');
    if (items.length === 0 || items.some((item) => !Number.isInteger(item.quantity) || !Number.isInteger(item.unitAmount))) {
      return invalid('Invalid line_items.', 'parameter_invalid_integer', 'line_items');
    }
    const sessionId = id('cs_test_');
    const amount = items.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0);
    const session: FakeSession = {
      id: sessionId,
      object: 'checkout.session',
      livemode: false,
      created: Math.floor(Date.now() / 1000),
      mode: params['mode'],
      url: `https://checkout.stripe.test/c/pay/${sessionId}`,
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: amount,
      amount_total: amount,
      currency: items[0]?.currency ?? 'usd',
      metadata: metadataOf(params),
      client_reference_id: params['client_reference_id'] ?? null,
      customer_email: params['customer_email'] ?? null,
      locale: params['locale'] ?? null,
      success_url: params['success_url'] ?? null,
      cancel_url: params['cancel_url'] ?? null,
    };
    sessions.set(sessionId, session);
    if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, sessionId);
    return send(res, 200, JSON.stringify(session));
  };

  const route = (req: IncomingMessage, res: ServerResponse, params: Record<string, string>): number => {
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return send(res, 401, stripeError('invalid_request_error', 'Invalid API Key provided: sk_test_****'));
    }
    const failure = failures.shift();
    if (failure) return fail(res, failure);
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
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

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const rawBody = Buffer.concat(chunks).toString('utf8');
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
    recorded.status = route(req, res, params);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => res.writeHead(500).end(String(error)));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;

  const existing = (sessionId: string): FakeSession => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`the fake Stripe has no session ${sessionId}`);
    return session;
  };

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** The POSTs that created (or tried to create) a checkout session. */
    creates: () => requests.filter((request) => request.method === 'POST' && request.path === '/v1/checkout/sessions'),
    session: existing,
    /** The customer paid: Stripe completes the session (and no longer offers its page). */
    markPaid(sessionId: string): FakeSession {
      return Object.assign(existing(sessionId), { status: 'complete', payment_status: 'paid', url: null } as const);
    },
    /** The session timed out or was expired through the API. */
    expire(sessionId: string): FakeSession {
      return Object.assign(existing(sessionId), { status: 'expired', url: null } as const);
    },
    /** Answers for the next authorized requests, in order; afterwards everything works again. */
    fail(...next: StripeFailure[]) {
      failures.push(...next);
    },
    /** Forgets requests, sessions and queued failures (between tests). */
    reset() {
      requests.length = 0;
      failures.length = 0;
      sessions.clear();
      byIdempotencyKey.clear();
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}

/** The JSON of a Stripe event carrying `object` (a checkout.session for the events we handle). */
export function stripeEvent(type: string, object: unknown): string {
  return JSON.stringify(
    {
      id: id('evt_'),
      object: 'event',
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    },
    null,
    2,
  );
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
