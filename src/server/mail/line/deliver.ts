/**
 * LINE push delivery (docs/decisions/0072), run right after the e-mails by the same delivery run (the
 * scheduled function, the local loop, the kick after a commit). Same rules as the e-mail outbox: a row
 * is claimed under a lease, sent outside any transaction, then marked; nothing is deleted. A 429 (rate
 * or the month's quota) puts the row and the rest of the batch back for later without spending an
 * attempt; a 400/403 (the person blocked or unfollowed the account) fails the row and turns the
 * client's "Updates on LINE" off.
 */
import type { Database } from '../../db/types';
import { backoffMs } from '../deliver';
import { LineSendError, type LineTransport } from './transport';

export interface LineDeliverOptions {
  now?: () => Date;
  batchSize?: number;
  maxAttempts?: number;
  leaseMs?: number;
}

export interface LineDeliveryResult {
  sent: number;
  failed: number;
  retried: number;
  /** Clients whose setting went off because LINE said they cannot be reached. */
  turnedOff: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** How long a 429 that names no wait (the monthly quota, usually) holds LINE pushes back. */
export const QUOTA_WAIT_MS = 15 * 60_000;

type ClaimedPush = { id: string; user_id: string; to_line_user: string; text: string; attempts: number };

interface Run {
  db: Database;
  now: () => Date;
  maxAttempts: number;
  result: LineDeliveryResult;
  /** Set by a 429: the rest of the batch waits until then too. */
  holdUntil: number | null;
}

/** Claims the due pushes under a lease, as the service. skip locked: another run's rows are left to it. */
function claimDuePushes(db: Database, claimedAt: number, leaseMs: number, batchSize: number): Promise<ClaimedPush[]> {
  return db.asService((tx) =>
    tx.db
      .with('due', (q) =>
        q
          .selectFrom('public.line_outbox')
          .select('id')
          .where('status', 'in', ['pending', 'sending'])
          .where('next_attempt_at', '<=', new Date(claimedAt))
          .orderBy('next_attempt_at')
          .orderBy('created_at')
          .limit(batchSize)
          .forUpdate()
          .skipLocked(),
      )
      .updateTable('public.line_outbox as o')
      .set((eb) => ({ status: 'sending', attempts: eb('o.attempts', '+', 1), next_attempt_at: iso(claimedAt + leaseMs) }))
      .from('due')
      .whereRef('o.id', '=', 'due.id')
      .returning(['o.id', 'o.user_id', 'o.to_line_user', 'o.text', 'o.attempts'])
      .execute(),
  );
}

const failPush = (run: Run, id: string, message: string) =>
  run.db.asService((tx) =>
    tx.db.updateTable('public.line_outbox').set({ status: 'failed', last_error: message }).where('id', '=', id).execute(),
  );

/** The person blocked or unfollowed the account: the push fails and their "Updates on LINE" go off. */
async function turnOff(run: Run, row: ClaimedPush, message: string): Promise<void> {
  await run.db.asService(async (tx) => {
    await tx.db.updateTable('public.line_outbox').set({ status: 'failed', last_error: message }).where('id', '=', row.id).execute();
    const off = await tx.db
      .updateTable('public.line_preferences')
      .set({ updates: false, turned_off_reason: 'blocked', updated_at: run.now().toISOString() })
      .where('user_id', '=', row.user_id)
      .where('updates', '=', true)
      .returning('user_id')
      .execute();
    run.result.turnedOff += off.length;
  });
  run.result.failed++;
}

async function recordFailure(run: Run, row: ClaimedPush, error: unknown): Promise<void> {
  const failure = error instanceof LineSendError ? error : new LineSendError(String(error), 'retry');
  const message = failure.message.slice(0, 2000);
  if (failure.failure === 'unreachable') return turnOff(run, row, message);
  const quota = failure.status === 429;
  if (failure.failure === 'rejected' || (!quota && row.attempts >= run.maxAttempts)) {
    await failPush(run, row.id, message);
    run.result.failed++;
    return;
  }
  // A 429 without a wait is most likely the month's quota: look again in a quarter of an hour.
  const at = run.now().getTime() + (failure.retryAfterMs ?? (quota ? QUOTA_WAIT_MS : backoffMs(row.attempts)));
  if (quota) run.holdUntil = at;
  await run.db.asService((tx) =>
    tx.db
      .updateTable('public.line_outbox')
      // A 429 is LINE's limit, not this push's fault: it does not count against its attempts.
      .set((eb) => ({
        status: 'pending',
        last_error: message,
        next_attempt_at: iso(at),
        ...(quota ? { attempts: eb('attempts', '-', 1) } : {}),
      }))
      .where('id', '=', row.id)
      .execute(),
  );
  run.result.retried++;
}

export async function deliverDueLineMessages(
  db: Database,
  transport: LineTransport,
  options: LineDeliverOptions = {},
): Promise<LineDeliveryResult> {
  const run: Run = {
    db,
    now: options.now ?? (() => new Date()),
    maxAttempts: options.maxAttempts ?? 8,
    result: { sent: 0, failed: 0, retried: 0, turnedOff: 0 },
    holdUntil: null,
  };
  const claimed = await claimDuePushes(db, run.now().getTime(), options.leaseMs ?? 10 * 60_000, options.batchSize ?? 20);
  for (const row of claimed) {
    if (run.holdUntil !== null) {
      // After a 429 the rest waits too, without spending an attempt.
      const until = run.holdUntil;
      await db.asService((tx) =>
        tx.db
          .updateTable('public.line_outbox')
          .set((eb) => ({ status: 'pending', attempts: eb('attempts', '-', 1), next_attempt_at: iso(until) }))
          .where('id', '=', row.id)
          .execute(),
      );
      run.result.retried++;
      continue;
    }
    try {
      await transport.push({ id: row.id, to: row.to_line_user, text: row.text });
    } catch (error) {
      await recordFailure(run, row, error);
      continue;
    }
    await db.asService((tx) =>
      tx.db
        .updateTable('public.line_outbox')
        .set({ status: 'sent', sent_at: run.now().toISOString(), last_error: null })
        .where('id', '=', row.id)
        .execute(),
    );
    run.result.sent++;
  }
  return run.result;
}
