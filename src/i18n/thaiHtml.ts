import { core, markedUnits, runKey, THAI_RUN } from './lineBreaks';
import { dictionaryWords } from './thaiDictionary';
import { CHECKED_RUNS, OPEN_RUNS, SPLIT_RUNS } from './thaiRuns.generated';

/**
 * Stops the browser from breaking Thai words in a rendered page (docs/decisions/0037, 0066). The
 * words are the dictionary's (src/i18n/thaiDictionary.ts: a 60,000-word list that knows compounds and
 * loanwords, with the site's own terms). Chromium breaks Thai where its own segmenter finds word
 * boundaries, which is right for most words. Where it would break inside a dictionary word of a run
 * of the site's text, scripts/thai-words.ts has recorded it, and that word goes in a <t-w> element,
 * which the stylesheet makes unbreakable (white-space: nowrap), with a <wbr> on each side where no
 * space lets a line break. Marking only those words keeps pages small (the Thai home page must fit
 * its first round trip, decision 0025). A run the script never saw (a blog post written later, a name
 * from the database) boxes every dictionary word of three letters or more: where Chromium would break
 * it is not known, and the browser then breaks only between the boxes.
 *
 * Only text between tags changes; attributes, raw-text elements (script, style, textarea, title) and
 * React islands (whose server HTML must match what React renders; they mark their own text with
 * WordWrap) are copied as they are.
 */

const THAI = /[\u0E00-\u0E7F]/;
/** Elements whose text is copied as it is (raw text, or not shown as lines of text). */
const RAW = new Set(['script', 'style', 'textarea', 'title', 'template', 'noscript', 'xmp']);
const SKIPPED = new Set(['astro-island', 'svg', 'math', 'option', 'select', 'pre', 'code', 't-w', 't-r']);
const TOKEN = /<!--[\s\S]*?-->|<![^>]*>|<\/?([a-zA-Z][^\s/>]*)(?:[^>"']|"[^"]*"|'[^']*')*>/g;

export function markThaiHtml(html: string): string {
  let out = '';
  let at = 0;
  /** Open elements whose text stays as it is, by name: nested islands count. */
  const skipped = new Map<string, number>();
  let skipping = 0;
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(html); match; match = TOKEN.exec(html)) {
    const text = html.slice(at, match.index);
    out += skipping > 0 ? text : markText(text);
    const tag = match[0];
    out += tag;
    at = TOKEN.lastIndex;
    const name = match[1]?.toLowerCase();
    if (!name || tag.endsWith('/>')) continue;
    const closing = tag.startsWith('</');
    if (!closing && RAW.has(name)) {
      // Raw text runs to its end tag, whatever it contains.
      const end = html.toLowerCase().indexOf(`</${name}`, at);
      const stop = end === -1 ? html.length : end;
      out += html.slice(at, stop);
      at = stop;
      TOKEN.lastIndex = stop;
      continue;
    }
    if (SKIPPED.has(name)) {
      const depth = (skipped.get(name) ?? 0) + (closing ? -1 : 1);
      if (depth < 0) continue;
      skipped.set(name, depth);
      skipping += closing ? -1 : 1;
    }
  }
  const rest = html.slice(at);
  return out + (skipping > 0 ? rest : markText(rest));
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00A0' };
const ENTITY = /&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi;

function decode(text: string): string | null {
  let unknown = false;
  const decoded = text.replace(ENTITY, (entity, body: string) => {
    if (body.startsWith('#x') || body.startsWith('#X')) return String.fromCodePoint(parseInt(body.slice(2), 16));
    if (body.startsWith('#')) return String.fromCodePoint(parseInt(body.slice(1), 10));
    const named = NAMED[body.toLowerCase()];
    if (named === undefined) unknown = true;
    return named ?? entity;
  });
  return unknown ? null : decoded;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One run of text between two tags. */
function markText(raw: string): string {
  if (!THAI.test(raw)) return raw;
  const text = decode(raw);
  // An entity this does not know: leave the run as it is rather than risk changing it.
  if (text === null) return raw;
  checked ??= new Set(CHECKED_RUNS.split(' '));
  // Where Chromium would break inside a word of a run scripts/thai-words.ts checked.
  const breaks: number[] = [];
  /** Where Chromium already breaks between two words of such a run: a box there needs no <wbr>. */
  const open = new Set<number>();
  const unchecked: { start: number; end: number }[] = [];
  for (const match of text.matchAll(THAI_RUN)) {
    if (checked.has(runKey(match[0]))) {
      for (const offset of SPLIT_RUNS[match[0]] ?? []) breaks.push(match.index + offset);
      for (const offset of OPEN_RUNS[match[0]] ?? []) open.add(match.index + offset);
    } else unchecked.push({ start: match.index, end: match.index + match[0].length });
  }
  const units = markedUnits(
    text,
    (unit, at) => {
      const end = at + unit.text.length;
      // A space before ๆ is a break opportunity of its own.
      if (/\sๆ/.test(unit.text)) return true;
      if (breaks.some((position) => at < position && position < end)) return true;
      // A run the script never saw (a blog post written later): every word that could hold a break.
      return (unit.kept || core(unit.text).length >= 3) && unchecked.some((run) => run.start < end && at < run.end);
    },
    dictionaryWords,
    (at) => open.has(at),
  );
  if (!units) return raw;
  const marked = units
    .map(
      ({ breakBefore, box, word, after }) =>
        `${breakBefore ? '<wbr>' : ''}${box ? `<t-w>${escape(word)}</t-w>` : escape(word)}${escape(after)}`,
    )
    .join('');
  // One inline element around the marked run: in a flex or grid container (a button, an icon beside
  // a heading) the run's pieces would otherwise each become an item, drawn apart by the gap and read
  // by screen readers as separate words. Nothing marked, nothing wrapped; a run that is one box (a
  // menu item's one word) is already one element (spaces around it make no flex item).
  if (!marked.includes('<')) return raw;
  return /^\s*<t-w>[^<]*<\/t-w>\s*$/.test(marked) ? marked : `<t-r>${marked}</t-r>`;
}

let checked: Set<string> | undefined;

/** A rendered response with its Thai text marked; anything but an HTML page is returned unchanged. */
export async function markThaiResponse(response: Response): Promise<Response> {
  if (!(response.headers.get('Content-Type') ?? '').includes('text/html') || !response.body) return response;
  const html = await response.text();
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  return new Response(markThaiHtml(html), { status: response.status, statusText: response.statusText, headers });
}
