/**
 * Post slugs: made from the title when a post is created, made again when its title changes, and
 * made unique with a timestamp when another post already has them. The database accepts only
 * ^[a-z0-9-]+$, never empty.
 */

export const SLUG_MAX = 80;
/** Thai titles lose every letter to the a-z rule; the timestamp rule then tells such posts apart. */
export const SLUG_FALLBACK = 'post';
export const SLUG_PATTERN = /^[a-z0-9-]+$/;

export function isValidSlug(slug: string): boolean {
  return SLUG_PATTERN.test(slug);
}

/**
 * Lower case; only a-z, 0-9, spaces and hyphens kept; spaces become hyphens; repeated hyphens
 * collapsed; no hyphen at either end; at most 80 characters; 'post' when nothing is left.
 */
export function slugify(title: string): string {
  const slug = title
    .toLowerCase()
    // Tabs and line breaks in a pasted title separate words just like spaces do.
    .replace(/\s+/g, ' ')
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
  return cutSlug(slug, SLUG_MAX) || SLUG_FALLBACK;
}

/**
 * The slug cut to `max` characters, at a hyphen when one is in the second half (so the slug ends
 * with a whole word without becoming much shorter), else mid-word.
 */
export function cutSlug(slug: string, max: number): string {
  if (slug.length <= max) return slug;
  const cut = slug.slice(0, max);
  if (slug[max] === '-') return cut.replace(/-+$/, '');
  const boundary = cut.lastIndexOf('-');
  return (boundary >= max / 2 ? cut.slice(0, boundary) : cut).replace(/-+$/, '');
}

/**
 * `base` itself when free, else `${base}-${now.getTime()}` (the base shortened so the whole still
 * fits in 80 characters). A counter follows only if even that is taken (two saves in one ms).
 */
export function uniqueSlug(base: string, taken: ReadonlySet<string>, now: Date): string {
  const time = now.getTime();
  if (Number.isNaN(time)) throw new RangeError('uniqueSlug needs a valid date');
  // slugify leaves a valid slug as it is, and repairs one typed by hand.
  const root = slugify(base);
  if (!taken.has(root)) return root;
  const stamp = `-${time}`;
  const stem = `${cutSlug(root, SLUG_MAX - stamp.length) || SLUG_FALLBACK}${stamp}`;
  let candidate = stem;
  for (let n = 2; taken.has(candidate); n += 1) candidate = `${stem}-${n}`;
  return candidate;
}

export interface SluggedPost {
  title: string;
  slug: string;
}

/**
 * The slug after an edit: unchanged while the title is, else made again from the new title. A new
 * title that gives the same slug (only case or punctuation changed) keeps it, links included.
 * `base` is what the new title gives: slugify(title), or thaiSlugBase for a Thai version.
 */
export function slugOnUpdate(current: SluggedPost, title: string, taken: ReadonlySet<string>, now: Date, base = slugify(title)): string {
  if (title.trim() === current.title.trim()) return current.slug;
  if (base === current.slug) return current.slug;
  return uniqueSlug(base, taken, now);
}

const THAI_LETTER = /[\u0E01-\u0E5B]/u;

/**
 * The base of a Thai version's slug. A title with Thai letters in it keeps only its Latin words under
 * the a-z rule ("SEO สำหรับร้านอาหาร" would give "seo", a Thai-only title "post"), so it takes the
 * English slug instead: readable, and no transliteration to get wrong. A title written in Latin
 * letters alone gets its own slug by the usual rules (decision 0022).
 */
export function thaiSlugBase(thaiTitle: string, englishSlug: string): string {
  return THAI_LETTER.test(thaiTitle) ? englishSlug : slugify(thaiTitle);
}
