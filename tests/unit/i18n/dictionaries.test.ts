import { describe, expect, it } from 'vitest';
import en from '../../../src/i18n/en';
import th from '../../../src/i18n/th';

const thaiScript = /[\u0E00-\u0E7F]/;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('dictionaries', () => {
  it('have exactly the same keys in English and Thai', () => {
    expect(Object.keys(th).sort()).toEqual(Object.keys(en).sort());
  });

  it('have page descriptions that fit a search result whole (160 characters), so none is ever cut', () => {
    for (const [lang, dictionary] of [
      ['en', en],
      ['th', th],
    ] as const) {
      const long = Object.entries(dictionary)
        .filter(([key]) => key.endsWith('.meta.description'))
        .filter(([, value]) => Array.from(value).length > 160)
        .map(([key, value]) => `${lang} ${key}: ${Array.from(value).length}`);
      expect(long).toEqual([]);
    }
  });

  it('have no empty values', () => {
    for (const [key, value] of [...Object.entries(en), ...Object.entries(th)]) {
      expect(value.trim(), key).not.toBe('');
    }
  });

  it('use the same placeholders in both languages', () => {
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(placeholders(th[key]), key).toEqual(placeholders(en[key]));
    }
  });

  it('have Thai text for most Thai entries (names and numbers may stay as they are)', () => {
    const entries = Object.entries(th);
    const thai = entries.filter(([, value]) => thaiScript.test(value));
    expect(thai.length / entries.length).toBeGreaterThan(0.8);
  });
});
