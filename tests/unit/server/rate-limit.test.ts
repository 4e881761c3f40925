import { describe, expect, it } from 'vitest';
import { allow, consume, refund } from '../../../src/server/rateLimit';

describe('rate limits', () => {
  it('allows 10 plan generations per address, then refuses', async () => {
    const key = `addr-${Math.random()}`;
    const results = [];
    for (let i = 0; i < 11; i++) results.push(await consume('planGenerations', key));
    expect(results.slice(0, 10).every((r) => r.allowed)).toBe(true);
    expect(results[9]?.remaining).toBe(0);
    expect(results[10]).toEqual({ allowed: false, remaining: 0 });
  });

  it('enforces the 60 s cooldown between generations, and a refund gives the point back', async () => {
    const key = `addr-${Math.random()}`;
    expect(await allow('planCooldown', key)).toBe(true);
    expect(await allow('planCooldown', key)).toBe(false);
    await refund('planCooldown', key);
    await refund('planCooldown', key);
    expect(await allow('planCooldown', key)).toBe(true);
  });

  it('limits sign-in attempts per account and address', async () => {
    const key = `addr-${Math.random()}:someone@example.com`;
    let allowed = 0;
    for (let i = 0; i < 12; i++) if (await allow('signIn', key)) allowed++;
    expect(allowed).toBe(10);
  });
});
