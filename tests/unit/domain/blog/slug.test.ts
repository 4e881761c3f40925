import { describe, expect, it } from 'vitest';
import { SLUG_MAX, cutSlug, isValidSlug, slugOnUpdate, slugify, uniqueSlug } from '../../../../src/domain/blog';

const now = new Date('2026-03-12T02:00:00.000Z');
const stamp = now.getTime();

describe('slugify', () => {
  it.each([
    // The spec's rules one by one: lower case, a-z 0-9 spaces hyphens kept, spaces to hyphens, hyphens collapsed.
    ['Hello World', 'hello-world'],
    ['Web Design 2026', 'web-design-2026'],
    ['already-a-slug', 'already-a-slug'],
    ['Too   many    spaces', 'too-many-spaces'],
    ['dash - and -- more --- dashes', 'dash-and-more-dashes'],
    // Punctuation and symbols disappear; words on either side of them join or stay apart as typed.
    ['Hello, World!', 'hello-world'],
    ['Web Design & SEO: A Guide', 'web-design-seo-a-guide'],
    ["Don't Forget Next.js (and Astro)?", 'dont-forget-nextjs-and-astro'],
    ['snake_case / slash\\back', 'snakecase-slashback'],
    ['100% Fast — 5 Tips', '100-fast-5-tips'],
    // Leading and trailing hyphens (from punctuation or dashes at the ends) are trimmed.
    ['  - Trim me -  ', 'trim-me'],
    ['!!!Wow!!!', 'wow'],
    ['"Quoted"', 'quoted'],
    // Tabs and line breaks separate words like spaces.
    ['Line\nbreak\tand tab', 'line-break-and-tab'],
    // Letters outside a-z are dropped, accents included (only a-z is kept).
    ['Café Über', 'caf-ber'],
    // Mixed Thai and English keeps the English and digits.
    ['SEO สำหรับร้านค้า Bangkok', 'seo-bangkok'],
    ['รีวิว Astro 7 ฉบับเต็ม', 'astro-7'],
    ['เว็บไซต์ 2026', '2026'],
  ])('%j → %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it.each(['เว็บไซต์สองภาษาสำหรับธุรกิจไทย', 'ร้านค้าออนไลน์', '', '   ', '!!! ??? ---', '日本語のタイトル', '😀🎉'])(
    'falls back to "post" when nothing is left of %j',
    (title) => {
      expect(slugify(title)).toBe('post');
    },
  );

  it('always gives a slug the database accepts', () => {
    for (const title of ['Hello, World!', 'เว็บไซต์', '--', 'A'.repeat(200), 'x - y', 'ไทย English ไทย']) {
      const slug = slugify(title);
      expect(isValidSlug(slug)).toBe(true);
      expect(slug).not.toMatch(/^-|-$|--/);
      expect(slug.length).toBeGreaterThan(0);
      expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
    }
  });

  it('is idempotent on its own output', () => {
    for (const title of ['Hello, World!', 'SEO สำหรับร้านค้า Bangkok', `${'word '.repeat(30)}end`]) {
      expect(slugify(slugify(title))).toBe(slugify(title));
    }
  });

  it('limits to 80 characters, cutting at a hyphen when possible', () => {
    const title = 'The complete guide to building a bilingual Thai and English website for your growing business in Bangkok';
    const slug = slugify(title);
    expect(slug).toBe('the-complete-guide-to-building-a-bilingual-thai-and-english-website-for-your');
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
    // The cut falls at a word boundary: the uncut slug continues with a hyphen right where this one ends.
    const uncut = title.toLowerCase().replace(/ /g, '-');
    expect(uncut.startsWith(slug)).toBe(true);
    expect(uncut[slug.length]).toBe('-');
  });

  it('keeps exactly 80 characters when a word ends right at the limit', () => {
    const eighty = `${'a'.repeat(39)} ${'b'.repeat(40)}`;
    expect(slugify(`${eighty} more words`)).toBe(`${'a'.repeat(39)}-${'b'.repeat(40)}`);
  });

  it('cuts mid-word when the only hyphen would leave less than half', () => {
    expect(slugify('x'.repeat(120))).toBe('x'.repeat(80));
    expect(slugify(`ab ${'c'.repeat(100)}`)).toBe(`ab-${'c'.repeat(77)}`);
  });
});

describe('cutSlug', () => {
  it.each([
    ['short', 10, 'short'],
    ['aaaa-bbbb-cccc', 10, 'aaaa-bbbb'],
    ['aaaa-bbbb-cccc', 9, 'aaaa-bbbb'],
    ['aaaa-bbbb-cccc', 8, 'aaaa'],
    ['a-bbbbbbbbbbbb', 8, 'a-bbbbbb'],
  ])('cutSlug(%s, %i) → %s', (slug, max, expected) => {
    expect(cutSlug(slug, max)).toBe(expected);
  });
});

describe('uniqueSlug', () => {
  it('keeps a free slug', () => {
    expect(uniqueSlug('hello-world', new Set(), now)).toBe('hello-world');
    expect(uniqueSlug('hello-world', new Set(['hello', 'world']), now)).toBe('hello-world');
  });

  it('appends the timestamp when the slug is taken', () => {
    expect(uniqueSlug('hello-world', new Set(['hello-world']), now)).toBe(`hello-world-${stamp}`);
  });

  it('gives Thai-only titles unique slugs through the fallback', () => {
    const first = uniqueSlug(slugify('เว็บไซต์ร้านอาหาร'), new Set(), now);
    const second = uniqueSlug(slugify('บริการออกแบบเว็บไซต์'), new Set([first]), now);
    expect(first).toBe('post');
    expect(second).toBe(`post-${stamp}`);
  });

  it('adds a counter only if the timestamped slug is taken too', () => {
    expect(uniqueSlug('a', new Set(['a', `a-${stamp}`]), now)).toBe(`a-${stamp}-2`);
    expect(uniqueSlug('a', new Set(['a', `a-${stamp}`, `a-${stamp}-2`]), now)).toBe(`a-${stamp}-3`);
  });

  it('shortens a long base so the timestamped slug still fits in 80 characters', () => {
    const base = slugify(`${'word '.repeat(20)}end`);
    const slug = uniqueSlug(base, new Set([base]), now);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(slug.endsWith(`-${stamp}`)).toBe(true);
    expect(isValidSlug(slug)).toBe(true);
    expect(slug).not.toContain('--');
  });

  it('repairs a base that is not a slug yet', () => {
    expect(uniqueSlug('Hello World', new Set(), now)).toBe('hello-world');
    expect(uniqueSlug('', new Set(['post']), now)).toBe(`post-${stamp}`);
  });

  it('refuses an invalid date instead of producing "-NaN"', () => {
    expect(() => uniqueSlug('a', new Set(['a']), new Date('nope'))).toThrow(RangeError);
  });
});

describe('slugOnUpdate', () => {
  const post = { title: 'Hello World', slug: 'hello-world' };

  it('keeps the slug while the title is unchanged', () => {
    expect(slugOnUpdate(post, 'Hello World', new Set(['hello-world']), now)).toBe('hello-world');
    expect(slugOnUpdate(post, '  Hello World ', new Set(['hello-world']), now)).toBe('hello-world');
    // Kept even when it was timestamped on creation.
    expect(slugOnUpdate({ title: 'Hello', slug: `hello-${stamp}` }, 'Hello', new Set(['hello']), now)).toBe(`hello-${stamp}`);
  });

  it('keeps the slug when the new title gives the same one', () => {
    expect(slugOnUpdate(post, 'Hello, World!', new Set(['hello-world']), now)).toBe('hello-world');
  });

  it('makes a new slug when the title changes', () => {
    expect(slugOnUpdate(post, 'Goodbye World', new Set(['hello-world']), now)).toBe('goodbye-world');
  });

  it('appends the timestamp when the new slug belongs to another post', () => {
    expect(slugOnUpdate(post, 'Goodbye World', new Set(['hello-world', 'goodbye-world']), now)).toBe(`goodbye-world-${stamp}`);
  });
});

describe('isValidSlug', () => {
  it.each([
    ['hello-world', true],
    ['post-1700000000000', true],
    ['', false],
    ['Hello', false],
    ['hello world', false],
    ['hello_world', false],
    ['เว็บ', false],
  ])('%j → %s', (slug, valid) => {
    expect(isValidSlug(slug)).toBe(valid);
  });
});
