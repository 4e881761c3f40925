/**
 * The studio's side of the conversation per quote (issue 21, docs/decisions/0040), for the admin lists:
 * each quote's thread, what the studio has not read yet, and whether it waits for an answer (the
 * newest message is the client's). Read as the calling admin, so RLS is the last word.
 *
 * For the list queries: `waitingForAnswer(ref)` is a boolean SQL expression a WHERE (or a select) can
 * use, and `countWaitingForAnswer(tx)` the "N waiting for an answer" figure.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Tx } from '../db/types';
import type { AdminQuote } from '../../domain/admin';
import { isWaitingForAnswer, unreadMessages } from '../../domain/quotes/conversation';

/**
 * True when the quote's newest message is the client's. `quoteId` names the quote's id column as the
 * query spells it ('public.quotes.id', 'q.id'). Served backwards by quote_messages (quote_id, created_at).
 */
export function waitingForAnswer(quoteId: string): RawBuilder<boolean> {
  return sql<boolean>`coalesce((select m.author_role = 'client' from public.quote_messages m where m.quote_id = ${sql.ref(quoteId)} order by m.created_at desc, m.id desc limit 1), false)`;
}

/**
 * How many quotes wait for the studio's answer (the admin's "N waiting for an answer"): one pass over
 * the messages, each quote's newest first (DISTINCT ON), rather than one probe per quote. The quotes
 * join keeps it to the quotes the caller may see.
 */
export async function countWaitingForAnswer(tx: Tx): Promise<number> {
  const row = await tx.db
    .selectFrom(
      tx.db
        .selectFrom('public.quote_messages as m')
        .innerJoin('public.quotes as q', 'q.id', 'm.quote_id')
        .distinctOn('m.quote_id')
        .select(['m.quote_id', 'm.author_role'])
        .orderBy('m.quote_id')
        .orderBy('m.created_at', 'desc')
        .orderBy('m.id', 'desc')
        .as('newest'),
    )
    .select(sql<number>`count(*)::int`.as('n'))
    .where('newest.author_role', '=', 'client')
    .executeTakeFirst();
  return row?.n ?? 0;
}

/** The quotes with their threads (oldest first), the studio's unread count and the waiting flag. */
export async function withConversation(tx: Tx, quotes: AdminQuote[]): Promise<AdminQuote[]> {
  if (quotes.length === 0) return quotes;
  const ids = quotes.map((q) => q.id);
  const rows = await tx.db
    .selectFrom('public.quote_messages')
    .select(['id', 'quote_id', 'author_role', 'body', 'created_at'])
    .where('quote_id', 'in', ids)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const reads = await tx.db
    .selectFrom('public.quote_reads')
    .select(['quote_id', 'read_at'])
    .where('quote_id', 'in', ids)
    .where('side', '=', 'studio')
    .execute();
  const readAt = new Map(reads.map((r) => [r.quote_id, new Date(r.read_at).toISOString()]));
  return quotes.map((quote) => {
    const messages = rows
      .filter((m) => m.quote_id === quote.id)
      .map((m) => ({ id: m.id, author: m.author_role, body: m.body, createdAt: new Date(m.created_at).toISOString() }));
    return {
      ...quote,
      messages,
      waitingForAnswer: isWaitingForAnswer(messages),
      unreadMessages: unreadMessages(messages, 'studio', readAt.get(quote.id) ?? null).length,
    };
  });
}
