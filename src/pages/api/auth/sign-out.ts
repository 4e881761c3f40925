import type { APIRoute } from 'astro';
import { cookieJar } from '../../../server/auth/astroCookies';
import { getAuth } from '../../../server/services';
import { localeFromPath, localizeUrl, type Locale } from '../../../i18n/locales';

export const prerender = false;

/**
 * The header's Sign Out is a plain form post, so it works from static pages without a framework.
 * Astro's origin check refuses cross-site form posts. Then back to the home page (admin: spec §2).
 */
export const POST: APIRoute = async ({ cookies, request, url, redirect }) => {
  await (await getAuth()).signOut(cookieJar(cookies, request, url), 'local');
  let locale: Locale = 'en';
  try {
    locale = localeFromPath(new URL(request.headers.get('referer') ?? '').pathname);
  } catch {
    // No or malformed referer: English home.
  }
  return redirect(localizeUrl('/', locale), 303);
};
