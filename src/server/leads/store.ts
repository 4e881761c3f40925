/**
 * Storing leads (the quote rows themselves are written by src/server/quotes). Each quote or message is
 * written together with its e-mails in ONE service-role transaction, so a lead is never stored without
 * its alerts, nor an alert sent for a lost lead. Service role, because a lead's author is often no user
 * at all (a visitor, or an account created a moment ago in the same request) and the outbox is the
 * system's; what the visitor may send is decided before, by validation and rate limits.
 * The server decides who the quote belongs to (the verified session or the account it just
 * created) and every price (recomputed from the description and the feature ids, or read from the
 * packages table by the fill_quote_package trigger): nothing of that comes from the browser.
 */
import type { Database } from '../db/types';
import { insertPackageQuote, insertPlanQuote, type PackageQuoteInput } from '../quotes/create';
import type { QuoteContact } from '../billing/quotation/contact';
import { localizedPackageName } from '../billing/quotation/packageName';
import type { MailQueue } from '../mail/outbox';
import type { ContactMessageInput } from '../../domain/validation/leads';
import type { LeadEmails } from './emails';
import type { RateLimiter } from '../rateLimit';
import type { StoredPlan } from '../../domain/plan/stored';
import type { Locale } from '../../i18n/locales';

export interface PlanQuote {
  userId: string | null;
  description: string;
  contact: QuoteContact;
  locale: Locale;
  /** The one shape a plan is stored in (src/domain/plan/stored.ts). */
  plan: StoredPlan;
  packageName: string;
}

export async function storePlanQuote(db: Database, mail: MailQueue, emails: LeadEmails, quote: PlanQuote): Promise<string> {
  return db.asService(async (tx) => {
    const quoteId = await insertPlanQuote(tx, {
      userId: quote.userId,
      packageName: quote.packageName,
      price: quote.plan.finalPrice,
      description: quote.description,
      contact: quote.contact,
      plan: quote.plan,
      locale: quote.locale,
    });
    await emails.planQuote(tx, mail, { ...quote, quoteId });
    return quoteId;
  });
}

export async function storePackageQuote(db: Database, mail: MailQueue, emails: LeadEmails, quote: PackageQuoteInput): Promise<string> {
  return db.asService(async (tx) => {
    const row = await insertPackageQuote(tx, quote);
    if (!row) throw new Error('package_unavailable');
    const customerPackageName = await localizedPackageName(tx, quote.packageId, quote.locale, row.packageName);
    await emails.packageQuote(tx, mail, {
      ...quote,
      quoteId: row.id,
      packageName: row.packageName,
      customerPackageName,
      packagePrice: row.packagePrice,
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
