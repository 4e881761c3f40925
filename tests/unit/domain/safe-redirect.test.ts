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
