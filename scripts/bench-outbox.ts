/**
 * What one run of the deliver-outbox scheduled function gets through, and what a lead costs the
 * database (docs/capacity.md). On a fresh migrated database of the local PostgreSQL server:
 *
 *   eval "$(bash scripts/ci-postgres.sh)"
 *   npm run bench:outbox [-- --emails 200 --sendgrid-ms 150 --db-rtt-ms 0 --batch 40 --concurrency 5]
 *
 * 1. One wizard lead without an account, as leads.submitPlan does it on the server (the per-address
 *    limit, the quote with its two e-mails in one transaction, then the delivery kick): transactions
 *    and database round trips, counted on the wire.
 * 2. `--emails` contact-form alerts queued through the app's MailQueue, then deliverDueEmails run
 *    with the scheduled function's options (netlify/functions/deliver-outbox.mts) against the fake
 *    SendGrid answering after `--sendgrid-ms`, through a pool of DATABASE_POOL_MAX (2) connections,
 *    once per simulated minute until the outbox is empty.
 *
 * `--db-rtt-ms` puts a proxy between the app and PostgreSQL that delays every packet by half that
 * time each way: 0 is this machine, ~1-2 ms a function in the database's region, ~200 ms a function
 * in US East talking to Singapore. The proxy also counts the round trips; it speaks plain TCP, as the
 * server of scripts/ci-postgres.sh does (no TLS). Nothing leaves 127.0.0.1. Also `--budget-ms`, `--pool`
 * and `--max-runs` (50). The database is dropped at the end.
 */
import { createServer, connect, type Server, type Socket } from 'node:net';
import { parseArgs } from 'node:util';
import { openTestDatabase } from '../tests/integration/support/database';
import { startFakeSendgrid, FAKE_SENDGRID_KEY } from '../tests/integration/support/fakeSendgrid';
import { openDeployedDatabase } from '../src/server/db/deployed';
import { deliverDueEmails } from '../src/server/mail/deliver';
import { MailQueue } from '../src/server/mail/outbox';
import { SendGridTransport } from '../src/server/mail/transport';
import { leadEmails } from '../src/server/leads/emails';
import { storePlanQuote } from '../src/server/leads/store';
import { DatabaseRateLimiter, limitPolicies } from '../src/server/rateLimit';
import { generatePlan, priceFor } from '../src/domain/plan';
import { translator } from '../src/i18n/translate';

const { values } = parseArgs({
  options: {
    emails: { type: 'string', default: '200' },
    'sendgrid-ms': { type: 'string', default: '150' },
    'db-rtt-ms': { type: 'string', default: '0' },
    batch: { type: 'string', default: '40' },
    concurrency: { type: 'string', default: '5' },
    'budget-ms': { type: 'string', default: '15000' },
    pool: { type: 'string', default: '2' },
    'max-runs': { type: 'string', default: '50' },
  },
});
const num = (name: keyof typeof values) => Number(values[name]);
if (!process.env.TEST_DATABASE_URL) {
  console.error('TEST_DATABASE_URL is not set: eval "$(bash scripts/ci-postgres.sh)" first.');
  process.exit(2);
}

/** A TCP proxy to PostgreSQL that delays each chunk by half the round trip each way and counts round trips. */
async function startLatencyProxy(target: URL, rttMs: number) {
  const counts = { roundTrips: 0, transactions: 0 };
  const halfway = rttMs / 2;
  const later = (fn: () => void) => (halfway > 0 ? setTimeout(fn, halfway) : fn());
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    let pending = Buffer.alloc(0);
    let started = false;
    // Frontend messages: a startup packet without a type byte, then <type><int32 length><body>. Each
    // Sync ('S'), Flush ('H') or simple Query ('Q') is one wait for the server: without prepared
    // statements postgres-js describes a query with parameters first (Parse, Describe, Flush), then
    // binds and executes it (Sync), so such a query costs two. A 'Q'/'P' starting with BEGIN opens a transaction.
    const inspect = (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      for (;;) {
        if (!started) {
          if (pending.length < 4) return;
          const length = pending.readInt32BE(0);
          if (pending.length < length) return;
          pending = pending.subarray(length);
          started = true;
          continue;
        }
        if (pending.length < 5) return;
        const length = pending.readInt32BE(1);
        if (pending.length < 1 + length) return;
        const type = String.fromCharCode(pending[0]!);
        const body = pending.subarray(5, 1 + length);
        if (type === 'S' || type === 'Q' || type === 'H') counts.roundTrips++;
        const text = type === 'Q' ? body.toString('utf8') : type === 'P' ? body.subarray(body.indexOf(0) + 1).toString('utf8') : '';
        if (/^\s*begin\b/i.test(text)) counts.transactions++;
        pending = pending.subarray(1 + length);
      }
    };
    client.on('data', (chunk: Buffer) => {
      inspect(chunk);
      later(() => upstream.write(chunk));
    });
    upstream.on('data', (chunk) => later(() => client.write(chunk)));
    const close = () => {
      later(() => {
        client.destroy();
        upstream.destroy();
      });
    };
    client.on('close', close).on('error', close);
    upstream.on('close', close).on('error', close);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const port = (server.address() as { port: number }).port;
  return {
    urlFor(databaseUrl: string) {
      const url = new URL(databaseUrl);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    counts,
    snapshot: () => ({ ...counts }),
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}

const rtt = num('db-rtt-ms');
const test = await openTestDatabase('postgres');
const proxy = await startLatencyProxy(new URL(test.url!), rtt);
const sendgrid = await startFakeSendgrid();
sendgrid.always({ status: 202, delayMs: num('sendgrid-ms') });
// The scheduled function's database: DATABASE_POOL_MAX connections, closed after 20 idle seconds.
const db = await openDeployedDatabase({ url: proxy.urlFor(test.url!), poolMax: num('pool') });
const transport = new SendGridTransport({ apiKey: FAKE_SENDGRID_KEY, baseUrl: sendgrid.url });
const mail = new MailQueue({ logToConsole: false, studioInbox: 'studio@siampixel.example' });
const limiter = new DatabaseRateLimiter(db, limitPolicies({ multiplier: 1, signUpsPerHour: 10, leadsPerHour: 10 }));
const delta = (before: { roundTrips: number; transactions: number }) => ({
  transactions: proxy.counts.transactions - before.transactions,
  roundTrips: proxy.counts.roundTrips - before.roundTrips,
});

try {
  // Warm the pool so connection set-up is not counted against the lead.
  await db.asService((tx) => tx.query('select 1'));
  await db.asService((tx) => tx.query('select 1'));

  // --- 1. One wizard lead without an account (leads.submitPlan with skipAccount) -------------------
  const description = 'An online shop for our Chiang Mai coffee roastery, with a member login and a blog in Thai and English.';
  const steps: { step: string; transactions: number; roundTrips: number; ms: number }[] = [];
  const measure = async <T>(step: string, run: () => Promise<T>): Promise<T> => {
    const before = proxy.snapshot();
    const started = performance.now();
    const result = await run();
    steps.push({ step, ...delta(before), ms: Math.round(performance.now() - started) });
    return result;
  };
  await measure('rate limit (leadSubmissions)', () => limiter.consume('leadSubmissions', '203.0.113.7'));
  const priced = priceFor(description, [1, 2]);
  const plan = generatePlan(description, { selectedFeatureIds: priced.features.map((f) => f.id) });
  await measure('quote + 2 e-mails queued (one transaction)', () =>
    storePlanQuote(db, mail, leadEmails('https://www.siampixel.example'), {
      userId: null,
      description,
      contact: { name: 'Bench Lead', email: 'lead@example.test', phone: '', company: '' },
      locale: 'en',
      packageName: translator('en')(plan.titleKey),
      plan: {
        titleKey: plan.titleKey,
        timelineKey: plan.timelineKey,
        basePrice: priced.basePrice,
        finalPrice: priced.finalPrice,
        featureIds: priced.features.map((f) => f.id),
        timeline: plan.timeline,
        primaryNeed: plan.primaryNeed,
      },
    }),
  );
  // The kick after commit: deliverDueEmails with its defaults, as kickDelivery runs it.
  const kicked = await measure('delivery kick (claim, 2 sends, 2 marks)', () => deliverDueEmails(db, transport));
  if (kicked.sent !== 2) throw new Error(`The kick sent ${kicked.sent} e-mails, expected 2`);
  console.log(`\nOne wizard lead without an account (database round trip ${rtt} ms, SendGrid ${values['sendgrid-ms']} ms):`);
  console.table(steps);

  // --- 2. The outbox: queue, then one scheduled run per simulated minute -----------------------------
  const emails = num('emails');
  await db.asService(async (tx) => {
    for (let i = 0; i < emails; i++)
      await mail.enqueue(tx, 'contact_notification', {
        name: `Visitor ${i}`,
        email: `visitor-${i}@example.test`,
        phone: '',
        company: '',
        subject: `Launch-day question ${i}`,
        message: 'Hello, we would like a quote for a bilingual website with online booking.',
        locale: i % 2 ? 'th' : 'en',
      });
  });
  const options = { batchSize: num('batch'), concurrency: num('concurrency'), timeBudgetMs: num('budget-ms') };
  type Run = { run: number; sent: number; retried: number; failed: number; seconds: number; transactions: number; roundTrips: number };
  const runs: Run[] = [];
  for (let run = 1; run <= num('max-runs'); run++) {
    const before = proxy.snapshot();
    const started = performance.now();
    const result = await deliverDueEmails(db, transport, options);
    runs.push({ run, ...result, seconds: Math.round((performance.now() - started) / 100) / 10, ...delta(before) });
    const left = await db.asService((tx) =>
      tx.db
        .selectFrom('public.email_outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', 'in', ['pending', 'sending'])
        .executeTakeFirst(),
    );
    if (!Number(left?.n)) break;
  }
  const sent = runs.reduce((total, r) => total + r.sent, 0);
  console.log(
    `\n${emails} e-mails, scheduled runs with batchSize ${options.batchSize}, concurrency ${options.concurrency}, ` +
      `time budget ${options.timeBudgetMs} ms, pool ${values.pool}:`,
  );
  console.table(runs);
  console.log(`${sent} sent in ${runs.length} runs (one run a minute: ${runs.length} minutes).`);
} finally {
  await db.close();
  await proxy.close();
  await sendgrid.close();
  await test.close();
}
