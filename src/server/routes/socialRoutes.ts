/**
 * The endpoints of social sign-in and identities (docs/decisions/0048), thin over the auth port. They are
 * plain form posts and redirects, so the buttons work before any island hydrates:
 *   POST /api/auth/social/<provider>    start a sign-in (from /auth) or a link (from the settings)
 *   GET  /api/auth/callback/<provider>  where the provider (or Supabase) sends the browser back
 *   POST /api/auth/identities           unlink a provider (settings)
 *   POST /api/auth/email                give an account without an address one (a LINE sign-up)
 * Every refusal comes back to the page as a code in the query, which the page words in its language.
 * Astro's origin check refuses cross-site posts; the callback is tied to this browser by the flow cookie.
 */
import type { APIContext } from 'astro';
import { z } from 'zod';
import { isSocialProvider, type SocialProvider } from '../../domain/auth/identities';
import { safeNext } from '../../domain/safeRedirect';
import { isLocale, localizeUrl, type Locale } from '../../i18n/locales';
import { translator } from '../../i18n/translate';
import { getConfig } from '../config';
import { postedFields } from '../forms/postedFields';
import { allow } from '../rateLimit';
import { getAuth, siteUrl } from '../services';
import { cookieJar } from '../auth/astroCookies';
import { AuthError, type AuthErrorCode } from '../auth/types';

/** Where the browser returns after the provider: the path asked for and the page's language. */
const RETURN_COOKIE = 'sp-social-return';

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

function codeOf(error: unknown): AuthErrorCode {
  if (error instanceof AuthError) return error.code;
  console.error('[auth] social sign-in failed', error);
  return 'unexpected_failure';
}

const settingsUrl = (locale: Locale, query: Record<string, string>, anchor = 'account') =>
  `${localizeUrl('/dashboard', locale)}?${new URLSearchParams(query)}#${anchor}`;

/** The add-e-mail prompt sits at the top of the dashboard, above the account settings. */
const emailPromptUrl = (locale: Locale, query: Record<string, string>) => settingsUrl(locale, query, 'add-email');

const authUrl = (locale: Locale, query: Record<string, string>) => `${localizeUrl('/auth', locale)}?${new URLSearchParams(query)}`;

const callbackUrl = (provider: SocialProvider) => `${siteUrl()}/api/auth/callback/${provider}`;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/**
 * On to the provider. Not a redirect: the site's `form-action 'self'` (decision 0010) holds for every
 * redirect after a form post, so a 303 to the provider would be blocked by the browser. A page that
 * moves on by itself (meta refresh, which no form-action governs) with a link for the rare browser
 * that does not, starts a new navigation instead. No script, so it needs no CSP change either.
 */
function onToProvider(url: string, locale: Locale): Response {
  const href = escapeHtml(url);
  const words = escapeHtml(translator(locale)('social.continue'));
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="referrer" content="no-referrer"><meta http-equiv="refresh" content="0;url=${href}"><title>${words}</title></head><body><p><a href="${href}">${words}</a></p></body></html>`;
  return new Response(html, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

/** POST /api/auth/social/<provider>: fields `next`, `locale`, and `link=1` from the settings. */
export async function startSocial(context: APIContext): Promise<Response> {
  const fields = (await postedFields(context.request)) ?? {};
  const locale: Locale = isLocale(fields.locale) ? fields.locale : 'en';
  const link = fields.link === '1';
  const next = safeNext(fields.next, localizeUrl('/dashboard', locale));
  const provider = context.params.provider ?? '';
  const back = (code: AuthErrorCode) =>
    context.redirect(link ? settingsUrl(locale, { identity_error: code }) : authUrl(locale, { social_error: code, next }), 303);
  if (!isSocialProvider(provider)) return back('provider_not_configured');
  if (!(await allow('signInPerAddress', clientAddress(context)))) return back('rate_limited');
  const session = context.locals.session;
  if (link && !session) return context.redirect(authUrl(locale, { next: settingsUrl(locale, {}) }), 303);
  const jar = cookieJar(context.cookies, context.request, context.url);
  try {
    const auth = await getAuth();
    const url = await auth.startSocial(jar, provider, { callbackUrl: callbackUrl(provider), link: link ? session : null });
    jar.set(RETURN_COOKIE, JSON.stringify({ next, locale, link }), { maxAge: 10 * 60 });
    return onToProvider(url, locale);
  } catch (error) {
    return back(codeOf(error));
  }
}

/** GET /api/auth/callback/<provider>: completes the flow, then on to the page asked for (or the code step). */
export async function finishSocial(context: APIContext): Promise<Response> {
  const jar = cookieJar(context.cookies, context.request, context.url);
  let saved: { next?: unknown; locale?: unknown; link?: unknown } = {};
  try {
    saved = JSON.parse(jar.get(RETURN_COOKIE) ?? '{}') as typeof saved;
  } catch {
    // A mangled cookie: English dashboard.
  }
  jar.delete(RETURN_COOKIE);
  const locale: Locale = isLocale(saved.locale) ? saved.locale : 'en';
  const next = safeNext(typeof saved.next === 'string' ? saved.next : null, localizeUrl('/dashboard', locale));
  const provider = context.params.provider ?? '';
  // A link (started from the settings) completes only in a fully signed-in session of that account.
  const linking = saved.link === true;
  const session = context.locals.session;
  if (!isSocialProvider(provider)) return context.redirect(authUrl(locale, { social_error: 'provider_not_configured', next }), 303);
  if (!(await allow('signInPerAddress', clientAddress(context)))) {
    return context.redirect(authUrl(locale, { social_error: 'rate_limited', next }), 303);
  }
  try {
    const auth = await getAuth();
    const result = await auth.finishSocial(jar, provider, context.url, { session, locale });
    if (result.kind === 'linked') return context.redirect(settingsUrl(locale, { identity: 'linked', provider }), 303);
    // An account with a verified factor still owes its code (decision 0045): /auth asks for it.
    if (result.user.twoStepRequired) return context.redirect(authUrl(locale, { next }), 303);
    return context.redirect(next, 303);
  } catch (error) {
    const code = codeOf(error);
    if (linking) return context.redirect(settingsUrl(locale, { identity_error: code }), 303);
    return context.redirect(authUrl(locale, { social_error: code, next }), 303);
  }
}

/** POST /api/auth/identities: `provider` to unlink. */
export async function unlinkIdentity(context: APIContext): Promise<Response> {
  const fields = (await postedFields(context.request)) ?? {};
  const locale: Locale = isLocale(fields.locale) ? fields.locale : 'en';
  const session = context.locals.session;
  if (!session) return context.redirect(authUrl(locale, { next: settingsUrl(locale, {}) }), 303);
  const provider = fields.provider ?? '';
  if (!isSocialProvider(provider)) return context.redirect(settingsUrl(locale, { identity_error: 'provider_not_configured' }), 303);
  try {
    await (await getAuth()).unlinkIdentity(cookieJar(context.cookies, context.request, context.url), session, provider);
    return context.redirect(settingsUrl(locale, { identity: 'unlinked', provider }), 303);
  } catch (error) {
    return context.redirect(settingsUrl(locale, { identity_error: codeOf(error) }), 303);
  }
}

const emailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email());

/** POST /api/auth/email: `email` for an account that has none. What was typed comes back on a refusal. */
export async function addEmail(context: APIContext): Promise<Response> {
  const fields = (await postedFields(context.request)) ?? {};
  const locale: Locale = isLocale(fields.locale) ? fields.locale : 'en';
  const session = context.locals.session;
  if (!session) return context.redirect(authUrl(locale, { next: settingsUrl(locale, {}) }), 303);
  const typed = (fields.email ?? '').slice(0, 254);
  const parsed = emailSchema.safeParse(typed);
  if (!parsed.success) return context.redirect(emailPromptUrl(locale, { email_error: 'invalid_email', email: typed }), 303);
  try {
    // The link comes back to the account card; the address is the account's once it is followed.
    const landing = { origin: siteUrl(), locale };
    await (await getAuth()).setEmail(cookieJar(context.cookies, context.request, context.url), session, parsed.data, landing);
    return context.redirect(emailPromptUrl(locale, { email_sent: parsed.data }), 303);
  } catch (error) {
    return context.redirect(emailPromptUrl(locale, { email_error: codeOf(error), email: typed }), 303);
  }
}
