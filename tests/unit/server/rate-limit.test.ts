import { describe, expect, it } from 'vitest';
import { allow, consume } from '../../../src/server/rateLimit';

describe('rate limits', () => {
  it('guards plan generation against floods only: 300 an hour per address', async () => {
    const key = `addr-${Math.random()}`;
    const results = [];
    for (let i = 0; i < 301; i++) results.push(await consume('planGenerations', key));
    expect(results.slice(0, 300).every((r) => r.allowed)).toBe(true);
    expect(results[300]).toEqual({ allowed: false, remaining: 0 });
  });

  it('limits sign-in attempts per account and address', async () => {
    const key = `addr-${Math.random()}:someone@example.com`;
    let allowed = 0;
    for (let i = 0; i < 12; i++) if (await allow('signIn', key)) allowed++;
    expect(allowed).toBe(10);
  });
});
