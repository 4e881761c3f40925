import type { Tx } from '../db/types';
import type { QuoteUpdate } from '../../domain/adminInput';
import { quoteMoveAllowed } from '../../domain/pipeline/transitions';
import { getConfig } from '../config';
import { quoteCatalogue, reviseQuotation } from '../billing/quotation/quotation';
import { linesOverPrice } from '../../domain/money/quotation';
import { bahtToSatang, type Satang } from '../../domain/money/satang';

/** Refused because the catalogue items and the studio's lines add up to more than the price (both in satang). */
export interface LinesOverPrice {
  linesOverPrice: { lines: Satang; price: Satang };
}

export type ReviewOutcome = 'saved' | 'not_found' | 'not_allowed' | LinesOverPrice;

/**
 * The studio's review of a quote: status, price, timeline and notes. Run as the calling admin: the
 * update policy (admins only) is the last word, so for anyone else it changes nothing ('not_found').
 * The status moves only along decision 0041's transitions: checked here, on the locked row, so the
 * admin gets a message, and again by the database's guard trigger, which nobody can go around.
 * Pricing or re-pricing (status quoted with a price) issues the next quotation revision in the same
 * transaction (decision 0053), so the price the client can accept always has its document.
 * The studio's own lines must fit in the price (decision 0053, addendum 2026-11-27 "custom lines"): when
 * the catalogue items and those lines add up to more, nothing is saved and the caller is told by how much.
 */
export async function reviewQuote(tx: Tx, update: QuoteUpdate): Promise<ReviewOutcome> {
  const current = await tx.db
    .selectFrom('public.quotes as q')
    .select((eb) => [
      'q.status',
      'q.accepted_at',
      eb
        .exists(
          eb
            .selectFrom('public.orders as o')
            .select('o.id')
            .whereRef('o.quote_id', '=', 'q.id')
            .where('o.status', 'in', ['processing', 'completed']),
        )
        .as('paid'),
    ])
    .where('q.id', '=', update.id)
    .forUpdate('q')
    .executeTakeFirst();
  if (!current) return 'not_found';
  if (!quoteMoveAllowed(current.status, update.status, { accepted: current.accepted_at !== null, paid: current.paid === true })) {
    return 'not_allowed';
  }
  const customLines = update.customLines ?? [];
  if (update.quotedPrice !== null && customLines.length > 0) {
    const items = await quoteCatalogue(tx, update.id);
    if (!items) return 'not_found';
    const price = bahtToSatang(update.quotedPrice);
    const lines = linesOverPrice(price, items, customLines);
    if (lines !== null) return { linesOverPrice: { lines, price } };
  }
  const row = await tx.db
    .updateTable('public.quotes')
    .set({
      status: update.status,
      quoted_price: update.quotedPrice,
      quoted_timeline: update.quotedTimeline || null,
      admin_notes: update.adminNotes || null,
      custom_lines: JSON.stringify(customLines),
    })
    .where('id', '=', update.id)
    .returning('id')
    .executeTakeFirst();
  if (!row) return 'not_found';
  await reviseQuotation(tx, update.id, getConfig());
  return 'saved';
}
