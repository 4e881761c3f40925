/**
 * Every cookie the site can set (issue 38), by name (over https an httpOnly one takes the __Host- prefix).
 * All are strictly necessary: signing in and staying signed in, finishing a LINE or Google sign-in,
 * knowing a device that signed in before, and showing a sent form's answer after its redirect. None measures,
 * advertises or follows anyone, so none waits for consent (PDPA section 24, contract and legitimate
 * interest; the privacy notice lists them). tests/unit/privacy/cookies.test.ts finds every cookie the
 * source can set and fails when one is not here: a new cookie must be listed, and if it is not
 * essential it must wait for consent.
 */
export const ESSENTIAL_COOKIES = [
  { name: 'sp-access', purpose: 'session' },
  { name: 'sp-refresh', purpose: 'session' },
  { name: 'sp-signed-in', purpose: 'signedInHint' },
  { name: 'sp-device', purpose: 'device' },
  { name: 'sp-oidc-flow', purpose: 'socialSignIn' },
  { name: 'sp-social-return', purpose: 'socialSignIn' },
  { name: 'sp-social-flow', purpose: 'socialSignIn' },
  // The contact form's answer for the page after its post (post/redirect/get), a few minutes.
  { name: 'sp-contact-answer', purpose: 'formAnswer' },
  // Supabase Auth's own session cookies in production (@supabase/ssr names them sb-<project>-auth-token).
  { name: 'sb-*-auth-token', purpose: 'session' },
  { name: 'sb-*-auth-token-code-verifier', purpose: 'socialSignIn' },
] as const;

export type CookiePurpose = (typeof ESSENTIAL_COOKIES)[number]['purpose'];
