import { describe, expect, it } from 'vitest';
import { safeNext } from '../../../src/domain/safeRedirect';

describe('safeNext', () => {
  it.each(['/dashboard', '/th/packages?x=1', '/order/abc#top'])('follows the site path %s', (path) => {
    expect(safeNext(path, '/dashboard')).toBe(path);
  });

  it.each([null, '', 'https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '/a b'])(
    'falls back for %s',
    (path) => {
      expect(safeNext(path, '/th/dashboard')).toBe('/th/dashboard');
    },
  );
});

describe('safeNext gives a path a Location header can carry', () => {
  it.each([
    ['/th/บริการ', '/th/%E0%B8%9A%E0%B8%A3%E0%B8%B4%E0%B8%81%E0%B8%B2%E0%B8%A3'],
    ['/ā', '/%C4%81'],
    ['/th/%E0%B8%9A', '/th/%E0%B8%9A'],
  ])('encodes %s as ASCII', (path, expected) => {
    expect(safeNext(path, '/dashboard')).toBe(expected);
  });

  it.each(['/\u0001', '/a\u007f', '/a\u0085', '/\ud800', '/a\u2028b'])('falls back for a control or broken character %j', (path) => {
    expect(safeNext(path, '/dashboard')).toBe('/dashboard');
  });

  it('never returns anything outside printable ASCII (property)', () => {
    const samples = ['/', '/th/', '/a?b=c', '/x#y'];
    for (let code = 0; code < 0x3000; code += 7) {
      for (const base of samples) {
        const out = safeNext(base + String.fromCharCode(code), '/fallback');
        expect(out).toMatch(/^\/[\u0021-\u007e]*$/);
        expect(out.startsWith('//')).toBe(false);
      }
    }
  });
});
