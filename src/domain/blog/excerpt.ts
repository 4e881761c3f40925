/**
 * Excerpts: the admin's own, or the first 160 characters of the post's text when left empty.
 * Content is HTML; the excerpt is plain text (escaped again wherever it is rendered).
 */
import { previewText } from '../text';

export const EXCERPT_LENGTH = 160;

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

// Block elements end a word; inline ones (strong, a, em) can sit inside one ("<b>Bang</b>kok").
const BLOCK_TAGS = [
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h[1-6]',
  'header',
  'hr',
  'img',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'td',
  'th',
  'tr',
  'ul',
].join('|');
const BLOCK_TAG = new RegExp(`</?(?:${BLOCK_TAGS})\\b[^>]*>`, 'gi');

/** &amp; &lt; &gt; &quot; &#39; &nbsp; (and other numeric references) decoded in one pass. */
export function decodeEntities(text: string): string {
  // One pass, so "&amp;lt;" becomes the text "&lt;" and not "<".
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
  });
}

const COMMENT = /<!--[\s\S]*?-->/g;
const SCRIPT_OR_STYLE = /<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const HEADING = /<h([1-6])\b[^>]*>[\s\S]*?<\/h\1\s*>/gi;

/** Inline markup gone, entities decoded, whitespace collapsed: the text of a piece without blocks. */
function inlineText(html: string): string {
  // Decoded after the tags are gone, so an escaped "&lt;b&gt;" stays visible text.
  return decodeEntities(html.replace(/<\/?[a-z][^>]*>/gi, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text a reader sees: tags removed (script and style with their content), entities decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  return inlineText(html.replace(COMMENT, ' ').replace(SCRIPT_OR_STYLE, ' ').replace(BLOCK_TAG, ' '));
}

// A block that already ends a sentence (or is Thai, which ends one with a space) joins the next with a space.
const ENDS_SENTENCE = /[.!?…:;,)\]"'”’»\u0E00-\u0E7F]$/u;

/**
 * The first 160 characters (code points) of the post's prose, '...' when there is more. Headings are
 * left out and each paragraph or list item ends as a sentence, so blocks never run together ("Why
 * speed matters Fake paragraph… What to do Compress images" read as one sentence on /blog, in RSS and
 * in the tweet). A post of headings only falls back to all of its text.
 */
export function autoExcerpt(html: string, max: number = EXCERPT_LENGTH): string {
  const blocks = html
    .replace(COMMENT, ' ')
    .replace(SCRIPT_OR_STYLE, ' ')
    .replace(HEADING, ' ')
    .split(BLOCK_TAG)
    .map(inlineText)
    .filter((block) => block !== '');
  const prose = blocks.reduce((text, block) => (text === '' ? block : `${text}${ENDS_SENTENCE.test(text) ? ' ' : '. '}${block}`), '');
  return previewText(prose || htmlToText(html), max);
}

/** The admin's excerpt when there is one, else the automatic one. */
export function resolveExcerpt(excerpt: string | null | undefined, html: string): string {
  const own = excerpt?.trim() ?? '';
  return own === '' ? autoExcerpt(html) : own;
}
