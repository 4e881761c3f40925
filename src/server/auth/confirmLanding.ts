/**
 * The address a confirmation link lands on (decision 0049), for both adapters: the local link carries
 * its token; Supabase's redirect adds its own ?code=. `next` rides along so the landing page can send
 * the new client back where they were going (an order page) instead of the dashboard.
 */
import { localePrefix } from '../../i18n/locales';
import type { ConfirmLanding } from './types';

export function confirmLandingUrl({ origin, locale, next }: ConfirmLanding, token?: string): string {
  const url = new URL(`${localePrefix(locale)}/auth/confirm`, origin);
  if (token) url.searchParams.set('token', token);
  if (next) url.searchParams.set('next', next);
  return url.toString();
}
