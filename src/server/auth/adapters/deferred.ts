/**
 * Supabase Auth, loaded on first use (docs/decisions/0055): @supabase/ssr and supabase-js are about 60
 * modules and 1.3 MB, and most on-demand requests carry no Supabase cookie, so they have no session to
 * read. This port answers those requests (and the list of social providers, from the configuration)
 * without loading the adapter; everything else loads it once and hands the call on.
 */
import type { SocialProvider } from '../../../domain/auth/identities';
import type { AuthPort, CookieJar } from '../types';

/** Whether the request carries any of Supabase's cookies (sb-<project>-auth-token, its chunks, the PKCE verifier). */
export function hasSupabaseCookie(cookies: CookieJar): boolean {
  return cookies.all().some((cookie) => cookie.name.startsWith('sb-'));
}

export function deferredSupabaseAuth(providers: readonly SocialProvider[], load: () => Promise<AuthPort>): AuthPort {
  let loaded: Promise<AuthPort> | undefined;
  const port = () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    }));
  return {
    kind: 'supabase',
    // The adapter answers null without a Supabase cookie too (SupabaseAuth.getSession): same answer, nothing loaded.
    getSession: async (cookies) => (hasSupabaseCookie(cookies) ? (await port()).getSession(cookies) : null),
    socialProviders: () => [...providers],
    signUp: async (...args) => (await port()).signUp(...args),
    signIn: async (...args) => (await port()).signIn(...args),
    signOut: async (...args) => (await port()).signOut(...args),
    requestPasswordReset: async (...args) => (await port()).requestPasswordReset(...args),
    resetPassword: async (...args) => (await port()).resetPassword(...args),
    updatePassword: async (...args) => (await port()).updatePassword(...args),
    confirmEmail: async (...args) => (await port()).confirmEmail(...args),
    resendConfirmation: async (...args) => (await port()).resendConfirmation(...args),
    listFactors: async (...args) => (await port()).listFactors(...args),
    enrollTotp: async (...args) => (await port()).enrollTotp(...args),
    confirmTotp: async (...args) => (await port()).confirmTotp(...args),
    verifyTotp: async (...args) => (await port()).verifyTotp(...args),
    verifyRecoveryCode: async (...args) => (await port()).verifyRecoveryCode(...args),
    unenrollTotp: async (...args) => (await port()).unenrollTotp(...args),
    recoveryCodesLeft: async (...args) => (await port()).recoveryCodesLeft(...args),
    renewRecoveryCodes: async (...args) => (await port()).renewRecoveryCodes(...args),
    startSocial: async (...args) => (await port()).startSocial(...args),
    finishSocial: async (...args) => (await port()).finishSocial(...args),
    listIdentities: async (...args) => (await port()).listIdentities(...args),
    unlinkIdentity: async (...args) => (await port()).unlinkIdentity(...args),
    setEmail: async (...args) => (await port()).setEmail(...args),
    changeEmail: async (...args) => (await port()).changeEmail(...args),
  };
}
