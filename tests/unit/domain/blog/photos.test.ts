import { describe, expect, it } from 'vitest';
import { GENERIC_PHOTO_TERMS, photoKeywords, photoSearchTerms, themeTerms } from '../../../../src/domain/blog';

describe('photoKeywords', () => {
  it.each([
    ['Bilingual websites for Thai businesses', ['bilingual', 'websites', 'thai', 'businesses']],
    // Three letters or fewer, stop-words and bare numbers are left out.
    ['How to make the best SEO plan for your shop in 2026', ['plan', 'shop']],
    ['The ultimate guide: tips with examples about hosting', ['examples', 'hosting']],
    // At most five, in order, each once.
    ['coffee coffee shop design ideas modern minimal bright', ['coffee', 'shop', 'design', 'ideas', 'modern']],
    ['E-commerce checkout', ['commerce', 'checkout']],
    ['เว็บไซต์สำหรับร้านค้าออนไลน์', []],
    ['เว็บไซต์ Restaurant ในกรุงเทพ', ['restaurant']],
    ['', []],
  ])('%j → %j', (topic, keywords) => {
    expect(photoKeywords(topic)).toEqual(keywords);
  });
});

describe('themeTerms', () => {
  it.each([
    ['Building an online shop', ['online shopping', 'ecommerce', 'shopping cart']],
    ['Why ecommerce needs speed', ['online shopping', 'ecommerce', 'shopping cart', 'server room', 'technology']],
    ['E-commerce in Thailand', ['online shopping', 'ecommerce', 'shopping cart']],
    ['SEO for beginners', ['search engine', 'analytics']],
    ['Rank higher on Google', ['search engine', 'analytics']],
    ['Social media marketing', ['digital marketing', 'social media']],
    ['Mobile apps for hotels', ['smartphone', 'mobile app']],
    ['PDPA and website security', ['cyber security']],
    ['ร้านค้าออนไลน์สำหรับ SME', ['online shopping', 'ecommerce', 'shopping cart']],
    ['ทำ SEO ให้ติดอันดับ', ['search engine', 'analytics']],
    ['การตลาดออนไลน์', ['digital marketing', 'social media']],
    // Whole words only: a workshop is not a shop, an apple is not an app.
    ['Workshop on apples', []],
    ['Restaurant websites', []],
  ])('%j → its themes, then the generic terms', (topic, themed) => {
    expect(themeTerms(topic)).toEqual([...themed, ...GENERIC_PHOTO_TERMS]);
  });
});

describe('photoSearchTerms', () => {
  it('tries the exact topic, pairs, triples, keywords, generated terms, then themes', () => {
    expect(photoSearchTerms('Bilingual websites for Thai shops')).toEqual([
      'Bilingual websites for Thai shops',
      // Pairs, then triples, of neighbouring keywords.
      'bilingual websites',
      'websites thai',
      'thai shops',
      'bilingual websites thai',
      'websites thai shops',
      // Single keywords.
      'bilingual',
      'websites',
      'thai',
      'shops',
      // Generated terms.
      'bilingual website',
      'bilingual business',
      'bangkok bilingual',
      'websites website',
      'websites business',
      'bangkok websites',
      'thai website',
      'thai business',
      'bangkok thai',
      'shops website',
      'shops business',
      'bangkok shops',
      // The theme (shops), then the generic terms.
      'online shopping',
      'ecommerce',
      'shopping cart',
      'web design',
      'laptop workspace',
      'bangkok skyline',
    ]);
  });

  it('keeps the exact topic first, trimmed to single spaces', () => {
    expect(photoSearchTerms('  Coffee   Shop\nDesign ')[0]).toBe('Coffee Shop Design');
  });

  it('uses at most 5 keywords and 15 generated terms', () => {
    const terms = photoSearchTerms('alpha bravo charlie delta echoes foxtrot golfer hotel');
    const keywords = ['alpha', 'bravo', 'charlie', 'delta', 'echoes'];
    expect(terms).toEqual([
      'alpha bravo charlie delta echoes foxtrot golfer hotel',
      'alpha bravo',
      'bravo charlie',
      'charlie delta',
      'delta echoes',
      'alpha bravo charlie',
      'bravo charlie delta',
      'charlie delta echoes',
      ...keywords,
      ...keywords.flatMap((k) => [`${k} website`, `${k} business`, `bangkok ${k}`]),
      ...GENERIC_PHOTO_TERMS,
    ]);
    expect(terms.filter((term) => term.includes('foxtrot'))).toHaveLength(1);
  });

  it('never repeats a term, ignoring case', () => {
    const terms = photoSearchTerms('Bangkok website business');
    expect(new Set(terms.map((term) => term.toLowerCase())).size).toBe(terms.length);
    // "bangkok bangkok", "website website" and "business business" are not generated.
    expect(terms).not.toContain('bangkok bangkok');
    expect(terms).not.toContain('website website');
    expect(terms).not.toContain('business business');
    expect(terms).toContain('bangkok website');
  });

  it('does not repeat the topic when it is a single keyword', () => {
    expect(photoSearchTerms('Hosting')).toEqual([
      'Hosting',
      'hosting website',
      'hosting business',
      'bangkok hosting',
      'server room',
      'technology',
      ...GENERIC_PHOTO_TERMS,
    ]);
  });

  it('keeps a Thai topic exact, then falls back to the generic terms by theme', () => {
    expect(photoSearchTerms('เว็บไซต์ร้านค้าออนไลน์สำหรับธุรกิจ')).toEqual([
      'เว็บไซต์ร้านค้าออนไลน์สำหรับธุรกิจ',
      'online shopping',
      'ecommerce',
      'shopping cart',
      ...GENERIC_PHOTO_TERMS,
    ]);
    expect(photoSearchTerms('ออกแบบเว็บไซต์สวยๆ')).toEqual(['ออกแบบเว็บไซต์สวยๆ', ...GENERIC_PHOTO_TERMS]);
  });

  it('uses the English words of a mixed topic', () => {
    expect(photoSearchTerms('ทำ Website ร้านกาแฟ')).toEqual([
      'ทำ Website ร้านกาแฟ',
      'website',
      'website business',
      'bangkok website',
      ...GENERIC_PHOTO_TERMS,
    ]);
  });

  it('gives the generic terms for an empty topic', () => {
    expect(photoSearchTerms('   ')).toEqual([...GENERIC_PHOTO_TERMS]);
  });
});
