/**
 * The quote's `contact_info`: who asked, as they typed it (a JSON object the server writes; the
 * signed-in profile fills the gaps when reading). The one codec for the column: every write encodes
 * here, every read decodes here.
 */
import type { JsonValue } from '../../db/schema.generated';

export interface QuoteContact {
  name: string;
  email: string;
  phone: string;
  company: string;
}

/** The column's value for a write (JSON text, as both engines take a json parameter). */
export function encodeContact(contact: QuoteContact): string {
  return JSON.stringify({ name: contact.name, email: contact.email, phone: contact.phone, company: contact.company });
}

/** Each field, '' when absent or not text (rows written before a field existed). */
export function decodeContact(info: JsonValue): QuoteContact {
  const field = (key: keyof QuoteContact): string => {
    if (info === null || typeof info !== 'object' || Array.isArray(info)) return '';
    const value = info[key];
    return typeof value === 'string' ? value : '';
  };
  return { name: field('name'), email: field('email'), phone: field('phone'), company: field('company') };
}

/**
 * The contact, with the account's name where the quote has none. The e-mail is the account's address
 * when the quote has an account with one, so mail follows a change of address (decision 0049 addendum
 * (b)); the address typed with the request otherwise (or `fallbackEmail`).
 */
export function contactWithProfile(
  info: JsonValue,
  profile: { name: string | null; email: string | null },
  fallbackEmail = '',
): QuoteContact {
  const contact = decodeContact(info);
  return { ...contact, name: contact.name || profile.name || '', email: profile.email || contact.email || fallbackEmail };
}
