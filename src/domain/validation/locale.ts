/**
 * The language an action answers in (its e-mails, the package names it stores), sent by the browser
 * with the input: the page's `<html lang>` for an island, a hidden `locale` field for a plain HTML form.
 * Only a configured locale passes; a request that sends none gets the default.
 */
import { z } from '../zod';
import { defaultLocale, locales, type Locale } from '../../i18n/locales';

export const localeField = z.enum(locales).default(defaultLocale);

/** Spread into an action's input object: `z.object({ ...withLocale, email })`. */
export const withLocale = { locale: localeField };

/** The locale of parsed input; input of an action without the field is in the default locale. */
export function localeOfInput(input: unknown): Locale {
  const value = input && typeof input === 'object' ? (input as { locale?: unknown }).locale : undefined;
  return (locales as readonly unknown[]).includes(value) ? (value as Locale) : defaultLocale;
}
