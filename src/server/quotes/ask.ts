/**
 * A client's question about their quote (docs/decisions/0018, 0030): kept on the quote and e-mailed to
 * the studio, in one transaction as the client. The insert policy on quote_messages ("Quote owners can
 * ask about their quote") is the last word on whose quote it is.
 */
import { clientOf, readQuote, type QuoteCaller, type QuoteDeps } from '../billing/ledger/ledger';
import { markRead } from './conversation';

export interface QuoteMessage {
  id: string;
  author: 'client' | 'studio';
  body: string;
  createdAt: string;
}

export async function askAboutQuote(
  deps: Pick<QuoteDeps, 'db' | 'mail'>,
  caller: QuoteCaller,
  quoteId: string,
  body: string,
): Promise<QuoteMessage | null> {
  return deps.db.asCaller(caller.claims, async (tx) => {
    // Another user's quote is invisible here (RLS), so it is "not found" before anything is written.
    const row = await readQuote(tx, quoteId);
    if (!row) return null;
    const message = await tx.db
      .insertInto('public.quote_messages')
      .values({ quote_id: row.id, author_id: caller.userId, author_role: 'client', body })
      .returning(['id', 'author_role', 'body', 'created_at'])
      .executeTakeFirstOrThrow();
    // Writing in the thread is reading it: the studio's earlier replies are no longer new to the client.
    await markRead(tx, row.id, 'client');
    // The outbox is the system's (no user writes e-mails): queued as the service, in this transaction.
    await tx.asService((system) =>
      deps.mail.enqueue(
        system,
        'quote_question',
        {
          locale: row.locale,
          client: clientOf(row, caller.email),
          quoteId: row.id,
          packageName: row.package_name,
          link: `${caller.origin}/admin`,
          question: body,
        },
        { relatedTable: 'quotes', relatedId: row.id },
      ),
    );
    return { id: message.id, author: message.author_role, body: message.body, createdAt: new Date(message.created_at).toISOString() };
  });
}
