import type { Database } from '../db/types';

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
