// Rows the quotation RLS suites start from (decision 0053), made the way the product makes them: user A's
// quote priced by the admin through updateQuote (revision 1 with its QT document) and accepted by user A
// through acceptQuote (the acceptance record); user B's quote priced, not accepted.
import { bindCaller } from '../../../src/server/db/caller';
import { updateQuote } from '../../../src/server/admin/pipeline';
import { acceptQuote } from '../../../src/server/quotes/accept';
import { MailQueue } from '../../../src/server/mail/outbox';
import { DemoPayments } from '../../../src/server/payments/demo';
import type { Suite } from './matrix';
import { insertedId, insertQuote } from './rows';

/** suite.ids: quoteA/quoteB, revisionA/revisionB (revision 1 of each), acceptanceA. */
export async function addQuotations(suite: Suite) {
  const { db, cast } = suite;
  const admin = bindCaller(db, cast.admin.claims);
  for (const [key, user] of [
    ['A', cast.userA],
    ['B', cast.userB],
  ] as const) {
    const quote = await insertedId(suite, insertQuote('', ''), [user.id]);
    const saved = await updateQuote(admin, { id: quote, status: 'quoted', quotedPrice: 30_000, quotedTimeline: '4 weeks', adminNotes: '' });
    if (typeof saved !== 'object') throw new Error(`pricing the quote: ${saved}`);
    const revision = await db.asService((tx) =>
      tx.one<{ id: string }>('select id from public.quotation_revisions where quote_id = $1 and revision = 1', [quote]),
    );
    if (!revision) throw new Error('pricing issued no quotation revision');
    Object.assign(suite.ids, { [`quote${key}`]: quote, [`revision${key}`]: revision.id });
  }
  const mail = new MailQueue({ logToConsole: false, studioInbox: 'team@siampixel.example' });
  const accepted = await acceptQuote(
    { db, mail, payments: new DemoPayments(db) },
    { userId: cast.userA.id, claims: cast.userA.claims, email: cast.userA.email, origin: 'http://127.0.0.1:4321' },
    suite.ids['quoteA']!,
    { revision: 1, clientAddress: '203.0.113.7', userAgent: 'vitest' },
  );
  if (!accepted.ok) throw new Error(`accepting: ${accepted.error}`);
  const acceptance = await db.asService((tx) =>
    tx.one<{ id: string }>('select id from public.quote_acceptances where quote_id = $1', [suite.ids['quoteA']]),
  );
  suite.ids['acceptanceA'] = acceptance?.id ?? '';
}
