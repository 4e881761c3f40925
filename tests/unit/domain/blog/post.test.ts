import { describe, expect, it } from 'vitest';
import {
  BLOG_STATUSES,
  blogPostInput,
  blogPostSaveInput,
  fromBangkokInput,
  isHttpsUrl,
  publishAtProblem,
  toBangkokInput,
  type BlogPostInput,
} from '../../../../src/domain/blog';
import { NO_THAI, POST_DEFAULTS } from '../../support/blogPost';

const valid = { title: 'Why Bilingual Websites Win', content: '<p>Most customers search in Thai.</p>' };

/** The message keys of a failed parse, by field. */
function errors(input: unknown): Record<string, string[]> {
  const result = blogPostInput.safeParse(input);
  if (result.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.');
    (byField[field] ??= []).push(issue.message);
  }
  return byField;
}

describe('blogPostInput', () => {
  it('fills in the defaults', () => {
    const post: BlogPostInput = blogPostInput.parse(valid);
    expect(post).toEqual({
      title: 'Why Bilingual Websites Win',
      content: '<p>Most customers search in Thai.</p>',
      ...POST_DEFAULTS,
    });
  });

  it('keeps every field it is given, trimmed', () => {
    const post = blogPostInput.parse({
      title: '  Title  ',
      content: ' <p>Body</p> ',
      excerpt: ' Summary ',
      featured_image_url: ' https://images.pexels.com/photos/1/a.jpg ',
      featured_image_alt: ' A laptop ',
      status: 'published',
      category: ' Web Design ',
      tags: [' seo ', 'thailand'],
      meta_title: ' Meta ',
      meta_description: ' Description ',
      meta_keywords: ' a, b ',
      auto_post_to_x: false,
    });
    expect(post).toEqual({
      title: 'Title',
      content: '<p>Body</p>',
      excerpt: 'Summary',
      featured_image_url: 'https://images.pexels.com/photos/1/a.jpg',
      featured_image_alt: 'A laptop',
      status: 'published',
      category: 'Web Design',
      tags: ['seo', 'thailand'],
      meta_title: 'Meta',
      meta_description: 'Description',
      meta_keywords: 'a, b',
      auto_post_to_x: false,
      publish_at: null,
      ...NO_THAI,
    });
  });

  it.each([[{ content: valid.content }], [{ ...valid, title: '' }], [{ ...valid, title: '   ' }], [{ ...valid, title: 42 }]])(
    'requires a title: %j',
    (input) => {
      expect(errors(input)).toEqual({ title: ['blog.error.titleRequired'] });
    },
  );

  it.each([
    [{ title: valid.title }],
    [{ ...valid, content: '' }],
    [{ ...valid, content: '  \n ' }],
    // What an emptied rich-text editor leaves behind.
    [{ ...valid, content: '<p><br></p>' }],
    [{ ...valid, content: '<p>&nbsp;</p><p> </p>' }],
  ])('requires content: %j', (input) => {
    expect(errors(input)).toEqual({ content: ['blog.error.contentRequired'] });
  });

  it('reports both required fields at once', () => {
    expect(errors({})).toEqual({ title: ['blog.error.titleRequired'], content: ['blog.error.contentRequired'] });
  });

  it('accepts content that is only an image or a video', () => {
    const image = '<figure><img src="https://a.co/x.jpg" alt=""></figure>';
    expect(blogPostInput.safeParse({ ...valid, content: image }).success).toBe(true);
    expect(blogPostInput.safeParse({ ...valid, content: '<video src="https://a.co/x.mp4"></video>' }).success).toBe(true);
  });

  it.each([
    ['https://images.pexels.com/photos/123/pexels-photo.jpeg?w=1200', true],
    ['  https://example.com/a.png  ', true],
    ['', true],
    ['   ', true],
    ['http://example.com/a.png', false],
    ['ftp://example.com/a.png', false],
    ['javascript:alert(1)', false],
    ['//example.com/a.png', false],
    ['/images/a.png', false],
    ['not a url', false],
  ])('featured_image_url %j valid: %s', (url, ok) => {
    expect(errors({ ...valid, featured_image_url: url })).toEqual(ok ? {} : { featured_image_url: ['blog.error.imageUrl'] });
  });

  it('limits featured_image_url to 2048 characters', () => {
    const url = (length: number) => `https://example.com/${'a'.repeat(length - 'https://example.com/'.length)}`;
    expect(errors({ ...valid, featured_image_url: url(2048) })).toEqual({});
    expect(errors({ ...valid, featured_image_url: url(2049) })).toEqual({ featured_image_url: ['blog.error.imageUrl'] });
  });

  it.each(BLOG_STATUSES)('accepts the status %s', (status) => {
    expect(blogPostInput.parse({ ...valid, status }).status).toBe(status);
  });

  it('refuses another status', () => {
    expect(errors({ ...valid, status: 'deleted' })).toEqual({ status: ['blog.error.status'] });
  });

  it.each([
    ['excerpt', 500],
    ['featured_image_alt', 300],
    ['category', 80],
    ['meta_title', 70],
    ['meta_description', 160],
    ['meta_keywords', 300],
  ])('limits %s to %i characters', (field, max) => {
    expect(errors({ ...valid, [field]: 'x'.repeat(max) })).toEqual({});
    // Surrounding spaces are trimmed before counting.
    expect(errors({ ...valid, [field]: ` ${'x'.repeat(max)} ` })).toEqual({});
    expect(errors({ ...valid, [field]: 'x'.repeat(max + 1) })).toEqual({ [field]: ['blog.error.tooLong'] });
  });

  it('counts Thai characters one each', () => {
    expect(errors({ ...valid, meta_title: 'ก'.repeat(70) })).toEqual({});
    expect(errors({ ...valid, meta_title: 'ก'.repeat(71) })).toEqual({ meta_title: ['blog.error.tooLong'] });
  });

  it('takes up to 20 tags of up to 40 characters', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => `tag${i}`);
    expect(blogPostInput.parse({ ...valid, tags: twenty }).tags).toEqual(twenty);
    expect(errors({ ...valid, tags: [...twenty, 'one-more'] })).toEqual({ tags: ['blog.error.tooManyTags'] });
    expect(errors({ ...valid, tags: ['x'.repeat(40)] })).toEqual({});
    expect(errors({ ...valid, tags: ['ok', 'x'.repeat(41)] })).toEqual({ 'tags.1': ['blog.error.tagTooLong'] });
    expect(errors({ ...valid, tags: 'seo' })).toHaveProperty('tags');
    expect(errors({ ...valid, tags: [1] })).toHaveProperty(['tags.0']);
  });

  it('drops blank tags and repeats', () => {
    expect(blogPostInput.parse({ ...valid, tags: ['seo', ' ', '', ' seo', 'ไทย'] }).tags).toEqual(['seo', 'ไทย']);
  });

  it('takes auto_post_to_x as a boolean only', () => {
    expect(blogPostInput.parse({ ...valid, auto_post_to_x: false }).auto_post_to_x).toBe(false);
    expect(errors({ ...valid, auto_post_to_x: 'false' })).toHaveProperty('auto_post_to_x');
  });
});

describe('isHttpsUrl', () => {
  it.each([
    ['https://example.com', true],
    ['HTTPS://EXAMPLE.COM/A', true],
    ['http://example.com', false],
    ['https://', false],
    ['data:image/png;base64,AAAA', false],
    ['', false],
  ])('%j → %s', (url, ok) => {
    expect(isHttpsUrl(url)).toBe(ok);
  });
});

describe('scheduled publishing', () => {
  const base = { title: 'Going live later', content: '<p>Soon</p>' };
  const now = new Date('2026-11-24T03:00:00Z'); // 10:00 in Bangkok

  it('needs a time for status scheduled, and accepts none otherwise', () => {
    const missing = blogPostSaveInput.safeParse({ ...base, status: 'scheduled' });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]).toMatchObject({ path: ['publish_at'], message: 'blog.error.publishAt' });
    expect(blogPostSaveInput.safeParse({ ...base, status: 'scheduled', publish_at: '2026-11-25T09:00:00+07:00' }).success).toBe(true);
    expect(blogPostSaveInput.parse({ ...base, status: 'draft' }).publish_at).toBeNull();
    expect(blogPostSaveInput.safeParse({ ...base, status: 'scheduled', publish_at: 'tomorrow at nine' }).success).toBe(false);
  });

  it('refuses a time that is not ahead of now, for scheduled posts only', () => {
    expect(publishAtProblem('scheduled', '2026-11-24T10:01:00+07:00', now)).toBeNull();
    expect(publishAtProblem('scheduled', '2026-11-24T10:00:00+07:00', now)).toBe('blog.error.publishAtPast');
    expect(publishAtProblem('scheduled', '2026-11-24T09:00:00+07:00', now)).toBe('blog.error.publishAtPast');
    expect(publishAtProblem('scheduled', null, now)).toBe('blog.error.publishAt');
    expect(publishAtProblem('draft', null, now)).toBeNull();
    expect(publishAtProblem('published', '2020-01-01T00:00:00Z', now)).toBeNull();
  });

  it('reads and writes the field in Bangkok time whatever the browser’s zone', () => {
    expect(toBangkokInput('2026-11-24T03:00:00.000Z')).toBe('2026-11-24T10:00');
    expect(toBangkokInput('2026-11-24T20:30:00Z')).toBe('2026-11-25T03:30');
    expect(toBangkokInput(null)).toBe('');
    expect(fromBangkokInput('2026-11-25T03:30')).toBe('2026-11-25T03:30:00+07:00');
    expect(new Date(fromBangkokInput('2026-11-25T03:30')!).toISOString()).toBe('2026-11-24T20:30:00.000Z');
    expect(fromBangkokInput('')).toBeNull();
    expect(fromBangkokInput('25/11/2026 03:30')).toBeNull();
  });
});
