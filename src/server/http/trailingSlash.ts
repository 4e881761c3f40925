// One address per page (docs/decisions/0042-no-trailing-slash.md): no trailing slash but the root's.
// The other form is answered with a permanent redirect to it: 301 for GET and HEAD, 308 otherwise (a
// form post keeps its method and body). scripts/serve.mjs applies it before any file or page; on
// Netlify, netlify.toml's redirects do the same. Erasable TypeScript, no imports: serve.mjs loads it
// through Node's type stripping.

/** Where a request path should be, or null when it already is: `/about/` -> `/about`, `//` -> `/`. */
export function withoutTrailingSlash(pathname: string): string | null {
  if (pathname.length <= 1 || !pathname.endsWith('/')) return null;
  return pathname.replace(/\/+$/, '') || '/';
}

/** The redirect for a request URL (path and query), or null to serve it as it is. */
export function trailingSlashRedirect(method: string, url: string): { status: 301 | 308; location: string } | null {
  const query = url.indexOf('?');
  const pathname = query === -1 ? url : url.slice(0, query);
  const target = withoutTrailingSlash(pathname);
  if (target === null) return null;
  // `//evil.example` would be another site to a browser: a path here always starts with one slash.
  const location = target.replace(/^\/+/, '/') + (query === -1 ? '' : url.slice(query));
  return { status: method === 'GET' || method === 'HEAD' ? 301 : 308, location };
}
