// The pure parts of bilingual posts (decision 0022): Thai slugs, the Thai version's validation, the
// AI translation prompt and the reading of its answer, the RSS feed's escaping, and hreflang pairs.
import { describe, expect, it } from 'vitest';
import { blogPostSaveInput, thaiSlugBase } from '../../../../src/domain/blog';
import { buildRss, FEED_SIZE, rfc822, xmlText, type FeedItem } from '../../../../src/domain/blog/feed';
import { parseTranslation, translationInput, translationRequest, TRANSLATED_TEXTS } from '../../../../src/domain/blog/translation';
import { buildMetadata, hreflangAlternates } from '../../../../src/domain/metadata';

describe('thaiSlugBase', () => {
  it('takes the English slug for a title with Thai letters, which the a-z rule would cut to its Latin words', () => {
    expect(thaiSlugBase('ออกแบบเว็บไซต์ให้ร้านอาหาร', 'web-design-for-restaurants')).toBe('web-design-for-restaurants');
    expect(thaiSlugBase('เคล็ดลับ SEO สำหรับร้านค้า', 'seo-tips')).toBe('seo-tips');
  });
  it('makes a Latin-script title its own slug', () => {
    expect(thaiSlugBase('LINE OA for Shops', 'x')).toBe('line-oa-for-shops');
  });
});

describe("the editor's Thai version", () => {
  const base = { title: 'English', content: '<p>Body</p>' };
  it('is optional: all Thai texts empty is a post without one', () => {
    expect(blogPostSaveInput.safeParse(base).success).toBe(true);
  });
  it('needs its title and content once any Thai text is written', () => {
    const result = blogPostSaveInput.safeParse({ ...base, category_th: 'การออกแบบ', content_th: '<p><br></p>' });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(paths).toEqual([
      ['title_th', 'blog.error.titleRequired'],
      ['content_th', 'blog.error.contentRequired'],
    ]);
  });
});

describe('translation prompt and answer', () => {
  const source = {
    title: 'Fast sites',
    excerpt: '',
    category: 'Design',
    meta_title: '',
    meta_description: '',
    meta_keywords: '',
    content: '<p>Hi "there"</p>',
  };
  it('asks for the named keys as JSON in the target language, the source as JSON', () => {
    const request = translationRequest('en-th', source);
    expect(request.system).toContain('from English into natural, fluent Thai');
    for (const key of TRANSLATED_TEXTS) expect(request.system).toContain(key);
    expect(request.user).toContain(JSON.stringify(source.content));
    expect(translationRequest('th-en', source).system).toContain('from Thai into natural, fluent English');
  });
  it('needs a source title and content', () => {
    expect(translationInput.safeParse({ direction: 'en-th', source: { ...source, title: ' ' } }).success).toBe(false);
    expect(translationInput.safeParse({ direction: 'sv-th', source }).success).toBe(false);
  });
  it('reads the JSON object, also fenced or after a sentence, trimming and defaulting missing texts', () => {
    const json = JSON.stringify({ title: ' เว็บเร็ว ', content: '<p>สวัสดี</p>', category: 'การออกแบบ', extra: 1 });
    for (const raw of [json, `\`\`\`json\n${json}\n\`\`\``, `Here is the translation: ${json}`]) {
      expect(parseTranslation(raw)).toEqual({
        title: 'เว็บเร็ว',
        content: '<p>สวัสดี</p>',
        category: 'การออกแบบ',
        excerpt: '',
        meta_title: '',
        meta_description: '',
        meta_keywords: '',
      });
    }
  });
  it('gives null for an answer that is not a translation', () => {
    for (const raw of ['Sorry, I cannot help.', '{not json}', '{"title":"x"}', '{"title":"","content":"<p>x</p>"}', '[]'])
      expect(parseTranslation(raw), raw).toBeNull();
  });
});

describe('buildRss', () => {
  const item = (n: number, fields: Partial<FeedItem> = {}): FeedItem => ({
    title: `Post ${n}`,
    link: `https://siampixel.example/blog/post-${n}`,
    description: `About ${n}`,
    publishedAt: new Date(Date.UTC(2026, 10, 24 - n)).toISOString(),
    category: null,
    ...fields,
  });
  const feed = (items: FeedItem[]) =>
    buildRss({
      title: 'Blog & news',
      description: 'Ideas',
      link: 'https://siampixel.example/th/blog',
      self: 'https://siampixel.example/th/rss.xml',
      language: 'th',
      items,
    });

  it('escapes every text and drops characters XML forbids', () => {
    expect(xmlText(`<b>"A&B"</b> it's\u0000\u0008\uFFFF ok`)).toBe('&lt;b&gt;&quot;A&amp;B&quot;&lt;/b&gt; it&apos;s ok');
    const xml = feed([item(1, { title: 'Tags <script>alert(1)</script> & more', category: 'SEO & Ads', description: ']]> \u0001' })]);
    expect(xml).toContain('<title>Tags &lt;script&gt;alert(1)&lt;/script&gt; &amp; more</title>');
    expect(xml).toContain('<category>SEO &amp; Ads</category>');
    expect(xml).toContain('<description>]]&gt; </description>');
    expect(xml).not.toContain('<script>');
  });

  it('is RSS 2.0 with a self link, language, RFC 822 dates and at most 20 items', () => {
    const items = Array.from({ length: 25 }, (_, n) => item(n + 1));
    const xml = feed(items);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">')).toBe(
      true,
    );
    expect(xml).toContain('<atom:link href="https://siampixel.example/th/rss.xml" rel="self" type="application/rss+xml"/>');
    expect(xml).toContain('<language>th</language>');
    expect(xml.match(/<item>/g)).toHaveLength(FEED_SIZE);
    expect(xml).toContain(`<lastBuildDate>${rfc822(items[0]!.publishedAt)}</lastBuildDate>`);
    expect(rfc822('2026-11-23T00:00:00.000Z')).toBe('Mon, 23 Nov 2026 00:00:00 GMT');
    expect(xml).toContain('<guid isPermaLink="true">https://siampixel.example/blog/post-1</guid>');
    expect(feed([])).not.toContain('lastBuildDate');
  });
});

describe('hreflang pairs', () => {
  it('pairs a post’s two slugs, x-default English', () => {
    expect(hreflangAlternates('https://siampixel.example', { en: '/blog/fast-sites', th: '/th/blog/wet-reo' })).toEqual([
      { hreflang: 'en', href: 'https://siampixel.example/blog/fast-sites' },
      { hreflang: 'th', href: 'https://siampixel.example/th/blog/wet-reo' },
      { hreflang: 'x-default', href: 'https://siampixel.example/blog/fast-sites' },
    ]);
  });
  it('are the same path with and without /th when a page gives none', () => {
    const meta = {
      site: 'https://siampixel.example',
      locale: 'th' as const,
      title: 'T',
      siteName: 'S',
      description: 'D',
      image: '/i.png',
      imageAlt: 'A',
    };
    expect(buildMetadata({ ...meta, path: '/about' }).alternates.map((a) => a.href)).toEqual([
      'https://siampixel.example/about',
      'https://siampixel.example/th/about',
      'https://siampixel.example/about',
    ]);
    const post = buildMetadata({ ...meta, path: '/blog/wet-reo', alternatePaths: { en: '/blog/fast-sites', th: '/th/blog/wet-reo' } });
    expect(post.canonical).toBe('https://siampixel.example/th/blog/wet-reo');
    expect(post.alternates[0]?.href).toBe('https://siampixel.example/blog/fast-sites');
  });
});
