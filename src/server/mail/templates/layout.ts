/**
 * What every template needs besides its markup: the customer's copy (mailCopy, greeting, signOff), money
 * and dates in the e-mail's language, the one-line subject and the rule for links. The markup itself is
 * in ../blocks (React components: the frame, paragraphs, headings, rows, quotes, buttons).
 */
import { formatDate as formatDateIntl, formatMoney as formatMoneyIntl } from '../../../i18n/format';
import { site } from '../../../config/site';
import { translator, type TranslationKey, type Vars } from '../../../i18n/translate';
import type { Locale } from '../../../i18n/locales';

export type { Locale };

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** Whole baht: ฿25,000 in Thai, THB 25,000 in English. */
export function formatMoney(locale: Locale, amount: number): string {
  return formatMoneyIntl(locale, amount);
}

/** Date and time in Bangkok (the Thai form uses the Buddhist calendar, as Thai readers expect). */
export function formatDate(locale: Locale, date: Date): string {
  return formatDateIntl(locale, date, 'dateTime');
}

/** A subject is one header line: user text in it is collapsed to one line and kept short. */
export function subjectLine(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(line);
  return chars.length > 150 ? `${chars.slice(0, 149).join('')}…` : line;
}

/** The first `max` characters (as people count them) plus an ellipsis when the text is longer. */
export function preview(text: string, max = 200): string {
  const chars = Array.from(text.trim());
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : chars.join('');
}

/** Only http(s) links become buttons; anything else (javascript:, data:) is dropped. */
export function safeUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

/** "Dear Ann," / "เรียน คุณสมชาย" */
export function greeting(locale: Locale, name: string): string {
  const trimmed = name.trim();
  const t = mailCopy(locale);
  return trimmed ? t('mail.greeting', { name: trimmed }) : t('mail.greeting.anonymous');
}

export function signOff(locale: Locale): string {
  return mailCopy(locale)('mail.signOff');
}

export const languageName: Record<Locale, string> = { en: 'English', th: 'Thai (ภาษาไทย)' };

/**
 * The customer's copy, from the dictionaries (src/i18n/{en,th}/mail.ts), with the studio's name
 * ({site}), reply promise ({hours}) and phone ({phone}) filled in. Studio alerts stay in English.
 */
export function mailCopy(locale: Locale): (key: TranslationKey, vars?: Vars) => string {
  const t = translator(locale);
  const studio = { site: site.name, hours: site.replyWithinHours, phone: site.phone };
  return (key, vars) => t(key, { ...studio, ...vars });
}

/** The details every lead alert starts with. */
export interface Contact {
  name: string;
  email: string;
  phone?: string | null | undefined;
  company?: string | null | undefined;
}
