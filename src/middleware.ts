import { defineMiddleware } from 'astro:middleware';
import { i18nFor } from './i18n';
import { localeFromPath, localizeUrl, stripLocale } from './i18n/locales';
import { safeNext } from './domain/safeRedirect';
import { cookieJar } from './server/auth/astroCookies';
import { standingOf } from './domain/auth/twoStep';
import { configStatus, describeProblems } from './server/config';
import { BodyTooLargeError, bodyLimitFor, declaresTooLarge, tooLarge } from './server/http/body';
import { REQUEST_ID_HEADER, actionError, internalError, newRequestId, serviceUnavailable } from './server/http/responses';
import { deferredDatabase, getAuth, startLocalServices } from './server/services';
import { bindCaller } from './server/db/caller';
import { httpsHeaders, securityHeaders, withFrameDirectives } from './server/http/securityHeaders.mjs';
import { encodeFailure } from './domain/errors';
import { crossSiteRefusal, isRefusedCrossSite } from './server/http/originCheck';
// The names only: importing the actions would load every handler's libraries on every request (0055).
import { isActionName } from './actions/names';

/** Routes that need a signed-in user (spec portal §2). */
const PROTECTED = [
  /^\/dashboard\/?$/,
  /^\/account\/billing\/?$/,
  /^\/account\/payments\/?$/,
  /^\/packages\/?$/,
  /^\/order\/[^/]+\/?$/,
  /^\/admin\/?$/,
  /^\/admin\/customers\/[^/]+\/?$/,
  /^\/admin-test\/?$/,
  /^\/account\/two-step\/?$/,
  /^\/checkout\/demo\/[^/]+\/?$/,
];
const AUTH_PAGE = /^\/auth\/?$/;
/** The admin area: an admin below aal2 without a factor is sent to set one up first (decision 0045). */
const ADMIN_AREA = /^\/admin(\/|$)/;
/** Public pages rendered on demand and cached by the CDN: no session, so never a Set-Cookie. */
const PUBLIC_CACHED = /^\/(blog(\/[^/]*)?\/?|sitemap-blog\.xml|rss\.xml)$/;
const ACTION = /^\/_actions\//;

let reportedConfig = false;

export const onRequest = defineMiddleware(async (context, next) => {
  context.locals.session = null;
  context.locals.isAdmin = false;
  context.locals.pendingTwoStep = null;
  context.locals.adminNeedsTwoStep = false;
  // One language context per request, prerendered pages included: pages and components read it.
  context.locals.i18n = i18nFor(context.url);
  // The page's own locale (at build time the Thai home's address is /th.html).
  const thai = context.locals.i18n.locale === 'th';
  // Thai pages break only between words: their text is marked as it is rendered, at build time for
  // prerendered pages (docs/decisions/0037).
  // Prerendered pages are built once for everyone: no session there, and by the time they are served
  // they are files, whose headers come from scripts/serve.mjs or netlify.toml.
  if (context.isPrerendered) return thai ? markThaiResponse(await next()) : next();

  const requestId = newRequestId();
  context.locals.requestId = requestId;
  const response = await guarded(requestId, ACTION.test(context.url.pathname), thai, async () => {
    const rendered = await handle(context, next);
    return thai ? markThaiResponse(rendered) : rendered;
  });
  const cacheable = PUBLIC_CACHED.test(stripLocale(context.url.pathname));
  const https = context.url.protocol === 'https:' || configStatus().mode === 'production';
  return withHeaders(response, (headers) => {
    headers.set(REQUEST_ID_HEADER, requestId);
    // Anything but the CDN-cached public pages may depend on who is asking: never stored anywhere.
    if (!cacheable) headers.set('Cache-Control', 'private, no-store');
    // Security headers (docs/decisions/0010): Netlify applies netlify.toml's to static files only, so
    // on-demand responses get them here. An on-demand page already carries Astro's page policy in its
    // Content-Security-Policy header: the frame directives join it. HSTS only over HTTPS/in production.
    const pagePolicy = headers.get('Content-Security-Policy');
    for (const [name, value] of Object.entries(securityHeaders)) headers.set(name, value);
    headers.set('Content-Security-Policy', withFrameDirectives(pagePolicy));
    if (https) for (const [name, value] of Object.entries(httpsHeaders)) headers.set(name, value);
  });
});

/**
 * Thai pages break only between words (docs/decisions/0037). The marker and its table of Thai runs
 * (about 110 KB) load on the first Thai page, never for an English one.
 */
async function markThaiResponse(response: Response): Promise<Response> {
  const { markThaiResponse: mark } = await import('./i18n/thaiHtml');
  return mark(response);
}

type Context = Parameters<Parameters<typeof defineMiddleware>[0]>[0];
type Next = Parameters<Parameters<typeof defineMiddleware>[0]>[1];

async function handle(context: Context, next: Next): Promise<Response> {
  // Cross-site form posts refused, as Astro's checkOrigin did (off in astro.config.mjs for one exception).
  if (isRefusedCrossSite(context.request, context.url)) return crossSiteRefusal(context.request);
  // Fail closed: a production deployment missing a variable serves nothing on demand.
  const status = configStatus();
  if (!status.ok) {
    if (!reportedConfig) console.error(describeProblems(status));
    reportedConfig = true;
    return serviceUnavailable(context.locals.requestId);
  }
  await startLocalServices();
  const refused = refuseBadBody(context);
  if (refused) return refused;
  // The request's way into the database, as its caller: a visitor until a session is verified. The
  // database opens on the first query: a visitor's page that runs none never loads its engine (0055).
  const db = deferredDatabase();
  context.locals.caller = bindCaller(db, null);
  if (PUBLIC_CACHED.test(stripLocale(context.url.pathname))) return next();

  const auth = await getAuth();
  const jar = cookieJar(context.cookies, context.request, context.url);
  let session = null;
  try {
    session = await auth.getSession(jar);
  } catch (error) {
    console.error(`[auth] [${context.locals.requestId}] could not read the session`, error);
  }
  if (session && standingOf({ current: session.claims.aal, next: session.nextAal, adminRole: false }) === 'code') {
    // Password given, code owed: not signed in yet, as the database sees it too (the caller stays a visitor).
    context.locals.pendingTwoStep = session;
  } else if (session) {
    context.locals.session = session;
    context.locals.caller = bindCaller(db, session.claims);
    // Loaded with a session only: the check is a query (Kysely's builder).
    const { adminStanding } = await import('./server/auth/roles');
    const standing = await adminStanding(db, session);
    context.locals.isAdmin = standing.isAdmin;
    context.locals.adminNeedsTwoStep =
      standingOf({ current: session.claims.aal, next: session.nextAal, adminRole: standing.adminRole }) === 'enrol';
  }

  const path = stripLocale(context.url.pathname);
  const locale = localeFromPath(context.url.pathname);
  if (!context.locals.session && PROTECTED.some((pattern) => pattern.test(path))) {
    const back = context.url.pathname + context.url.search;
    return context.redirect(`${localizeUrl('/auth', locale)}?next=${encodeURIComponent(back)}`, 302);
  }
  if (context.locals.adminNeedsTwoStep && ADMIN_AREA.test(path)) {
    const back = context.url.pathname + context.url.search;
    return context.redirect(`${localizeUrl('/account/two-step', locale)}?next=${encodeURIComponent(back)}`, 302);
  }
  if (context.locals.session && AUTH_PAGE.test(path)) {
    return context.redirect(safeNext(context.url.searchParams.get('next'), localizeUrl('/dashboard', locale)), 302);
  }
  return ACTION.test(context.url.pathname) ? action(context, next) : next();
}

/**
 * Before anything reads a body: a declared length over the route's cap is refused unread (413). The
 * body itself is read once, by whoever needs it, under the same cap (src/server/http/body.ts; on the
 * Node server the edge already applied it while the body streamed in).
 */
function refuseBadBody(context: Context): Response | null {
  const { request } = context;
  if (request.method === 'GET' || request.method === 'HEAD') return null;
  const limit = bodyLimitFor(context.url.pathname);
  return declaresTooLarge(request, limit) ? tooLarge(limit) : null;
}

/**
 * The action route. A name that is not an action (a namespace such as `/_actions/auth`) is not found
 * (Astro would fail on it with a 500). Failures that reach here are otherwise the caller's: our
 * handlers catch everything of their own (src/server/actions/define.ts), so a SyntaxError out of
 * `next()` can only be Astro parsing a JSON body that is not JSON (400, as the islands expect).
 */
async function action(context: Context, next: Next): Promise<Response> {
  if (!isActionName(context.url.pathname.slice('/_actions/'.length).replace(/\/$/, ''))) {
    return actionError(404, 'NOT_FOUND', encodeFailure({ code: 'not_found' }));
  }
  try {
    return await next();
  } catch (error) {
    if (error instanceof SyntaxError) return actionError(400, 'BAD_REQUEST', encodeFailure({ code: 'malformed_json' }));
    throw error;
  }
}

/**
 * An exception nobody caught: logged with the request id, answered without its message. An action's
 * caller gets the failure `unexpected` with that reference, as from the action wrapper, so the
 * island shows its generic message with the reference.
 */
async function guarded(requestId: string, isAction: boolean, thai: boolean, run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    // A body over its cap, found while a page or endpoint read it: the caller's mistake.
    if (error instanceof BodyTooLargeError) return tooLarge(error.limit);
    console.error(`[server] [${requestId}] unexpected failure`, error);
    return isAction
      ? actionError(500, 'INTERNAL_SERVER_ERROR', encodeFailure({ code: 'unexpected', reference: requestId }))
      : internalError(requestId, thai);
  }
}

function withHeaders(response: Response, set: (headers: Headers) => void): Response {
  try {
    set(response.headers);
    return response;
  } catch {
    // Some responses (Response.redirect, a fetched response) have immutable headers: copy them.
    const copy = new Response(response.body, response);
    set(copy.headers);
    return copy;
  }
}
