/**
 * Supabase Auth through @supabase/ssr: PKCE, cookie session with automatic refresh, and
 * server-side verification of every access token with getClaims().
 */
import { createServerClient } from '@supabase/ssr';
import { createClient, type Provider, type SupabaseClient, type User, type UserIdentity } from '@supabase/supabase-js';
import { sameEmail } from '../../../domain/auth/emailChange';
import { canUnlink, type SignInMethod, type SocialProvider } from '../../../domain/auth/identities';
import { normaliseTotpCode } from '../../../domain/auth/twoStep';
import { setSignedInHint } from './cookies';
import { confirmLandingUrl } from '../confirmLanding';
import {
  AuthError,
  type AccessClaims,
  type AuthPort,
  type AuthUser,
  type CookieJar,
  type MfaFactor,
  type RecoveryOutcome,
  type SignedIn,
  type SignOutScope,
  type TotpEnrolment,
  type ConfirmLanding,
  type EmailChange,
  type SignUpData,
  type VerifiedSession,
  type AccountIdentity,
  type SocialResult,
} from '../types';
import { localePrefix, type Locale } from '../../../i18n/locales';
import type { RecoveryCodeStore } from './supabaseRecovery';
import { hasSupabaseCookie } from './deferred';
import type { OidcProviderSettings } from './oidc';
import type { SupabaseLine } from './supabaseLine';
import type { LineAccounts } from './supabaseLineAccounts';

export interface SupabaseAuthOptions {
  url: string;
  /** The anon or publishable key: public by design, it only identifies the project. */
  anonKey: string;
  /** Where e-mail links land, e.g. https://www.example.com */
  siteUrl: string;
  /**
   * The server's recovery codes (decision 0049; needs the service-role key). Without it enrolment
   * shows no codes and a recovery code is refused, as before.
   */
  recoveryCodes?: RecoveryCodeStore | undefined;
  /** Social providers enabled in the project (docs/decisions/0048); none by default. */
  providers?: SocialProvider[];
  /** LINE's id as a custom OIDC provider in the project, e.g. custom:line (identities it made are still listed). */
  lineProviderId?: string;
  /**
   * LINE run by the site (decision 0060, addendum): its code flow and HS256 ID token here, then a
   * Supabase session through the admin API. Needs the channel id and secret and the service-role key.
   */
  line?: { oidc: OidcProviderSettings; allowHttp: boolean; serviceRoleKey: string; accounts: LineAccounts } | undefined;
}

/**
 * The placeholder address of a LINE-only account (decision 0060, addendum): Supabase mints a session
 * from an address and LINE vouches for none, so such an account is made with one under `.invalid`
 * (RFC 2606: never resolves, so no mail can go there). It is shown to nobody. Kept here, not in a
 * module of its own, so that loading the adapter loads nothing more (decision 0055).
 */
export const PLACEHOLDER_DOMAIN = 'line.invalid';

export function isPlaceholderEmail(email: string | null | undefined): boolean {
  return typeof email === 'string' && email.toLowerCase().endsWith(`@${PLACEHOLDER_DOMAIN}`);
}

/** The address as the site shows it: empty for a placeholder. */
export function visibleEmail(email: string | null | undefined): string {
  return email && !isPlaceholderEmail(email) ? email : '';
}

/** Whether a social flow was a link from the settings (our own cookie; Supabase keeps the PKCE verifier). */
const SOCIAL_FLOW_COOKIE = 'sp-social-flow';
/** An identity younger than this was made by this very sign-in. */
const JUST_NOW_MS = 2 * 60 * 1000;

function toUser(user: User): AuthUser {
  return {
    id: user.id,
    email: visibleEmail(user.email),
    userMetadata: user.user_metadata ?? {},
    appMetadata: user.app_metadata ?? {},
    createdAt: user.created_at,
  };
}

/** Maps Supabase errors to our codes; spec §8 maps database failures to one message. */
function mapError(error: { message: string; code?: string | undefined; status?: number | undefined }): AuthError {
  if (/Database error|Profile creation failed/i.test(error.message))
    return new AuthError('unexpected_failure', 'Database error saving new user');
  // Older Auth versions answer "Email not confirmed" without an error code.
  if (!error.code && /email not confirmed/i.test(error.message)) return new AuthError('email_not_confirmed', error.message);
  switch (error.code) {
    case 'invalid_credentials':
      return new AuthError('invalid_credentials', error.message);
    // "Confirm email" is on and the link was never followed (decision 0049).
    case 'email_not_confirmed':
      return new AuthError('email_not_confirmed', error.message);
    case 'user_already_exists':
    case 'email_exists':
      return new AuthError('user_already_exists', error.message);
    case 'weak_password':
      return new AuthError('weak_password', error.message);
    case 'over_request_rate_limit':
    case 'over_email_send_rate_limit':
      return new AuthError('rate_limited', error.message);
    case 'mfa_verification_failed':
    case 'mfa_challenge_expired':
    case 'mfa_factor_not_found':
      return new AuthError('invalid_code', error.message);
    case 'mfa_factor_name_conflict':
      return new AuthError('factor_name_taken', error.message);
    case 'identity_already_exists':
      return new AuthError('identity_linked_elsewhere', error.message);
    case 'single_identity_not_deletable':
      return new AuthError('last_sign_in_method', error.message);
    case 'provider_disabled':
    case 'oauth_provider_not_supported':
      return new AuthError('provider_not_configured', error.message);
    case 'flow_state_not_found':
    case 'flow_state_expired':
    case 'otp_expired':
    case 'bad_code_verifier':
    case 'pkce_code_verifier_not_found':
      return new AuthError('invalid_token', error.message);
    default:
      return new AuthError(error.status === 400 ? 'invalid_credentials' : 'unexpected_failure', error.message);
  }
}

/**
 * Auth answers the QR code as `data:image/svg+xml;utf-8,<svg…>` with the SVG unencoded (a `#` in it would
 * end the URL): re-encoded in base64, as the local adapter gives it.
 */
function svgDataUrl(qr: string): string {
  if (qr.startsWith('data:image/svg+xml;base64,')) return qr;
  const svg = qr.startsWith('data:') ? qr.slice(qr.indexOf(',') + 1) : qr;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

export class SupabaseAuth implements AuthPort {
  readonly kind = 'supabase' as const;
  private siteLine: Promise<SupabaseLine> | undefined;
  constructor(private readonly options: SupabaseAuthOptions) {}

  /** The site's LINE flow, loaded (with openid-client and jose) by the first LINE sign-in, link or unlink. */
  private line(): Promise<SupabaseLine> | null {
    const settings = this.options.line;
    if (!settings) return null;
    this.siteLine ??= import('./supabaseLine').then(
      ({ SupabaseLine }) =>
        new SupabaseLine({
          oidc: settings.oidc,
          allowHttp: settings.allowHttp,
          accounts: settings.accounts,
          admin: createClient(this.options.url, settings.serviceRoleKey, {
            auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
          }),
        }),
    );
    return this.siteLine;
  }

  private client(cookies: CookieJar): SupabaseClient {
    return createServerClient(this.options.url, this.options.anonKey, {
      auth: { flowType: 'pkce' },
      cookies: {
        getAll: () => cookies.all(),
        setAll: (list) => {
          for (const { name, value, options } of list) {
            if (value) cookies.set(name, value, { maxAge: options.maxAge ?? 60 * 60 * 24 * 400 });
            else cookies.delete(name);
          }
        },
      },
    });
  }

  async signUp(cookies: CookieJar, data: SignUpData): Promise<{ user: AuthUser; signedIn: boolean }> {
    const { data: result, error } = await this.client(cookies).auth.signUp({
      email: data.email,
      password: data.password,
      options: {
        data: { full_name: data.fullName, phone: data.phone, company: data.company, role: 'user', locale: data.locale },
        // Auth verifies its link, then lands here with ?code= (PKCE) for confirmEmail (decision 0049).
        emailRedirectTo: this.confirmLanding(data),
      },
    });
    if (error) throw mapError(error);
    if (!result.user) throw new AuthError('unexpected_failure', 'Database error saving new user');
    const signedIn = Boolean(result.session);
    setSignedInHint(cookies, signedIn);
    return { user: toUser(result.user), signedIn };
  }

  async signIn(cookies: CookieJar, email: string, password: string): Promise<SignedIn> {
    const { data, error } = await this.client(cookies).auth.signInWithPassword({ email, password });
    if (error) throw mapError(error);
    setSignedInHint(cookies, true);
    const twoStepRequired = (data.user.factors ?? []).some((factor) => factor.status === 'verified');
    return { ...toUser(data.user), twoStepRequired };
  }

  async signOut(cookies: CookieJar, scope: SignOutScope): Promise<void> {
    const client = this.client(cookies);
    const { error } = await client.auth.signOut({ scope });
    // Spec §8: 401, 403 and 404 are ignored; the local session is removed anyway.
    if (error && ![401, 403, 404].includes(error.status ?? 0)) {
      console.warn('[auth] sign-out failed', error.message);
      // The client keeps its session when a global sign-out fails: still end it on this device.
      if (scope === 'global') await client.auth.signOut({ scope: 'local' });
    }
    if (scope !== 'others') setSignedInHint(cookies, false);
  }

  async getSession(cookies: CookieJar): Promise<VerifiedSession | null> {
    if (!hasSupabaseCookie(cookies)) return null;
    // A malformed token makes the client throw rather than return an error: treat both as signed out.
    const { data, error } = await this.client(cookies)
      .auth.getClaims()
      .catch((thrown: unknown) => ({ data: null, error: thrown }));
    if (error || !data?.claims) {
      setSignedInHint(cookies, false);
      return null;
    }
    const claims = data.claims as unknown as AccessClaims;
    // nextLevel comes from the session's user (its factors), kept in the cookies: no request to Auth.
    const assurance = await this.client(cookies)
      .auth.mfa.getAuthenticatorAssuranceLevel()
      .catch(() => null);
    return {
      claims,
      user: {
        id: claims.sub,
        email: visibleEmail(claims.email),
        userMetadata: claims.user_metadata ?? {},
        appMetadata: claims.app_metadata ?? {},
      },
      nextAal: assurance?.data?.nextLevel === 'aal2' ? 'aal2' : 'aal1',
    };
  }

  async requestPasswordReset(cookies: CookieJar, email: string, locale: Locale, origin: string): Promise<void> {
    const redirectTo = `${origin}${localePrefix(locale)}/auth/reset`;
    // Supabase sends the link itself; the PKCE verifier stays in this browser's cookies.
    // Unknown addresses get the same answer (no account probing).
    const { error } = await this.client(cookies).auth.resetPasswordForEmail(email, { redirectTo });
    if (error && error.status !== 404) console.warn('[auth] reset request failed', error.message);
  }

  /** Auth's redirect keeps this address's query and adds ?code= (GoTrue sets the parameter on the parsed URL). */
  private confirmLanding({ locale, next }: ConfirmLanding): string {
    return confirmLandingUrl({ origin: this.options.siteUrl, locale, next });
  }

  async confirmEmail(cookies: CookieJar, code: string): Promise<{ state: 'confirmed' | 'alreadyConfirmed'; signedIn: boolean }> {
    // Auth confirmed the address before redirecting with a code (a refused link carries error_code
    // instead). The code gives a session only in the browser holding the PKCE verifier, the one that
    // signed up; opened anywhere else the address is still confirmed, and the person signs in.
    const client = this.client(cookies);
    const before = await client.auth.getClaims().catch(() => null);
    const { data, error } = await client.auth.exchangeCodeForSession(code);
    if (error) return { state: 'confirmed', signedIn: false };
    setSignedInHint(cookies, true);
    // The account's address changed (decision 0049 addendum (b)): the other devices sign in again, with
    // the new one, as after a new password. Only this browser (it holds the PKCE verifier) gets here.
    const was = before?.data?.claims;
    if (was?.sub === data.user.id && was.email && data.user.email && !sameEmail(was.email, data.user.email)) {
      const ended = await client.auth.signOut({ scope: 'others' });
      if (ended.error) console.warn('[auth] other sessions not ended after an address change', ended.error.message);
    }
    return { state: 'confirmed', signedIn: true };
  }

  async resendConfirmation(cookies: CookieJar, email: string, landing: ConfirmLanding): Promise<void> {
    // Auth sends nothing for an unknown or confirmed address and answers alike (no account probing).
    const { error } = await this.client(cookies).auth.resend({
      type: 'signup',
      email,
      options: { emailRedirectTo: this.confirmLanding(landing) },
    });
    if (error) {
      if (error.code === 'over_email_send_rate_limit' || error.code === 'over_request_rate_limit') throw mapError(error);
      console.warn('[auth] confirmation resend failed', error.message);
    }
  }

  async resetPassword(cookies: CookieJar, code: string, password: string): Promise<AuthUser> {
    const client = this.client(cookies);
    const exchanged = await client.auth.exchangeCodeForSession(code);
    if (exchanged.error) {
      // The code works once: an earlier attempt whose password was refused already holds the
      // recovery session, so a retry from the same browser updates the password with it.
      const current = await client.auth.getClaims().catch(() => null);
      if (!current?.data?.claims) throw mapError(exchanged.error);
    }
    setSignedInHint(cookies, true);
    const { data, error } = await client.auth.updateUser({ password });
    if (error) throw mapError(error);
    return toUser(data.user);
  }

  async updatePassword(cookies: CookieJar, _session: VerifiedSession, password: string): Promise<void> {
    const { error } = await this.client(cookies).auth.updateUser({ password });
    if (error) throw mapError(error);
  }

  // Two-step sign-in through Supabase's MFA API (docs/decisions/0045).

  async listFactors(cookies: CookieJar): Promise<MfaFactor[]> {
    const { data, error } = await this.client(cookies).auth.mfa.listFactors();
    if (error) throw mapError(error);
    return data.all
      .filter((factor) => factor.factor_type === 'totp')
      .map((factor) => ({ id: factor.id, friendlyName: factor.friendly_name ?? '', status: factor.status, createdAt: factor.created_at }));
  }

  async enrollTotp(cookies: CookieJar, _session: VerifiedSession, friendlyName: string): Promise<TotpEnrolment> {
    const client = this.client(cookies);
    // An enrolment left unconfirmed would hold its name: drop it first, as the local adapter does.
    const listed = await client.auth.mfa.listFactors();
    for (const factor of listed.data?.all ?? []) {
      if (factor.status === 'unverified') await client.auth.mfa.unenroll({ factorId: factor.id });
    }
    const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName, issuer: 'Siam Pixel Studio' });
    if (error) throw mapError(error);
    return { factorId: data.id, friendlyName, secret: data.totp.secret, uri: data.totp.uri, qrCode: svgDataUrl(data.totp.qr_code) };
  }

  async confirmTotp(
    cookies: CookieJar,
    session: VerifiedSession,
    factorId: string,
    code: string,
  ): Promise<{ recoveryCodes: string[] | null }> {
    await this.challengeAndVerify(cookies, factorId, code);
    // Enrolling a factor signs out the other devices (this session, now aal2, stays).
    await this.signOut(cookies, 'others');
    // A new set replaces the old one, as the local adapter does (decision 0049).
    return { recoveryCodes: this.options.recoveryCodes ? await this.options.recoveryCodes.replace(session.user.id) : null };
  }

  async verifyTotp(cookies: CookieJar, _session: VerifiedSession, code: string): Promise<void> {
    const { data, error } = await this.client(cookies).auth.mfa.listFactors();
    if (error) throw mapError(error);
    // Any of the account's authenticators may have made the code (a phone and a spare, as the local
    // adapter accepts): try each verified factor until one takes it. A code refused by all is refused
    // with the last factor's reason (a reused code says so rather than "not right").
    const verified = data.totp.filter((each) => each.status === 'verified');
    if (verified.length === 0) throw new AuthError('invalid_code', 'No verified factor');
    let refusal: unknown;
    for (const factor of verified) {
      try {
        await this.challengeAndVerify(cookies, factor.id, code);
        return;
      } catch (error) {
        // Only a refused code moves on to the next factor; a rate limit or an outage stops here.
        if (!(error instanceof AuthError) || (error.code !== 'invalid_code' && error.code !== 'code_already_used')) throw error;
        refusal = error;
      }
    }
    throw refusal;
  }

  async verifyRecoveryCode(cookies: CookieJar, session: VerifiedSession, code: string): Promise<RecoveryOutcome> {
    // Without the service-role key there are no codes to check (decision 0045: the dashboard then).
    const store = this.options.recoveryCodes;
    if (!store) throw new AuthError('invalid_code', 'Recovery codes are not enabled on this project');
    if (!(await store.redeem(session.user.id, code))) throw new AuthError('invalid_code', 'Invalid recovery code');
    // Removing the authenticators ended every session of the account, this one too: forget it here.
    await this.signOut(cookies, 'local');
    return 'factorsRemoved';
  }

  async recoveryCodesLeft(_cookies: CookieJar, session: VerifiedSession): Promise<number | null> {
    return this.options.recoveryCodes ? this.options.recoveryCodes.left(session.user.id) : null;
  }

  async renewRecoveryCodes(cookies: CookieJar, session: VerifiedSession, code: string): Promise<string[]> {
    const store = this.options.recoveryCodes;
    if (!store) throw new AuthError('invalid_code', 'Recovery codes are not enabled on this project');
    // A current authenticator code (Auth checks it), or one of the codes being replaced.
    if (normaliseTotpCode(code)) await this.verifyTotp(cookies, session, code);
    else if (!(await store.spend(session.user.id, code))) throw new AuthError('invalid_code', 'Invalid recovery code');
    return store.replace(session.user.id);
  }

  async unenrollTotp(cookies: CookieJar, session: VerifiedSession, factorId: string, code: string): Promise<void> {
    // A fresh code first (Supabase itself asks only for an aal2 session).
    await this.verifyTotp(cookies, session, code);
    const client = this.client(cookies);
    const { error } = await client.auth.mfa.unenroll({ factorId });
    if (error) throw mapError(error);
    // The last authenticator gone: its recovery codes protect nothing (the local adapter does the same).
    const left = await client.auth.mfa.listFactors();
    if (this.options.recoveryCodes && !(left.data?.totp ?? []).some((factor) => factor.status === 'verified'))
      await this.options.recoveryCodes.clear(session.user.id);
  }

  private async challengeAndVerify(cookies: CookieJar, factorId: string, code: string): Promise<void> {
    const { error } = await this.client(cookies).auth.mfa.challengeAndVerify({ factorId, code: code.replace(/[\s-]/g, '') });
    if (error) throw mapError(error);
    setSignedInHint(cookies, true);
  }

  // Social sign-in and identities (docs/decisions/0048): Google built in, LINE as a custom OIDC provider.

  socialProviders(): SocialProvider[] {
    return this.options.providers ?? [];
  }

  private providerId(provider: SocialProvider): Provider {
    // A custom provider's id (custom:line) is not in supabase-js's list of built-in names.
    return (provider === 'google' ? 'google' : (this.options.lineProviderId ?? 'custom:line')) as Provider;
  }

  private methodOf(identity: UserIdentity): SignInMethod | null {
    if (identity.provider === 'email') return 'email';
    if (identity.provider === 'google') return 'google';
    if (identity.provider === (this.options.lineProviderId ?? 'custom:line')) return 'line';
    return null;
  }

  async startSocial(
    cookies: CookieJar,
    provider: SocialProvider,
    options: { callbackUrl: string; link: VerifiedSession | null },
  ): Promise<string> {
    if (!this.socialProviders().includes(provider)) throw new AuthError('provider_not_configured', `${provider} is not enabled`);
    const line = provider === 'line' ? this.line() : null;
    if (line) return (await line).start(cookies, options.callbackUrl, options.link !== null);
    const client = this.client(cookies);
    const oauth = { redirectTo: options.callbackUrl, skipBrowserRedirect: true, scopes: 'openid profile email' };
    // PKCE: the client keeps the verifier in this browser's cookies until exchangeCodeForSession.
    const { data, error } = options.link
      ? await client.auth.linkIdentity({ provider: this.providerId(provider), options: oauth })
      : await client.auth.signInWithOAuth({ provider: this.providerId(provider), options: oauth });
    if (error) throw mapError(error);
    if (!data.url) throw new AuthError('provider_unavailable', 'No authorization URL');
    cookies.set(SOCIAL_FLOW_COOKIE, `${provider}:${options.link ? 'link' : 'sign-in'}`, { maxAge: 10 * 60 });
    return data.url;
  }

  async finishSocial(
    cookies: CookieJar,
    provider: SocialProvider,
    callbackUrl: URL,
    context: { session: VerifiedSession | null; locale: Locale },
  ): Promise<SocialResult> {
    const line = provider === 'line' ? this.line() : null;
    if (line) return this.finishLine(await line, cookies, callbackUrl, context);
    const flow = cookies.get(SOCIAL_FLOW_COOKIE);
    cookies.delete(SOCIAL_FLOW_COOKIE);
    const [flowProvider, kind] = (flow ?? '').split(':');
    if (flowProvider !== provider) throw new AuthError('invalid_token', 'No sign-in with this provider was started here');
    const link = kind === 'link';
    const failure = callbackUrl.searchParams.get('error_code') ?? callbackUrl.searchParams.get('error');
    if (failure) {
      if (failure === 'identity_already_exists') throw new AuthError('identity_linked_elsewhere');
      throw new AuthError(
        failure === 'access_denied' ? 'provider_cancelled' : 'invalid_token',
        callbackUrl.searchParams.get('error_description') ?? failure,
      );
    }
    const code = callbackUrl.searchParams.get('code');
    if (!code) throw new AuthError('invalid_token', 'No code in the callback');
    // The session cookies this exchange writes, so that a refusal below can take every one back.
    const written = new Set<string>();
    const client = this.client({
      get: (name) => cookies.get(name),
      set: (name, value, options) => {
        written.add(name);
        cookies.set(name, value, options);
      },
      delete: (name) => cookies.delete(name),
      all: () => cookies.all(),
    });
    const { data, error } = await client.auth.exchangeCodeForSession(code);
    if (error) throw mapError(error);
    const user = data.user;
    if (link) {
      if (!context.session || context.session.user.id !== user.id)
        throw new AuthError('not_signed_in', 'Sign in again to link this provider');
      return { kind: 'linked', provider };
    }
    // Supabase links a provider's verified address to an existing account by itself; our rule (the
    // decision record) is that only the account's owner, signed in, links. An identity created by this
    // sign-in on an account that existed before it is undone, and the person asked to sign in first.
    // The placeholder address of a LINE-only account (decision 0060 addendum) is no provider's verified
    // address, so nothing is ever linked by it: its identity does not count here.
    const all = (user.identities ?? []).filter(
      (each) => !(each.provider === 'email' && isPlaceholderEmail(String(each.identity_data?.email ?? user.email ?? ''))),
    );
    const identity = all.find((each) => this.methodOf(each) === provider);
    const now = Date.now();
    const born = (each: UserIdentity) => (each.created_at ? new Date(each.created_at).getTime() : 0);
    const identityAge = identity ? now - born(identity) : Infinity;
    const accountAge = now - new Date(user.created_at).getTime();
    // A new account is created with its first identity; an identity born now beside older ones was linked by address.
    const linkedByAddress =
      identity !== undefined && identityAge < JUST_NOW_MS && all.some((each) => each !== identity && born(each) < born(identity));
    if (linkedByAddress) {
      await client.auth.unlinkIdentity(identity).catch(() => undefined);
      await client.auth.signOut({ scope: 'local' }).catch(() => undefined);
      for (const name of written) if (name.startsWith('sb-')) cookies.delete(name);
      setSignedInHint(cookies, false);
      throw new AuthError('email_belongs_to_account');
    }
    setSignedInHint(cookies, true);
    const twoStepRequired = (user.factors ?? []).some((factor) => factor.status === 'verified');
    return {
      kind: 'signed_in',
      user: { ...toUser(user), twoStepRequired },
      created: accountAge < JUST_NOW_MS && (user.identities ?? []).length === 1,
    };
  }

  /**
   * The account's ways in: Supabase's identities, and LINE as the site runs it (app_metadata.line_subject,
   * decision 0060 addendum). A placeholder address is no way in: nobody knows a password for it.
   */
  private async waysIn(client: SupabaseClient): Promise<{ user: User; identities: AccountIdentity[] }> {
    const { data, error } = await client.auth.getUser();
    if (error) throw mapError(error);
    const user = data.user;
    const identities: AccountIdentity[] = [];
    for (const identity of user.identities ?? []) {
      const method = this.methodOf(identity);
      if (!method) continue;
      const email = identity.identity_data?.email;
      if (method === 'email' && isPlaceholderEmail(typeof email === 'string' ? email : user.email)) continue;
      identities.push({
        id: identity.identity_id,
        method,
        email: typeof email === 'string' ? email : null,
        createdAt: identity.created_at ?? '',
      });
    }
    // With LINE run by the site, an `email` identity may be an account LINE made, without a password.
    const email = identities.find((each) => each.method === 'email');
    if (email && this.options.line && !(await this.options.line.accounts.hasPassword(user.id)))
      identities.splice(identities.indexOf(email), 1);
    const app = user.app_metadata ?? {};
    if (typeof app.line_subject === 'string' && !identities.some((each) => each.method === 'line')) {
      const linkedAt = typeof app.line_linked_at === 'string' ? app.line_linked_at : user.created_at;
      identities.push({ id: `line:${app.line_subject}`, method: 'line', email: null, createdAt: linkedAt });
    }
    identities.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    return { user, identities };
  }

  async listIdentities(cookies: CookieJar, _session: VerifiedSession): Promise<AccountIdentity[]> {
    return (await this.waysIn(this.client(cookies))).identities;
  }

  async unlinkIdentity(cookies: CookieJar, _session: VerifiedSession, provider: SocialProvider): Promise<void> {
    const client = this.client(cookies);
    const { user, identities } = await this.waysIn(client);
    const methods = identities.map((identity) => identity.method);
    if (!methods.includes(provider)) return;
    if (!canUnlink(methods, provider)) throw new AuthError('last_sign_in_method', 'This is the only way into the account');
    const line = provider === 'line' && typeof user.app_metadata?.line_subject === 'string' ? this.line() : null;
    if (line) return (await line).unlink(user.id);
    const identity = (user.identities ?? []).find((each) => this.methodOf(each) === provider);
    if (!identity) return;
    const removed = await client.auth.unlinkIdentity(identity);
    if (removed.error) throw mapError(removed.error);
  }

  /** LINE's callback when the site runs LINE: the account's session in this browser, or the link. */
  private async finishLine(
    line: SupabaseLine,
    cookies: CookieJar,
    callbackUrl: URL,
    context: { session: VerifiedSession | null; locale: Locale },
  ): Promise<SocialResult> {
    const outcome = await line.finish(cookies, callbackUrl, this.client(cookies), context);
    if (outcome.kind === 'linked') return { kind: 'linked', provider: 'line' };
    setSignedInHint(cookies, true);
    const twoStepRequired = (outcome.user.factors ?? []).some((factor) => factor.status === 'verified');
    return { kind: 'signed_in', user: { ...toUser(outcome.user), twoStepRequired }, created: outcome.created };
  }

  async setEmail(cookies: CookieJar, _session: VerifiedSession, email: string, landing: ConfirmLanding): Promise<void> {
    // Supabase sends a confirmation link to the new address; the address counts once it is followed.
    const { error } = await this.client(cookies).auth.updateUser({ email }, { emailRedirectTo: this.confirmLanding(landing) });
    if (error) throw error.code === 'email_exists' ? new AuthError('email_taken', error.message) : mapError(error);
  }

  async changeEmail(cookies: CookieJar, _session: VerifiedSession, input: EmailChange, landing: ConfirmLanding): Promise<void> {
    const client = this.client(cookies);
    const { data, error } = await client.auth.getUser();
    if (error) throw mapError(error);
    const current = visibleEmail(data.user.email);
    if (!current) throw new AuthError('not_signed_in', 'The account has no address to change');
    // The password is the proof when the account has one (its `email` identity). Auth has no "check this
    // password" call, so a sign-in on a client of its own, in memory, checks it; its session ends at once.
    if ((data.user.identities ?? []).some((identity) => identity.provider === 'email')) {
      await this.checkPassword(current, input.currentPassword);
    }
    if (sameEmail(current, input.email)) throw new AuthError('email_unchanged', 'This is already the account address');
    // With "Secure email change" on (Supabase's default), Auth also mails the current address a link and
    // changes the address once both are followed; the outbox notice goes to it either way.
    const changed = await client.auth.updateUser({ email: input.email }, { emailRedirectTo: this.confirmLanding(landing) });
    if (!changed.error) return;
    // Another account's address: the same answer as success, and Auth sent nothing (no account probing).
    if (changed.error.code === 'email_exists') return;
    throw mapError(changed.error);
  }

  private async checkPassword(email: string, password: string): Promise<void> {
    const probe = createClient(this.options.url, this.options.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
    const { error } = await probe.auth.signInWithPassword({ email, password });
    if (error) {
      const mapped = mapError(error);
      throw mapped.code === 'rate_limited' ? mapped : new AuthError('invalid_credentials', 'Current password is wrong');
    }
    await probe.auth.signOut({ scope: 'local' }).catch(() => undefined);
  }
}
