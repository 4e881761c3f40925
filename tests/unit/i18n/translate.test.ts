import { afterEach, describe, expect, it, vi } from 'vitest';
import { interpolate, translator, type TranslationKey } from '../../../src/i18n/translate';

describe('translator', () => {
  afterEach(() => vi.restoreAllMocks());

  it('returns the text for a known key in each language', () => {
    expect(translator('en')('nav.contact')).toBe('Contact Us');
    expect(translator('th')('nav.contact')).toBe('ติดต่อเรา');
  });

  it('fills placeholders', () => {
    expect(translator('en')('footer.copyright', { year: 2026, name: 'Studio' })).toBe('© 2026 Studio. All rights reserved.');
  });

  it('renders a missing key as the key itself and logs a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(translator('th')('no.such.key' as TranslationKey)).toBe('no.such.key');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no.such.key'));
  });

  it('falls back to the key when a dictionary lacks an entry', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const t = translator('th', { 'nav.home': 'หน้าแรก' });
    expect(t('nav.home')).toBe('หน้าแรก');
    expect(t('nav.about')).toBe('nav.about');
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('interpolate', () => {
  it('leaves unknown placeholders untouched', () => {
    expect(interpolate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
  it('returns the template when there are no variables', () => {
    expect(interpolate('Hello {name}')).toBe('Hello {name}');
  });
});
