import { defineMiddleware, sequence } from 'astro:middleware';
import { localeFromPath, localizeUrl, stripLocale } from './i18n/locales';
import { safeNext } from './domain/safeRedirect';
import { cookieJar } from './server/auth/astroCookies';
import { isAdmin } from './server/auth/roles';
import { getAuth, getDatabase } from './server/services';
import { httpsHeaders, securityHeaders, withFrameDirectives } from './server/http/securityHeaders.mjs';

/** Routes that need a signed-in user (spec portal §2). */
const PROTECTED = [/^\/dashboard\/?$/, /^\/packages\/?$/, /^\/order\/[^/]+\/?$/, /^\/admin\/?$/, /^\/admin-test\/?$/, /^\/checkout\/demo\/[^/]+\/?$/];
const AUTH_PAGE = /^\/auth\/?$/;
/** Public pages rendered on demand and cached by the CDN: no session, so never a Set-Cookie. */
const PUBLIC_CACHED = /^\/(blog(\/[^/]*)?\/?|sitemap-blog\.xml)$/;

const session = defineMiddleware(async (context, next) => {
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

/**
 * The security headers of on-demand responses (docs/decisions/0010). Netlify applies netlify.toml's
 * headers to static files only, not to the SSR function, so they are set here; locally
 * scripts/serve.mjs sets the same ones first and these replace them. An on-demand page already has
 * Astro's page policy in its Content-Security-Policy header: the frame directives join it.
 * HSTS only over HTTPS, which means on Netlify, never on the local http server.
 */
const security = defineMiddleware(async (context, next) => {
  const response = await next();
  // Prerendered pages are files by now: the server or netlify.toml gives them their headers.
  if (context.isPrerendered) return response;
  const set = (headers: Headers) => {
    const pagePolicy = headers.get('Content-Security-Policy');
    for (const [name, value] of Object.entries(securityHeaders)) headers.set(name, value);
    headers.set('Content-Security-Policy', withFrameDirectives(pagePolicy));
    if (context.url.protocol === 'https:') {
      for (const [name, value] of Object.entries(httpsHeaders)) headers.set(name, value);
    }
  };
  try {
    set(response.headers);
    return response;
  } catch {
    // Immutable headers (a Response.redirect or a fetched response): copy them onto a new response.
    const copy = new Response(response.body, response);
    set(copy.headers);
    return copy;
  }
});

export const onRequest = sequence(security, session);
