/**
 * Posts to X: the tweet composed for a blog post, the checks before it is sent or scheduled, and
 * the counter colour in the editor. Lengths are X's weighted lengths (twitter-text): a link
 * counts 23 whatever its length, CJK characters and emoji count 2, Thai and Latin letters 1.
 */
import twitter from 'twitter-text';
import { z } from '../zod';
import { previewText } from '../text';
import { multiLineText } from '../validation/text';
import type { Reason } from '../errors';

export const TWEET_MAX = 280;
/** The counter turns yellow above this. */
export const TWEET_WARNING = 250;
export const TWEET_EXCERPT_LENGTH = 100;
export const TWEET_HASHTAGS: readonly string[] = ['WebDesign', 'Bangkok', 'WebDevelopment'];
// The excerpt joins the title only while title + excerpt + slug + 20 stays under this.
const EXCERPT_BUDGET = 250;
// Hashtags are only tried when more than this many characters remain.
const HASHTAG_MIN_ROOM = 10;

/**
 * The checks' sentences, as translation keys (src/i18n/{en,th}/xPosting.ts; the English is the
 * spec's word for word): the server sends them as a failure's reason, the X tab words them.
 */
export const TWEET_MESSAGES = {
  empty: 'xposting.check.empty',
  /** vars: length, max. */
  tooLong: 'xposting.check.tooLong',
  pastSchedule: 'xposting.check.pastSchedule',
} as const;

/** Why a post did not reach X, as translation keys the X tab and its log word in the admin's language. */
export const X_REASONS = {
  notConfigured: 'xposting.reason.notConfigured',
  /** vars: status, statusText (X's own). */
  apiError: 'xposting.reason.apiError',
  /** vars: status. */
  noTweetId: 'xposting.reason.noTweetId',
  /** vars: ms. */
  timeout: 'xposting.reason.timeout',
  /** vars: code (' (ECONNRESET)' or ''). */
  unreachable: 'xposting.reason.unreachable',
  notAllowed: 'xposting.reason.notAllowed',
  notScheduled: 'xposting.reason.notScheduled',
  /** vars: message (an unexpected error's own words). */
  other: 'xposting.reason.other',
} as const;

/** The X posting tab's post now: the text as typed (X's own limits are checked by checkTweet). */
export const tweetInput = z.object({ postId: z.uuid().nullable().default(null), text: multiLineText({ trim: false }).max(2000) });
/** Schedule a post: the same, plus when (ISO 8601 with an offset). */
export const scheduleTweetInput = tweetInput.extend({ runAt: z.iso.datetime({ offset: true }) });

export type TweetCheck = { ok: true } | { ok: false; reason: Reason };
export type CounterTone = 'normal' | 'warning' | 'danger';

/** The length X counts. */
export function tweetLength(text: string): number {
  return twitter.parseTweet(text).weightedLength;
}

/** The text, a blank line, then 'Read more: ' and the url. */
export function withLink(text: string, url: string): string {
  return `${text}\n\nRead more: ${url}`;
}

/**
 * The longest start of `text` (whole graphemes, so no Thai mark or emoji is split) that X counts
 * as at most `max`, without trailing whitespace.
 */
export function cutToTweetLength(text: string, max: number = TWEET_MAX): string {
  if (tweetLength(text) <= max) return text;
  const parts = Array.from(new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text), (part) => part.segment);
  const prefix = (count: number) => parts.slice(0, count).join('').trimEnd();
  // Longer starts count more, so a binary search finds the cut in a few parses.
  let low = 0;
  let high = parts.length - 1;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (tweetLength(prefix(mid)) <= max) low = mid;
    else high = mid - 1;
  }
  return prefix(low);
}

export interface TweetSource {
  title: string;
  excerpt?: string | null | undefined;
  slug: string;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The title; plus the excerpt (first 100 characters) if title + excerpt + slug + 20 is under 250;
 * plus the hashtags if more than 10 characters remain (whole tags only, as many as fit); plus the
 * link if it fits; the result cut to 280.
 */
export function composeTweet(post: TweetSource, url: string): string {
  const title = oneLine(post.title);
  const excerpt = previewText(oneLine(post.excerpt ?? ''), TWEET_EXCERPT_LENGTH);
  let text = title;
  if (excerpt !== '' && tweetLength(title) + tweetLength(excerpt) + post.slug.length + 20 < EXCERPT_BUDGET) {
    text += `\n\n${excerpt}`;
  }
  if (TWEET_MAX - tweetLength(text) > HASHTAG_MIN_ROOM) {
    let tags = '';
    for (const tag of TWEET_HASHTAGS) {
      const next = `${tags === '' ? '\n\n' : `${tags} `}#${tag}`;
      if (tweetLength(text + next) > TWEET_MAX) break;
      tags = next;
    }
    text += tags;
  }
  if (url.trim() !== '' && tweetLength(withLink(text, url)) <= TWEET_MAX) text = withLink(text, url);
  return cutToTweetLength(text, TWEET_MAX);
}

export function validateTweet(text: string): TweetCheck {
  if (text.trim() === '') return { ok: false, reason: { key: TWEET_MESSAGES.empty } };
  const length = tweetLength(text);
  if (length > TWEET_MAX) return { ok: false, reason: { key: TWEET_MESSAGES.tooLong, vars: { length, max: TWEET_MAX } } };
  return { ok: true };
}

/** `now` comes from the caller, so the check is the same in the browser, on the server and in tests. */
export function validateSchedule(at: Date, now: Date): TweetCheck {
  // An invalid date is not in the future either.
  if (!(at.getTime() > now.getTime())) return { ok: false, reason: { key: TWEET_MESSAGES.pastSchedule } };
  return { ok: true };
}

/** Yellow above 250, red above 280. */
export function counterTone(length: number): CounterTone {
  if (length > TWEET_MAX) return 'danger';
  if (length > TWEET_WARNING) return 'warning';
  return 'normal';
}

/** A tweet's text with each link (as X detects them) replaced, entities decoded, for comparing. */
function comparable(text: string): string {
  const decoded = text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  let out = '';
  let at = 0;
  for (const { indices } of twitter.extractUrlsWithIndices(decoded)) {
    out += `${decoded.slice(at, indices[0])}\u0000link\u0000`;
    at = indices[1];
  }
  return (out + decoded.slice(at)).normalize('NFC').trim();
}

/**
 * Whether a tweet X returns is the text we sent: X answers with each link replaced by its t.co
 * address and with &, < and > as HTML entities, so links are compared as "a link" and entities decoded.
 */
export function sameTweetText(returned: string, sent: string): boolean {
  return comparable(returned) === comparable(sent);
}
