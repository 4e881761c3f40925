/**
 * A client accepts a custom quote and pays it (docs/decisions/0018).
 *
 * - acceptQuote: only the quote's owner, only while it is `quoted` with a price. In ONE service
 *   transaction, with the quote's row locked: status approved, the accepted price kept, the studio's
 *   e-mail, and, when the price is below what was paid, a credit note and its e-mail. A second call
 *   (double click, replay) finds the quote approved and changes nothing.
 * - openBalanceCheckout: the amount due is computed here from the database (accepted price minus paid
 *   orders plus credit notes), never taken from the browser. At most one open balance checkout per
 *   quote: a second request while one is open gets the same checkout back.
 * - askAboutQuote: the client's question is kept on the quote and e-mailed to the studio, together.
 * - queueBalanceReceipt: called by the one fulfilment (webhook, return path, demo) when a balance
 *   payment is settled for the first time.
 */
import { sql } from 'kysely';
import type { Database, Tx } from '../db/types';
import type { MailQueue } from '../mail/outbox';
import type { PaymentsPort } from '../payments/types';
import type { JsonValue } from '../db/schema.generated';
import { canAccept, settleQuote, type Settlement } from '../../domain/quotes/settlement';
import type { QuoteStatus } from '../../domain/statuses';
import { localePrefix, type Locale } from '../../i18n/locales';
import { translator } from '../../i18n/translate';
import { localizedPackageName } from '../leads/quotes';

/** Stripe keeps a checkout open for 24 hours; an older stored one is not offered again. */
const REUSE_CHECKOUT_HOURS = 23;

export interface QuoteDeps {
  db: Database;
  mail: MailQueue;
  payments: PaymentsPort;
}

export interface QuoteCaller {
  userId: string;
  /** The signed-in e-mail, used when the quote's contact has none. */
  email: string;
  /** The site's address as the client reached it, for links and the provider's return URLs. */
  origin: string;
}

export type AcceptResult =
  | {
      ok: true;
      /** True when this call accepted it; false when it was already accepted (nothing was done again). */
      changed: boolean;
      settlement: Settlement;
      /** Where to send the browser to pay, when something is due and a checkout could be opened. */
      checkoutUrl: string | null;
      checkoutFailed: boolean;
    }
  | { ok: false; error: 'not_found' | 'not_acceptable' };

export type PayResult =
  | { ok: true; settlement: Settlement; checkoutUrl: string | null; checkoutFailed: boolean }
  | { ok: false; error: 'not_found' | 'not_acceptable' };

interface QuoteRow {
  id: string;
  user_id: string | null;
  status: QuoteStatus;
  quoted_price: number | null;
  quoted_timeline: string | null;
  accepted_price: number | null;
  package_id: string | null;
  package_name: string;
  contact_info: JsonValue;
  locale: Locale;
  profile_email: string | null;
  profile_name: string | null;
}

function contactField(info: JsonValue, key: string): string {
  if (info === null || typeof info !== 'object' || Array.isArray(info)) return '';
  const value = info[key];
  return typeof value === 'string' ? value : '';
}

function clientOf(row: QuoteRow, fallbackEmail = '') {
  return {
    name: contactField(row.contact_info, 'name') || row.profile_name || '',
    email: contactField(row.contact_info, 'email') || row.profile_email || fallbackEmail,
    phone: contactField(row.contact_info, 'phone'),
    company: contactField(row.contact_info, 'company'),
  };
}

/** The quote with its row locked for the rest of the transaction (FOR UPDATE OF q). */
async function lockQuote(tx: Tx, quoteId: string, userId: string | null): Promise<QuoteRow | null> {
  let query = tx.db
    .selectFrom('public.quotes as q')
    .leftJoin('public.profiles as pr', 'pr.id', 'q.user_id')
    .select([
      'q.id',
      'q.user_id',
      'q.status',
      'q.quoted_price',
      'q.quoted_timeline',
      'q.accepted_price',
      'q.package_id',
      'q.package_name',
      'q.contact_info',
      'q.locale',
      'pr.email as profile_email',
      'pr.full_name as profile_name',
    ])
    .where('q.id', '=', quoteId);
  if (userId !== null) query = query.where('q.user_id', '=', userId);
  const row = await query.forUpdate('q').executeTakeFirst();
  return row ?? null;
}

/** What was paid and credited for the quote so far, and what that leaves at `price`. */
async function settlementOf(tx: Tx, quoteId: string, price: number): Promise<Settlement> {
  const payments = await tx.db
    .selectFrom('public.orders')
    .select('total_amount')
    .where('quote_id', '=', quoteId)
    .where('status', 'in', ['processing', 'completed'])
    .execute();
  const credits = await tx.db.selectFrom('public.quote_credit_notes').select('amount').where('quote_id', '=', quoteId).execute();
  return settleQuote({ price, payments: payments.map((p) => p.total_amount), credits: credits.map((c) => c.amount) });
}

async function packageNameFor(tx: Tx, row: QuoteRow): Promise<string> {
  return row.package_id ? localizedPackageName(tx, row.package_id, row.locale, row.package_name) : row.package_name;
}

const dashboardUrl = (origin: string, locale: Locale) => `${origin}${localePrefix(locale)}/dashboard`;

export async function acceptQuote(deps: QuoteDeps, caller: QuoteCaller, quoteId: string): Promise<AcceptResult> {
  const accepted = await deps.db.asService(async (tx) => {
    const row = await lockQuote(tx, quoteId, caller.userId);
    if (!row) return { ok: false as const, error: 'not_found' as const };
    // Already accepted: the same answer again, and nothing queued or credited twice.
    if (row.status === 'approved' && row.accepted_price !== null) {
      return { ok: true as const, changed: false, settlement: await settlementOf(tx, row.id, row.accepted_price) };
    }
    if (!canAccept(row.status, row.quoted_price) || row.quoted_price === null)
      return { ok: false as const, error: 'not_acceptable' as const };
    const price = row.quoted_price;
    await tx.db
      .updateTable('public.quotes')
      .set({ status: 'approved', accepted_price: price, accepted_at: sql<Date>`now()` })
      .where('id', '=', row.id)
      .execute();
    const settlement = await settlementOf(tx, row.id, price);
    const client = clientOf(row, caller.email);
    const related = { relatedTable: 'quotes', relatedId: row.id };
    const context = { locale: row.locale, client, quoteId: row.id };
    if (settlement.outcome === 'credit') {
      const note = await tx.db
        .insertInto('public.quote_credit_notes')
        .values({ quote_id: row.id, user_id: row.user_id, amount: settlement.amount, currency: 'THB' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await deps.mail.enqueue(
        tx,
        'quote_credit_note',
        {
          ...context,
          packageName: await packageNameFor(tx, row),
          link: dashboardUrl(caller.origin, row.locale),
          settlement,
          creditNoteId: note.id,
        },
        related,
      );
    }
    await deps.mail.enqueue(
      tx,
      'quote_accepted',
      { ...context, packageName: row.package_name, link: `${caller.origin}/admin`, settlement, timeline: row.quoted_timeline },
      related,
    );
    return { ok: true as const, changed: true, settlement };
  });
  if (!accepted.ok) return accepted;
  if (accepted.settlement.outcome !== 'due') return { ...accepted, checkoutUrl: null, checkoutFailed: false };
  const paid = await payQuote(deps, caller, quoteId);
  if (!paid.ok) return { ...accepted, checkoutUrl: null, checkoutFailed: true };
  return { ...accepted, settlement: paid.settlement, checkoutUrl: paid.checkoutUrl, checkoutFailed: paid.checkoutFailed };
}

/**
 * The checkout for what an accepted quote still asks for. The quote's row stays locked while the
 * provider is asked, so two requests at once (a double click) cannot open two checkouts: the second
 * finds the first's open checkout and gets it back.
 */
export async function payQuote(deps: QuoteDeps, caller: QuoteCaller, quoteId: string): Promise<PayResult> {
  try {
    return await deps.db.asService(async (tx): Promise<PayResult> => {
      const row = await lockQuote(tx, quoteId, caller.userId);
      if (!row) return { ok: false, error: 'not_found' };
      if (row.status !== 'approved' || row.accepted_price === null) return { ok: false, error: 'not_acceptable' };
      const settlement = await settlementOf(tx, row.id, row.accepted_price);
      if (settlement.outcome !== 'due') return { ok: true, settlement, checkoutUrl: null, checkoutFailed: false };
      const open = await tx.db
        .selectFrom('public.orders')
        .select([
          'id',
          'total_amount',
          'checkout_url',
          sql<boolean>`created_at > now() - make_interval(hours => ${REUSE_CHECKOUT_HOURS})`.as('fresh'),
        ])
        .where('quote_id', '=', row.id)
        .where('purpose', '=', 'quote_balance')
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (open && open.fresh && open.checkout_url && open.total_amount === settlement.amount) {
        return { ok: true, settlement, checkoutUrl: open.checkout_url, checkoutFailed: false };
      }
      // A stale or different-amount checkout is superseded by the new one.
      if (open) await tx.db.updateTable('public.orders').set({ status: 'cancelled' }).where('id', '=', open.id).execute();
      const prefix = localePrefix(row.locale);
      const packageName = await packageNameFor(tx, row);
      const session = await deps.payments.createCheckout({
        purpose: 'quote_balance',
        quoteId: row.id,
        userId: caller.userId,
        packageId: row.package_id,
        packageName: translator(row.locale)('quote.checkout.item', { package: packageName || '—' }),
        unitAmount: settlement.amount,
        quantity: 1,
        currency: 'THB',
        customerEmail: clientOf(row, caller.email).email || caller.email,
        locale: row.locale,
        successUrl: `${caller.origin}${prefix}/dashboard?success=true&session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${caller.origin}${prefix}/dashboard?checkout=cancelled`,
      });
      await tx.db
        .insertInto('public.orders')
        .values({
          user_id: caller.userId,
          quote_id: row.id,
          package_id: row.package_id,
          quantity: 1,
          total_amount: settlement.amount,
          currency: 'THB',
          status: 'pending',
          purpose: 'quote_balance',
          payment_session_id: session.sessionId,
          checkout_url: session.url,
        })
        .execute();
      return { ok: true, settlement, checkoutUrl: session.url, checkoutFailed: false };
    });
  } catch (error) {
    // The provider (or the insert after it) failed: nothing was written; the client may try again.
    console.error('[quotes] could not open a checkout for quote', quoteId, error);
    const settlement = await deps.db.asService(async (tx) => {
      const row = await lockQuote(tx, quoteId, caller.userId);
      return row?.accepted_price == null ? null : settlementOf(tx, row.id, row.accepted_price);
    });
    if (!settlement) return { ok: false, error: 'not_acceptable' };
    return { ok: true, settlement, checkoutUrl: null, checkoutFailed: true };
  }
}

export interface QuoteMessage {
  id: string;
  author: 'client' | 'studio';
  body: string;
  createdAt: string;
}

/** The client's question: kept on their own quote and e-mailed to the studio, in one transaction. */
export async function askAboutQuote(
  deps: Pick<QuoteDeps, 'db' | 'mail'>,
  caller: QuoteCaller,
  quoteId: string,
  body: string,
): Promise<QuoteMessage | null> {
  return deps.db.asService(async (tx) => {
    const row = await lockQuote(tx, quoteId, caller.userId);
    if (!row) return null;
    const message = await tx.db
      .insertInto('public.quote_messages')
      .values({ quote_id: row.id, author_id: caller.userId, author_role: 'client', body })
      .returning(['id', 'author_role', 'body', 'created_at'])
      .executeTakeFirstOrThrow();
    await deps.mail.enqueue(
      tx,
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
    );
    return { id: message.id, author: message.author_role, body: message.body, createdAt: new Date(message.created_at).toISOString() };
  });
}

/**
 * A balance payment was settled (for the first time): the client's receipt, in their language, with
 * what is left. Runs inside the fulfilment's transaction, so the e-mail exists exactly when the order does.
 */
export async function queueBalanceReceipt(tx: Tx, mail: MailQueue, quoteId: string, received: number, origin: string): Promise<void> {
  const row = await lockQuote(tx, quoteId, null);
  if (!row || row.accepted_price === null) return;
  const client = clientOf(row);
  const context = {
    locale: row.locale,
    client,
    quoteId: row.id,
    packageName: await packageNameFor(tx, row),
    link: dashboardUrl(origin, row.locale),
  };
  const related = { relatedTable: 'quotes', relatedId: row.id };
  const settlement = await settlementOf(tx, row.id, row.accepted_price);
  if (client.email) await mail.enqueue(tx, 'quote_payment_received', { ...context, received, settlement }, related);
  // Money beyond the price (a superseded checkout paid as well): credited at once, as at acceptance.
  if (settlement.outcome === 'credit') {
    const note = await tx.db
      .insertInto('public.quote_credit_notes')
      .values({ quote_id: row.id, user_id: row.user_id, amount: settlement.amount, currency: 'THB' })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (client.email) await mail.enqueue(tx, 'quote_credit_note', { ...context, settlement, creditNoteId: note.id }, related);
  }
}
