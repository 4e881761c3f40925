/**
 * Social sign-in and the account's sign-in methods (docs/decisions/0048): which providers exist, what
 * a provider's answer leads to, and which method may be removed. Pure: the adapters do the I/O.
 */

export const SOCIAL_PROVIDERS = ['line', 'google'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
/** `email` is the password (Supabase names that identity after the address). */
export type SignInMethod = 'email' | SocialProvider;

export function isSocialProvider(value: string): value is SocialProvider {
  return (SOCIAL_PROVIDERS as readonly string[]).includes(value);
}

/** What a provider told us about the person, after the ID token was verified. */
export interface ProviderProfile {
  provider: SocialProvider;
  /** The issuer's `sub`: stable for this person at this provider. */
  subject: string;
  /** Only an address the provider says it verified; null otherwise (LINE often gives none). */
  email: string | null;
  name: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The address a provider's claims vouch for: `email_verified` must be true (Google sends it; LINE does
 * not, so a LINE address never counts as proof). Lower-cased, as accounts are matched.
 */
export function verifiedEmail(claims: Record<string, unknown>): string | null {
  const email = claims.email;
  const verified = claims.email_verified === true || claims.email_verified === 'true';
  if (!verified || typeof email !== 'string' || !EMAIL.test(email.trim())) return null;
  return email.trim().toLowerCase();
}

/** A display name from the usual claims, else empty (the profile's name can be filled in later). */
export function displayName(claims: Record<string, unknown>): string {
  for (const key of ['name', 'given_name', 'nickname', 'preferred_username'] as const) {
    const value = claims[key];
    if (typeof value === 'string' && value.trim()) return value.trim().slice(0, 200);
  }
  return '';
}

export type SocialOutcome =
  | { kind: 'sign_in'; userId: string }
  | { kind: 'create' }
  | { kind: 'link'; userId: string }
  /** The identity is already this signed-in account's: nothing to do. */
  | { kind: 'already_linked'; userId: string }
  | { kind: 'refused'; reason: SocialRefusal };

/**
 * email_belongs_to_account: the provider's verified address is an existing account's, which only its
 * owner may link (signed in with the password, and code if enrolled). identity_linked_elsewhere: this
 * provider account already signs in to another account of ours.
 */
export type SocialRefusal = 'email_belongs_to_account' | 'identity_linked_elsewhere';

/**
 * The linking rule. A social login never signs into, nor attaches itself to, an account it does not
 * already belong to, unless that account's owner is signed in and asked to link it:
 *   - linking (signed in): link, unless the identity belongs to another account;
 *   - signing in: the account the identity is linked to; else, if the verified address is an existing
 *     account's, refuse (sign in there first, then link); else a new account.
 */
export function decideSocialLogin(input: {
  /** The account this provider identity is linked to, if any. */
  identityOwner: string | null;
  /** The signed-in account asking to link, or null for a sign-in. */
  linkingUser: string | null;
  /** An existing account whose address equals the provider's verified one, if any. */
  emailOwner: string | null;
}): SocialOutcome {
  const { identityOwner, linkingUser, emailOwner } = input;
  if (linkingUser) {
    if (identityOwner === linkingUser) return { kind: 'already_linked', userId: linkingUser };
    if (identityOwner) return { kind: 'refused', reason: 'identity_linked_elsewhere' };
    return { kind: 'link', userId: linkingUser };
  }
  if (identityOwner) return { kind: 'sign_in', userId: identityOwner };
  if (emailOwner) return { kind: 'refused', reason: 'email_belongs_to_account' };
  return { kind: 'create' };
}

/** A method may be removed only while another way in remains; the password is not removed here. */
export function canUnlink(methods: readonly SignInMethod[], target: SignInMethod): boolean {
  return target !== 'email' && methods.includes(target) && methods.length > 1;
}
