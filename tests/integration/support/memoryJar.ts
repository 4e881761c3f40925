// What the auth adapters' tests share: a browser's cookie jar in memory, and the AuthError a call ends in.
import { expect } from 'vitest';
import { AuthError, type CookieJar } from '../../../src/server/auth/types';

/** The browser's cookies: a cookie set with max-age 0 or an empty value is gone, as in a browser. */
export class MemoryJar implements CookieJar {
  readonly cookies = new Map<string, { value: string; maxAge: number; httpOnly: boolean | undefined }>();
  get = (name: string) => this.cookies.get(name)?.value;
  set(name: string, value: string, options: { maxAge: number; httpOnly?: boolean }) {
    if (options.maxAge <= 0 || value === '') this.cookies.delete(name);
    else this.cookies.set(name, { value, maxAge: options.maxAge, httpOnly: options.httpOnly });
  }
  delete = (name: string) => void this.cookies.delete(name);
  all = () => [...this.cookies].map(([name, { value }]) => ({ name, value }));
  names = () => [...this.cookies.keys()].sort();
  /** Names of the Supabase cookies: session chunks and PKCE verifiers. */
  supabaseNames = () => this.names().filter((n) => n.startsWith('sb-'));
}

/** The AuthError a promise rejects with (the test fails if it resolves or rejects with something else). */
export async function authErrorOf(promise: Promise<unknown>): Promise<AuthError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AuthError);
  return error as AuthError;
}

/** What a sign-in answered: 'ok', or the AuthError code (any other error fails the test). */
export async function outcome(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (error instanceof AuthError) return error.code;
    throw error;
  }
}
