/**
 * Storing leads. Each quote or message is written together with its e-mails in ONE service-role
 * transaction, so a lead is never stored without its alerts, nor an alert sent for a lost lead.
 * The server decides who the quote belongs to (the verified session or the account it just
 * created) and every price (recomputed from the description and the feature ids, or read from the
 * packages table by the fill_quote_package trigger): nothing of that comes from the browser.
 */
import { sql } from 'kysely';
import type { Database, Tx } from '../db/types';
import type { MailQueue } from '../mail/outbox';
import type { ContactMessageInput } from '../../domain/validation/leads';
import type { LeadEmails } from './emails';
import type { RateLimiter } from '../rateLimit';
import type { ProjectPlan } from '../../domain/plan';
import type { Locale } from '../../i18n/locales';

export interface Contact {
  name: string;
  email: string;
  phone: string;
  company: string;
}

export interface PlanQuote {
  userId: string | null;
  description: string;
  contact: Contact;
  locale: Locale;
  plan: {
    titleKey: ProjectPlan['titleKey'];
    timelineKey: ProjectPlan['timelineKey'];
    basePrice: number;
    finalPrice: number;
    featureIds: number[];
    timeline: { minWeeks: number; maxWeeks: number };
    primaryNeed: string;
  };
  packageName: string;
}

export async function storePlanQuote(db: Database, mail: MailQueue, emails: LeadEmails, quote: PlanQuote): Promise<string> {
  return db.asService(async (tx) => {
    const row = await tx.db
      .insertInto('public.quotes')
      .values({
        user_id: quote.userId,
        package_name: quote.packageName,
        package_price: quote.plan.finalPrice,
        project_description: quote.description,
        contact_info: JSON.stringify(quote.contact),
        plan: JSON.stringify(quote.plan),
        source: 'wizard',
        locale: quote.locale,
      })
      .returning('id')
      .executeTakeFirst();
    if (!row) throw new Error('quote insert returned no row');
    await emails.planQuote(tx, mail, { ...quote, quoteId: row.id });
    return row.id;
  });
}

export async function storePackageQuote(
  db: Database,
  mail: MailQueue,
  emails: LeadEmails,
  quote: { userId: string; packageId: string; description: string; contact: Contact; locale: Locale },
): Promise<string> {
  return db.asService(async (tx) => {
    // package_name and package_price are filled from the packages table by a trigger.
    const row = await tx.db
      .insertInto('public.quotes')
      .columns(['user_id', 'package_id', 'project_description', 'contact_info', 'source', 'locale'])
      .expression((eb) =>
        eb
          .selectFrom('public.packages as p')
          .select([
            eb.val(quote.userId).as('user_id'),
            'p.id',
            eb.val(quote.description).as('project_description'),
            eb.val(JSON.stringify(quote.contact)).as('contact_info'),
            sql.lit('modal').as('source'),
            eb.val(quote.locale).as('locale'),
          ])
          .where('p.id', '=', quote.packageId)
          .where('p.is_active', '=', true),
      )
      .returning(['id', 'package_name', 'package_price'])
      .executeTakeFirst();
    if (!row) throw new Error('package_unavailable');
    // The column is nullable (plan quotes may have no price); fill_quote_package copies packages.price (not null).
    if (row.package_price === null) throw new Error('fill_quote_package left the package price empty');
    const customerPackageName = await localizedPackageName(tx, quote.packageId, quote.locale, row.package_name);
    await emails.packageQuote(tx, mail, {
      ...quote,
      quoteId: row.id,
      packageName: row.package_name,
      customerPackageName,
      packagePrice: row.package_price,
    });
    return row.id;
  });
}

/**
 * A contact message, the studio's alert and the sender's copy. The copy goes to whatever address was
 * typed and repeats the message, so it is capped per recipient (limit `contactCopies`, counted in the
 * same transaction): beyond the cap the message is still stored and the studio still told, only the
 * copy is skipped. The visitor sees the same success either way.
 */
export async function storeContactMessage(
  db: Database,
  mail: MailQueue,
  emails: LeadEmails,
  limiter: RateLimiter,
  message: Omit<ContactMessageInput, 'website'> & { locale: Locale },
): Promise<{ id: string; copySent: boolean }> {
  return db.asService(async (tx) => {
    const row = await tx.db
      .insertInto('public.contact_messages')
      .values({
        name: message.name,
        email: message.email,
        phone: message.phone,
        company: message.company,
        subject: message.subject,
        message: message.message,
        locale: message.locale,
      })
      .returning('id')
      .executeTakeFirst();
    if (!row) throw new Error('contact insert returned no row');
    const copySent = (await limiter.consumeIn(tx, 'contactCopies', message.email)).allowed;
    if (!copySent) console.info(`[leads] contact message ${row.id}: the sender's copy was skipped (too many copies to that address today)`);
    await emails.contactMessage(tx, mail, { ...message, messageId: row.id }, { copyToSender: copySent });
    return { id: row.id, copySent };
  });
}

/** The package's name as a customer reading `locale` knows it (Thai when the catalogue has it). */
export async function localizedPackageName(tx: Tx, packageId: string, locale: Locale, fallback: string): Promise<string> {
  if (locale !== 'th') return fallback;
  const row = await tx.db.selectFrom('public.packages').select('name_th as name').where('id', '=', packageId).executeTakeFirst();
  return row?.name || fallback;
}
