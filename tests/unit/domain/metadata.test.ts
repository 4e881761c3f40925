import { describe, expect, it } from 'vitest';
import { buildMetadata, localizedPath, truncateDescription } from '../../../src/domain/metadata';

describe('truncateDescription', () => {
  it('keeps a description of 160 characters or fewer', () => {
    const text = 'a'.repeat(160);
    expect(truncateDescription(text)).toBe(text);
  });

  it('cuts a single word longer than the limit where it must, to 159 characters plus an ellipsis', () => {
    const result = truncateDescription('b'.repeat(200));
    expect(Array.from(result)).toHaveLength(160);
    expect(result).toBe(`${'b'.repeat(159)}…`);
  });

  it('cuts English at a word boundary, never mid-word, and drops a trailing comma', () => {
    const text =
      'Meet Siam Pixel Studio, the Bangkok team that designs and builds bilingual websites, online shops and apps for Thai businesses. Our story, our people and what we stand for.';
    const result = truncateDescription(text);
    expect(Array.from(result).length).toBeLessThanOrEqual(160);
    expect(result).toBe(
      'Meet Siam Pixel Studio, the Bangkok team that designs and builds bilingual websites, online shops and apps for Thai businesses. Our story, our people and what…',
    );
    for (const cut of ['Meet Siam, Pixel Studio', 'a, b, c']) expect(truncateDescription(cut.repeat(20))).not.toMatch(/[, ]…$/);
  });

  it('cuts Thai between words (Intl.Segmenter), not inside one', () => {
    const thai = 'สตูดิโอออกแบบเว็บไซต์ในกรุงเทพฯ '.repeat(8);
    const result = truncateDescription(thai, 160, 'th');
    expect(Array.from(result).length).toBeLessThanOrEqual(160);
    const kept = result.slice(0, -1);
    const words = [...new Intl.Segmenter('th', { granularity: 'word' }).segment(thai)].map((s) => s.segment);
    // What is kept is a whole number of the text's words.
    let joined = '';
    for (const word of words) {
      if (joined.length >= kept.length) break;
      joined += word;
    }
    expect(joined.trimEnd()).toBe(kept);
  });

  it('collapses white space', () => {
    expect(truncateDescription('  one\n\n two  ')).toBe('one two');
  });
});

describe('buildMetadata', () => {
  const base = {
    site: 'https://studio.example',
    path: '/about/',
    title: 'About',
    siteName: 'Studio',
    description: 'About the studio',
    image: '/og/default.png',
    imageAlt: 'Studio',
  };

  it("repeats the title, description and image in X's tags only for a blog post", () => {
    const page = buildMetadata({ ...base, locale: 'en' });
    expect(page.openGraph['og:type']).toBe('website');
    expect(page.twitter).toEqual({ 'twitter:card': 'summary_large_image', 'twitter:image:alt': 'Studio' });
    const post = buildMetadata({ ...base, locale: 'en', article: true });
    expect(post.openGraph['og:type']).toBe('article');
    expect(post.twitter).toEqual({
      'twitter:card': 'summary_large_image',
      'twitter:title': 'About | Studio',
      'twitter:description': 'About the studio',
      'twitter:image': 'https://studio.example/og/default.png',
      'twitter:image:alt': 'Studio',
    });
  });

  it('builds canonical and alternates for English', () => {
    const meta = buildMetadata({ ...base, locale: 'en' });
    expect(meta.title).toBe('About | Studio');
    // One form (decision 0042): the trailing slash a caller passed is not the address.
    expect(meta.canonical).toBe('https://studio.example/about');
    expect(meta.alternates).toEqual([
      { hreflang: 'en', href: 'https://studio.example/about' },
      { hreflang: 'th', href: 'https://studio.example/th/about' },
      { hreflang: 'x-default', href: 'https://studio.example/about' },
    ]);
    expect(meta.robots).toBeUndefined();
    expect(meta.openGraph['og:image']).toBe('https://studio.example/og/default.png');
    expect(meta.openGraph['og:image:width']).toBe('1200');
    expect(meta.openGraph['og:image:height']).toBe('630');
  });

  it('points the Thai canonical at /th and keeps the site name once', () => {
    const meta = buildMetadata({ ...base, locale: 'th', title: 'Studio home', path: '/' });
    expect(meta.canonical).toBe('https://studio.example/th');
    expect(meta.title).toBe('Studio home');
    expect(meta.openGraph['og:locale']).toBe('th_TH');
  });

  it('supports noindex and truncates the description', () => {
    const meta = buildMetadata({ ...base, locale: 'en', noindex: true, description: 'x'.repeat(300) });
    expect(meta.robots).toBe('noindex, nofollow');
    expect(meta.description).toHaveLength(160);
  });

  it('localises paths', () => {
    expect(localizedPath('/', 'th')).toBe('/th');
    expect(localizedPath('/portfolio', 'th')).toBe('/th/portfolio');
    expect(localizedPath('portfolio', 'en')).toBe('/portfolio');
  });
});
