import { describe, expect, it } from 'vitest';
import {
  TWEET_MAX,
  composeTweet,
  sameTweetText,
  counterTone,
  cutToTweetLength,
  tweetLength,
  validateSchedule,
  validateTweet,
  withLink,
  X_REASONS,
  type TweetCheck,
} from '../../../../src/domain/blog';
import { isTranslationKey, translator } from '../../../../src/i18n/translate';
import type { Locale } from '../../../../src/i18n/locales';

/** A check's sentence as the admin's page words it (the checks answer keys, issue 10). */
function words(check: TweetCheck, locale: Locale = 'en'): string | null {
  if (check.ok) return null;
  if (!isTranslationKey(check.reason.key)) throw new Error(`not a translation key: ${check.reason.key}`);
  return translator(locale)(check.reason.key, check.reason.vars);
}

const url = 'https://siamstudio.co.th/blog/why-bilingual-websites-win';
const TAGS = '\n\n#WebDesign #Bangkok #WebDevelopment';
const link = (to: string = url) => `\n\nRead more: ${to}`;

describe('tweetLength', () => {
  it.each([
    ['', 0],
    ['hello', 5],
    // Any link counts 23, however long.
    ['https://example.com', 23],
    [url, 23],
    [`see ${url}?utm_source=x&utm_medium=social&utm_campaign=launch`, 27],
    // Thai letters and marks count one each; CJK and emoji two.
    ['สวัสดีครับ', 10],
    ['日本語', 6],
    ['😀', 2],
    ['👨‍👩‍👧', 2],
    ['a\n\nb', 4],
  ])('%j → %i', (text, length) => {
    expect(tweetLength(text)).toBe(length);
  });
});

describe('withLink', () => {
  it('is the text, a blank line, then "Read more: " and the url', () => {
    expect(withLink('Hello', 'https://a.example/b')).toBe('Hello\n\nRead more: https://a.example/b');
  });
});

describe('composeTweet', () => {
  const excerpt = 'Most customers search in Thai, partners in English.';

  it('joins a short title, the excerpt, the hashtags and the link', () => {
    const tweet = composeTweet({ title: 'Why Bilingual Websites Win', excerpt, slug: 'why-bilingual-websites-win' }, url);
    expect(tweet).toBe(`Why Bilingual Websites Win\n\n${excerpt}${TAGS}${link()}`);
    expect(tweetLength(tweet)).toBeLessThanOrEqual(TWEET_MAX);
  });

  it('takes the first 100 characters of a long excerpt, with an ellipsis', () => {
    const long = `${'word '.repeat(40)}end`;
    const tweet = composeTweet({ title: 'Short title', excerpt: long, slug: 'short-title' }, url);
    expect(tweet).toBe(`Short title\n\n${'word '.repeat(20).trimEnd()}...${TAGS}${link()}`);
  });

  it('adds the excerpt only while title + excerpt + slug + 20 is under 250', () => {
    const fifty = 'e'.repeat(50);
    // 176 + 50 + 3 + 20 = 249: the excerpt joins, then the hashtags; the link no longer fits (265 + 36).
    expect(composeTweet({ title: 't'.repeat(176), excerpt: fifty, slug: 'abc' }, url)).toBe(`${'t'.repeat(176)}\n\n${fifty}${TAGS}`);
    // 177 + 50 + 3 + 20 = 250: no excerpt, which leaves room for both the hashtags and the link (250).
    const tweet = composeTweet({ title: 't'.repeat(177), excerpt: fifty, slug: 'abc' }, url);
    expect(tweet).toBe(`${'t'.repeat(177)}${TAGS}${link()}`);
    expect(tweetLength(tweet)).toBe(250);
  });

  it('leaves the excerpt out when the title is long', () => {
    const title = `${'Long title words '.repeat(12)}end`.trim();
    const tweet = composeTweet({ title, excerpt, slug: 'long-title-words' }, url);
    expect(tweet).toBe(`${title}${TAGS}${link()}`);
    expect(tweet).not.toContain(excerpt);
  });

  it('counts a long slug against the excerpt', () => {
    const slug = 's'.repeat(80);
    const tweet = composeTweet({ title: 't'.repeat(100), excerpt, slug }, url);
    // 100 + 51 + 80 + 20 = 251.
    expect(tweet).toBe(`${'t'.repeat(100)}${TAGS}${link()}`);
  });

  it('leaves an empty or missing excerpt out', () => {
    for (const none of [undefined, null, '', '   ']) {
      expect(composeTweet({ title: 'Title', excerpt: none, slug: 'title' }, url)).toBe(`Title${TAGS}${link()}`);
    }
  });

  it('adds no hashtags when 10 characters or fewer remain', () => {
    expect(composeTweet({ title: 't'.repeat(270), slug: 't' }, url)).toBe('t'.repeat(270));
    expect(composeTweet({ title: 't'.repeat(275), slug: 't' }, url)).toBe('t'.repeat(275));
  });

  it('adds only whole hashtags, as many as fit', () => {
    // 11 remain: "\n\n#WebDesign" needs 12, so none.
    expect(composeTweet({ title: 't'.repeat(269), slug: 't' }, url)).toBe('t'.repeat(269));
    // 12 remain: exactly "#WebDesign".
    expect(composeTweet({ title: 't'.repeat(268), slug: 't' }, url)).toBe(`${'t'.repeat(268)}\n\n#WebDesign`);
    // 30 remain: "#WebDesign #Bangkok" (21), not "#WebDevelopment".
    expect(composeTweet({ title: 't'.repeat(250), slug: 't' }, url)).toBe(`${'t'.repeat(250)}\n\n#WebDesign #Bangkok`);
  });

  it('drops the link when it does not fit', () => {
    const title = 't'.repeat(220);
    const tweet = composeTweet({ title, excerpt, slug: 'long' }, url);
    // 220 + 37 hashtags = 257; the link would need 36 more.
    expect(tweet).toBe(`${title}${TAGS}`);
    expect(tweet).not.toContain('Read more');
  });

  it('keeps the link when it fits exactly', () => {
    // 207 + 37 + 36 = 280.
    const tweet = composeTweet({ title: 't'.repeat(207), slug: 'x'.repeat(30) }, url);
    expect(tweet).toBe(`${'t'.repeat(207)}${TAGS}${link()}`);
    expect(tweetLength(tweet)).toBe(280);
    expect(composeTweet({ title: 't'.repeat(208), slug: 'x'.repeat(30) }, url)).toBe(`${'t'.repeat(208)}${TAGS}`);
  });

  it('counts the link as 23 however long it is', () => {
    const longUrl = `https://siamstudio.co.th/blog/${'very-long-slug-'.repeat(10)}end`;
    const tweet = composeTweet({ title: 't'.repeat(207), slug: 'x' }, longUrl);
    expect(tweet).toBe(`${'t'.repeat(207)}${TAGS}${link(longUrl)}`);
    expect(tweetLength(tweet)).toBe(280);
  });

  it('adds no link without a url', () => {
    expect(composeTweet({ title: 'Title', slug: 'title' }, '')).toBe(`Title${TAGS}`);
  });

  it('cuts a title longer than 280 to 280', () => {
    const tweet = composeTweet({ title: `${'word '.repeat(70)}end`, excerpt, slug: 'w' }, url);
    expect(tweetLength(tweet)).toBeLessThanOrEqual(TWEET_MAX);
    expect(tweet).toBe('word '.repeat(56).trimEnd());
  });

  it('collapses line breaks and runs of spaces in the title and the excerpt', () => {
    expect(composeTweet({ title: '  Two\nlines  ', excerpt: ' An\n\n excerpt ', slug: 'two-lines' }, url)).toBe(
      `Two lines\n\nAn excerpt${TAGS}${link()}`,
    );
  });

  it('composes a Thai post, counting Thai letters and marks one each', () => {
    const title = 'ทำไมธุรกิจไทยควรมีเว็บไซต์สองภาษา';
    const thaiExcerpt = 'ลูกค้าส่วนใหญ่ค้นหาเป็นภาษาไทย ส่วนพาร์ทเนอร์และนักท่องเที่ยวค้นหาเป็นภาษาอังกฤษ';
    const tweet = composeTweet({ title, excerpt: thaiExcerpt, slug: 'post-1773280800000' }, url);
    expect(tweet).toBe(`${title}\n\n${thaiExcerpt}${TAGS}${link()}`);
    expect(tweetLength(tweet)).toBe(Array.from(`${title}\n\n${thaiExcerpt}${TAGS}`).length + 36);
  });

  it('cuts a long Thai title between graphemes, never before a vowel or tone mark', () => {
    const title = 'เว็บไซต์สำหรับธุรกิจร้านอาหารในกรุงเทพที่ต้องการลูกค้ามากขึ้น'.repeat(6);
    const tweet = composeTweet({ title, slug: 'post' }, url);
    expect(tweetLength(tweet)).toBeLessThanOrEqual(TWEET_MAX);
    expect(tweetLength(tweet)).toBeGreaterThanOrEqual(TWEET_MAX - 3);
    expect(title.startsWith(tweet)).toBe(true);
    expect(title.slice(tweet.length)).not.toMatch(/^\p{M}/u);
  });

  it('counts CJK double when cutting', () => {
    const tweet = composeTweet({ title: '日本語のタイトル'.repeat(30), slug: 'post' }, url);
    expect(tweetLength(tweet)).toBe(280);
    expect(Array.from(tweet)).toHaveLength(140);
  });

  it('never goes over 280', () => {
    const titles = ['', 'Hi', 't'.repeat(100), 't'.repeat(230), 't'.repeat(279), 't'.repeat(500)];
    titles.push('ไทย'.repeat(120), '😀'.repeat(200), '日本語'.repeat(60));
    const excerpts = [undefined, 'short', 'x'.repeat(300), 'ภาษาไทย'.repeat(40)];
    for (const title of titles) {
      for (const ex of excerpts) {
        for (const slug of ['a', 's'.repeat(80)]) {
          expect(tweetLength(composeTweet({ title, excerpt: ex, slug }, url))).toBeLessThanOrEqual(TWEET_MAX);
        }
      }
    }
  });
});

describe('cutToTweetLength', () => {
  it('keeps text that fits', () => {
    expect(cutToTweetLength('short', 280)).toBe('short');
    expect(cutToTweetLength('x'.repeat(280))).toBe('x'.repeat(280));
  });

  it('cuts to the weighted limit without trailing spaces or split emoji', () => {
    expect(cutToTweetLength('x'.repeat(300))).toBe('x'.repeat(280));
    expect(cutToTweetLength('abc def', 4)).toBe('abc');
    expect(cutToTweetLength('ab👨‍👩‍👧cd', 3)).toBe('ab');
    expect(cutToTweetLength('ab👨‍👩‍👧cd', 4)).toBe('ab👨‍👩‍👧');
  });
});

describe('validateTweet', () => {
  it.each(['', '   ', '\n\t'])('refuses empty text %j', (text) => {
    expect(validateTweet(text)).toEqual({ ok: false, reason: { key: 'xposting.check.empty' } });
    expect(words(validateTweet(text))).toBe('Tweet text cannot be empty.');
    expect(words(validateTweet(text), 'th')).toBe('กรุณากรอกข้อความทวีต');
  });

  it('accepts up to 280', () => {
    expect(validateTweet('Hello')).toEqual({ ok: true });
    expect(validateTweet('x'.repeat(280))).toEqual({ ok: true });
  });

  it('refuses more than 280 with the weighted length in the message', () => {
    expect(validateTweet('x'.repeat(281))).toEqual({
      ok: false,
      reason: { key: 'xposting.check.tooLong', vars: { length: 281, max: 280 } },
    });
    expect(words(validateTweet('x'.repeat(281)))).toBe('Tweet is too long (281 characters). Maximum is 280 characters.');
    expect(words(validateTweet('x'.repeat(281)), 'th')).toBe('ทวีตยาวเกินไป (281 ตัวอักษร) ใส่ได้สูงสุด 280 ตัวอักษร');
    // 141 CJK characters weigh 282.
    expect(words(validateTweet('語'.repeat(141)))).toBe('Tweet is too long (282 characters). Maximum is 280 characters.');
  });

  it('counts a link as 23', () => {
    expect(validateTweet(withLink('x'.repeat(244), url))).toEqual({ ok: true });
    expect(words(validateTweet(withLink('x'.repeat(245), url)))).toBe('Tweet is too long (281 characters). Maximum is 280 characters.');
  });
});

describe('validateSchedule', () => {
  const now = new Date('2026-03-12T02:00:00.000Z');

  it('accepts a time in the future', () => {
    expect(validateSchedule(new Date(now.getTime() + 1), now)).toEqual({ ok: true });
    expect(validateSchedule(new Date('2026-03-13T09:00:00+07:00'), now)).toEqual({ ok: true });
  });

  it.each([
    ['now', new Date('2026-03-12T02:00:00.000Z')],
    ['a minute ago', new Date('2026-03-12T01:59:00.000Z')],
    ['an invalid date', new Date('not a date')],
  ])('refuses %s', (_, at) => {
    expect(validateSchedule(at, now)).toEqual({ ok: false, reason: { key: 'xposting.check.pastSchedule' } });
    expect(words(validateSchedule(at, now))).toBe('Scheduled time must be in the future');
    expect(words(validateSchedule(at, now), 'th')).toBe('เวลาที่ตั้งไว้ต้องเป็นเวลาในอนาคต');
  });
});

describe('counterTone', () => {
  it.each([
    [0, 'normal'],
    [249, 'normal'],
    [250, 'normal'],
    [251, 'warning'],
    [280, 'warning'],
    [281, 'danger'],
    [500, 'danger'],
  ] as const)('%i → %s', (length, tone) => {
    expect(counterTone(length)).toBe(tone);
  });
});

describe('sameTweetText', () => {
  const sent = 'New on the blog: Pricing & timelines <2026>\n\nRead more: https://siampixel.co.th/blog/pricing-a-website-in-bangkok';

  it('matches what X returns for it: links as t.co, &, < and > as entities', () => {
    const returned = 'New on the blog: Pricing &amp; timelines &lt;2026&gt;\n\nRead more: https://t.co/AbC123xyZ9';
    expect(sameTweetText(returned, sent)).toBe(true);
    expect(sameTweetText(sent, sent)).toBe(true);
    expect(sameTweetText('สวัสดี  ', 'สวัสดี')).toBe(true);
  });

  it('does not match another text, or the same words with another number of links', () => {
    expect(sameTweetText('New on the blog: Pricing &amp; timelines &lt;2026&gt;', sent)).toBe(false);
    expect(sameTweetText('New on the blog: Pricing & timelines <2027>\n\nRead more: https://t.co/AbC123xyZ9', sent)).toBe(false);
    expect(sameTweetText('Read more: https://t.co/a https://t.co/b', 'Read more: https://example.com/a')).toBe(false);
  });
});

describe('X_REASONS', () => {
  it('are translation keys in both languages, X not configured in Thai for a Thai admin', () => {
    for (const key of Object.values(X_REASONS)) expect(isTranslationKey(key), key).toBe(true);
    expect(translator('en')(X_REASONS.notConfigured)).toBe('X API credentials are not configured');
    expect(translator('th')(X_REASONS.notConfigured)).toBe('ยังไม่ได้ตั้งค่าข้อมูลเข้าใช้ API ของ X');
    const apiError = { status: 403, statusText: 'Forbidden' };
    expect(translator('en')(X_REASONS.apiError, apiError)).toBe('Failed to post tweet: 403 Forbidden');
    expect(translator('th')(X_REASONS.apiError, apiError)).toBe('X ไม่รับทวีต: 403 Forbidden');
  });
});
