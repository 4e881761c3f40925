/** The auth port: one interface, a local adapter (same database) and a Supabase adapter. */
import type { Locale } from '../../i18n/locales';

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
  aal: 'aal1';
  is_anonymous: false;
}

export interface VerifiedSession {
  user: AuthUser;
  claims: AccessClaims;
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
  | 'not_signed_in';

export class AuthError extends Error {
  constructor(
    readonly code: AuthErrorCode,
    message?: string,
  ) {
    super(message ?? code);
    this.name = 'AuthError';
  }
}

export interface SignUpData {
  email: string;
  password: string;
  fullName: string;
  phone: string;
  company: string;
  locale: Locale;
}

export interface AuthPort {
  readonly kind: 'local' | 'supabase';
  /** Creates the account. `signedIn` is false when the provider requires e-mail confirmation first. */
  signUp(cookies: CookieJar, data: SignUpData): Promise<{ user: AuthUser; signedIn: boolean }>;
  signIn(cookies: CookieJar, email: string, password: string): Promise<AuthUser>;
  signOut(cookies: CookieJar, scope: SignOutScope): Promise<void>;
  /** The verified session of this request, refreshed when close to expiry; null when signed out. */
  getSession(cookies: CookieJar): Promise<VerifiedSession | null>;
  /** Sends a reset link when the address has an account; answers the same either way. */
  requestPasswordReset(cookies: CookieJar, email: string, locale: Locale, origin: string): Promise<void>;
  /** Sets the new password and signs the owner in; answers the account (its browser becomes known, decision 0026). */
  resetPassword(cookies: CookieJar, token: string, password: string): Promise<AuthUser>;
  updatePassword(cookies: CookieJar, session: VerifiedSession, password: string): Promise<void>;
}
