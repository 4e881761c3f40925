/**
 * Package orders (portal spec §2 "Order page", §7 "Order submit"): the quote request with its two
 * e-mails, then the provider's checkout and its pending order.
 *
 * The quote and its e-mails are written in ONE transaction, as the customer, before any checkout exists, so a
 * request is never lost when the provider fails; the customer retries with the same quote. The amount
 * is always the database price times the quantity.
 */
import { call } from '../db/builder';
import type { Database, JwtClaims, Tx } from '../db/types';
import type { MailQueue } from '../mail/outbox';
import type { PaymentsPort } from '../payments/types';
import { clampQuantity, estimateTotal, orderDescription, type ProjectDetailsInput } from '../../domain/orders';
import { translator } from '../../i18n/translate';
import type { ProjectDetails } from '../mail/templates/orders';
import { insertOrderQuote, reviseOrderQuote, type OrderQuote, type OrderQuoteInput } from '../quotes/create';
import { localizedPackageName } from '../billing/quotation/packageName';
import { localePrefix, type Locale } from '../../i18n/locales';
import type { WithholdingChoice } from '../../domain/money/withholdingChoice';
import { mustChooseWithholding, recordCheckoutWithholding, withholdingFor, withholdingLabel } from '../billing/withholding/choice';
import { getConfig } from '../config';

export interface OrderRequest {
  userId: string;
  /** The verified session's claims: the quote and its pending order are written as the customer. */
  claims: JwtClaims;
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
  /** A company client's choice for this payment (decision 0061): absent for a person. */
  withholding?: WithholdingChoice | undefined;
}

export type StartOrderResult =
  | { ok: true; quoteId: string; url: string }
  | { ok: false; error: 'package_not_found' | 'withholding_choice_required' }
  | { ok: false; error: 'checkout_failed'; quoteId: string };

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

function quoteInput(request: OrderRequest): OrderQuoteInput {
  return {
    userId: request.userId,
    packageId: request.packageId,
    quantity: request.quantity,
    description: orderDescription(request.details),
    details: request.details,
    contact: { name: request.contact.name, email: request.email, phone: request.contact.phone, company: request.contact.company },
    locale: request.locale,
  };
}

async function queueEmails(tx: Tx, mail: MailQueue, request: OrderRequest, quote: OrderQuote): Promise<void> {
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
  // A company says whether it withholds before anything is written (decision 0061).
  if (request.withholding === undefined && (await deps.db.asCaller(request.claims, (tx) => mustChooseWithholding(tx, request.userId))))
    return { ok: false, error: 'withholding_choice_required' };
  // As the customer: the quote insert policy and revise_order_quote decide whose quote it is.
  const quote = await deps.db.asCaller(request.claims, async (tx) => {
    const reused = request.retryQuoteId ? await reviseOrderQuote(tx, request.retryQuoteId, quoteInput(request)) : null;
    if (reused) return reused;
    const created = await insertOrderQuote(tx, quoteInput(request));
    // The outbox is the system's (no user writes e-mails): queued as the service, in this transaction.
    if (created) await tx.asService((system) => queueEmails(system, deps.mail, request, created));
    return created;
  });
  if (!quote) return { ok: false, error: 'package_not_found' };
  // The provider's checkout page names the package as the customer reads it.
  const packageName = await deps.db.asCaller(request.claims, (tx) =>
    localizedPackageName(tx, request.packageId, request.locale, quote.package_name),
  );

  const prefix = localePrefix(request.locale);
  const withheld = await deps.db.asCaller(request.claims, (tx) =>
    withholdingFor(tx, request.userId, quote.package_price * request.quantity * 100, request.withholding, getConfig()),
  );
  const withholding =
    withheld.ok && withheld.withheld > 0
      ? { satang: withheld.withheld, label: withholdingLabel(request.locale, withheld.withheld) }
      : undefined;
  let session;
  try {
    session = await deps.payments.createCheckout({
      quoteId: quote.id,
      userId: request.userId,
      packageId: request.packageId,
      packageName,
      unitAmount: quote.package_price,
      quantity: request.quantity,
      withholding,
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
  // record_package_checkout takes the amount from the quote itself, for the caller's own quote only.
  await deps.db.asCaller(request.claims, async (tx) => {
    await tx.db.selectNoFrom(call('public.record_package_checkout', quote.id, session.sessionId).as('order_id')).execute();
    // What the company withholds from this checkout, on its pending order (decision 0061).
    await recordCheckoutWithholding(tx, session.sessionId, withholding?.satang ?? 0);
  });
  return { ok: true, quoteId: quote.id, url: session.url };
}
