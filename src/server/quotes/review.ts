import type { Tx } from '../db/types';
import type { QuoteUpdate } from '../../domain/admin';

/**
 * The studio's review of a quote: status, price, timeline and notes. Run as the calling admin: the
 * update policy (admins only) is the last word, so for anyone else it changes nothing and returns null.
 */
export async function reviewQuote(tx: Tx, update: QuoteUpdate): Promise<string | null> {
  const row = await tx.db
    .updateTable('public.quotes')
    .set({
      status: update.status,
      quoted_price: update.quotedPrice,
      quoted_timeline: update.quotedTimeline || null,
      admin_notes: update.adminNotes || null,
    })
    .where('id', '=', update.id)
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}
