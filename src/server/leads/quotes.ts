/**
 * Storing leads. Each quote or message is written together with its e-mails in ONE service-role
 * transaction, so a lead is never stored without its alerts, nor an alert sent for a lost lead.
 * The server decides who the quote belongs to (the verified session or the account it just
 * created) and every price (recomputed from the description and the feature ids, or read from the
 * packages table by the fill_quote_package trigger): nothing of that comes from the browser.
 */
import type { Database, Tx } from '../db/types';
import type { MailQueue } from '../mail/outbox';
import type { ContactMessageInput } from '../../domain/validation/leads';
import type { LeadEmails } from './emails';
import type { RateLimiter } from '../rateLimit';
import type { ProjectPlan } from '../../domain/plan';

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
  locale: 'en' | 'th';
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
    const row = await tx.one<{ id: string }>(
      `insert into public.quotes (user_id, package_name, package_price, project_description, contact_info, plan, source, locale)
       values ($1, $2, $3, $4, $5, $6, 'wizard', $7) returning id`,
      [
        quote.userId,
        quote.packageName,
        quote.plan.finalPrice,
        quote.description,
        JSON.stringify(quote.contact),
        JSON.stringify(quote.plan),
        quote.locale,
      ],
    );
    if (!row) throw new Error('quote insert returned no row');
    await emails.planQuote(tx, mail, { ...quote, quoteId: row.id });
    return row.id;
  });
}

export async function storePackageQuote(
  db: Database,
  mail: MailQueue,
  emails: LeadEmails,
  quote: { userId: string; packageId: string; description: string; contact: Contact; locale: 'en' | 'th' },
): Promise<string> {
  return db.asService(async (tx) => {
    // package_name and package_price are filled from the packages table by a trigger.
    const row = await tx.one<{ id: string; package_name: string; package_price: number }>(
      `insert into public.quotes (user_id, package_id, project_description, contact_info, source, locale)
       select $1, p.id, $3, $4, 'modal', $5 from public.packages p where p.id = $2 and p.is_active
       returning id, package_name, package_price`,
      [quote.userId, quote.packageId, quote.description, JSON.stringify(quote.contact), quote.locale],
    );
    if (!row) throw new Error('package_unavailable');
    const customerPackageName = await localizedPackageName(tx, quote.packageId, quote.locale, row.package_name);
    await emails.packageQuote(tx, mail, { ...quote, quoteId: row.id, packageName: row.package_name, customerPackageName, packagePrice: row.package_price });
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
  message: Omit<ContactMessageInput, 'website'> & { locale: 'en' | 'th' },
): Promise<{ id: string; copySent: boolean }> {
  return db.asService(async (tx) => {
    const row = await tx.one<{ id: string }>(
      `insert into public.contact_messages (name, email, phone, company, subject, message, locale)
       values ($1, $2, $3, $4, $5, $6, $7) returning id`,
      [message.name, message.email, message.phone, message.company, message.subject, message.message, message.locale],
    );
    if (!row) throw new Error('contact insert returned no row');
    const copySent = (await limiter.consumeIn(tx, 'contactCopies', message.email)).allowed;
    if (!copySent) console.info(`[leads] contact message ${row.id}: the sender's copy was skipped (too many copies to that address today)`);
    await emails.contactMessage(tx, mail, { ...message, messageId: row.id }, { copyToSender: copySent });
    return { id: row.id, copySent };
  });
}

/** The package's name as a customer reading `locale` knows it (Thai when the catalogue has it). */
export async function localizedPackageName(tx: Tx, packageId: string, locale: 'en' | 'th', fallback: string): Promise<string> {
  if (locale !== 'th') return fallback;
  const row = await tx.one<{ name: string | null }>('select name_th as name from public.packages where id = $1', [packageId]);
  return row?.name || fallback;
}
