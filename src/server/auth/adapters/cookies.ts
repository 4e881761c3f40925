import type { CookieJar } from '../types';

/** Cookie names of the local adapter. The hint cookie holds no secret: static pages read it. */
export const ACCESS_COOKIE = 'sp-access';
export const REFRESH_COOKIE = 'sp-refresh';
export const SIGNED_IN_HINT_COOKIE = 'sp-signed-in';

export const REFRESH_TOKEN_TTL_SECONDS = 60 * 60 * 24 * 30;

export function setSessionCookies(cookies: CookieJar, accessToken: string, refreshToken: string): void {
  cookies.set(ACCESS_COOKIE, accessToken, { maxAge: REFRESH_TOKEN_TTL_SECONDS });
  cookies.set(REFRESH_COOKIE, refreshToken, { maxAge: REFRESH_TOKEN_TTL_SECONDS });
  setSignedInHint(cookies, true);
}

export function clearSessionCookies(cookies: CookieJar): void {
  cookies.delete(ACCESS_COOKIE);
  cookies.delete(REFRESH_COOKIE);
  setSignedInHint(cookies, false);
}

/** Lets the static pages' header know whether asking the server who is signed in is worth it. */
export function setSignedInHint(cookies: CookieJar, signedIn: boolean): void {
  if (signedIn) cookies.set(SIGNED_IN_HINT_COOKIE, '1', { maxAge: REFRESH_TOKEN_TTL_SECONDS, httpOnly: false });
  else cookies.delete(SIGNED_IN_HINT_COOKIE);
}
