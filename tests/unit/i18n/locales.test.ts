import { describe, expect, it } from 'vitest';
import { localeFromPath, localizeUrl, pagePath, stripLocale } from '../../../src/i18n/locales';

describe('locale paths', () => {
  it.each([
    ['/', 'en'],
    ['/about', 'en'],
    ['/th', 'th'],
    ['/th/', 'th'],
    ['/th/portfolio', 'th'],
    ['/thai-food', 'en'],
    ['/TH/about', 'en'],
    ['/en/about', 'en'],
  ])('%s is %s', (path, locale) => {
    expect(localeFromPath(path)).toBe(locale);
  });

  it.each([
    ['/about.html', '/about'],
    ['/about/', '/about'],
    ['/index.html', '/'],
    ['/th.html', '/th'],
    ['/th/', '/th'],
    ['/th/blog/some-post/', '/th/blog/some-post'],
    ['/', '/'],
    ['/about', '/about'],
  ])('pagePath(%s) is %s, the one form (decision 0042)', (path, expected) => {
    expect(pagePath(path)).toBe(expected);
  });

  it('strips the Thai prefix', () => {
    expect(stripLocale('/th/about/')).toBe('/about/');
    expect(stripLocale('/th')).toBe('/');
    expect(stripLocale('/thai')).toBe('/thai');
    expect(stripLocale('/th/th/about')).toBe('/th/about');
    expect(stripLocale('/about')).toBe('/about');
    expect(stripLocale('/')).toBe('/');
  });

  it.each([
    ['/about', 'th', '/th/about'],
    ['/th/about', 'en', '/about'],
    ['/', 'th', '/th'],
    ['/th/', 'en', '/'],
    ['/th', 'en', '/'],
    ['/#contact', 'th', '/th#contact'],
    ['/th/#contact', 'en', '/#contact'],
    ['/portfolio?x=1#top', 'th', '/th/portfolio?x=1#top'],
    ['/th/about', 'th', '/th/about'],
    ['about', 'th', '/th/about'],
    ['', 'en', '/'],
    ['?q=1', 'th', '/th?q=1'],
  ] as const)('localizeUrl(%s, %s) = %s', (url, locale, expected) => {
    expect(localizeUrl(url, locale)).toBe(expected);
  });
});
