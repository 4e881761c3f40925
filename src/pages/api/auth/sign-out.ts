import type { APIRoute } from 'astro';
import { cookieJar } from '../../../server/auth/astroCookies';
import { getAuth } from '../../../server/services';
import { localeFromPath, localizeUrl, type Locale } from '../../../i18n/locales';
import { postedFields } from '../../../server/forms/postedFields';
import { signOutRequest } from '../../../domain/auth/signOut';

export const prerender = false;

/**
 * The header's Sign Out is a plain form post, so it works from static pages without a framework.
 * Astro's origin check refuses cross-site form posts. Then back to the home page (admin: spec §2).
 * Account settings post `scope`: "global" (every device, then home) or "others" (this device stays
 * signed in and returns to its settings); the header's is "local", this device only. "global" acts only
 * with the confirmation's `confirm=yes` (domain/auth/signOut.ts); without it the settings ask first.
 */
export const POST: APIRoute = async ({ cookies, request, url, redirect }) => {
  const asked = signOutRequest(await postedFields(request));
  let locale: Locale = 'en';
  try {
    locale = localeFromPath(new URL(request.headers.get('referer') ?? '').pathname);
  } catch {
    // No or malformed referer: English home.
  }
  if (asked.kind === 'confirmGlobal') return redirect(`${localizeUrl('/dashboard', locale)}?devices=confirm#sign-out-everywhere`, 303);
  await (await getAuth()).signOut(cookieJar(cookies, request, url), asked.scope);
  if (asked.scope === 'others') return redirect(`${localizeUrl('/dashboard', locale)}?devices=signed-out#account`, 303);
  return redirect(localizeUrl('/', locale), 303);
};
