import type { Database } from '../db/types';
import { CHECKOUT_LIFETIME_HOURS } from '../../domain/pipeline/transitions';

/** An abandoned or failed checkout: its pending order is cancelled. */
export async function expireCheckout(db: Database, sessionId: string): Promise<void> {
  // Service role: called from the provider's webhook and the demo, on behalf of no signed-in user.
  await db.asService((tx) =>
    tx.db
      .updateTable('public.orders')
      .set({ status: 'cancelled' })
      .where('payment_session_id', '=', sessionId)
      .where('status', '=', 'pending')
      .execute(),
  );
}

/**
 * The sweep behind "abandoned checkouts are kept out of the studio's way" (decision 0041): a pending
 * order older than the checkout's lifetime is cancelled, never deleted; the trail records the system
 * did it. The provider's own expiry event does the same for a real checkout; this catches the demo
 * checkout and any event that never arrived. Returns how many it cancelled.
 */
export async function expireAbandonedCheckouts(db: Database, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - CHECKOUT_LIFETIME_HOURS * 3600_000);
  // Service role: a scheduled job on behalf of no user; orders are written by no user.
  const rows = await db.asService((tx) =>
    tx.db
      .updateTable('public.orders')
      .set({ status: 'cancelled' })
      .where('status', '=', 'pending')
      .where('created_at', '<', cutoff)
      .returning('id')
      .execute(),
  );
  return rows.length;
}
