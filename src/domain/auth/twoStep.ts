/**
 * Two-step sign-in, the pure parts (docs/decisions/0045): how codes are typed and compared, and where a
 * signed-in person must go before a page or an admin action is theirs.
 */

/** Ten one-time recovery codes per enrolment, shown once. */
export const RECOVERY_CODE_COUNT = 10;

/** A TOTP code as people type it ("123 456", "123-456"): the six digits, or null when it is not one. */
export function normaliseTotpCode(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

/**
 * A recovery code as people type it: case, spaces and dashes do not matter. Codes are ten characters of
 * an alphabet without look-alikes (no 0/o, 1/l/i), shown as two groups of five ("k7m2p-x9qrt").
 */
export const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export function normaliseRecoveryCode(typed: string): string | null {
  const plain = typed.toLowerCase().replace(/[\s-]/g, '');
  return plain.length === 10 && [...plain].every((c) => RECOVERY_ALPHABET.includes(c)) ? plain : null;
}

export function formatRecoveryCode(plain: string): string {
  return `${plain.slice(0, 5)}-${plain.slice(5)}`;
}

export type Aal = 'aal1' | 'aal2';

export interface AssuranceFacts {
  /** The session's level (the JWT's `aal`). */
  current: Aal;
  /** aal2 when the account has a verified factor (a code is owed), else aal1. */
  next: Aal;
  /** The account holds an admin role (whatever the level). */
  adminRole: boolean;
}

/**
 * What the session counts as: `code` owes the code step before it is signed in at all; `enrol` is an
 * admin without a factor, signed in as a client but sent to enrol before the admin area opens; `full`
 * is signed in (an admin's session at aal2 is an admin's).
 */
export type Standing = 'code' | 'enrol' | 'full';
export function standingOf(facts: AssuranceFacts): Standing {
  if (facts.next === 'aal2' && facts.current !== 'aal2') return 'code';
  if (facts.adminRole && facts.current !== 'aal2') return 'enrol';
  return 'full';
}

/**
 * The recovery codes as a plain-text file to keep (issue 35): a heading line saying what they are, then
 * one code a line, with CRLF endings so Notepad shows the lines too.
 */
export function recoveryCodesFile(heading: string, codes: readonly string[]): string {
  return [heading, '', ...codes, ''].join('\r\n');
}

/** The file as a data: URL an <a download> saves, before and without any script. */
export function recoveryCodesDownloadUrl(heading: string, codes: readonly string[]): string {
  return `data:text/plain;charset=utf-8,${encodeURIComponent(recoveryCodesFile(heading, codes))}`;
}
