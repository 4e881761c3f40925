import { defineMiddleware } from 'astro:middleware';
import { localeFromPath, localizeUrl, stripLocale } from './i18n/locales';
import { safeNext } from './domain/safeRedirect';
import { cookieJar } from './server/auth/astroCookies';
import { isAdmin } from './server/auth/roles';
import { getAuth, getDatabase } from './server/services';

/** Routes that need a signed-in user (spec portal §2). */
const PROTECTED = [/^\/dashboard\/?$/, /^\/packages\/?$/, /^\/order\/[^/]+\/?$/, /^\/admin\/?$/, /^\/admin-test\/?$/, /^\/checkout\/demo\/[^/]+\/?$/];
const AUTH_PAGE = /^\/auth\/?$/;
/** Public pages rendered on demand and cached by the CDN: no session, so never a Set-Cookie. */
const PUBLIC_CACHED = /^\/(blog(\/[^/]*)?\/?|sitemap-blog\.xml)$/;

export const onRequest = defineMiddleware(async (context, next) => {
  context.locals.session = null;
  context.locals.isAdmin = false;
  // Prerendered pages are built once for everyone: no session there.
  if (context.isPrerendered) return next();
  if (PUBLIC_CACHED.test(stripLocale(context.url.pathname))) return next();

  const auth = await getAuth();
  const jar = cookieJar(context.cookies, context.request, context.url);
  try {
    context.locals.session = await auth.getSession(jar);
  } catch (error) {
    console.error('[auth] could not read the session', error);
  }
  if (context.locals.session) context.locals.isAdmin = await isAdmin(await getDatabase(), context.locals.session);

  const path = stripLocale(context.url.pathname);
  const locale = localeFromPath(context.url.pathname);
  if (!context.locals.session && PROTECTED.some((pattern) => pattern.test(path))) {
    const back = context.url.pathname + context.url.search;
    return context.redirect(`${localizeUrl('/auth', locale)}?next=${encodeURIComponent(back)}`, 302);
  }
  if (context.locals.session && AUTH_PAGE.test(path)) {
    return context.redirect(safeNext(context.url.searchParams.get('next'), localizeUrl('/dashboard', locale)), 302);
  }
  return next();
});
