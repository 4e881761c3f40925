/**
 * The conversation per quote (issue 21, docs/decisions/0040): the studio's reply and each side's read
 * marker. The client's question is askAboutQuote (ask.ts); both write quote_messages as the caller, so
 * the insert policies decide (a client only on their own quote as 'client', an admin on any quote as
 * 'studio'), and each side moves only its own marker in quote_reads.
 */
import { sql } from 'kysely';
import type { SignedInCallerDb } from '../db/caller';
import type { Tx } from '../db/types';
import type { MailQueue } from '../mail/outbox';
import type { ThreadMessage, ThreadSide } from '../../domain/quotes/conversation';
import { localePrefix } from '../../i18n/locales';
import { clientOf, dashboardUrl, packageNameFor, readQuote } from '../billing/ledger/ledger';

/** Moves the side's read marker to now (the caller's own side: RLS refuses the other one). */
export async function markRead(tx: Tx, quoteId: string, side: ThreadSide): Promise<void> {
  await tx.db
    .insertInto('public.quote_reads')
    .values({ quote_id: quoteId, side, read_at: sql<string>`now()`, reader_id: sql<string>`auth.uid()` })
    .onConflict((oc) => oc.columns(['quote_id', 'side']).doUpdateSet({ read_at: sql<string>`now()`, reader_id: sql<string>`auth.uid()` }))
    .execute();
}

/** Opening a thread marks it read for the caller's side; false when the caller cannot see the quote. */
export async function openThread(caller: SignedInCallerDb, quoteId: string, side: ThreadSide): Promise<boolean> {
  return caller.run(async (tx) => {
    const quote = await tx.db.selectFrom('public.quotes').select('id').where('id', '=', quoteId).executeTakeFirst();
    if (!quote) return false;
    await markRead(tx, quote.id, side);
    return true;
  });
}

/**
 * The studio's reply, as the calling admin: the message, the studio's marker (answering is reading)
 * and the client's e-mail in the quote's language, in one transaction. The e-mail links to the
 * client's dashboard, or to sign in / sign up when the quote has no account. Null when the quote is
 * not visible to the caller (RLS: not an admin, or no such quote).
 */
export async function replyToQuote(
  caller: SignedInCallerDb,
  mail: MailQueue,
  input: { quoteId: string; body: string; origin: string },
): Promise<ThreadMessage | null> {
  return caller.run(async (tx) => {
    const row = await readQuote(tx, input.quoteId);
    if (!row) return null;
    const message = await tx.db
      .insertInto('public.quote_messages')
      .values({ quote_id: row.id, author_role: 'studio', body: input.body })
      .returning(['id', 'author_role', 'body', 'created_at'])
      .executeTakeFirstOrThrow();
    await markRead(tx, row.id, 'studio');
    const client = clientOf(row);
    if (client.email) {
      const hasAccount = row.user_id !== null;
      await mail.enqueue(
        tx,
        'quote_reply',
        {
          locale: row.locale,
          client,
          quoteId: row.id,
          packageName: await packageNameFor(tx, row),
          link: hasAccount ? dashboardUrl(input.origin, row.locale) : `${input.origin}${localePrefix(row.locale)}/auth`,
          reply: input.body,
          hasAccount,
        },
        { relatedTable: 'quotes', relatedId: row.id },
      );
    }
    return { id: message.id, author: message.author_role, body: message.body, createdAt: new Date(message.created_at).toISOString() };
  });
}
