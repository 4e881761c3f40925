/**
 * Cross-site form posts are refused (docs/security.md), as Astro's own `security.checkOrigin` did, with
 * one exception: the one-click unsubscribe address (RFC 8058, decision 0075), which mail providers post
 * `List-Unsubscribe=One-Click` to from their own servers, as a form, without an Origin of ours. Astro's
 * check runs before any middleware and knows no exceptions, so it is off (astro.config.mjs) and this,
 * the same rule, runs first in ours. The exempt page acts only on a signed token in its address.
 */

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The one-click unsubscribe page, in either language. */
const ONE_CLICK = /^(\/th)?\/unsubscribe\/?$/;

/** True when Astro's origin check would refuse the request, and it is not a one-click unsubscribe. */
export function isRefusedCrossSite(request: Request, url: URL): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  if (request.method === 'POST' && ONE_CLICK.test(url.pathname)) return false;
  const sameOrigin = request.headers.get('origin') === url.origin;
  const type = request.headers.get('content-type');
  if (type !== null) return !sameOrigin && FORM_TYPES.some((form) => type.toLowerCase().includes(form));
  return !sameOrigin;
}

/** Astro's own answer, word for word. */
export function crossSiteRefusal(request: Request): Response {
  return new Response(`Cross-site ${request.method} form submissions are forbidden`, { status: 403 });
}
