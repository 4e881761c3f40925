import { expect, test as base, type APIRequestContext, type APIResponse, type PlaywrightWorkerArgs } from '@playwright/test';
import fc from 'fast-check';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  profileSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from '../../src/domain/validation/auth';
import { contactMessageInput, requestPackageInput, submitPlanInput } from '../../src/domain/validation/leads';
import { submitOrderAction } from '../../src/domain/orders/index';
import { quoteUpdate } from '../../src/domain/adminInput';
import { acceptQuoteAction, quoteIdAction, quoteMessageAction } from '../../src/domain/quotes/settlement';
import { blogPostSaveInput } from '../../src/domain/blog/post';
import { generationInput } from '../../src/domain/blog/generation';
import { scheduleTweetInput, tweetInput } from '../../src/domain/blog/tweet';
import { z } from 'zod';
import { ADMIN } from './support/auth';
import { signInApi } from './support/twoStep';
import { startServer, type TestServer } from './support/server';
import enForm from '../../src/i18n/en/contactForm';
import thForm from '../../src/i18n/th/contactForm';
import thValidation from '../../src/i18n/th/validation';
import enValidation from '../../src/i18n/en/validation';
import {
  actionPayloads,
  demoPaymentRequests,
  malformedJson,
  meRequests,
  signOutRequests,
  stripeWebhookRequests,
  type ActionTarget,
  type EndpointRequest,
  type FieldSpec,
  type Payload,
  type TextRule,
} from './support/hostile';
import { startUsingContactForm } from './support/contact';

/**
 * Property-based hostile input (fast-check) against the built site, over HTTP only: every public
 * action, the signed-in and admin actions (without a session, then from an admin session) and the
 * plain endpoints get RUNS invalid payloads each. No answer may be a 5xx or show database or stack
 * internals, every JSON payload must be refused by the action's own schema, and nothing may be stored
 * (the local outbox, the admin overview and the post list read the same before and after).
 *
 * HOSTILE_RUNS changes the number of payloads per target (HOSTILE_SESSION_RUNS for the admin session,
 * a quarter as many by default); HOSTILE_SEED replays a run (the seed is printed with the summary).
 */

const RUNS = Number(process.env.HOSTILE_RUNS ?? 1_000);
/** From an admin session (beyond the brief's minimum; each payload there reaches a real handler when valid). */
const SESSION_RUNS = Number(process.env.HOSTILE_SESSION_RUNS ?? Math.ceil(RUNS / 4));
const SEED = Number(process.env.HOSTILE_SEED ?? Date.now() % 2 ** 31);
/** One seed per target (the base seed plus a hash of its name), so targets do not share one sequence. */
const seedFor = (label: string) => (SEED + [...label].reduce((hash, ch) => (hash * 31 + ch.charCodeAt(0)) | 0, 0)) | 0;
/** Database errors, stack frames and driver names that must never reach a client. */
const LEAK = /invalid byte sequence|at .*\.(ts|js|mjs):\d+|syntax error at|violates|PGlite|postgres/i;

const PACKAGE_ID = 'a0000000-0000-4000-8000-000000000002';
const SOME_UUID = '5b0c2a7e-3f1d-4c8e-9a6b-2d4f8e1c7a93';
const DESCRIPTION = 'ร้านกาแฟในกรุงเทพฯ ต้องการเว็บไซต์สองภาษา มีเมนู แผนที่ และการจองโต๊ะออนไลน์ 😀\nWith a blog.';

const s = (path: FieldSpec['path'], text: TextRule, extra: Partial<FieldSpec> = {}): FieldSpec => ({
  path,
  type: 'string',
  text,
  ...extra,
});
const email = (path: FieldSpec['path']): FieldSpec => s(path, 'format', { required: true, max: 254 });
const contact = (prefix: string[]): FieldSpec[] => [
  s([...prefix, 'name'], 'single', { required: true, max: 120 }),
  email([...prefix, 'email']),
  s([...prefix, 'phone'], 'single', { max: 40 }),
  s([...prefix, 'company'], 'single', { max: 120 }),
];
const description: FieldSpec = s(['description'], 'multi', { required: true, max: 10_000 });
const password = (path: string, required = true): FieldSpec => s([path], 'secret', { required, max: 128 });
const validContact = { name: 'Somchai Jaidee', email: 'hostile-never-stored@example.com', phone: '0812345678', company: 'Acme Co' };

/** Public actions (no session needed), with a valid payload each and their fields. */
const publicActions: ActionTarget[] = [
  {
    action: 'auth.signIn',
    schema: signInSchema,
    valid: { email: 'nobody@example.com', password: 'not-the-password' },
    fields: [email(['email']), password('password')],
  },
  {
    action: 'auth.signUp',
    schema: signUpSchema,
    valid: {
      fullName: 'Somchai Jaidee',
      email: 'hostile-never-stored@example.com',
      password: 'correct-horse',
      confirmPassword: 'correct-horse',
      phone: '0812345678',
      company: 'Acme Co',
    },
    fields: [
      s(['fullName'], 'single', { required: true, max: 120 }),
      email(['email']),
      password('password'),
      password('confirmPassword'),
      s(['phone'], 'single', { max: 40 }),
      s(['company'], 'single', { max: 120 }),
    ],
  },
  {
    action: 'auth.signOut',
    schema: z.object({ scope: z.enum(['global', 'local', 'others']).default('local') }),
    valid: { scope: 'local' },
    fields: [s(['scope'], 'format')],
  },
  { action: 'auth.requestPasswordReset', schema: forgotPasswordSchema, valid: { email: 'nobody@example.com' }, fields: [email(['email'])] },
  {
    action: 'auth.resetPassword',
    schema: resetPasswordSchema,
    valid: { token: 'Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0', password: 'correct-horse', confirmPassword: 'correct-horse' },
    fields: [s(['token'], 'single', { required: true, max: 200 }), password('password'), password('confirmPassword')],
  },
  {
    action: 'leads.submitPlan',
    schema: submitPlanInput,
    valid: { description: DESCRIPTION, featureIds: [1, 3], contact: validContact, password: '', skipAccount: true, website: '' },
    fields: [
      description,
      { path: ['featureIds'], type: 'array' },
      { path: ['featureIds', 0], type: 'int', min: 1, max: 8 },
      ...contact(['contact']),
      password('password', false),
      { path: ['skipAccount'], type: 'boolean' },
      s(['website'], 'single', { max: 500 }),
    ],
  },
  { action: 'leads.listPackages', schema: z.object({}).default({}), valid: {}, fields: [] },
  {
    action: 'leads.requestPackage',
    schema: requestPackageInput,
    valid: { packageId: PACKAGE_ID, description: DESCRIPTION, contact: validContact, password: 'correct-horse', website: '' },
    fields: [
      s(['packageId'], 'format', { required: true, uuid: true }),
      description,
      ...contact(['contact']),
      password('password', false),
      s(['website'], 'single', { max: 500 }),
    ],
  },
  {
    action: 'leads.sendContact',
    schema: contactMessageInput,
    valid: { ...validContact, subject: 'ขอใบเสนอราคา', message: 'Hello,\n\tplease call me. 😀', website: '' },
    fields: [
      ...contact([]),
      s(['subject'], 'single', { required: true, max: 200 }),
      s(['message'], 'multi', { required: true, max: 5_000 }),
      s(['website'], 'single', { max: 500 }),
    ],
  },
];

/** The signed-in and admin actions the brief names; the first phase calls them without a session. */
const memberActions: ActionTarget[] = [
  {
    action: 'account.updateProfile',
    schema: profileSchema,
    valid: { fullName: 'Somchai Jaidee', phone: '0812345678', company: 'Acme Co' },
    fields: [
      s(['fullName'], 'single', { required: true, max: 120 }),
      s(['phone'], 'single', { max: 40 }),
      s(['company'], 'single', { max: 120 }),
    ],
  },
  {
    action: 'orders.submit',
    schema: submitOrderAction,
    valid: {
      packageId: PACKAGE_ID,
      quantity: 2,
      projectDetails: {
        business_name: 'ร้านกาแฟน้ำใจ',
        business_description: 'Coffee shop\nin Bangkok',
        target_audience: 'Office workers',
        preferred_colors: 'Brown, cream',
        special_requirements: 'Thai and English\tmenus',
        timeline: '1_month',
        budget_range: '15000-30000',
      },
      retryQuoteId: SOME_UUID,
    },
    fields: [
      s(['packageId'], 'format', { required: true, uuid: true }),
      { path: ['quantity'], type: 'int', min: 1, max: 20, required: true },
      s(['projectDetails', 'business_name'], 'single', { required: true, max: 200 }),
      s(['projectDetails', 'business_description'], 'multi', { max: 5_000 }),
      s(['projectDetails', 'target_audience'], 'single', { max: 1_000 }),
      s(['projectDetails', 'preferred_colors'], 'single', { max: 300 }),
      s(['projectDetails', 'special_requirements'], 'multi', { max: 5_000 }),
      s(['projectDetails', 'timeline'], 'format'),
      s(['projectDetails', 'budget_range'], 'format'),
      s(['retryQuoteId'], 'format', { uuid: true }),
    ],
  },
  {
    action: 'quotes.accept',
    schema: acceptQuoteAction,
    valid: { quoteId: SOME_UUID, revision: 1 },
    fields: [
      s(['quoteId'], 'format', { required: true, uuid: true }),
      { path: ['revision'], type: 'int', min: 1, max: 10_000, nullable: true, required: true },
    ],
  },
  {
    action: 'quotes.pay',
    schema: quoteIdAction,
    valid: { quoteId: SOME_UUID },
    fields: [s(['quoteId'], 'format', { required: true, uuid: true })],
  },
  {
    action: 'quotes.ask',
    schema: quoteMessageAction,
    valid: { quoteId: SOME_UUID, body: 'Can you start\nin January? 😀' },
    fields: [s(['quoteId'], 'format', { required: true, uuid: true }), s(['body'], 'multi', { required: true, max: 2_000 })],
  },
  {
    action: 'admin.saveQuote',
    schema: quoteUpdate,
    valid: { id: SOME_UUID, status: 'quoted', quotedPrice: 45_000, quotedTimeline: '2-3 สัปดาห์', adminNotes: 'Call first\nthen e-mail' },
    fields: [
      s(['id'], 'format', { required: true, uuid: true }),
      s(['status'], 'format', { required: true }),
      { path: ['quotedPrice'], type: 'int', min: 0, max: 100_000_000, nullable: true, required: true },
      s(['quotedTimeline'], 'single', { max: 200 }),
      s(['adminNotes'], 'multi', { max: 5_000 }),
    ],
  },
  {
    action: 'blog.save',
    schema: blogPostSaveInput,
    valid: {
      id: SOME_UUID,
      title: 'เว็บไซต์สำหรับร้านกาแฟ',
      content: '<p>Body</p>\n<p>More 😀</p>',
      excerpt: 'Short',
      featured_image_url: 'https://example.com/a.jpg',
      featured_image_alt: 'A cup',
      status: 'draft',
      category: 'News',
      tags: ['thai', 'coffee'],
      meta_title: 'Meta',
      meta_description: 'Meta description',
      meta_keywords: 'a, b',
      auto_post_to_x: false,
    },
    fields: [
      s(['id'], 'format', { uuid: true }),
      // No length limit on the title (see the report): never used for the oversize class.
      s(['title'], 'single', { required: true }),
      s(['content'], 'multi', { required: true }),
      s(['excerpt'], 'multi', { max: 500 }),
      s(['featured_image_url'], 'format', { max: 2_048 }),
      s(['featured_image_alt'], 'single', { max: 300 }),
      s(['status'], 'format'),
      s(['category'], 'single', { max: 80 }),
      { path: ['tags'], type: 'array' },
      s(['tags', 0], 'single', { max: 40 }),
      s(['meta_title'], 'single', { max: 70 }),
      s(['meta_description'], 'multi', { max: 160 }),
      s(['meta_keywords'], 'single', { max: 300 }),
      { path: ['auto_post_to_x'], type: 'boolean' },
    ],
  },
];

/** More actions whose text reaches the database or a provider; only reachable with an admin session. */
const adminOnlyExtras: ActionTarget[] = [
  {
    action: 'account.changePassword',
    schema: changePasswordSchema,
    valid: { password: 'another-password', confirmPassword: 'another-password' },
    fields: [password('password'), password('confirmPassword')],
  },
  {
    action: 'blog.generate',
    schema: generationInput,
    valid: { topic: 'เว็บไซต์ร้านกาแฟ', length: 'short', tone: 'friendly' },
    fields: [s(['topic'], 'single', { required: true, max: 300 }), s(['length'], 'format'), s(['tone'], 'format')],
  },
  {
    action: 'x.post',
    schema: tweetInput,
    valid: { postId: SOME_UUID, text: 'New post 😀\n\nRead more' },
    fields: [s(['postId'], 'format', { uuid: true, nullable: true }), s(['text'], 'multi', { required: true, max: 2_000 })],
  },
  {
    action: 'x.schedule',
    schema: scheduleTweetInput,
    valid: { postId: SOME_UUID, text: 'New post', runAt: '2030-01-01T10:00:00+07:00' },
    fields: [
      s(['postId'], 'format', { uuid: true, nullable: true }),
      s(['text'], 'multi', { required: true, max: 2_000 }),
      s(['runAt'], 'format', { required: true }),
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Running and recording

interface Finding {
  target: string;
  kind: string;
  status: number;
  body: string;
  sent: string;
}

class Tally {
  readonly counts = new Map<string, Map<string, number>>();
  readonly statuses = new Map<string, Map<number, number>>();
  readonly failures: Finding[] = [];
  readonly accepted: Finding[] = [];

  count(target: string, kind: string, status: number) {
    const kinds = this.counts.get(target) ?? new Map<string, number>();
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    this.counts.set(target, kinds);
    const statuses = this.statuses.get(target) ?? new Map<number, number>();
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    this.statuses.set(target, statuses);
  }

  total(target: string): number {
    return [...(this.counts.get(target)?.values() ?? [])].reduce((a, b) => a + b, 0);
  }

  summary(title: string): string {
    const lines = [`${title} (HOSTILE_SEED=${SEED})`];
    for (const [target, kinds] of this.counts) {
      const statuses = [...(this.statuses.get(target) ?? [])].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
      const classes = [...kinds].sort(([, a], [, b]) => b - a).map(([kind, n]) => `${kind} ${n}`);
      lines.push(
        `  ${target.padEnd(34)} ${String(this.total(target)).padStart(5)} payloads | ${statuses.join(' ')} | ${classes.join(', ')}`,
      );
    }
    return lines.join('\n');
  }
}

const preview = (body: string | Buffer) => {
  const text = typeof body === 'string' ? body : body.toString('latin1');
  const escaped = JSON.stringify(text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text);
  return escaped;
};

/**
 * Sends a request as a well-behaved client does: the server's admission control (src/server/http/
 * admission.ts) answers 503 with Retry-After when its queue is full, which on a busy test machine it
 * may; the payload is then sent again after the wait, so its own answer is the one judged. Any other
 * 5xx, and a busy answer that persists, still count as failures.
 */
async function politely(send: () => Promise<APIResponse>, attempts = 4): Promise<APIResponse> {
  for (let attempt = 1; ; attempt++) {
    const response = await send();
    const retryAfter = Number(response.headers()['retry-after']);
    // Only admission's short wait (2 s); a 503 that says "come back in minutes" is judged as it is.
    if (response.status() !== 503 || !(retryAfter > 0 && retryAfter <= 5) || attempt === attempts) return response;
    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
  }
}

/** Records one answer: a 5xx or a leak is a failure; the body is kept for the report. */
async function record(tally: Tally, target: string, kind: string, response: APIResponse, sent: string | Buffer) {
  const status = response.status();
  const body = await response.text();
  tally.count(target, kind, status);
  if (status >= 500 || LEAK.test(body)) tally.failures.push({ target, kind, status, body: body.slice(0, 500), sent: preview(sent) });
}

/**
 * The body exactly as built: Playwright would re-encode a string it cannot parse as JSON (sent with a
 * JSON content type) as a JSON string literal, so every body goes out as bytes.
 */
const bytes = (body: string | Buffer) => (typeof body === 'string' ? Buffer.from(body, 'utf8') : body);

/** The schema's view of a JSON body, read the way the server reads it (UTF-8 with replacement). */
function acceptedBySchema(target: ActionTarget, payload: Payload): boolean {
  if (!payload.json) return false;
  const text = typeof payload.body === 'string' ? payload.body : new TextDecoder().decode(payload.body);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(`${target.action}: a "${payload.kind}" payload is not JSON: ${preview(payload.body)}`);
  }
  return target.schema.safeParse(value).success;
}

async function fuzzAction(
  api: APIRequestContext,
  origin: string,
  tally: Tally,
  target: ActionTarget,
  options: { label?: string; payloads?: fc.Arbitrary<Payload>; sendAccepted: boolean; runs?: number },
) {
  const label = options.label ?? target.action;
  const payloads = options.payloads ?? actionPayloads(target);
  await fc.assert(
    fc.asyncProperty(payloads, async (payload) => {
      if (acceptedBySchema(target, payload)) {
        // The generator meant it to be invalid: the schema is missing a rule (or the generator is wrong).
        tally.accepted.push({ target: label, kind: payload.kind, status: 0, body: '', sent: preview(payload.body) });
        if (!options.sendAccepted) return;
      }
      const response = await politely(() =>
        api.post(`/_actions/${target.action}`, {
          headers: { 'content-type': payload.contentType, origin },
          data: bytes(payload.body),
          maxRedirects: 0,
          timeout: 30_000,
        }),
      );
      await record(tally, label, payload.kind, response, payload.body);
    }),
    { numRuns: options.runs ?? RUNS, seed: seedFor(label) },
  );
}

async function fuzzEndpoint(api: APIRequestContext, tally: Tally, label: string, requests: fc.Arbitrary<EndpointRequest>, runs = RUNS) {
  await fc.assert(
    fc.asyncProperty(requests, async (request) => {
      const response = await politely(() =>
        api.fetch(request.path, {
          method: request.method,
          headers: request.headers,
          ...(request.body === undefined ? {} : { data: bytes(request.body) }),
          maxRedirects: 0,
          timeout: 30_000,
        }),
      );
      await record(tally, label, request.kind, response, request.body ?? request.path);
    }),
    { numRuns: runs, seed: seedFor(label) },
  );
}

function report(tally: Tally, title: string) {
  console.log(tally.summary(title));
  const describe = (list: Finding[]) =>
    list
      .slice(0, 20)
      .map((f) => `${f.target} [${f.kind}] ${f.status ? `→ ${f.status} ${JSON.stringify(f.body)}` : ''}\n    sent ${f.sent}`)
      .join('\n');
  const problems = [
    tally.failures.length ? `${tally.failures.length} answers with a 5xx or leaked internals:\n${describe(tally.failures)}` : '',
    tally.accepted.length
      ? `${tally.accepted.length} payloads the action's own schema accepts (each was meant to be invalid):\n${describe(tally.accepted)}`
      : '',
  ].filter(Boolean);
  expect(problems.join('\n\n'), problems.join('\n\n')).toBe('');
}

// ---------------------------------------------------------------------------------------------
// What the site stored, observed from outside

async function adminSession(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string): Promise<APIRequestContext> {
  // Admins act at aal2 only (decision 0045): the password, then a code of the admin's authenticator.
  const admin = await playwright.request.newContext({ baseURL });
  await signInApi(admin, baseURL, ADMIN);
  return admin;
}

/** The queued e-mails (time and kind), the admin overview (quotes, orders), the customers, the posts and the admin's profile. */
async function storedState(admin: APIRequestContext) {
  const outbox = await (await admin.get('/dev/outbox')).text();
  const mails = [...outbox.matchAll(/(\d{4}-\d\d-\d\dT[\d:.]+Z) · ([a-z_]+)/g)].map((m) => `${m[1]} ${m[2]}`);
  const overview = await admin.post('/_actions/admin.overview', { data: {} });
  const customers = await admin.post('/_actions/admin.customers', { data: {} });
  const posts = await admin.post('/_actions/blog.list', { data: {} });
  const me = await admin.get('/api/me');
  expect(overview.status()).toBe(200);
  expect(customers.status()).toBe(200);
  expect(posts.status()).toBe(200);
  return { mails, overview: await overview.text(), customers: await customers.text(), posts: await posts.text(), me: await me.text() };
}

/**
 * A server of this suite's own (one per worker, its own database): "nothing was stored" compares the
 * whole outbox, the admin overview and the posts, which other specs change while they run.
 */
const test = base.extend<object, { hostileServer: TestServer }>({
  hostileServer: [
    async ({}, use) => {
      // The first request to /dev/outbox migrates and seeds the fresh database.
      const server = await startServer(
        { RATE_LIMIT_MULTIPLIER: '3', SIGN_UP_LIMIT_PER_HOUR: '200', LEAD_LIMIT_PER_HOUR: '200' },
        { waitFor: '/dev/outbox' },
      );
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ hostileServer }, use) => use(hostileServer.url),
});

test.describe.configure({ timeout: 300_000 });

test('public actions refuse hostile JSON without a 5xx, a leak or a stored row', async ({ request, playwright, baseURL }) => {
  const admin = await adminSession(playwright, baseURL!);
  const before = await storedState(admin);
  const tally = new Tally();
  await Promise.all(publicActions.map((target) => fuzzAction(request, baseURL!, tally, target, { sendAccepted: true })));
  report(tally, 'Public actions, no session');
  for (const target of publicActions) expect(tally.total(target.action)).toBeGreaterThanOrEqual(RUNS);
  expect(await storedState(admin)).toEqual(before);
  await admin.dispose();
});

test('signed-in and admin actions refuse hostile JSON without a session', async ({ request, playwright, baseURL }) => {
  const admin = await adminSession(playwright, baseURL!);
  const before = await storedState(admin);
  const tally = new Tally();
  await Promise.all(memberActions.map((target) => fuzzAction(request, baseURL!, tally, target, { sendAccepted: true })));
  report(tally, 'Signed-in and admin actions, no session');
  for (const target of memberActions) expect(tally.total(target.action)).toBeGreaterThanOrEqual(RUNS);
  expect(await storedState(admin)).toEqual(before);
  await admin.dispose();
});

test('signed-in and admin actions refuse hostile JSON from an admin session, and store nothing', async ({ playwright, baseURL }) => {
  const admin = await adminSession(playwright, baseURL!);
  const before = await storedState(admin);
  const tally = new Tally();
  const targets = [...memberActions, ...adminOnlyExtras];
  await Promise.all([
    // A payload the schema would accept is never sent here: it would change the admin's data.
    ...targets.map((target) =>
      fuzzAction(admin, baseURL!, tally, target, { label: `${target.action} (admin session)`, sendAccepted: false, runs: SESSION_RUNS }),
    ),
    fuzzEndpoint(admin, tally, 'POST /api/payments/demo (admin session)', demoPaymentRequests(baseURL!), SESSION_RUNS),
    fuzzEndpoint(
      admin,
      tally,
      'GET /api/me (admin session)',
      meRequests.filter((request) => request.headers['cookie'] === undefined),
      SESSION_RUNS,
    ),
  ]);
  report(tally, 'Signed-in and admin actions and endpoints, admin session');
  for (const target of tally.counts.keys()) expect(tally.total(target)).toBeGreaterThanOrEqual(SESSION_RUNS);
  expect(await storedState(admin)).toEqual(before);
  // Still signed in: none of it signed the admin out or changed the profile.
  expect(JSON.parse(before.me)).toMatchObject({ signedIn: true, isAdmin: true });
  await admin.dispose();
});

test('endpoints refuse hostile forms, cookies and headers without a 5xx or a leak', async ({ request, playwright, baseURL }) => {
  const admin = await adminSession(playwright, baseURL!);
  const before = await storedState(admin);
  const tally = new Tally();
  await Promise.all([
    fuzzEndpoint(request, tally, 'POST /api/payments/demo', demoPaymentRequests(baseURL!)),
    fuzzEndpoint(request, tally, 'POST /api/payments/stripe-webhook', stripeWebhookRequests(baseURL!)),
    fuzzEndpoint(request, tally, 'GET /api/me', meRequests),
    fuzzEndpoint(request, tally, 'POST /api/auth/sign-out', signOutRequests(baseURL!)),
  ]);
  report(tally, 'Endpoints, no session');
  for (const target of tally.counts.keys()) expect(tally.total(target)).toBeGreaterThanOrEqual(RUNS);
  expect(await storedState(admin)).toEqual(before);
  await admin.dispose();
});

test('the contact form names a refused character in the page language, not as a key', async ({ page }) => {
  for (const [path, form, validation] of [
    ['/th/contact', thForm, thValidation],
    ['/contact', enForm, enValidation],
  ] as const) {
    await page.goto(path);
    const card = page.locator('[data-contact-form]');
    await startUsingContactForm(card);
    const field = (key: 'contactForm.name' | 'contactForm.email' | 'contactForm.subject' | 'contactForm.message') =>
      card.getByRole('textbox', { name: form[key], exact: true });
    // A control character pasted into the name: the browser keeps it, the shared schema refuses it.
    await field('contactForm.name').fill('Somchai\u0007 Jaidee');
    await field('contactForm.email').fill('hostile-never-stored@example.com');
    await field('contactForm.subject').fill('Hello');
    await field('contactForm.message').fill('Line one\n\tline two');
    await card.getByRole('button', { name: form['contactForm.submit'], exact: true }).click();
    await expect(card.getByText(validation['validation.invalidCharacters'])).toBeVisible();
    await expect(card).not.toContainText('validation.invalidCharacters');
  }
});

// Astro's action runtime rethrows the SyntaxError of JSON.parse (a 500 with an empty body); the
// middleware answers malformed JSON with 400 before the action runs.
test('malformed JSON to actions answers 4xx', async ({ request, baseURL }) => {
  const tally = new Tally();
  await Promise.all(
    [...publicActions, ...memberActions].map((target) =>
      fuzzAction(request, baseURL!, tally, target, { payloads: malformedJson(target), sendAccepted: false }),
    ),
  );
  report(tally, 'Malformed JSON, no session');
  for (const [target, statuses] of tally.statuses) for (const status of statuses.keys()) expect(status, target).toBeLessThan(500);
});
