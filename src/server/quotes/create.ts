/**
 * Every new quote row, whoever asks for it: the wizard's plan (a lead), the Start Your Project modal
 * (a package), the order page (a package with its project details), and an order page retry that
 * revises the customer's own unfinished order quote. The caller chooses the transaction, so each quote
 * is written together with its e-mails. A package quote's name and unit price are never the caller's:
 * the fill_quote_package trigger copies them from the packages table.
 */
import { sql } from 'kysely';
import { call } from '../db/builder';
import type { Tx } from '../db/types';
import type { Locale } from '../../i18n/locales';
import { encodeContact, type QuoteContact } from '../billing/quotation/contact';

export interface PlanQuoteInput {
  userId: string | null;
  packageName: string;
  price: number;
  description: string;
  contact: QuoteContact;
  /** The plan as the server computed it (stored as JSON). */
  plan: object;
  locale: Locale;
}

export async function insertPlanQuote(tx: Tx, input: PlanQuoteInput): Promise<string> {
  const row = await tx.db
    .insertInto('public.quotes')
    .values({
      user_id: input.userId,
      package_name: input.packageName,
      package_price: input.price,
      project_description: input.description,
      contact_info: encodeContact(input.contact),
      plan: JSON.stringify(input.plan),
      source: 'wizard',
      locale: input.locale,
    })
    .returning('id')
    .executeTakeFirst();
  if (!row) throw new Error('quote insert returned no row');
  return row.id;
}

export interface PackageQuoteInput {
  userId: string;
  packageId: string;
  description: string;
  contact: QuoteContact;
  locale: Locale;
}

/** A modal request for an active package; null when the package is unknown or inactive. */
export async function insertPackageQuote(
  tx: Tx,
  input: PackageQuoteInput,
): Promise<{ id: string; packageName: string; packagePrice: number } | null> {
  const row = await tx.db
    .insertInto('public.quotes')
    .columns(['user_id', 'package_id', 'project_description', 'contact_info', 'source', 'locale'])
    .expression((eb) =>
      eb
        .selectFrom('public.packages as p')
        .select([
          eb.val(input.userId).as('user_id'),
          'p.id',
          eb.val(input.description).as('project_description'),
          eb.val(encodeContact(input.contact)).as('contact_info'),
          sql.lit('modal').as('source'),
          eb.val(input.locale).as('locale'),
        ])
        .where('p.id', '=', input.packageId)
        .where('p.is_active', '=', true),
    )
    .returning(['id', 'package_name', 'package_price'])
    .executeTakeFirst();
  if (!row) return null;
  // The column is nullable (plan quotes may have no price); fill_quote_package copies packages.price (not null).
  if (row.package_price === null) throw new Error('fill_quote_package left the package price empty');
  return { id: row.id, packageName: row.package_name, packagePrice: row.package_price };
}

export interface OrderQuoteInput {
  userId: string;
  packageId: string;
  quantity: number;
  description: string;
  /** The order page's project details (stored as JSON). */
  details: object;
  contact: QuoteContact;
  locale: Locale;
}

/** The quote an order checks out: its package name and unit price come from the catalogue (trigger). */
export interface OrderQuote {
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
): OrderQuote | null {
  if (!row) return null;
  if (row.package_price === null || row.currency === null) throw new Error(`quote ${row.id} has no package price or currency`);
  return { id: row.id, package_name: row.package_name, package_price: row.package_price, currency: row.currency };
}

/** An order page request for an active package; null when the package is unknown or inactive. */
export async function insertOrderQuote(tx: Tx, input: OrderQuoteInput): Promise<OrderQuote | null> {
  const row = await tx.db
    .insertInto('public.quotes')
    .columns(['user_id', 'package_id', 'quantity', 'project_description', 'contact_info', 'project_details', 'source', 'locale'])
    .expression((eb) =>
      eb
        .selectFrom('public.packages as p')
        .select([
          eb.val(input.userId).as('user_id'),
          'p.id',
          eb.val(input.quantity).as('quantity'),
          eb.val(input.description).as('project_description'),
          eb.val(encodeContact(input.contact)).as('contact_info'),
          eb.val(JSON.stringify(input.details)).as('project_details'),
          sql.lit('order').as('source'),
          eb.val(input.locale).as('locale'),
        ])
        .where('p.id', '=', input.packageId)
        .where('p.is_active', '=', true),
    )
    .returning((eb) => [
      'id',
      'package_name',
      'package_price',
      eb.selectFrom('public.packages').select('currency').where('id', '=', input.packageId).as('currency'),
    ])
    .executeTakeFirst();
  return orderQuote(row);
}

/**
 * A retried order submission revises the customer's own earlier order quote instead of adding
 * another: only while it is still pending, for the same active package, and nothing was paid for it;
 * its unfinished checkout is superseded. Run as the customer: revise_order_quote checks all of that,
 * whose quote it is included. Null when that quote cannot be revised (the caller then creates one).
 */
export async function reviseOrderQuote(tx: Tx, quoteId: string, input: OrderQuoteInput): Promise<OrderQuote | null> {
  const row = await tx.db
    .selectFrom(
      call('public.revise_order_quote', quoteId, input.packageId, input.quantity, input.description, JSON.stringify(input.details)).as('q'),
    )
    .selectAll()
    .executeTakeFirst();
  return orderQuote(row);
}
