/**
 * A quote as its e-mails and documents name it: the row with its owner's profile, the client it is
 * addressed to, its package's name in the client's language and the way back to the dashboard. Kept
 * apart from ledger.ts (credit notes and their PDFs), so the scheduled functions that only queue mail
 * (reminders) do not carry the PDF renderer and its fonts.
 */
import type { Tx } from '../../db/types';
import type { JsonValue } from '../../db/schema.generated';
import type { QuoteStatus } from '../../../domain/statuses';
import { localePrefix, type Locale } from '../../../i18n/locales';
import { contactWithProfile, type QuoteContact } from './contact';
import { localizedPackageName } from './packageName';

export interface QuoteRow {
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

/** The quote with its owner's profile, as the transaction's role may see it (RLS for a caller). */
export async function readQuote(tx: Tx, quoteId: string): Promise<QuoteRow | null> {
  const row = await tx.db
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
    .where('q.id', '=', quoteId)
    .executeTakeFirst();
  return row ?? null;
}

export function clientOf(row: QuoteRow, fallbackEmail = ''): QuoteContact {
  return contactWithProfile(row.contact_info, { name: row.profile_name, email: row.profile_email }, fallbackEmail);
}

export async function packageNameFor(tx: Tx, row: QuoteRow): Promise<string> {
  return row.package_id ? localizedPackageName(tx, row.package_id, row.locale, row.package_name) : row.package_name;
}

export const dashboardUrl = (origin: string, locale: Locale) => `${origin}${localePrefix(locale)}/dashboard`;
