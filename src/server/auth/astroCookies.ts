import type { AstroCookies } from 'astro';
// The parser @supabase/ssr's parseCookieHeader wraps, without loading Supabase's client on every request (0055).
import { parse } from 'cookie';
import { getConfig } from '../config';
import type { CookieJar } from './types';

/** Browsers accept a __Host- cookie only if it is Secure, Path=/ and has no Domain: no subdomain can plant or read it. */
const HOST_PREFIX = '__Host-';

/**
 * The request's cookies as the auth adapters see them. Session cookies are httpOnly and SameSite=Lax
 * (sent on top-level navigations from e-mail links, not on cross-site posts). Over https, and always
 * in production, they are Secure and carry the __Host- prefix; the adapters use the plain names and
 * only ever see prefixed cookies then, so a cookie tossed in from a subdomain is never read.
 * The signed-in hint (not httpOnly, no secret) keeps its plain name: static pages read it.
 */
export function cookieJar(cookies: AstroCookies, request: Request, url: URL): CookieJar {
  const { http } = getConfig();
  const forwardedHttps = http.trustProxy && request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
  const secure = http.secureCookies || url.protocol === 'https:' || forwardedHttps;
  const stored = (name: string, httpOnly: boolean) => (secure && httpOnly ? `${HOST_PREFIX}${name}` : name);
  return {
    get: (name) => cookies.get(stored(name, true))?.value,
    set: (name, value, options) => {
      const httpOnly = options.httpOnly ?? true;
      cookies.set(stored(name, httpOnly), value, { path: '/', sameSite: 'lax', secure, httpOnly, maxAge: options.maxAge });
    },
    delete: (name) => {
      cookies.delete(stored(name, true), { path: '/', secure });
      if (secure) cookies.delete(name, { path: '/' });
    },
    all: () =>
      Object.entries(parse(request.headers.get('cookie') ?? ''))
        .filter(([name]) => !secure || name.startsWith(HOST_PREFIX))
        .map(([name, value]) => ({ name: secure ? name.slice(HOST_PREFIX.length) : name, value: value ?? '' })),
  };
}
