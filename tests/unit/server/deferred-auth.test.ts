import { describe, expect, it, vi } from 'vitest';
import { deferredSupabaseAuth, hasSupabaseCookie } from '../../../src/server/auth/adapters/deferred';
import type { AuthPort, CookieJar } from '../../../src/server/auth/types';

function jar(names: string[]): CookieJar {
  return {
    get: () => undefined,
    set: () => {},
    delete: () => {},
    all: () => names.map((name) => ({ name, value: 'x' })),
  };
}

const session = { claims: { sub: 'u1' } } as unknown as Awaited<ReturnType<AuthPort['getSession']>>;

describe('Supabase Auth loaded on first use (docs/decisions/0055)', () => {
  it('answers a request without a Supabase cookie, and the providers, without loading the adapter', async () => {
    const load = vi.fn<() => Promise<AuthPort>>();
    const auth = deferredSupabaseAuth(['google'], load);
    expect(auth.kind).toBe('supabase');
    expect(await auth.getSession(jar(['sp-signed-in', 'other']))).toBeNull();
    expect(auth.socialProviders()).toEqual(['google']);
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the adapter once for a Supabase cookie or any other call, and hands the call on', async () => {
    const adapter = { getSession: vi.fn(async () => session), signOut: vi.fn(async () => {}) } as unknown as AuthPort;
    const load = vi.fn(async () => adapter);
    const auth = deferredSupabaseAuth([], load);
    const cookies = jar(['sb-project-auth-token']);
    expect(await auth.getSession(cookies)).toBe(session);
    await auth.signOut(cookies, 'local');
    expect(adapter.getSession).toHaveBeenCalledWith(cookies);
    expect(adapter.signOut).toHaveBeenCalledWith(cookies, 'local');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    const load = vi.fn<() => Promise<AuthPort>>().mockRejectedValueOnce(new Error('offline'));
    load.mockResolvedValueOnce({ signOut: async () => {} } as unknown as AuthPort);
    const auth = deferredSupabaseAuth([], load);
    await expect(auth.signOut(jar([]), 'local')).rejects.toThrow('offline');
    await expect(auth.signOut(jar([]), 'local')).resolves.toBeUndefined();
  });

  it('tells a Supabase cookie by its prefix', () => {
    expect(hasSupabaseCookie(jar(['sb-abc-auth-token.0']))).toBe(true);
    expect(hasSupabaseCookie(jar(['sp-social-flow']))).toBe(false);
  });
});
