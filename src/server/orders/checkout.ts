/**
 * Package orders (portal spec §2 "Order page", §7 "Order submit"): the quote request with its two
 * e-mails, then the provider's checkout; and the fulfilment that turns a paid checkout into an order.
 *
 * The quote and its e-mails are written in ONE service transaction before any checkout exists, so a
 * request is never lost when the provider fails; the customer retries with the same quote. The amount
 * is always the database price times the quantity.
 */
import { sql } from 'kysely';
import type { Database, Tx } from '../db/types';
import type { MailQueue } from '../mail/outbox';
import type { PaymentsPort, CheckoutState } from '../payments/types';
import type { ReconciliationReason } from '../mail/templates/payments';
import { clampQuantity, estimateTotal, orderDescription, type ProjectDetailsInput } from '../../domain/orders';
import { translator } from '../../i18n/translate';
import type { ProjectDetails } from '../mail/templates/orders';
import { localizedPackageName } from '../leads/quotes';
import { localePrefix, type Locale } from '../../i18n/locales';
import { getMailQueue, siteUrl } from '../services';
import { queueBalanceReceipt } from '../quotes/acceptance';

export interface OrderRequest {
  userId: string;
  email: string;
  contact: { name: string; phone: string; company: string };
  packageId: string;
  quantity: number;
  details: ProjectDetailsInput;
  locale: Locale;
  /** The site's address as the customer reached it, for the provider's return URLs. */
  origin: string;
  /** A quote this customer submitted before whose checkout could not be opened: reused, not duplicated. */
  retryQuoteId?: string | undefined;
}

export type StartOrderResult =
  | { ok: true; quoteId: string; url: string }
  | { ok: false; error: 'package_not_found' }
  | { ok: false; error: 'checkout_failed'; quoteId: string };

/** The quote an order checks out: its package name and unit price come from the catalogue (trigger). */
interface QuoteRow {
  id: string;
  package_name: string;
  package_price: number;
  currency: string;
}

/**
 * The columns are nullable (a plan quote has no package), but an order's quote always has both:
 * fill_quote_package copies packages.price, and packages.currency is not null.
 */
function orderQuote(
  row: { id: string; package_name: string; package_price: number | null; currency: string | null } | undefined,
): QuoteRow | null {
  if (!row) return null;
  if (row.package_price === null || row.currency === null) throw new Error(`quote ${row.id} has no package price or currency`);
  return { id: row.id, package_name: row.package_name, package_price: row.package_price, currency: row.currency };
}

/** The e-mails show the chosen options' labels in the e-mail's language. */
function detailsForEmail(details: ProjectDetailsInput, quantity: number, locale: Locale): ProjectDetails {
  const t = translator(locale);
  return {
    ...details,
    timeline: details.timeline ? t(`order.timeline.${details.timeline}`) : '',
    budget_range: details.budget_range ? t(`order.budget.${details.budget_range}`) : '',
    quantity,
  };
}

async function insertQuote(tx: Tx, request: OrderRequest): Promise<QuoteRow | null> {
  const contact = {
    name: request.contact.name,
    email: request.email,
    phone: request.contact.phone,
    company: request.contact.company,
  };
  // package_name and package_price come from the packages table (fill_quote_package trigger).
  const row = await tx.db
    .insertInto('public.quotes')
    .columns(['user_id', 'package_id', 'quantity', 'project_description', 'contact_info', 'project_details', 'source', 'locale'])
    .expression((eb) =>
      eb
        .selectFrom('public.packages as p')
        .select([
          eb.val(request.userId).as('user_id'),
          'p.id',
          eb.val(request.quantity).as('quantity'),
          eb.val(orderDescription(request.details)).as('project_description'),
          eb.val(JSON.stringify(contact)).as('contact_info'),
          eb.val(JSON.stringify(request.details)).as('project_details'),
          sql.lit('order').as('source'),
          eb.val(request.locale).as('locale'),
        ])
        .where('p.id', '=', request.packageId)
        .where('p.is_active', '=', true),
    )
    .returning((eb) => [
      'id',
      'package_name',
      'package_price',
      eb.selectFrom('public.packages').select('currency').where('id', '=', request.packageId).as('currency'),
    ])
    .executeTakeFirst();
  return orderQuote(row);
}

/** A retried submission updates the customer's own earlier order quote instead of adding another. */
async function reuseQuote(tx: Tx, request: OrderRequest, quoteId: string): Promise<QuoteRow | null> {
  const row = await tx.db
    .updateTable('public.quotes as q')
    .set({
      quantity: request.quantity,
      project_description: orderDescription(request.details),
      project_details: JSON.stringify(request.details),
    })
    .from('public.packages as p')
    .where('q.id', '=', quoteId)
    .where('q.user_id', '=', request.userId)
    .where('q.package_id', '=', request.packageId)
    .where('q.source', '=', 'order')
    .where('q.status', '=', 'pending')
    .whereRef('p.id', '=', 'q.package_id')
    .where('p.is_active', '=', true)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('public.orders as o')
            .select(sql.lit(1).as('one'))
            .whereRef('o.quote_id', '=', 'q.id')
            .where('o.status', 'in', ['processing', 'completed']),
        ),
      ),
    )
    .returning(['q.id', 'q.package_name', 'q.package_price', 'p.currency'])
    .executeTakeFirst()
    .then(orderQuote);
  // An earlier unfinished checkout of this quote is superseded by the new one.
  if (row)
    await tx.db
      .updateTable('public.orders')
      .set({ status: 'cancelled' })
      .where('quote_id', '=', quoteId)
      .where('status', '=', 'pending')
      .execute();
  return row;
}

async function queueEmails(tx: Tx, mail: MailQueue, request: OrderRequest, quote: QuoteRow): Promise<void> {
  const related = { relatedTable: 'quotes', relatedId: quote.id };
  const base = {
    name: request.contact.name || request.email,
    email: request.email,
    phone: request.contact.phone,
    company: request.contact.company,
    packageName: quote.package_name,
    amount: estimateTotal(quote.package_price, request.quantity),
    locale: request.locale,
    quoteId: quote.id,
  };
  await mail.enqueue(
    tx,
    'purchase_attempt',
    {
      ...base,
      projectDetails: detailsForEmail(request.details, request.quantity, 'en'),
    },
    related,
  );
  await mail.enqueue(
    tx,
    'quote_confirmation',
    {
      ...base,
      packageName: await localizedPackageName(tx, request.packageId, request.locale, quote.package_name),
      projectDetails: detailsForEmail(request.details, request.quantity, request.locale),
      dashboardUrl: `${request.origin}${localePrefix(request.locale)}/dashboard`,
    },
    related,
  );
}

export async function startOrder(
  deps: { db: Database; mail: MailQueue; payments: PaymentsPort },
  input: OrderRequest,
): Promise<StartOrderResult> {
  // One quantity for the quote, the e-mails, the provider and the order, whoever calls this.
  const request = { ...input, quantity: clampQuantity(input.quantity) };
  const quote = await deps.db.asService(async (tx) => {
    const reused = request.retryQuoteId ? await reuseQuote(tx, request, request.retryQuoteId) : null;
    if (reused) return reused;
    const created = await insertQuote(tx, request);
    if (created) await queueEmails(tx, deps.mail, request, created);
    return created;
  });
  if (!quote) return { ok: false, error: 'package_not_found' };
  // The provider's checkout page names the package as the customer reads it.
  const packageName = await deps.db.asService((tx) => localizedPackageName(tx, request.packageId, request.locale, quote.package_name));

  const prefix = localePrefix(request.locale);
  let session;
  try {
    session = await deps.payments.createCheckout({
      quoteId: quote.id,
      userId: request.userId,
      packageId: request.packageId,
      packageName,
      unitAmount: quote.package_price,
      quantity: request.quantity,
      currency: quote.currency,
      customerEmail: request.email,
      locale: request.locale,
      successUrl: `${request.origin}${prefix}/dashboard?success=true&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${request.origin}${prefix}/order/${request.packageId}?cancelled=true`,
    });
  } catch (error) {
    console.error('[orders] could not open a checkout for quote', quote.id, error);
    return { ok: false, error: 'checkout_failed', quoteId: quote.id };
  }

  // The pending order lets the dashboard show the checkout; the webhook settles it (or creates it,
  // should this insert be lost).
  await deps.db.asService((tx) =>
    tx.db
      .insertInto('public.orders')
      .values({
        user_id: request.userId,
        quote_id: quote.id,
        package_id: request.packageId,
        quantity: request.quantity,
        total_amount: estimateTotal(quote.package_price, request.quantity),
        currency: quote.currency,
        status: 'pending',
        payment_session_id: session.sessionId,
      })
      .onConflict((oc) => oc.column('payment_session_id').doNothing())
      .execute(),
  );
  return { ok: true, quoteId: quote.id, url: session.url };
}

/** What fulfilCheckout made of a checkout. */
export type FulfilResult =
  /** The paid checkout is a customer's order; `changed` when this call made it processing. */
  | { outcome: 'order'; changed: boolean }
  /** Paid, but not tied to a customer's order: recorded for the studio when a reconciler was given. */
  | { outcome: 'unmatched'; reason: ReconciliationReason; recorded: boolean }
  | { outcome: 'unpaid' };

/** Where a paid checkout that matches no order goes: a payment_reconciliations row and a studio alert. */
export interface Reconciler {
  provider: 'stripe';
  mail: MailQueue;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const uuidOrNull = (value: string | undefined) => (value !== undefined && UUID.test(value) ? value : null);

/** Why a paid checkout cannot become its metadata's order, or null when it can (or already did). */
async function unmatchedReason(tx: Tx, checkout: CheckoutState): Promise<ReconciliationReason | 'settled' | null> {
  const meta = checkout.metadata;
  // Adapters validate their metadata; an id that is not a uuid anyway is treated as unknown (null
  // matches nothing), so no value's shape can make the cast fail.
  const [quoteId, userId, packageId] = [uuidOrNull(meta?.quoteId), uuidOrNull(meta?.userId), uuidOrNull(meta?.packageId ?? undefined)];
  // One statement, so the facts come from one snapshot. quotes.id and orders.payment_session_id are
  // unique, so each scalar subquery reads at most one row (what the former left joins did).
  const facts = await tx.db
    .selectNoFrom((eb) => {
      const quote = eb.selectFrom('public.quotes as q').where('q.id', '=', quoteId);
      const order = eb.selectFrom('public.orders as o').where('o.payment_session_id', '=', checkout.sessionId);
      return [
        eb.exists(order.select(sql.lit(1).as('one')).where('o.status', 'in', ['processing', 'completed'])).as('settled'),
        eb.exists(eb.selectFrom('auth.users as u').select(sql.lit(1).as('one')).where('u.id', '=', userId)).as('user_exists'),
        eb.exists(eb.selectFrom('public.packages as p').select(sql.lit(1).as('one')).where('p.id', '=', packageId)).as('package_exists'),
        quote.select('q.id').as('quote_id'),
        quote.select('q.user_id').as('quote_user_id'),
        quote.select('q.package_id').as('quote_package_id'),
        order.select('o.user_id').as('order_user_id'),
        order.select('o.quote_id').as('order_quote_id'),
      ];
    })
    .executeTakeFirst();
  // A redelivery of a checkout already settled changes nothing, whatever happened to its rows since.
  if (facts?.settled) return 'settled';
  if (!meta || !facts) return 'missing_metadata';
  if (!facts.user_exists) return 'unknown_user';
  if (!facts.quote_id) return 'unknown_quote';
  if (meta.purpose === 'quote_balance') {
    // A custom quote's balance (decision 0018): the quote must be this customer's; it may have no package.
    if (facts.quote_user_id !== meta.userId) return 'mismatch';
  } else {
    if (!facts.package_exists) return 'unknown_package';
    if (facts.quote_user_id !== meta.userId || facts.quote_package_id !== meta.packageId) return 'mismatch';
  }
  // The pending row startOrder wrote for this session names the same customer and quote.
  if ((facts.order_user_id && facts.order_user_id !== meta.userId) || (facts.order_quote_id && facts.order_quote_id !== meta.quoteId)) {
    return 'mismatch';
  }
  return null;
}

/** Records the unmatched payment once per session and, the first time only, alerts the studio. */
async function recordUnmatched(tx: Tx, reconciler: Reconciler, checkout: CheckoutState, reason: ReconciliationReason): Promise<boolean> {
  const metadata = checkout.provider?.metadata ?? {};
  const customerEmail = checkout.provider?.customerEmail ?? null;
  const row = await tx.db
    .insertInto('public.payment_reconciliations')
    .values({
      provider: reconciler.provider,
      payment_session_id: checkout.sessionId,
      reason,
      amount: checkout.amountTotal,
      currency: checkout.currency,
      customer_email: customerEmail,
      metadata: JSON.stringify(metadata),
    })
    .onConflict((oc) => oc.column('payment_session_id').doNothing())
    .returning(['id', 'created_at'])
    .executeTakeFirst();
  if (!row) return false;
  await reconciler.mail.enqueue(
    tx,
    'payment_reconciliation',
    {
      provider: reconciler.provider,
      sessionId: checkout.sessionId,
      reason,
      amount: checkout.amountTotal,
      currency: checkout.currency,
      customerEmail,
      metadata,
      reference: row.id,
    },
    { relatedTable: 'payment_reconciliations', relatedId: row.id },
  );
  return true;
}

/**
 * A paid checkout becomes a processing order, exactly once however often the provider tells us, but
 * only when its metadata names a customer, their own quote and a package that all exist. Anything else
 * is never recorded as anyone's order: with a reconciler (the webhook) it is recorded for the studio,
 * with an e-mail in the same transaction; without one (the dashboard's return path, the demo) it is
 * left alone, and the webhook records it.
 */
export async function fulfilCheckout(
  db: Database,
  checkout: CheckoutState,
  reconciler?: Reconciler,
  mail?: MailQueue,
): Promise<FulfilResult> {
  if (!checkout.paid) return { outcome: 'unpaid' };
  return db.asService(async (tx): Promise<FulfilResult> => {
    const reason = await unmatchedReason(tx, checkout);
    if (reason === 'settled') return { outcome: 'order', changed: false };
    if (reason !== null || !checkout.metadata) {
      const why = reason ?? 'missing_metadata';
      const recorded = reconciler ? await recordUnmatched(tx, reconciler, checkout, why) : false;
      return { outcome: 'unmatched', reason: why, recorded };
    }
    const { quoteId, userId, packageId, quantity, purpose = 'package' } = checkout.metadata;
    // Payment received outranks a superseded or expired checkout: the money is real.
    const rows = await tx.db
      .insertInto('public.orders')
      .values({
        user_id: userId,
        quote_id: quoteId,
        package_id: packageId,
        quantity,
        total_amount: checkout.amountTotal,
        currency: checkout.currency,
        status: 'processing',
        payment_session_id: checkout.sessionId,
        purpose,
      })
      .onConflict((oc) =>
        oc
          .column('payment_session_id')
          .doUpdateSet((eb) => ({ status: 'processing', total_amount: eb.ref('excluded.total_amount') }))
          .where('public.orders.status', 'in', ['pending', 'cancelled']),
      )
      .returning('id')
      .execute();
    const changed = rows.length > 0;
    // The client hears of a balance payment once: only the call that settled it queues the e-mail.
    if (changed && purpose === 'quote_balance')
      await queueBalanceReceipt(tx, mail ?? reconciler?.mail ?? getMailQueue(), quoteId, checkout.amountTotal, siteUrl());
    return { outcome: 'order', changed };
  });
}

/** An abandoned or failed checkout: its pending order is cancelled. */
export async function expireCheckout(db: Database, sessionId: string): Promise<void> {
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
 * Back from the provider with ?session_id=: settle the order now if the provider says it is paid
 * and it is this customer's, so the dashboard is right even before the webhook arrives. A paid
 * checkout that does not match an order is left to the webhook, which records it for the studio:
 * a customer's page load never files reconciliations or alerts.
 */
export async function settleReturnFromCheckout(db: Database, payments: PaymentsPort, sessionId: string, userId: string): Promise<void> {
  if (sessionId.length > 255) return;
  try {
    const checkout = await payments.getCheckout(sessionId);
    if (checkout?.paid && checkout.metadata?.userId === userId) await fulfilCheckout(db, checkout);
  } catch (error) {
    console.error('[orders] could not check the returning checkout', error);
  }
}
