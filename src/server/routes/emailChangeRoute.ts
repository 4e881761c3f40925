/**
 * POST /api/auth/email-change (decision 0049 addendum (b)): the "Change e-mail" form of the account
 * settings, a plain form post so it works before any island hydrates. Fields: `email` (the new
 * address), `currentPassword` (when the account has a password), `locale`. Back to the form with
 * `email_change=sent&email_change_to=<typed>` or `email_change_error=<code>&email_change_to=<typed>`:
 * the address typed comes back in the field; the password never travels back (it is typed again).
 * Astro's origin check refuses cross-site posts.
 */
import type { APIContext } from 'astro';
import { z } from 'zod';
import { isLocale, localizeUrl, type Locale } from '../../i18n/locales';
import { getConfig } from '../config';
import { postedFields } from '../forms/postedFields';
import { getRateLimiter } from '../rateLimit';
import { getAuth, getDatabase, getMailQueue, siteUrl } from '../services';
import { cookieJar } from '../auth/astroCookies';
import { changeEmailWithLimits } from '../auth/emailChange';
import { AuthError } from '../auth/types';

/** The form's anchor on the dashboard, where the account settings are. */
export const CHANGE_EMAIL_ANCHOR = 'change-email';

const emailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email());

/** The codes the form words; anything else is shown as the generic failure. */
export const CHANGE_EMAIL_ERRORS = [
  'invalid_email',
  'invalid_credentials',
  'email_unchanged',
  'rate_limited',
  'unexpected_failure',
] as const;

function clientAddress(context: APIContext): string {
  if (getConfig().http.trustProxy) {
    const forwarded = context.request.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return context.clientAddress;
  } catch {
    return 'unknown';
  }
}

const formUrl = (locale: Locale, query: Record<string, string>) =>
  `${localizeUrl('/dashboard', locale)}?${new URLSearchParams(query)}#${CHANGE_EMAIL_ANCHOR}`;

export async function changeEmail(context: APIContext): Promise<Response> {
  const fields = (await postedFields(context.request)) ?? {};
  const locale: Locale = isLocale(fields.locale) ? fields.locale : 'en';
  const session = context.locals.session;
  if (!session) {
    const back = `${localizeUrl('/dashboard', locale)}#${CHANGE_EMAIL_ANCHOR}`;
    return context.redirect(`${localizeUrl('/auth', locale)}?${new URLSearchParams({ next: back })}`, 303);
  }
  const typed = (fields.email ?? '').slice(0, 254);
  const back = (query: Record<string, string>) => context.redirect(formUrl(locale, { ...query, email_change_to: typed }), 303);
  const parsed = emailSchema.safeParse(typed);
  if (!parsed.success) return back({ email_change_error: 'invalid_email' });
  try {
    const deps = { auth: await getAuth(), limiter: await getRateLimiter(), db: await getDatabase(), mail: getMailQueue() };
    await changeEmailWithLimits(deps, cookieJar(context.cookies, context.request, context.url), session, {
      email: parsed.data,
      currentPassword: (fields.currentPassword ?? '').slice(0, 1024),
      landing: { origin: siteUrl(), locale },
      clientAddress: clientAddress(context),
    });
    return back({ email_change: 'sent' });
  } catch (error) {
    if (error instanceof AuthError && (CHANGE_EMAIL_ERRORS as readonly string[]).includes(error.code)) {
      return back({ email_change_error: error.code });
    }
    console.error(`[auth] [${context.locals.requestId}] e-mail change failed`, error);
    return back({ email_change_error: 'unexpected_failure' });
  }
}
