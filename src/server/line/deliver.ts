/**
 * LINE push delivery (docs/decisions/0072), run right after the e-mails by the same delivery run (the
 * scheduled function, the local loop, the kick after a commit). Same rules as the e-mail outbox: a row
 * is claimed under a lease, sent outside any transaction, then marked; nothing is deleted. A 429 (rate
 * or the month's quota) puts the row and the rest of the batch back for later without spending an
 * attempt; a 400/403 (the person blocked or unfollowed the account) fails the row and turns the
 * client's "Updates on LINE" off.
 */
import type { Database } from '../db/types';
import { backoffMs } from '../mail/deliver';
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

export async function deliverDueLineMessages(
  db: Database,
  transport: LineTransport,
  options: LineDeliverOptions = {},
): Promise<LineDeliveryResult> {
  const now = options.now ?? (() => new Date());
  const maxAttempts = options.maxAttempts ?? 8;
  const leaseMs = options.leaseMs ?? 10 * 60_000;
  const result: LineDeliveryResult = { sent: 0, failed: 0, retried: 0, turnedOff: 0 };
  const claimedAt = now().getTime();

  // Service role: the delivery run is the system. skip locked: another run's rows are left to it.
  const claimed = await db.asService((tx) =>
    tx.db
      .with('due', (q) =>
        q
          .selectFrom('public.line_outbox')
          .select('id')
          .where('status', 'in', ['pending', 'sending'])
          .where('next_attempt_at', '<=', new Date(claimedAt))
          .orderBy('next_attempt_at')
          .orderBy('created_at')
          .limit(options.batchSize ?? 20)
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

  let holdUntil: number | null = null;
  for (const row of claimed) {
    if (holdUntil !== null) {
      // After a 429 the rest waits too, without spending an attempt.
      await db.asService((tx) =>
        tx.db
          .updateTable('public.line_outbox')
          .set((eb) => ({ status: 'pending', attempts: eb('attempts', '-', 1), next_attempt_at: iso(holdUntil!) }))
          .where('id', '=', row.id)
          .execute(),
      );
      result.retried++;
      continue;
    }
    try {
      await transport.push({ id: row.id, to: row.to_line_user, text: row.text });
    } catch (error) {
      const failure = error instanceof LineSendError ? error : new LineSendError(String(error), 'retry');
      const message = failure.message.slice(0, 2000);
      if (failure.failure === 'unreachable') {
        await db.asService(async (tx) => {
          await tx.db.updateTable('public.line_outbox').set({ status: 'failed', last_error: message }).where('id', '=', row.id).execute();
          const off = await tx.db
            .updateTable('public.line_preferences')
            .set({ updates: false, turned_off_reason: 'blocked', updated_at: now().toISOString() })
            .where('user_id', '=', row.user_id)
            .where('updates', '=', true)
            .returning('user_id')
            .execute();
          result.turnedOff += off.length;
        });
        result.failed++;
        continue;
      }
      const quota = failure.status === 429;
      if (failure.failure === 'rejected' || (!quota && row.attempts >= maxAttempts)) {
        await db.asService((tx) =>
          tx.db.updateTable('public.line_outbox').set({ status: 'failed', last_error: message }).where('id', '=', row.id).execute(),
        );
        result.failed++;
        continue;
      }
      // A 429 without a wait is most likely the month's quota: look again in a quarter of an hour.
      const at = now().getTime() + (failure.retryAfterMs ?? (quota ? QUOTA_WAIT_MS : backoffMs(row.attempts)));
      if (quota) holdUntil = at;
      await db.asService((tx) =>
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
      result.retried++;
      continue;
    }
    await db.asService((tx) =>
      tx.db
        .updateTable('public.line_outbox')
        .set({ status: 'sent', sent_at: now().toISOString(), last_error: null })
        .where('id', '=', row.id)
        .execute(),
    );
    result.sent++;
  }
  return result;
}
