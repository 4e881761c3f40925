/** The auth port: one interface, a local adapter (same database) and a Supabase adapter. */
import type { Locale } from '../../i18n/locales';
import type { Aal } from '../../domain/auth/twoStep';
import type { SignInMethod, SocialProvider } from '../../domain/auth/identities';

export interface AuthUser {
  id: string;
  email: string;
  userMetadata: Record<string, unknown>;
  appMetadata: Record<string, unknown>;
  createdAt?: string;
}

/** Claims of a verified access token, in Supabase's shape (what RLS reads as auth.jwt()). */
export interface AccessClaims {
  sub: string;
  role: 'authenticated';
  aud: string;
  email: string;
  exp: number;
  iat: number;
  session_id: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  /** aal1 after a password; aal2 once a code of a verified factor (or a recovery code) was given. */
  aal: Aal;
  /** How this session was authenticated, oldest first (Supabase's shape). */
  amr?: { method: string; timestamp: number }[];
  is_anonymous: false;
}

export interface VerifiedSession {
  user: AuthUser;
  claims: AccessClaims;
  /** aal2 when the account has a verified factor, so a code is owed until `claims.aal` is aal2. */
  nextAal: Aal;
}

/** A TOTP factor of the account (docs/decisions/0045). */
export interface MfaFactor {
  id: string;
  friendlyName: string;
  status: 'verified' | 'unverified';
  createdAt: string;
}

/** What enrolment shows once: the QR code, the same secret as text, and the otpauth URI. */
export interface TotpEnrolment {
  factorId: string;
  friendlyName: string;
  secret: string;
  uri: string;
  /** A data: URL of an SVG QR code. */
  qrCode: string;
}

/** The slice of Astro's cookie API the adapters need. */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options: { maxAge: number; httpOnly?: boolean }): void;
  delete(name: string): void;
  /** Every cookie of the request (the Supabase client reads its chunked cookies this way). */
  all(): { name: string; value: string }[];
}

export type SignOutScope = 'global' | 'local' | 'others';

/** Error codes the UI translates; `message` carries the provider's text when there is one. */
export type AuthErrorCode =
  | 'invalid_credentials'
  | 'user_already_exists'
  | 'weak_password'
  | 'rate_limited'
  | 'invalid_token'
  | 'unexpected_failure'
  | 'not_signed_in'
  | 'invalid_code'
  | 'code_already_used'
  | 'factor_name_taken'
  /** The password was right but the address was never confirmed (decision 0049). */
  | 'email_not_confirmed'
  // Social sign-in and identities (docs/decisions/0048).
  | 'provider_not_configured'
  | 'provider_unavailable'
  | 'provider_cancelled'
  | 'email_belongs_to_account'
  | 'identity_linked_elsewhere'
  | 'last_sign_in_method'
  | 'email_taken'
  /** A change of address to the one the account already has (decision 0049 addendum (b)). */
  | 'email_unchanged';

export class AuthError extends Error {
  constructor(
    readonly code: AuthErrorCode,
    message?: string,
  ) {
    super(message ?? code);
    this.name = 'AuthError';
  }
}

export interface SignedIn extends AuthUser {
  twoStepRequired: boolean;
}

/** One way into the account: its password, or a linked provider account (docs/decisions/0048). */
export interface AccountIdentity {
  /** The identity's id (for a password, the account's own id). */
  id: string;
  method: SignInMethod;
  /** The address the provider gave, when it gave a verified one. */
  email: string | null;
  createdAt: string;
}

/** How a social sign-in ended: signed in (maybe a new account), or a provider linked to this account. */
export type SocialResult = { kind: 'signed_in'; user: SignedIn; created: boolean } | { kind: 'linked'; provider: SocialProvider };

/**
 * Where a confirmation link lands (decision 0049): this site's public origin, the account's language,
 * and the page to go on to once the address is confirmed (a path on this site, checked by the caller;
 * none for the dashboard), so a visitor who signed up on the way to an order comes back to it.
 */
export interface ConfirmLanding {
  origin: string;
  locale: Locale;
  next?: string | undefined;
}

/** A change of the account's address (decision 0049 addendum (b)): the new one and the proof. */
export interface EmailChange {
  email: string;
  /** Checked when the account has a password; ignored (may be '') when it has none (a social sign-up). */
  currentPassword: string;
}

export interface SignUpData extends ConfirmLanding {
  email: string;
  password: string;
  fullName: string;
  phone: string;
  company: string;
}

/**
 * What a recovery code did (decisions 0045, 0049): `signedIn` raised this session to aal2 (local);
 * `factorsRemoved` removed the account's authenticators, which on Supabase also ends its sessions, so
 * the person signs in again with the password alone and enrols anew.
 */
export type RecoveryOutcome = 'signedIn' | 'factorsRemoved';

export interface AuthPort {
  readonly kind: 'local' | 'supabase';
  /** Creates the account. `signedIn` is false when the provider requires e-mail confirmation first. */
  signUp(cookies: CookieJar, data: SignUpData): Promise<{ user: AuthUser; signedIn: boolean }>;
  /** Signs in with a password; `twoStepRequired` when the account has a verified factor (a code is owed). */
  signIn(cookies: CookieJar, email: string, password: string): Promise<SignedIn>;
  signOut(cookies: CookieJar, scope: SignOutScope): Promise<void>;
  /** The verified session of this request, refreshed when close to expiry; null when signed out. */
  getSession(cookies: CookieJar): Promise<VerifiedSession | null>;
  /** Sends a reset link when the address has an account; answers the same either way. */
  requestPasswordReset(cookies: CookieJar, email: string, locale: Locale, origin: string): Promise<void>;
  /** Sets the new password and signs the owner in; answers the account (its browser becomes known, decision 0026). */
  resetPassword(cookies: CookieJar, token: string, password: string): Promise<AuthUser>;
  updatePassword(cookies: CookieJar, session: VerifiedSession, password: string): Promise<void>;

  // Confirmed e-mail addresses (decision 0049).
  /**
   * Follows a confirmation link (local: its token; Supabase: the PKCE code its redirect carries).
   * `confirmed`: the address is now confirmed and `signedIn` says whether this browser got a session;
   * `alreadyConfirmed`: the link was used before and the address is confirmed. Throws invalid_token otherwise.
   */
  confirmEmail(cookies: CookieJar, token: string): Promise<{ state: 'confirmed' | 'alreadyConfirmed'; signedIn: boolean }>;
  /** Sends a new confirmation link when the address has an unconfirmed account; answers the same either way. */
  resendConfirmation(cookies: CookieJar, email: string, landing: ConfirmLanding): Promise<void>;

  // Two-step sign-in (TOTP), as Supabase's MFA API has it. A `session` here may still owe its code.
  listFactors(cookies: CookieJar, session: VerifiedSession): Promise<MfaFactor[]>;
  /** Starts a TOTP enrolment: an unverified factor until `confirmTotp` sees its first code. */
  enrollTotp(cookies: CookieJar, session: VerifiedSession, friendlyName: string): Promise<TotpEnrolment>;
  /**
   * Verifies the new factor with its first code: this session becomes aal2 and every other session of
   * the account ends. Answers the recovery codes, shown once (null where the provider keeps none).
   */
  confirmTotp(cookies: CookieJar, session: VerifiedSession, factorId: string, code: string): Promise<{ recoveryCodes: string[] | null }>;
  /** The code step of signing in (challenge and verify against a verified factor): the session becomes aal2. */
  verifyTotp(cookies: CookieJar, session: VerifiedSession, code: string): Promise<void>;
  /** A one-time recovery code instead of a TOTP code: it works once, then never again. */
  verifyRecoveryCode(cookies: CookieJar, session: VerifiedSession, code: string): Promise<RecoveryOutcome>;
  /**
   * How many unused recovery codes the account has (issue 35); null when it has none issued (no
   * authenticator, or a provider without the server's code store).
   */
  recoveryCodesLeft(cookies: CookieJar, session: VerifiedSession): Promise<number | null>;
  /**
   * A new set of recovery codes replacing the old one (which stops working), after a current code of a
   * verified factor or an unused recovery code; the codes in plain text, shown once.
   */
  renewRecoveryCodes(cookies: CookieJar, session: VerifiedSession, code: string): Promise<string[]>;
  /** Removes a factor, after a fresh code of one of the account's verified factors. */
  unenrollTotp(cookies: CookieJar, session: VerifiedSession, factorId: string, code: string): Promise<void>;

  // Social sign-in and identities (docs/decisions/0048).
  /** The providers this site offers (configured ones only): /auth shows a button for each. */
  socialProviders(): SocialProvider[];
  /**
   * Starts the provider's authorization code flow (PKCE): answers the URL to send the browser to.
   * `link` is the signed-in session asking to add this provider to its account; null for a sign-in.
   * `callbackUrl` is where the provider returns (/api/auth/callback/<provider>).
   */
  startSocial(
    cookies: CookieJar,
    provider: SocialProvider,
    options: { callbackUrl: string; link: VerifiedSession | null },
  ): Promise<string>;
  /** Completes the flow from the callback's URL under the linking rule (domain/auth/identities.ts). */
  finishSocial(
    cookies: CookieJar,
    provider: SocialProvider,
    callbackUrl: URL,
    context: { session: VerifiedSession | null; locale: Locale },
  ): Promise<SocialResult>;
  /** The account's ways in: the password (when it has one) and each linked provider. */
  listIdentities(cookies: CookieJar, session: VerifiedSession): Promise<AccountIdentity[]>;
  /** Removes a linked provider, refused (`last_sign_in_method`) when it is the last way in. */
  unlinkIdentity(cookies: CookieJar, session: VerifiedSession, provider: SocialProvider): Promise<void>;
  /**
   * Gives an account without an address (a LINE sign-up) one, once the link mailed to it is followed
   * (it lands on `landing`); refused when another account has the address.
   */
  setEmail(cookies: CookieJar, session: VerifiedSession, email: string, landing: ConfirmLanding): Promise<void>;
  /**
   * Asks to change the address of an account that has one: a link goes to the new address (it lands on
   * `landing`), which becomes the account's only when the link is followed; the old one stays the
   * sign-in and contact address until then, and the other sessions end then. The current password is
   * checked when the account has one (`invalid_credentials`). An address another account uses answers
   * the same as success and sends nothing, so the form tells nobody whose address it is.
   */
  changeEmail(cookies: CookieJar, session: VerifiedSession, input: EmailChange, landing: ConfirmLanding): Promise<void>;
}
