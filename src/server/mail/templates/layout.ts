/**
 * The frame every e-mail shares and the small pieces templates are built from. Every helper that takes
 * a value escapes it, so a template only ever concatenates escaped text and its own markup.
 */
import { escapeHtml } from '../../../domain/escapeHtml';
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

/** One label and value in a details table; empty values are left out. */
export type Row = readonly [label: string, value: string | number | null | undefined];

export function layout(locale: Locale, title: string, bodyHtml: string): string {
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#f1f5f9;font-family:Arial,'Noto Sans Thai',sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:12px">
<tr><td style="background:#3730a3;color:#ffffff;padding:20px 28px;font-size:20px;font-weight:bold;border-radius:12px 12px 0 0">${escapeHtml(site.name)}</td></tr>
<tr><td style="padding:28px;font-size:16px;line-height:1.6">${bodyHtml}</td></tr>
<tr><td style="padding:16px 28px;color:#475569;font-size:13px">${escapeHtml(site.name)} · ${escapeHtml(site.email)} · ${escapeHtml(site.phone)}</td></tr>
</table></td></tr></table></body></html>`;
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

/** Escaped text with its line breaks kept. */
function multiline(value: unknown): string {
  return escapeHtml(value).replace(/\r?\n/g, '<br>');
}

const present = (row: Row) => row[1] !== null && row[1] !== undefined && String(row[1]).trim() !== '';

/**
 * A template is a list of parts; render() turns it into the HTML and the plain-text body, so both
 * always say the same thing and every value in the HTML is escaped in one place.
 */
export type Part =
  | { kind: 'p'; text: string }
  | { kind: 'h'; text: string }
  | { kind: 'rows'; rows: readonly Row[] }
  | { kind: 'quote'; text: string }
  | { kind: 'button'; href: string; label: string };

export const p = (text: string): Part => ({ kind: 'p', text });
export const h = (text: string): Part => ({ kind: 'h', text });
export const rows = (...list: Row[]): Part => ({ kind: 'rows', rows: list });
/** A quoted block for a message or description the customer wrote. */
export const quote = (text: string): Part => ({ kind: 'quote', text });
/** A button; left out when the link is not http(s) (a javascript: or data: link never renders). */
export const button = (href: string | null | undefined, label: string): Part[] => {
  const safe = safeUrl(href);
  return safe ? [{ kind: 'button', href: safe, label }] : [];
};

function partHtml(part: Part): string {
  switch (part.kind) {
    case 'p':
      return `<p>${multiline(part.text)}</p>`;
    case 'h':
      return `<h2 style="margin:24px 0 8px;font-size:18px;color:#3730a3">${escapeHtml(part.text)}</h2>`;
    case 'quote':
      return `<blockquote style="margin:12px 0;padding:12px 16px;background:#f8fafc;border-left:4px solid #6366f1;color:#334155">${multiline(part.text)}</blockquote>`;
    case 'button':
      return `<p><a href="${escapeHtml(part.href)}" style="display:inline-block;background:#4338ca;color:#ffffff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:bold">${escapeHtml(part.label)}</a></p>`;
    case 'rows': {
      const cells = part.rows
        .filter(present)
        .map(
          ([label, value]) =>
            `<tr><th align="left" valign="top" style="padding:6px 12px 6px 0;color:#475569;font-weight:normal">${escapeHtml(label)}</th>` +
            `<td style="padding:6px 0">${multiline(value)}</td></tr>`,
        )
        .join('');
      return `<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:8px 0">${cells}</table>`;
    }
  }
}

// Thai vowel and tone marks sit on their consonant: count what the reader sees, for the underline.
const graphemes = new Intl.Segmenter('th', { granularity: 'grapheme' });
const visibleLength = (text: string) => Array.from(graphemes.segment(text)).length;

function partText(part: Part): string {
  switch (part.kind) {
    case 'p':
      return part.text;
    case 'h':
      return `${part.text}\n${'-'.repeat(Math.min(visibleLength(part.text), 60))}`;
    case 'quote':
      return part.text
        .split(/\r?\n/)
        .map((line) => `> ${line}`)
        .join('\n');
    case 'button':
      return `${part.label}: ${part.href}`;
    case 'rows':
      return part.rows
        .filter(present)
        .map(([label, value]) => `${label}: ${String(value)}`)
        .join('\n');
  }
}

export function render(locale: Locale, subject: string, parts: readonly Part[]): RenderedEmail {
  const line = subjectLine(subject);
  return {
    subject: line,
    html: layout(locale, line, parts.map(partHtml).join('\n')),
    text: `${parts.map(partText).join('\n\n')}\n`,
  };
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

/** Studio alerts are in English; this line tells the team which language to answer in. */
export function customerLanguageNote(locale: Locale): Part {
  return p(`The customer uses the site in ${languageName[locale]}: please reply in ${locale === 'th' ? 'Thai' : 'English'}.`);
}

/** The details every lead alert starts with. */
export interface Contact {
  name: string;
  email: string;
  phone?: string | null | undefined;
  company?: string | null | undefined;
}

export function contactRows(contact: Contact, locale: Locale): Part {
  return rows(
    ['Name', contact.name],
    ['E-mail', contact.email],
    ['Phone', contact.phone],
    ['Company', contact.company],
    ['Language', languageName[locale]],
  );
}
