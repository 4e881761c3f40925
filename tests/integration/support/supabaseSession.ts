// What the SupabaseAuth adapter's tests share: the fake GoTrue with an adapter on it for the suite, the
// session cookie @supabase/ssr writes, and the sign-up of the client they use.
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { SupabaseAuth } from '../../../src/server/auth/adapters/supabase';
import type { SignUpData } from '../../../src/server/auth/types';
import { startFakeGotrue, type FakeGotrue } from './fakeGotrue';
import type { MemoryJar } from './memoryJar';

export const SITE = 'http://127.0.0.1:4321';
export const PASSWORD = 'correct-horse-1';
/** @supabase/supabase-js names it sb-<first label of the host>-auth-token: 127.0.0.1 gives "127". */
export const SESSION_COOKIE = 'sb-127-auth-token';

/** Decodes a `base64-` cookie value of @supabase/ssr (the session may come in .0, .1, … chunks); null without one. */
export function decodedCookie(jar: MemoryJar, name: string): unknown {
  let raw = jar.get(name) ?? '';
  // Chunked (.0, .1, …) when the session outgrows one cookie (a user with identities does).
  if (!raw) for (let i = 0; jar.get(`${name}.${i}`); i++) raw += jar.get(`${name}.${i}`) ?? '';
  if (!raw) return null;
  expect(raw.startsWith('base64-')).toBe(true);
  return JSON.parse(Buffer.from(raw.slice('base64-'.length), 'base64url').toString('utf8'));
}

/** Somchai's sign-up from the Thai site, with what a test changes. */
export const signUpData = (email: string, overrides: Partial<SignUpData> = {}): SignUpData => ({
  email,
  password: PASSWORD,
  fullName: 'Somchai Jaidee',
  phone: '+66 81 234 5678',
  company: 'Siam Widgets',
  locale: 'th',
  origin: SITE,
  ...overrides,
});

export interface GotrueSuite {
  fake: FakeGotrue;
  auth: SupabaseAuth;
}

/** Starts the fake GoTrue (in memory) and an adapter on it for the suite; each test starts from no users. */
export function useFakeGotrue(): GotrueSuite {
  const suite = {} as GotrueSuite;
  beforeAll(async () => {
    suite.fake = await startFakeGotrue();
    suite.auth = new SupabaseAuth({ url: suite.fake.url, anonKey: 'anon-test-key', siteUrl: SITE });
  });
  afterAll(() => suite.fake.close());
  beforeEach(() => suite.fake.reset());
  return suite;
}
