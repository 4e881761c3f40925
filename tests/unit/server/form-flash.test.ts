// The signed cookie a form post's answer is kept in for the redirect that follows (decision 0068):
// only this server's key opens it, only for its lifetime, and what does not fit in a cookie is not sealed.
import { describe, expect, it } from 'vitest';
import { FLASH_MAX_CHARS, FLASH_TTL_SECONDS, keepFlash, openFlash, readFlash, sealFlash } from '../../../src/server/forms/flash';
import type { CookieJar } from '../../../src/server/auth/types';

const key = new Uint8Array(32).fill(7);
const otherKey = new Uint8Array(32).fill(8);
const answer = {
  v: 1,
  values: { name: 'วิภา ไม่มีสคริปต์', email: 'not-an-email', message: 'อยากทราบราคาเว็บไซต์ร้านอาหาร' },
  outcome: { data: null, fields: { email: 'lead.error.invalidEmail' }, notice: null, code: null },
};
const now = Date.UTC(2026, 11, 2, 14, 0);

function jar(): CookieJar & { store: Map<string, { value: string; maxAge: number }> } {
  const store = new Map<string, { value: string; maxAge: number }>();
  return {
    store,
    get: (name) => store.get(name)?.value,
    set: (name, value, options) => void store.set(name, { value, maxAge: options.maxAge }),
    delete: (name) => void store.delete(name),
    all: () => [...store].map(([name, { value }]) => ({ name, value })),
  };
}

describe('the form answer cookie', () => {
  it('opens with the key that sealed it, within its lifetime', () => {
    const token = sealFlash(answer, key, now)!;
    expect(token.length).toBeLessThanOrEqual(FLASH_MAX_CHARS);
    // Compressed and signed: the typed text is not there to read as it is.
    expect(token).not.toContain('not-an-email');
    expect(openFlash(token, key, 600_000, now + 1000)).toEqual(answer);
  });

  it('refuses another key, a changed body or signature, and an old one', () => {
    const token = sealFlash(answer, key, now)!;
    expect(openFlash(token, otherKey, 600_000, now)).toBeUndefined();
    const [body, tag] = token.split('.');
    const flipped = `${body!.slice(0, 10)}${body![10] === 'A' ? 'B' : 'A'}${body!.slice(11)}`;
    expect(openFlash(`${flipped}.${tag}`, key, 600_000, now)).toBeUndefined();
    expect(openFlash(`${body}.${tag!.slice(1)}`, key, 600_000, now)).toBeUndefined();
    expect(openFlash(`${token}.x`, key, 600_000, now)).toBeUndefined();
    expect(openFlash(token, key, 600_000, now + 600_001)).toBeUndefined();
    expect(openFlash('garbage', key, 600_000, now)).toBeUndefined();
    expect(openFlash(undefined, key, 600_000, now)).toBeUndefined();
  });

  it('does not seal what a cookie cannot hold', () => {
    // Thai text that does not repeat: about 3 bytes a character, little for deflate to share.
    let seed = 39;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    const long = Array.from({ length: 5000 }, () => String.fromCodePoint(0x0e01 + (next() % 46))).join('');
    expect(sealFlash({ ...answer, values: { message: long } }, key, now)).toBeNull();
  });

  it('is kept in an httpOnly cookie for ten minutes and read back; a cookie it cannot keep says so', async () => {
    const cookies = jar();
    expect(await keepFlash(cookies, 'sp-answer', answer, async () => key)).toBe(true);
    expect(cookies.store.get('sp-answer')?.maxAge).toBe(FLASH_TTL_SECONDS);
    expect(await readFlash(cookies, 'sp-answer', async () => key)).toEqual(answer);
    expect(await readFlash(cookies, 'sp-answer', async () => otherKey)).toBeUndefined();
    const failing = async (): Promise<Uint8Array> => {
      throw new Error('database down');
    };
    expect(await keepFlash(jar(), 'sp-answer', answer, failing)).toBe(false);
  });
});
