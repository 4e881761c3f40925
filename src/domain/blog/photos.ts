/**
 * Stock photo search terms for a post's featured image. The caller tries them in order and keeps
 * the first query with a hit: exact topic; word pairs and triples; single long keywords; generated
 * terms; then generic terms by theme, so every topic ends with queries that always find a photo.
 */

export const PHOTO_KEYWORDS_MAX = 5;
export const PHOTO_GENERATED_MAX = 15;
/** Keywords have more than this many letters. */
const KEYWORD_MIN_EXCLUSIVE = 3;

// Words of four letters or more that say nothing about what a photo should show.
const STOP_WORDS = new Set([
  'about',
  'after',
  'also',
  'because',
  'before',
  'best',
  'between',
  'both',
  'complete',
  'could',
  'does',
  'during',
  'each',
  'every',
  'from',
  'have',
  'here',
  'into',
  'just',
  'know',
  'like',
  'made',
  'make',
  'more',
  'most',
  'much',
  'need',
  'needs',
  'only',
  'other',
  'over',
  'should',
  'some',
  'such',
  'than',
  'that',
  'their',
  'them',
  'then',
  'there',
  'these',
  'they',
  'things',
  'this',
  'those',
  'through',
  'tips',
  'ultimate',
  'under',
  'using',
  'very',
  'want',
  'ways',
  'what',
  'when',
  'where',
  'which',
  'while',
  'will',
  'with',
  'without',
  'would',
  'your',
  'yours',
  'guide',
  'really',
]);

interface Theme {
  /** Whole English words (regular-expression sources) or Thai text, which has no spaces, matched anywhere. */
  readonly en: readonly string[];
  readonly th: readonly string[];
  readonly terms: readonly string[];
}

const THEMES: readonly Theme[] = [
  {
    en: ['shops?', 'shopping', 'e-?commerce', 'online stores?', 'stores?', 'carts?', 'checkout', 'retail', 'sell(?:ing)?'],
    th: ['ร้านค้า', 'ร้านออนไลน์', 'อีคอมเมิร์ซ', 'ขายของ', 'ขายสินค้า', 'ช้อป'],
    terms: ['online shopping', 'ecommerce', 'shopping cart'],
  },
  {
    en: ['seo', 'search engines?', 'google', 'rankings?', 'keywords?'],
    th: ['เอสอีโอ', 'ติดอันดับ', 'กูเกิล', 'เสิร์ช'],
    terms: ['search engine', 'analytics'],
  },
  {
    en: ['marketing', 'social media', 'facebook', 'instagram', 'tiktok', 'line oa', 'ads', 'advertising', 'brand(?:ing)?'],
    th: ['การตลาด', 'โซเชียล', 'โฆษณา', 'แบรนด์'],
    terms: ['digital marketing', 'social media'],
  },
  {
    en: ['mobile', 'apps?', 'responsive', 'smartphones?', 'phones?'],
    th: ['มือถือ', 'แอป', 'แอพ', 'สมาร์ทโฟน'],
    terms: ['smartphone', 'mobile app'],
  },
  {
    en: ['security', 'secure', 'ssl', 'hack(?:ers?|ing)?', 'privacy', 'pdpa'],
    th: ['ความปลอดภัย', 'แฮก', 'ข้อมูลส่วนบุคคล'],
    terms: ['cyber security'],
  },
  {
    en: ['speed', 'fast(?:er)?', 'performance', 'hosting', 'servers?'],
    th: ['ความเร็ว', 'โหลดเร็ว', 'โฮสติ้ง'],
    terms: ['server room', 'technology'],
  },
];

export const GENERIC_PHOTO_TERMS: readonly string[] = ['web design', 'laptop workspace', 'bangkok skyline'];

const THEME_PATTERNS = THEMES.map((theme) => ({
  pattern: new RegExp(`(?<![a-z0-9])(?:${theme.en.join('|')})(?![a-z0-9])|${theme.th.join('|')}`, 'u'),
  terms: theme.terms,
}));

const normalise = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').trim();

/**
 * Up to 5 keywords: the topic's Latin words (a-z, digits) of more than 3 letters, stop-words and
 * bare numbers left out, in order, each once. Thai words, written without spaces, are not split.
 */
export function photoKeywords(topic: string): string[] {
  const words =
    normalise(topic)
      .toLowerCase()
      .match(/[a-z0-9]+/g) ?? [];
  const keywords = words.filter((word) => word.length > KEYWORD_MIN_EXCLUSIVE && !/^\d+$/.test(word) && !STOP_WORDS.has(word));
  return [...new Set(keywords)].slice(0, PHOTO_KEYWORDS_MAX);
}

/** Theme terms for what the topic mentions (in English or Thai), then the generic ones. */
export function themeTerms(topic: string): string[] {
  const text = normalise(topic).toLowerCase();
  return [...THEME_PATTERNS.filter(({ pattern }) => pattern.test(text)).flatMap(({ terms }) => terms), ...GENERIC_PHOTO_TERMS];
}

/** The ordered, de-duplicated (ignoring case) list of queries to try, first hit wins. */
export function photoSearchTerms(topic: string): string[] {
  const exact = normalise(topic);
  const keywords = photoKeywords(exact);
  const runs = (size: number) =>
    keywords.slice(0, keywords.length - size + 1).map((_, start) => keywords.slice(start, start + size).join(' '));
  const generated = keywords
    .flatMap((keyword) => [`${keyword} website`, `${keyword} business`, `bangkok ${keyword}`])
    // "website website" or "bangkok bangkok" would only repeat the keyword.
    .filter((term) => new Set(term.split(' ')).size === 2)
    .slice(0, PHOTO_GENERATED_MAX);
  const terms = [exact, ...runs(2), ...runs(3), ...keywords, ...generated, ...themeTerms(exact)];
  const seen = new Set<string>();
  return terms.filter((term) => {
    const key = term.toLowerCase();
    if (term === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
