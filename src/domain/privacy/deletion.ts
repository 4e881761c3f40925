/**
 * How a person proves it is them before their account is deleted (issue 38, decision 0070): the
 * password when the account has one; a two-step code when an authenticator is set up; and, for an
 * account signed in only through LINE or Google (no password), a sign-in fresh enough that it was
 * them at this device a moment ago.
 */

/** How recent a social sign-in must be to stand in for a password. */
export const FRESH_SIGN_IN_SECONDS = 10 * 60;

export interface DeletingAccount {
  hasPassword: boolean;
  hasAuthenticator: boolean;
  /** Seconds since this session began; null when it is not known. */
  sessionAgeSeconds: number | null;
}

export interface DeletionInput {
  password?: string | undefined;
  code?: string | undefined;
  confirm?: string | undefined;
}

export type DeletionCheck =
  | { kind: 'password'; password: string }
  | { kind: 'code'; code: string }
  | { kind: 'freshSignIn' }
  | { kind: 'refused'; reason: 'notConfirmed' | 'proofMissing' | 'signInAgain' };

/** Which check the server runs, or why it runs none. */
export function deletionCheck(account: DeletingAccount, input: DeletionInput): DeletionCheck {
  if (input.confirm !== 'yes') return { kind: 'refused', reason: 'notConfirmed' };
  const code = input.code?.replace(/\s+/g, '') ?? '';
  if (account.hasAuthenticator && /^\d{6}$/.test(code)) return { kind: 'code', code };
  const password = input.password ?? '';
  if (account.hasPassword) return password ? { kind: 'password', password } : { kind: 'refused', reason: 'proofMissing' };
  if (account.hasAuthenticator && !code) return { kind: 'refused', reason: 'proofMissing' };
  const fresh = account.sessionAgeSeconds !== null && account.sessionAgeSeconds >= 0 && account.sessionAgeSeconds <= FRESH_SIGN_IN_SECONDS;
  return fresh ? { kind: 'freshSignIn' } : { kind: 'refused', reason: 'signInAgain' };
}
