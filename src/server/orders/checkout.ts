/**
 * Package orders (portal spec §2 "Order page", §7 "Order submit"): the quote request with its two
 * e-mails, then the provider's checkout; and the fulfilment that turns a paid checkout into an order.
 *
 * The quote and its e-mails are written in ONE service transaction before any checkout exists, so a
 * request is never lost when the provider fails; the customer retries with the same quote. The amount
 * is always the database price times the quantity.
 */
import type { Database, Tx } from '../db/types';
import type { MailQueue } from '../mail/outbox';
import type { PaymentsPort, CheckoutState } from '../payments/types';
import type { ReconciliationReason } from '../mail/templates/payments';
import { clampQuantity, estimateTotal, orderDescription, type ProjectDetailsInput } from '../../domain/orders';
import { translator } from '../../i18n/translate';
import type { ProjectDetails } from '../mail/templates/orders';
import { localizedPackageName } from '../leads/quotes';
import { localePrefix } from '../../i18n/locales';

type Locale = 'en' | 'th';

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

interface QuoteRow {
  id: string;
  package_name: string;
  package_price: number;
  currency: string;
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
  return tx.one<QuoteRow>(
    `insert into public.quotes (user_id, package_id, quantity, project_description, contact_info, project_details, source, locale)
     select $1, p.id, $3, $4, $5, $6, 'order', $7 from public.packages p where p.id = $2 and p.is_active
     returning id, package_name, package_price, (select currency from public.packages where id = $2) as currency`,
    [
      request.userId,
      request.packageId,
      request.quantity,
      orderDescription(request.details),
      JSON.stringify(contact),
      JSON.stringify(request.details),
      request.locale,
    ],
  );
}

/** A retried submission updates the customer's own earlier order quote instead of adding another. */
async function reuseQuote(tx: Tx, request: OrderRequest, quoteId: string): Promise<QuoteRow | null> {
  const row = await tx.one<QuoteRow>(
    `update public.quotes q set quantity = $4, project_description = $5, project_details = $6
     from public.packages p
     where q.id = $1 and q.user_id = $2 and q.package_id = $3 and q.source = 'order' and q.status = 'pending'
       and p.id = q.package_id and p.is_active
       and not exists (select 1 from public.orders o where o.quote_id = q.id and o.status in ('processing', 'completed'))
     returning q.id, q.package_name, q.package_price, p.currency`,
    [
      quoteId,
      request.userId,
      request.packageId,
      request.quantity,
      orderDescription(request.details),
      JSON.stringify(request.details),
    ],
  );
  // An earlier unfinished checkout of this quote is superseded by the new one.
  if (row) await tx.query(`update public.orders set status = 'cancelled' where quote_id = $1 and status = 'pending'`, [quoteId]);
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
  await mail.enqueuePurchaseAttempt(
    tx,
    {
      ...base,
      projectDetails: detailsForEmail(request.details, request.quantity, 'en'),
    },
    related,
  );
  await mail.enqueueQuoteConfirmation(
    tx,
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

  const prefix = localePrefix(request.locale);
  let session;
  try {
    session = await deps.payments.createCheckout({
      quoteId: quote.id,
      userId: request.userId,
      packageId: request.packageId,
      packageName: quote.package_name,
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
    tx.query(
      `insert into public.orders (user_id, quote_id, package_id, quantity, total_amount, currency, status, payment_session_id)
       values ($1, $2, $3, $4, $5, $6, 'pending', $7)
       on conflict (payment_session_id) do nothing`,
      [
        request.userId,
        quote.id,
        request.packageId,
        request.quantity,
        estimateTotal(quote.package_price, request.quantity),
        quote.currency,
        session.sessionId,
      ],
    ),
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

interface MatchFacts {
  settled: boolean;
  user_exists: boolean;
  package_exists: boolean;
  quote_id: string | null;
  quote_user_id: string | null;
  quote_package_id: string | null;
  order_user_id: string | null;
  order_quote_id: string | null;
}

/** Why a paid checkout cannot become its metadata's order, or null when it can (or already did). */
async function unmatchedReason(tx: Tx, checkout: CheckoutState): Promise<ReconciliationReason | 'settled' | null> {
  const meta = checkout.metadata;
  // Adapters validate their metadata; an id that is not a uuid anyway is treated as unknown (null
  // matches nothing), so no value's shape can make the cast fail.
  const facts = await tx.one<MatchFacts>(
    `select
       exists (select 1 from public.orders o where o.payment_session_id = $4 and o.status in ('processing', 'completed')) as settled,
       exists (select 1 from auth.users u where u.id = $2::uuid) as user_exists,
       exists (select 1 from public.packages p where p.id = $3::uuid) as package_exists,
       q.id as quote_id, q.user_id as quote_user_id, q.package_id as quote_package_id,
       o.user_id as order_user_id, o.quote_id as order_quote_id
     from (select 1) as one
     left join public.quotes q on q.id = $1::uuid
     left join public.orders o on o.payment_session_id = $4`,
    [uuidOrNull(meta?.quoteId), uuidOrNull(meta?.userId), uuidOrNull(meta?.packageId), checkout.sessionId],
  );
  // A redelivery of a checkout already settled changes nothing, whatever happened to its rows since.
  if (facts?.settled) return 'settled';
  if (!meta || !facts) return 'missing_metadata';
  if (!facts.user_exists) return 'unknown_user';
  if (!facts.quote_id) return 'unknown_quote';
  if (!facts.package_exists) return 'unknown_package';
  if (facts.quote_user_id !== meta.userId || facts.quote_package_id !== meta.packageId) return 'mismatch';
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
  const row = await tx.one<{ id: string; created_at: Date }>(
    `insert into public.payment_reconciliations (provider, payment_session_id, reason, amount, currency, customer_email, metadata)
     values ($1, $2, $3, $4, $5, $6, $7::jsonb)
     on conflict (payment_session_id) do nothing
     returning id, created_at`,
    [reconciler.provider, checkout.sessionId, reason, checkout.amountTotal, checkout.currency, customerEmail, JSON.stringify(metadata)],
  );
  if (!row) return false;
  await reconciler.mail.enqueuePaymentReconciliation(
    tx,
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
export async function fulfilCheckout(db: Database, checkout: CheckoutState, reconciler?: Reconciler): Promise<FulfilResult> {
  if (!checkout.paid) return { outcome: 'unpaid' };
  return db.asService(async (tx): Promise<FulfilResult> => {
    const reason = await unmatchedReason(tx, checkout);
    if (reason === 'settled') return { outcome: 'order', changed: false };
    if (reason !== null || !checkout.metadata) {
      const why = reason ?? 'missing_metadata';
      const recorded = reconciler ? await recordUnmatched(tx, reconciler, checkout, why) : false;
      return { outcome: 'unmatched', reason: why, recorded };
    }
    const { quoteId, userId, packageId, quantity } = checkout.metadata;
    // Payment received outranks a superseded or expired checkout: the money is real.
    const rows = await tx.query(
      `insert into public.orders (user_id, quote_id, package_id, quantity, total_amount, currency, status, payment_session_id)
       values ($1, $2, $3, $4, $5, $6, 'processing', $7)
       on conflict (payment_session_id) do update
         set status = 'processing', total_amount = excluded.total_amount
         where public.orders.status in ('pending', 'cancelled')
       returning id`,
      [userId, quoteId, packageId, quantity, checkout.amountTotal, checkout.currency, checkout.sessionId],
    );
    return { outcome: 'order', changed: rows.length > 0 };
  });
}

/** An abandoned or failed checkout: its pending order is cancelled. */
export async function expireCheckout(db: Database, sessionId: string): Promise<void> {
  await db.asService((tx) =>
    tx.query(`update public.orders set status = 'cancelled' where payment_session_id = $1 and status = 'pending'`, [sessionId]),
  );
}

/**
 * Back from the provider with ?session_id=: settle the order now if the provider says it is paid
 * and it is this customer's, so the dashboard is right even before the webhook arrives. A paid
 * checkout that does not match an order is left to the webhook, which records it for the studio:
 * a customer's page load never files reconciliations or alerts.
 */
export async function settleReturnFromCheckout(
  db: Database,
  payments: PaymentsPort,
  sessionId: string,
  userId: string,
): Promise<void> {
  if (sessionId.length > 255) return;
  try {
    const checkout = await payments.getCheckout(sessionId);
    if (checkout?.paid && checkout.metadata?.userId === userId) await fulfilCheckout(db, checkout);
  } catch (error) {
    console.error('[orders] could not check the returning checkout', error);
  }
}
