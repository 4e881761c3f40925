/**
 * The external services of the production rehearsal (`npm run prod:local`: the Netlify build in
 * production mode, driven by the Playwright "production" project), as one process on 127.0.0.1:
 * fake Stripe (hosted checkout a browser can go through; events POSTed, signed, to
 * <SITE_URL>/api/payments/stripe-webhook with retries), fake SendGrid, the AI chat, Pexels and X fakes
 * of the integration suites, a fake Netlify build hook, and one control server (JSON) the tests use to
 * read what the fakes received and to steer them. Never the internet.
 *
 *   PROD_FAKES_PORT=4600 SITE_URL=http://127.0.0.1:8888 tsx tests/production/support/fakeServices.ts
 *
 * Ports from the base: stripe +0, sendgrid +1, ai +2, pexels +3, x +4, build hook +5, control +6.
 * Optional: PROD_FAKES_RETRY_DELAYS_MS=1000,2000,4000,8000 (the webhook backoff) and
 * PROD_FAKES_STRIPE_EVENTS=* (deliver every event type, not only the endpoint's checkout.session.*).
 *
 * Control endpoints (127.0.0.1:<base+6>):
 *   GET  /health                              {"ok":true, services}
 *   GET  /sendgrid/mail?to=<email>[&all=1]    mail SendGrid accepted (all=1: refused attempts too), oldest first
 *   POST /sendgrid/reply  [Reply, …]          SendGrid's next answers (fakeSendgrid.ts Reply)
 *   GET  /stripe/deliveries[?object=<cs_…>][&type=<event type>]   every webhook attempt
 *   GET  /stripe/events[?object=<cs_…>][&type=…]                  every emitted event
 *   GET  /stripe/sessions/<id>                the session as the API returns it
 *   POST /stripe/hold  {"customerEmail"?}     queue events from now on (only that customer's, when given)
 *   POST /stripe/release  {"order":"as-emitted"|"reverse","duplicate":bool,"customerEmail"?}   deliver the queue; the first attempts
 *   POST /stripe/expire   {"sessionId"}       checkout.session.expired
 *   POST /stripe/await-payment {"sessionId"}  completed, unpaid (a payment that confirms later)
 *   POST /stripe/async-payment {"sessionId","outcome":"succeeded"|"failed"}
 *   POST /stripe/resend   {"eventId"}         deliver an event again
 *   GET  /stripe/idle                         answers once no delivery is in flight or waiting for a retry
 *   GET  /buildhook/calls                     every call to the build hook
 *   POST /buildhook/fail  [status, …]         the hook's next answers
 *   POST /ai/reply [AiReply, …]   GET /ai/requests
 *   POST /pexels/reply [PexelsReply, …]
 *   POST /x/reply [XReply, …]     GET /x/posted
 *
 * hold/release act on every event: a test that uses them must not run beside another that pays.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFakeAi, FAKE_AI_KEY } from '../../integration/support/fakeAi';
import { startFakePexels, pexelsPhoto, FAKE_PEXELS_KEY } from '../../integration/support/fakePexels';
import { startFakeSendgrid, FAKE_SENDGRID_KEY, type RecordedRequest } from '../../integration/support/fakeSendgrid';
import {
  CHECKOUT_SESSION_EVENTS,
  FAKE_STRIPE_KEY,
  FAKE_WEBHOOK_SECRET,
  startFakeStripe,
  type ReleaseOptions,
} from '../../integration/support/fakeStripe';
import { startFakeX, FAKE_X_BEARER } from '../../integration/support/fakeX';
import { startFakeBuildHook, FAKE_BUILD_HOOK_PATH } from './fakeBuildHook';

export const STRIPE_WEBHOOK_PATH = '/api/payments/stripe-webhook';

export const productionFakePorts = (base: number) => ({
  stripe: base,
  sendgrid: base + 1,
  ai: base + 2,
  pexels: base + 3,
  x: base + 4,
  buildhook: base + 5,
  control: base + 6,
});

type ServiceUrls = Record<keyof ReturnType<typeof productionFakePorts>, string>;

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** Where the fake Stripe delivers events for a site. */
export const stripeWebhookUrl = (siteUrl: string) => `${trimSlash(siteUrl)}${STRIPE_WEBHOOK_PATH}`;

function envFor(urls: ServiceUrls, siteUrl: string): Record<string, string> {
  return {
    SITE_URL: trimSlash(siteUrl),
    STRIPE_SECRET_KEY: FAKE_STRIPE_KEY,
    STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
    STRIPE_API_BASE: urls.stripe,
    SENDGRID_API_KEY: FAKE_SENDGRID_KEY,
    SENDGRID_API_URL: urls.sendgrid,
    AI_API_KEY: FAKE_AI_KEY,
    AI_API_BASE: urls.ai,
    PEXELS_API_KEY: FAKE_PEXELS_KEY,
    PEXELS_API_BASE: urls.pexels,
    X_BEARER_TOKEN: FAKE_X_BEARER,
    X_API_BASE: urls.x,
    NETLIFY_BUILD_HOOK_URL: `${urls.buildhook}${FAKE_BUILD_HOOK_PATH}`,
  };
}

const urlsOf = (base: number): ServiceUrls =>
  Object.fromEntries(Object.entries(productionFakePorts(base)).map(([name, port]) => [name, `http://127.0.0.1:${port}`])) as ServiceUrls;

/**
 * The site's environment for these fakes (names as src/server/config.ts reads them), plus SITE_URL.
 * The database and Supabase variables are not the fakes' business.
 */
export function productionFakesEnv(base: number, siteUrl: string): Record<string, string> {
  return envFor(urlsOf(base), siteUrl);
}

export interface ProductionFakesOptions {
  /** The first port (see productionFakePorts); 0 puts every service on a free port of its own. */
  base: number;
  /** The site the fake Stripe delivers webhooks to. */
  siteUrl: string;
  retryDelaysMs?: readonly number[];
  /** How long a webhook delivery may take before it counts as failed (default 10 s, as the fake's). */
  webhookTimeoutMs?: number;
  enabledEvents?: readonly string[] | '*';
}

export type ProductionFakes = Awaited<ReturnType<typeof startProductionFakes>>;

class ControlError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const readJson = async (req: IncomingMessage): Promise<unknown> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  if (chunks.length === 0) return null;
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    throw new ControlError(400, 'the body is not JSON');
  }
};

const field = (body: unknown, name: string): string => {
  const value = (body as Record<string, unknown> | null)?.[name];
  if (typeof value !== 'string' || !value) throw new ControlError(400, `"${name}" (a string) is required`);
  return value;
};

const list = <T>(body: unknown): T[] => {
  if (!Array.isArray(body)) throw new ControlError(400, 'the body must be a JSON array');
  return body as T[];
};

/** A mail as the tests read it: who, the subject and both bodies. */
function readableMail(request: RecordedRequest) {
  const { body } = request;
  const content = (type: string) => body.content.find((part) => part.type === type)?.value ?? null;
  return {
    to: body.personalizations.flatMap((personalization) => personalization.to.map((to) => to.email)),
    cc: body.personalizations.flatMap((personalization) => (personalization.cc ?? []).map((cc) => cc.email)),
    from: body.from,
    replyTo: body.reply_to?.email ?? null,
    subject: body.subject,
    text: content('text/plain'),
    html: content('text/html'),
    attachments: (body.attachments ?? []).map(({ filename, type, content }) => ({ filename, type: type ?? null, content })),
    status: request.answered,
    accepted: request.answered === 202,
    at: request.at,
  };
}

export async function startProductionFakes(options: ProductionFakesOptions) {
  const random = options.base === 0;
  const ports = productionFakePorts(options.base);
  const port = (fixed: number) => (random ? 0 : fixed);

  const stripe = await startFakeStripe({
    port: port(ports.stripe),
    webhookUrl: stripeWebhookUrl(options.siteUrl),
    ...(options.retryDelaysMs ? { retryDelaysMs: options.retryDelaysMs } : {}),
    ...(options.webhookTimeoutMs ? { webhookTimeoutMs: options.webhookTimeoutMs } : {}),
    enabledEvents: options.enabledEvents ?? CHECKOUT_SESSION_EVENTS,
  });
  const sendgrid = await startFakeSendgrid(FAKE_SENDGRID_KEY, port(ports.sendgrid));
  const ai = await startFakeAi(FAKE_AI_KEY, port(ports.ai));
  const pexels = await startFakePexels(FAKE_PEXELS_KEY, port(ports.pexels));
  const x = await startFakeX({ port: port(ports.x) });
  const buildHook = await startFakeBuildHook({ port: port(ports.buildhook) });
  // The generic last resort of every search finds a photo, so drafts get an image unless a test says otherwise.
  pexels.photos('web design', [pexelsPhoto(1181244, 'laptop-on-desk')]);

  const filtered = <T extends { objectId: string | null; type: string }>(items: T[], query: URLSearchParams) =>
    items.filter(
      (item) => (!query.has('object') || item.objectId === query.get('object')) && (!query.has('type') || item.type === query.get('type')),
    );

  const route = async (req: IncomingMessage, url: URL): Promise<unknown> => {
    const body = await readJson(req);
    const session = /^\/stripe\/sessions\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && session?.[1]) {
      try {
        return stripe.session(decodeURIComponent(session[1]));
      } catch (error) {
        throw new ControlError(404, (error as Error).message);
      }
    }
    const stripeCall = <T>(act: () => T): T => {
      try {
        return act();
      } catch (error) {
        throw new ControlError(400, (error as Error).message);
      }
    };
    switch (`${req.method} ${url.pathname}`) {
      case 'GET /health':
        return { ok: true, services: { ...urls, control: controlUrl } };
      case 'GET /sendgrid/mail': {
        const to = url.searchParams.get('to')?.toLowerCase();
        const all = url.searchParams.get('all') === '1';
        return sendgrid.requests
          .map(readableMail)
          .filter((mail) => (all || mail.accepted) && (!to || mail.to.some((address) => address.toLowerCase() === to)));
      }
      case 'POST /sendgrid/reply-to': {
        const { to, replies } = body as { to?: unknown; replies?: unknown };
        if (typeof to !== 'string' || !Array.isArray(replies)) throw new ControlError(400, '{"to": string, "replies": [...]} is required');
        sendgrid.replyTo(to, ...(replies as Parameters<typeof sendgrid.replyTo>[1][]));
        return { ok: true };
      }
      case 'POST /sendgrid/reply':
        sendgrid.reply(...list<Parameters<typeof sendgrid.reply>[0]>(body));
        return { ok: true };
      case 'GET /stripe/deliveries':
        return filtered(stripe.deliveries(), url.searchParams);
      case 'GET /stripe/events':
        return filtered(stripe.events(), url.searchParams).map(({ body: _body, ...event }) => event);
      case 'POST /stripe/hold': {
        const { customerEmail } = (body ?? {}) as Record<string, unknown>;
        stripe.hold(typeof customerEmail === 'string' ? customerEmail : undefined);
        return { ok: true, held: stripe.held().length };
      }
      case 'POST /stripe/release': {
        const { order, duplicate, customerEmail } = (body ?? {}) as Record<string, unknown>;
        if (order !== undefined && order !== 'as-emitted' && order !== 'reverse') {
          throw new ControlError(400, '"order" must be "as-emitted" or "reverse"');
        }
        const release: ReleaseOptions = { duplicate: duplicate === true };
        if (typeof customerEmail === 'string') release.customerEmail = customerEmail;
        if (order) release.order = order;
        return stripe.release(release);
      }
      case 'POST /stripe/expire':
        return stripeCall(() => stripe.expire(field(body, 'sessionId')));
      case 'POST /stripe/await-payment':
        return stripeCall(() => stripe.completeAwaitingPayment(field(body, 'sessionId')));
      case 'POST /stripe/async-payment': {
        const outcome = field(body, 'outcome');
        if (outcome !== 'succeeded' && outcome !== 'failed') throw new ControlError(400, '"outcome" must be "succeeded" or "failed"');
        return stripeCall(() => stripe.asyncPayment(field(body, 'sessionId'), outcome));
      }
      case 'POST /stripe/resend':
        return stripeCall(() => stripe.resend(field(body, 'eventId')));
      case 'GET /stripe/idle':
        await stripe.idle();
        return { ok: true };
      case 'GET /buildhook/calls':
        return buildHook.calls;
      case 'POST /buildhook/fail':
        buildHook.fail(...list<number>(body));
        return { ok: true };
      case 'POST /ai/reply':
        ai.reply(...list<Parameters<typeof ai.reply>[0]>(body));
        return { ok: true };
      case 'GET /ai/requests':
        return ai.requests;
      case 'POST /pexels/reply':
        pexels.reply(...list<Parameters<typeof pexels.reply>[0]>(body));
        return { ok: true };
      case 'POST /x/reply':
        x.reply(...list<Parameters<typeof x.reply>[0]>(body));
        return { ok: true };
      case 'GET /x/posted':
        return x.posted();
      default:
        throw new ControlError(404, `no control endpoint ${req.method} ${url.pathname}`);
    }
  };

  const respond = (res: ServerResponse, status: number, value: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(value));

  const control = createServer((req, res) => {
    route(req, new URL(req.url ?? '/', 'http://control')).then(
      (value) => respond(res, 200, value ?? null),
      (error: unknown) =>
        error instanceof ControlError ? respond(res, error.status, { error: error.message }) : respond(res, 500, { error: String(error) }),
    );
  });
  await new Promise<void>((done) => control.listen(port(ports.control), '127.0.0.1', done));
  const controlUrl = `http://127.0.0.1:${(control.address() as AddressInfo).port}`;

  const urls: ServiceUrls = {
    stripe: stripe.url,
    sendgrid: sendgrid.url,
    ai: ai.url,
    pexels: pexels.url,
    x: x.url,
    buildhook: buildHook.url,
    control: controlUrl,
  };

  return {
    urls,
    /** The site's environment for these fakes as started (what productionFakesEnv gives for a fixed base). */
    env: envFor(urls, options.siteUrl),
    stripe,
    sendgrid,
    ai,
    pexels,
    x,
    buildHook,
    async close() {
      control.closeAllConnections();
      await new Promise<void>((done) => control.close(() => done()));
      await Promise.all([stripe.close(), sendgrid.close(), ai.close(), pexels.close(), x.close(), buildHook.close()]);
    },
  };
}

function delaysFrom(value: string | undefined): number[] | undefined {
  if (!value) return undefined;
  const delays = value.split(',').map((part) => Number(part.trim()));
  if (delays.some((delay) => !Number.isFinite(delay) || delay < 0))
    throw new Error(`PROD_FAKES_RETRY_DELAYS_MS is not a list of ms: ${value}`);
  return delays;
}

async function main() {
  const base = Number(process.env.PROD_FAKES_PORT ?? 4600);
  if (!Number.isInteger(base) || base <= 0 || base > 65535 - 6)
    throw new Error(`PROD_FAKES_PORT is not a port: ${process.env.PROD_FAKES_PORT}`);
  const siteUrl = process.env.SITE_URL ?? 'http://127.0.0.1:8888';
  const retryDelaysMs = delaysFrom(process.env.PROD_FAKES_RETRY_DELAYS_MS);
  const fakes = await startProductionFakes({
    base,
    siteUrl,
    ...(retryDelaysMs ? { retryDelaysMs } : {}),
    ...(process.env.PROD_FAKES_STRIPE_EVENTS === '*' ? { enabledEvents: '*' as const } : {}),
  });
  const { urls } = fakes;
  console.log(
    `production fakes: stripe ${urls.stripe} (webhooks to ${stripeWebhookUrl(siteUrl)}), sendgrid ${urls.sendgrid}, ai ${urls.ai}, ` +
      `pexels ${urls.pexels}, x ${urls.x}, build hook ${urls.buildhook}, control ${urls.control}`,
  );
  const shutdown = () => {
    void fakes.close().finally(() => process.exit(0));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
