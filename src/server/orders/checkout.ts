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
import { clampQuantity, estimateTotal, orderDescription, type ProjectDetailsInput } from '../../domain/orders';
import { useTranslations } from '../../i18n/translate';
import type { ProjectDetails } from '../mail/templates/orders';
import { localizedPackageName } from '../leads/quotes';

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
  const t = useTranslations(locale);
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
      dashboardUrl: `${request.origin}${request.locale === 'th' ? '/th' : ''}/dashboard`,
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

  const prefix = request.locale === 'th' ? '/th' : '';
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

/**
 * A paid checkout becomes a processing order, exactly once however often the provider tells us.
 * Returns false when the checkout is not ours or not paid.
 */
export async function fulfilCheckout(db: Database, checkout: CheckoutState): Promise<boolean> {
  if (!checkout.paid || !checkout.metadata) return false;
  const { quoteId, userId, packageId, quantity } = checkout.metadata;
  return db.asService(async (tx) => {
    // Payment received outranks a superseded or expired checkout: the money is real.
    const rows = await tx.query(
      `insert into public.orders (user_id, quote_id, package_id, quantity, total_amount, currency, status, payment_session_id)
       select u.id, q.id, p.id, $4, $5, $6, 'processing', $7
       from (select $1::uuid as quote_id, $2::uuid as user_id, $3::uuid as package_id) m
       left join public.quotes q on q.id = m.quote_id
       left join auth.users u on u.id = m.user_id
       left join public.packages p on p.id = m.package_id
       on conflict (payment_session_id) do update
         set status = 'processing', total_amount = excluded.total_amount
         where public.orders.status in ('pending', 'cancelled')
       returning id`,
      [quoteId, userId, packageId, quantity, checkout.amountTotal, checkout.currency, checkout.sessionId],
    );
    return rows.length > 0;
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
 * and it is this customer's, so the dashboard is right even before the webhook arrives.
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
