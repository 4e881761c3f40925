/**
 * A fake of SendGrid's v3 mail API for delivery tests: POST /v3/mail/send on 127.0.0.1, checking the
 * Bearer key like the real one, recording every request, and answering what the test queued next
 * (202 by default; 500, 400, 429 with rate-limit headers, a delay, or no answer at all).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { listen, serverFor, stop } from './localServer';
import type { Database } from '../../../src/server/db/types';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { openTestDatabase, type EngineName, type TestDatabase } from './database';

export const FAKE_SENDGRID_KEY = 'SG.fake-test-key';

export interface SentMail {
  from: { email: string; name?: string };
  personalizations: { to: { email: string; name?: string }[]; cc?: { email: string }[] }[];
  reply_to?: { email: string; name?: string };
  subject: string;
  content: { type: string; value: string }[];
  attachments?: { content: string; filename: string; type?: string; disposition?: string }[];
  /** Extra headers (List-Unsubscribe on reminders, decision 0075). */
  headers?: Record<string, string>;
}

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: SentMail;
  /** When it arrived (ms since the epoch). */
  at: number;
  /** The status the fake answered (202: accepted); null while pending or when it never answered ('hang'). */
  answered: number | null;
}

/** What the fake answers; `delayMs` postpones the answer, `hang` never answers. */
export type Reply =
  | { status: 202 | 400 | 401 | 500 | 503; delayMs?: number }
  | { status: 429; retryAfter?: string; rateLimitReset?: string; delayMs?: number }
  | 'hang';

export type FakeSendgrid = Awaited<ReturnType<typeof startFakeSendgrid>>;

const errorBody = (message: string, field: string | null = null) => JSON.stringify({ errors: [{ message, field, help: null }] });

/** `listenPort`: a fixed port (a site configured before the fake starts); random by default. */
export async function startFakeSendgrid(apiKey = FAKE_SENDGRID_KEY, listenPort = 0) {
  const requests: RecordedRequest[] = [];
  const replies: Reply[] = [];
  let fallback: Reply = { status: 202 };
  /** Answers for mail to one address (lower case), used before the shared queue: safe when other tests send too. */
  const repliesTo = new Map<string, Reply[]>();

  const answer = (res: ServerResponse, reply: Exclude<Reply, 'hang'>) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (reply.status === 202) {
      res.writeHead(202, { 'x-message-id': `fake-${requests.length}` }).end();
      return;
    }
    if (reply.status === 429) {
      if (reply.retryAfter) headers['retry-after'] = reply.retryAfter;
      if (reply.rateLimitReset) headers['x-ratelimit-reset'] = reply.rateLimitReset;
      res.writeHead(429, headers).end(errorBody('too many requests'));
      return;
    }
    const message = {
      400: 'The to array is required for all personalization objects',
      401: 'Permission denied, wrong credentials',
      500: 'Internal server error',
      503: 'Service unavailable',
    }[reply.status];
    res.writeHead(reply.status, headers).end(errorBody(message, reply.status === 400 ? 'personalizations.0.to' : null));
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method !== 'POST' || req.url !== '/v3/mail/send') {
      res.writeHead(404, { 'content-type': 'application/json' }).end(errorBody('not found'));
      return;
    }
    if (req.headers.authorization !== `Bearer ${apiKey}`) {
      res
        .writeHead(401, { 'content-type': 'application/json' })
        .end(errorBody('The provided authorization grant is invalid, expired, or revoked'));
      return;
    }
    const recorded: RecordedRequest = {
      method: req.method,
      path: req.url,
      authorization: req.headers.authorization,
      body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as SentMail,
      at: Date.now(),
      answered: null,
    };
    requests.push(recorded);
    // As the real API: every attachment needs a filename and base64 content, else 400 for the message.
    const badAttachment = (recorded.body.attachments ?? []).some(
      (file) => !file.filename || !file.content || !/^[A-Za-z0-9+/]+=*$/.test(file.content),
    );
    if (badAttachment) {
      recorded.answered = 400;
      res
        .writeHead(400, { 'content-type': 'application/json' })
        .end(errorBody('The attachment content must be base64 encoded.', 'attachments.0.content'));
      return;
    }
    const recipient = recorded.body.personalizations?.[0]?.to?.[0]?.email?.toLowerCase() ?? '';
    const reply = repliesTo.get(recipient)?.shift() ?? replies.shift() ?? fallback;
    if (reply === 'hang') return; // the socket stays open until the client gives up or close()
    if (reply.delayMs) await new Promise((done) => setTimeout(done, reply.delayMs));
    answer(res, reply);
    recorded.answered = reply.status;
  };

  const server = serverFor(handle);
  const url = await listen(server, listenPort);

  return {
    url,
    requests,
    /** Answers for the next requests, in order; afterwards the fallback (202 unless changed). */
    reply(...next: Reply[]) {
      replies.push(...next);
    },
    /** Answers for the next requests to one address, before anything queued with reply(). */
    replyTo(address: string, ...next: Reply[]) {
      const key = address.toLowerCase();
      repliesTo.set(key, [...(repliesTo.get(key) ?? []), ...next]);
    },
    /** The answer once the queued ones are used up. */
    always(reply: Reply) {
      fallback = reply;
    },
    /** The recipients of every accepted-or-not request, in order. */
    recipients: () => requests.map((request) => request.body.personalizations[0]?.to[0]?.email),
    close: () => stop(server),
  };
}

/** An address where nothing listens: a provider that is down. */
export async function unreachableUrl(): Promise<string> {
  const server = createServer();
  const url = await listen(server);
  await stop(server);
  return url;
}

// ---- Outbox helpers shared by the delivery suites (tests/integration/mail) ----

/** A clock the suites move by hand; starts a second ahead so rows queued "now" are already due. */
export function testClock(start = Date.now() + 1000) {
  let ms = start;
  return {
    now: () => new Date(ms),
    advance: (delta: number) => {
      ms += delta;
    },
    get ms() {
      return ms;
    },
  };
}

export interface OutboxRow {
  id: string;
  status: 'pending' | 'sending' | 'sent' | 'failed';
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date;
  sent_at: Date | null;
  to_email: string;
  reply_to: string | null;
  subject: string;
  html: string | null;
  text: string | null;
}

export async function outboxRow(db: Database, id: string): Promise<OutboxRow> {
  const [row] = await db.asService((tx) =>
    tx.query<OutboxRow>(
      `select id, status, attempts, last_error, next_attempt_at, sent_at, to_email, reply_to, subject, html, text
       from public.email_outbox where id = $1`,
      [id],
    ),
  );
  if (!row) throw new Error(`outbox row ${id} is gone`);
  return { ...row, next_attempt_at: new Date(row.next_attempt_at), sent_at: row.sent_at ? new Date(row.sent_at) : null };
}

export async function clearOutbox(db: Database): Promise<void> {
  await db.asService((tx) => tx.query('delete from public.email_outbox'));
}

/**
 * One test database and one fake SendGrid per suite, with an empty outbox and request log before
 * each test (`reset` then sets the fake's answers). Getters, because both exist only after beforeAll.
 */
export function useMailHarness(engine: EngineName, reset: (fake: FakeSendgrid) => void = () => {}) {
  let handle: TestDatabase;
  let fake: FakeSendgrid;
  beforeAll(async () => {
    handle = await openTestDatabase(engine);
    fake = await startFakeSendgrid();
  });
  afterAll(async () => {
    await fake.close();
    await handle.close();
  });
  beforeEach(async () => {
    await clearOutbox(handle.db);
    fake.requests.length = 0;
    reset(fake);
  });
  return { db: () => handle.db, fake: () => fake };
}
