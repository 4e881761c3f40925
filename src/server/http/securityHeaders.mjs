// @ts-check
/**
 * The security headers of every response, in one place for every platform (docs/decisions/0010):
 * - scripts/serve.mjs (local `npm start`) sends `securityHeaders` on every response;
 * - netlify.toml sends `netlifyHeaders()` on every static file (tests/unit/server/http checks its copy);
 * - src/middleware.ts sends them on on-demand responses (Netlify applies netlify.toml headers to
 *   static files only, never to function responses), plus HSTS over HTTPS;
 * - astro.config.mjs gives `pageDirectives` to `security.csp`, which adds script-src and style-src
 *   with the hashes of Astro's own inline scripts and styles: a <meta> tag on prerendered pages,
 *   the Content-Security-Policy header on on-demand pages.
 *
 * Plain JavaScript so that scripts/serve.mjs and astro.config.mjs can import it without a build.
 */

/**
 * The page policy: what the site's pages load. Astro appends `script-src 'self' 'sha256-…'` and
 * `style-src 'self' 'sha256-…'`. Not `frame-ancestors`: browsers ignore it in a <meta> policy.
 */
export const pageDirectives = /** @type {const} */ ([
  "default-src 'self'",
  // Blog covers and article photos: Pexels, or any https image an admin puts in a post (the sanitiser
  // allows https images); data: for small inline images in CSS.
  "img-src 'self' data: https:",
  // Media, fonts and fetches fall back to default-src 'self': naming them again would only add bytes
  // to every page's first response (docs/decisions/0025).
  // The admin's post preview is a sandboxed srcdoc frame, which frame-src does not govern.
  "frame-src 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  // Every form posts to the site itself; Stripe Checkout is reached by navigation, not a form post.
  "form-action 'self'",
]);

/**
 * The header policy on every response. It restricts nothing a page's own scripts or styles need
 * (no default-src, script-src or style-src), so it never blocks Astro's hashed inline scripts;
 * the page policy does that. Two policies both apply: a resource must pass each.
 */
export const frameDirectives = /** @type {const} */ ([
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
]);

/** Sent on every response, on every platform. */
export const securityHeaders = Object.freeze({
  'Content-Security-Policy': frameDirectives.join('; '),
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Stripe Checkout runs on checkout.stripe.com (a redirect), so no feature is delegated to it here.
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  // For browsers without CSP frame-ancestors.
  'X-Frame-Options': 'DENY',
});

/** Sent only over HTTPS (production on Netlify); never by the local http server. */
export const httpsHeaders = Object.freeze({
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
});

/** What netlify.toml's `[[headers]] for = "/*"` block must hold: Netlify serves only HTTPS. */
export function netlifyHeaders() {
  return { ...securityHeaders, ...httpsHeaders };
}

/**
 * One policy holding both: the page policy from Astro (an on-demand page's header) plus the frame
 * directives it lacks. Without a page policy (actions, API routes, redirects), the frame policy.
 * @param {string | null | undefined} pagePolicy
 * @returns {string}
 */
export function withFrameDirectives(pagePolicy) {
  const directives = (pagePolicy ?? '')
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean);
  const names = new Set(directives.map((directive) => directive.split(/\s+/)[0]?.toLowerCase()));
  for (const directive of frameDirectives) {
    if (!names.has(directive.split(' ')[0])) directives.push(directive);
  }
  return directives.join('; ');
}
