import type { AstroCookies } from 'astro';
import { parseCookieHeader } from '@supabase/ssr';
import type { CookieJar } from './types';

/**
 * The request's cookies as the auth adapters see them. Session cookies are httpOnly, SameSite=Lax
 * (sent on top-level navigations from e-mail links, not on cross-site posts) and Secure on https.
 */
export function cookieJar(cookies: AstroCookies, request: Request, url: URL): CookieJar {
  const secure = url.protocol === 'https:';
  return {
    get: (name) => cookies.get(name)?.value,
    set: (name, value, options) =>
      cookies.set(name, value, {
        path: '/',
        sameSite: 'lax',
        secure,
        httpOnly: options.httpOnly ?? true,
        maxAge: options.maxAge,
      }),
    delete: (name) => cookies.delete(name, { path: '/' }),
    all: () =>
      parseCookieHeader(request.headers.get('cookie') ?? '').map(({ name, value }) => ({ name, value: value ?? '' })),
  };
}
