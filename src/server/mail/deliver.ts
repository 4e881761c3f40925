/**
 * Outbox delivery: claims due rows, sends them through a MailTransport, and records the outcome.
 * At-least-once: a row is claimed (status 'sending', under a lease) in one short transaction, sent
 * outside any transaction, then marked. A worker that dies mid-send leaves the row 'sending'; when the
 * lease runs out the next run claims it again. Nothing is ever deleted.
 */
import { sql, type Selectable } from 'kysely';
import type { PublicEmailOutbox } from '../db/schema.generated';
import type { Database } from '../db/types';
import { TransportError, configuredTransport, type MailAttachment, type MailMessage, type MailTransport } from './transport';
import { deliverDueLineMessages } from './line/deliver';
import type { LineTransport } from './line/transport';
import { listUnsubscribeHeaders } from '../../domain/mail/listUnsubscribe';

export interface DeliverOptions {
  /** The clock for due times, backoff and sent_at (tests drive it). Default: the real clock. */
  now?: () => Date;
  /** Rows claimed per run. Default 20. */
  batchSize?: number;
  /** Attempts before a row is marked 'failed' for good. Default 8. */
  maxAttempts?: number;
  /** Sends in flight at once. Default 4. */
  concurrency?: number;
  /** How long a claimed row may stay 'sending' before another run reclaims it. Default 10 minutes. */
  leaseMs?: number;
  /** Stop starting new sends after this much real time and hand the rest back (serverless limits). */
  timeBudgetMs?: number;
}

export interface DeliveryResult {
  sent: number;
  /** Marked 'failed' for good (non-retryable error, or out of attempts). */
  failed: number;
  /** Put back to 'pending' with a later next_attempt_at. */
  retried: number;
}

const CLAIMED_COLUMNS = [
  'o.id',
  'o.to_email',
  'o.to_name',
  'o.reply_to',
  'o.cc_email',
  'o.from_email',
  'o.list_unsubscribe',
  'o.subject',
  'o.html',
  'o.text',
  'o.attempts',
] as const;
type ClaimedRow = Pick<
  Selectable<PublicEmailOutbox>,
  'id' | 'to_email' | 'to_name' | 'reply_to' | 'cc_email' | 'from_email' | 'list_unsubscribe' | 'subject' | 'html' | 'text' | 'attempts'
>;

const BACKOFF_BASE_MS = 30_000;
const BACKOFF_MAX_MS = 60 * 60_000;

/** Wait after the n-th failed attempt (1-based): 30 s, 1 min, 2 min, ... capped at 1 h. */
export function backoffMs(attempt: number): number {
  return Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1), BACKOFF_MAX_MS);
}

const iso = (ms: number) => new Date(ms).toISOString();

/** One run's settings and tallies, shared by its workers. */
interface Run {
  db: Database;
  now: () => Date;
  maxAttempts: number;
  result: DeliveryResult;
  /** Set by a 429: the rest of the batch waits until then too. */
  holdUntil: number | null;
}

/**
 * Claims the due rows in one short transaction, as the service (the delivery worker is the system,
 * reading and settling every queued e-mail). A row whose sends keep dying mid-way (claimed maxAttempts
 * times) is given up on first.
 */
async function claimDueEmails(run: Run, claimedAt: number, leaseMs: number, batchSize: number): Promise<ClaimedRow[]> {
  return run.db.asService(async (tx) => {
    const abandoned = await tx.db
      .updateTable('public.email_outbox')
      .set({ status: 'failed', last_error: sql<string>`'Gave up after ' || attempts || ' attempts; the last one stopped mid-send'` })
      .where('status', '=', 'sending')
      .where('next_attempt_at', '<=', new Date(claimedAt))
      .where('attempts', '>=', run.maxAttempts)
      .returning('id')
      .execute();
    run.result.failed += abandoned.length;
    // skip locked: rows another run is claiming right now are left to it, so no row is sent twice.
    return tx.db
      .with('due', (db) =>
        db
          .selectFrom('public.email_outbox')
          .select('id')
          .where('status', 'in', ['pending', 'sending'])
          .where('next_attempt_at', '<=', new Date(claimedAt))
          .orderBy('next_attempt_at')
          .orderBy('created_at')
          .limit(batchSize)
          .forUpdate()
          .skipLocked(),
      )
      .updateTable('public.email_outbox as o')
      .set((eb) => ({ status: 'sending', attempts: eb('o.attempts', '+', 1), next_attempt_at: iso(claimedAt + leaseMs) }))
      .from('due')
      .whereRef('o.id', '=', 'due.id')
      .returning(CLAIMED_COLUMNS)
      .execute();
  });
}

/** Gives a claimed row back unsent (the batch is held or out of time), its attempt not counted. */
function handBack(db: Database, row: ClaimedRow, at: number) {
  return db.asService((tx) =>
    tx.db
      .updateTable('public.email_outbox')
      .set((eb) => ({ status: 'pending', attempts: eb('attempts', '-', 1), next_attempt_at: iso(at) }))
      .where('id', '=', row.id)
      .where('status', '=', 'sending')
      .execute(),
  );
}

/** The row as the transport sends it. */
function messageOf(row: ClaimedRow, attachments: MailAttachment[]): MailMessage {
  return {
    to: row.to_email,
    toName: row.to_name ?? undefined,
    replyTo: row.reply_to ?? undefined,
    // The e-Tax route's copy to the time-stamp mailbox and its registered sender (decision 0069).
    cc: row.cc_email ?? undefined,
    from: row.from_email ?? undefined,
    // A reminder's one-click unsubscribe (RFC 8058, decision 0075).
    ...(row.list_unsubscribe ? { headers: listUnsubscribeHeaders(row.list_unsubscribe) } : {}),
    subject: row.subject,
    html: row.html ?? undefined,
    text: row.text ?? undefined,
    ...(attachments.length ? { attachments } : {}),
  };
}

/** A failed send: failed for good when not retryable or out of attempts, else pending with a backoff. */
async function recordFailure(run: Run, row: ClaimedRow, error: unknown): Promise<void> {
  const failure =
    error instanceof TransportError
      ? error
      : new TransportError(error instanceof Error ? error.message : String(error), { retryable: true });
  const message = failure.message.slice(0, 2000);
  if (!failure.retryable || row.attempts >= run.maxAttempts) {
    await run.db.asService((tx) =>
      tx.db.updateTable('public.email_outbox').set({ status: 'failed', last_error: message }).where('id', '=', row.id).execute(),
    );
    run.result.failed++;
    return;
  }
  const at = run.now().getTime() + (failure.retryAfterMs ?? backoffMs(row.attempts));
  if (failure.status === 429) run.holdUntil = Math.max(run.holdUntil ?? 0, at);
  await run.db.asService((tx) =>
    tx.db
      .updateTable('public.email_outbox')
      .set({ status: 'pending', last_error: message, next_attempt_at: iso(at) })
      .where('id', '=', row.id)
      .execute(),
  );
  run.result.retried++;
}

export async function deliverDueEmails(db: Database, transport: MailTransport, options: DeliverOptions = {}): Promise<DeliveryResult> {
  const run: Run = {
    db,
    now: options.now ?? (() => new Date()),
    maxAttempts: options.maxAttempts ?? 8,
    result: { sent: 0, failed: 0, retried: 0 },
    holdUntil: null,
  };
  const claimed = await claimDueEmails(run, run.now().getTime(), options.leaseMs ?? 10 * 60_000, options.batchSize ?? 20);
  const started = performance.now();
  const queue = [...claimed];

  const deliverOne = async (row: ClaimedRow) => {
    const outOfTime = options.timeBudgetMs !== undefined && performance.now() - started > options.timeBudgetMs;
    if (run.holdUntil !== null || outOfTime) {
      await handBack(db, row, run.holdUntil ?? run.now().getTime());
      run.result.retried++;
      return;
    }
    try {
      await transport.send(messageOf(row, await attachmentsOf(db, row.id)));
    } catch (error) {
      await recordFailure(run, row, error);
      return;
    }
    await db.asService((tx) =>
      tx.db
        .updateTable('public.email_outbox')
        .set({ status: 'sent', sent_at: run.now().toISOString(), last_error: null })
        .where('id', '=', row.id)
        .execute(),
    );
    run.result.sent++;
  };

  const worker = async () => {
    for (let row = queue.shift(); row; row = queue.shift()) {
      try {
        await deliverOne(row);
      } catch (error) {
        // The database failed while recording: the row stays 'sending' and its lease brings it back.
        console.error(`[mail] could not record the delivery of outbox row ${row.id}`, error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency ?? 4, queue.length)) }, worker));
  return run.result;
}

/** The files queued with an e-mail, in order (read as the service, like the row itself). */
async function attachmentsOf(db: Database, emailId: string): Promise<MailAttachment[]> {
  const rows = await db.asService((tx) =>
    tx.db
      .selectFrom('public.email_attachments')
      .select(['filename', 'content_type', 'content_base64'])
      .where('email_id', '=', emailId)
      .orderBy('position')
      .execute(),
  );
  return rows.map((row) => ({ filename: row.filename, type: row.content_type, contentBase64: row.content_base64 }));
}

/**
 * Local mode: delivers due e-mails every `intervalMs` (runs never overlap). Returns stop(), which
 * resolves once the run in progress has finished.
 */
export function startLocalDeliveryLoop(
  db: Database,
  transport: MailTransport,
  intervalMs = 5_000,
  options: DeliverOptions = {},
  /** LINE pushes (decision 0072), delivered right after the e-mails in each run. */
  line?: LineTransport,
): () => Promise<void> {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = deliverDueEmails(db, transport, options)
      .then(() => (line ? deliverDueLineMessages(db, line, options.now ? { now: options.now } : {}) : undefined))
      .then(() => undefined)
      .catch((error: unknown) => console.error('[mail] local delivery run failed', error))
      .finally(() => {
        if (stopped) return;
        timer = setTimeout(tick, intervalMs);
        timer.unref?.(); // never keeps the process alive on its own
      });
  };
  tick();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}

export interface DeliveryTarget {
  db: Database;
  transport: MailTransport;
  /** LINE pushes (decision 0072), delivered after the e-mails; none when LINE messages are off. */
  line?: LineTransport | undefined;
}

const inFlight = new WeakMap<Database, { run: Promise<void>; again: boolean }>();
let defaultTransport: MailTransport | undefined;
let defaultLine: { transport: LineTransport | undefined } | undefined;

async function defaultTarget(): Promise<DeliveryTarget> {
  // Loaded lazily so the scheduled function's bundle does not pull in what it never uses.
  const [{ getConfig }, { getDatabase }, { configuredLineTransport }] = await Promise.all([
    import('../config'),
    import('../db/index'),
    import('./line/configured'),
  ]);
  defaultTransport ??= configuredTransport(getConfig());
  defaultLine ??= { transport: configuredLineTransport(getConfig()) };
  return { db: await getDatabase(), transport: defaultTransport, line: defaultLine.transport };
}

/**
 * Delivers due e-mails now, right after the caller's transaction committed, instead of waiting for
 * the loop or the scheduled function. Fire and forget: the promise never rejects (failures are
 * logged and left to the next run), and kicks during a run are folded into one follow-up run.
 */
export async function kickDelivery(target?: DeliveryTarget): Promise<void> {
  try {
    const resolved = target ?? (await defaultTarget());
    await coalescedRun(resolved);
  } catch (error) {
    console.error('[mail] delivery after commit failed; the next scheduled run retries', error);
  }
}

function coalescedRun({ db, transport, line }: DeliveryTarget): Promise<void> {
  const current = inFlight.get(db);
  if (current) {
    current.again = true;
    return current.run;
  }
  const state = { run: Promise.resolve(), again: true };
  state.run = (async () => {
    try {
      // Nothing can slip in between the last check of `again` and the delete: no await separates them.
      while (state.again) {
        state.again = false;
        await deliverDueEmails(db, transport);
        if (line) await deliverDueLineMessages(db, line);
      }
    } finally {
      inFlight.delete(db);
    }
  })();
  inFlight.set(db, state);
  return state.run;
}
