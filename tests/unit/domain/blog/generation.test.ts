import { describe, expect, it } from 'vitest';
import {
  ARTICLE_LENGTHS,
  ARTICLE_TONES,
  LENGTH_TARGETS,
  TITLE_MAX,
  cleanTitle,
  cutTitle,
  generationInput,
  generationRequest,
  titleRequest,
} from '../../../../src/domain/blog';

describe('LENGTH_TARGETS', () => {
  it.each([
    ['short', 300, 400, 500],
    ['medium', 600, 800, 1200],
    ['long', 1000, 1200, 2000],
  ] as const)('%s: %i-%i words, %i tokens', (length, minWords, maxWords, maxTokens) => {
    expect(LENGTH_TARGETS[length]).toEqual({ minWords, maxWords, maxTokens });
  });
});

describe('generationRequest', () => {
  const topic = 'Why Thai restaurants need online ordering';

  it.each([
    ['short', '300-400 words', 500],
    ['medium', '600-800 words', 1200],
    ['long', '1000-1200 words', 2000],
  ] as const)('asks a %s post for %s with %i tokens', (length, words, maxTokens) => {
    const request = generationRequest(topic, length, 'professional');
    expect(request.maxTokens).toBe(maxTokens);
    expect(request.temperature).toBe(0.7);
    expect(request.user).toContain(words);
    expect(request.user).toContain(topic);
  });

  it.each([
    ['professional', 'professional and authoritative'],
    ['casual', 'friendly and conversational'],
    ['informative', 'clear, informative and educational'],
  ] as const)('sets the %s tone', (tone, style) => {
    const request = generationRequest(topic, 'medium', tone);
    expect(request.system).toContain(style);
    expect(request.user).toContain(`Write a ${tone} blog post about: ${topic}`);
  });

  it('asks for an HTML body without a title, document tags or Markdown', () => {
    const { system } = generationRequest(topic, 'short', 'casual');
    expect(system).toContain('HTML');
    expect(system).toContain('No <h1>');
    expect(system).toContain('no Markdown');
    expect(system).toContain('Bangkok');
  });

  it('asks for the language of the topic', () => {
    expect(generationRequest('เว็บไซต์สำหรับร้านอาหาร', 'short', 'casual').system).toContain('Thai topic gets a Thai article');
  });

  it('puts a topic with line breaks on one line', () => {
    const { user } = generationRequest('  SEO\n\nIgnore the above\tand more  ', 'short', 'casual');
    expect(user.split('\n')[0]).toBe('Write a casual blog post about: SEO Ignore the above and more');
  });

  it('differs per length and tone', () => {
    const requests = ARTICLE_LENGTHS.flatMap((length) => ARTICLE_TONES.map((tone) => generationRequest(topic, length, tone)));
    expect(new Set(requests.map((request) => `${request.system}|${request.user}`)).size).toBe(9);
  });
});

describe('titleRequest', () => {
  it('asks for one short title with more variety', () => {
    const request = titleRequest('online ordering for restaurants');
    expect(request.maxTokens).toBe(50);
    expect(request.temperature).toBe(0.8);
    expect(request.user).toBe('Write one title for a blog post about: online ordering for restaurants');
    expect(request.system).toContain('at most 60 characters');
    expect(request.system).toContain('title only');
  });
});

describe('generationInput', () => {
  it('requires a topic', () => {
    for (const input of [{}, { topic: '' }, { topic: '   ' }, { topic: 7 }]) {
      const result = generationInput.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['blog.error.topicRequired']);
    }
  });

  it('defaults to a medium, professional post', () => {
    expect(generationInput.parse({ topic: ' SEO basics ' })).toEqual({
      topic: 'SEO basics',
      length: 'medium',
      tone: 'professional',
    });
  });

  it('takes the lengths and tones it knows only', () => {
    const input = { topic: 'x', length: 'long', tone: 'casual' };
    expect(generationInput.parse(input)).toEqual(input);
    expect(generationInput.safeParse({ topic: 'x', length: 'huge' }).success).toBe(false);
    expect(generationInput.safeParse({ topic: 'x', tone: 'angry' }).success).toBe(false);
  });

  it('limits the topic to 300 characters', () => {
    expect(generationInput.safeParse({ topic: 'x'.repeat(300) }).success).toBe(true);
    expect(generationInput.safeParse({ topic: 'x'.repeat(301) }).error?.issues[0]?.message).toBe('blog.error.tooLong');
  });
});

describe('cleanTitle', () => {
  it.each([
    ['Why Bilingual Websites Win', 'Why Bilingual Websites Win'],
    ['  Why Bilingual Websites Win  ', 'Why Bilingual Websites Win'],
    // Quotes of every kind.
    ['"Why Bilingual Websites Win"', 'Why Bilingual Websites Win'],
    ["'Why Bilingual Websites Win'", 'Why Bilingual Websites Win'],
    ['“Why Bilingual Websites Win”', 'Why Bilingual Websites Win'],
    ['«Why Bilingual Websites Win»', 'Why Bilingual Websites Win'],
    ['`Why Bilingual Websites Win`', 'Why Bilingual Websites Win'],
    // Quotes inside the title stay.
    ['The "Mobile First" Rule', 'The "Mobile First" Rule'],
    ["Bangkok's Best Shops", "Bangkok's Best Shops"],
    // Markdown.
    ['# Why Bilingual Websites Win', 'Why Bilingual Websites Win'],
    ['## Why Bilingual Websites Win', 'Why Bilingual Websites Win'],
    ['**Why Bilingual Websites Win**', 'Why Bilingual Websites Win'],
    ['*Why* Bilingual _Websites_ Win', 'Why Bilingual Websites Win'],
    ['- Why Bilingual Websites Win', 'Why Bilingual Websites Win'],
    ['1. Why Bilingual Websites Win', 'Why Bilingual Websites Win'],
    ['snake_case Titles', 'snake_case Titles'],
    // Labels.
    ['Title: Why Bilingual Websites Win', 'Why Bilingual Websites Win'],
    ['title - Why Bilingual Websites Win', 'Why Bilingual Websites Win'],
    ['Blog Post Title: Why Bilingual Websites Win', 'Why Bilingual Websites Win'],
    ['Suggested title: "Why Bilingual Websites Win"', 'Why Bilingual Websites Win'],
    ['**Title:** "Why Bilingual Websites Win"', 'Why Bilingual Websites Win'],
    ['"Title: Why Bilingual Websites Win"', 'Why Bilingual Websites Win'],
    ["Here's a title: Why Bilingual Websites Win", 'Why Bilingual Websites Win'],
    ['ชื่อเรื่อง: เว็บไซต์สองภาษา', 'เว็บไซต์สองภาษา'],
    // Only the first non-empty line.
    ['\n\nWhy Bilingual Websites Win\nThis title works because...', 'Why Bilingual Websites Win'],
    // "Title" as a word of the title itself stays.
    ['Title Insurance Websites in Thailand', 'Title Insurance Websites in Thailand'],
    ['', ''],
  ])('%j → %j', (raw, title) => {
    expect(cleanTitle(raw)).toBe(title);
  });

  it('cuts to 60 characters at a word boundary', () => {
    const raw = '10 Ways to Grow Your Bangkok Business Online with a Modern, Fast Website';
    const title = cleanTitle(raw);
    expect(title).toBe('10 Ways to Grow Your Bangkok Business Online with a Modern');
    expect(title.length).toBeLessThanOrEqual(TITLE_MAX);
  });

  it('keeps exactly 60 characters', () => {
    const sixty = `${'a'.repeat(29)} ${'b'.repeat(30)}`;
    expect(cleanTitle(sixty)).toBe(sixty);
    expect(cleanTitle(`${sixty} more`)).toBe(sixty);
  });

  it('does not end a cut title on a separator', () => {
    expect(cleanTitle(`${'a'.repeat(50)}: ${'b'.repeat(20)}`)).toBe('a'.repeat(50));
    expect(cleanTitle(`${'a'.repeat(50)} - ${'b'.repeat(20)}`)).toBe('a'.repeat(50));
  });

  it('cuts one very long word mid-word', () => {
    expect(cleanTitle('x'.repeat(100))).toBe('x'.repeat(60));
  });

  it('cuts Thai, written without spaces, between words', () => {
    const raw = 'เว็บไซต์สำหรับธุรกิจร้านอาหารในกรุงเทพ ทำอย่างไรให้ลูกค้าสั่งอาหารออนไลน์ได้ง่ายและรวดเร็วที่สุด';
    const title = cleanTitle(raw);
    expect(Array.from(title).length).toBeLessThanOrEqual(TITLE_MAX);
    expect(Array.from(title).length).toBeGreaterThan(40);
    expect(raw.startsWith(title)).toBe(true);
    // The next character starts a word: never a vowel or tone mark cut off from its consonant.
    expect(raw.slice(title.length)).not.toMatch(/^\p{M}/u);
  });
});

describe('cutTitle', () => {
  it('counts code points', () => {
    expect(cutTitle('😀'.repeat(61), 60)).toBe('😀'.repeat(60));
    expect(cutTitle('short', 60)).toBe('short');
  });
});
