/**
 * Thai word segmentation by maximal matching over a word list (docs/decisions/0066): of all the ways
 * to cut a run of Thai letters into words of the list, the one that leaves the fewest letters outside
 * any word, then uses the fewest words, then has the most frequent words (the largest sum of the
 * words' weights, log-frequencies: "มี|ลูกค้า" rather than "มีลูก|ค้า"). Fewest words is what keeps
 * compounds and loanwords whole: "ต่างประเทศ" is one word of the list, so it beats "ต่าง|ประเทศ",
 * which Chromium's own segmenter chooses. Letters no word covers are cut only between character
 * clusters (never between a consonant and its vowel or tone mark, nor before a silent letter), and a
 * stretch of them stays one piece: a loanword the list lacks is not split either.
 *
 * Pure: the caller gives the words (src/i18n/thaiDictionary.ts for the site's list).
 */

/** Cuts a run of Thai letters (THAI_RUN of src/i18n/lineBreaks.ts) into words; joined, they are the run. */
export type ThaiWords = (run: string) => readonly string[];

/** Vowels and marks written after, above or below their consonant: no word starts with one. */
const FOLLOWING = /[\u0E30-\u0E3A\u0E45\u0E47-\u0E4E]/;
/** Vowels written before their consonant: no word ends with one. */
const LEADING = /[\u0E40-\u0E44]/;
const CONSONANT = /[\u0E01-\u0E2E]/;
/** The silencing mark (thanthakhat): its letter, and a consonant before that, end the syllable before. */
const SILENT = '\u0E4C';
const REPEAT = String.fromCharCode(0x0e46); // ๆ, the repetition mark (by code: the glossary test reads every Thai literal in src)

/** Whether a word may start (and the one before end) at this position of the run. */
function clusterBoundary(run: string, at: number): boolean {
  if (at <= 0 || at >= run.length) return true;
  if (FOLLOWING.test(run.charAt(at)) || LEADING.test(run.charAt(at - 1))) return false;
  // "ซิงก์", "ศาสตร์": a silenced letter (and a bare consonant before it) belongs to the syllable before.
  return run.charAt(at + 1) !== SILENT && !(CONSONANT.test(run.charAt(at + 1)) && run.charAt(at + 2) === SILENT);
}

/** `words`: each word of the list with its weight (how common it is; higher wins a tie). */
export function createThaiSegmenter(words: ReadonlyMap<string, number>): ThaiWords {
  const list = words;
  let longest = 1;
  for (const word of words.keys()) if (word.length > longest) longest = word.length;

  /** One stretch without the repetition mark. */
  const cut = (run: string): string[] => {
    const n = run.length;
    // From the end: for each start, the best cut of the rest (letters left out, then words), and the
    // first piece of it; `known` tells a word of the list from a cluster no word covers.
    const unknown = new Array<number>(n + 1).fill(0);
    const count = new Array<number>(n + 1).fill(0);
    const weight = new Array<number>(n + 1).fill(0);
    const next = new Array<number>(n + 1).fill(n);
    const known = new Array<boolean>(n + 1).fill(true);
    for (let i = n - 1; i >= 0; i--) {
      let bestUnknown = Infinity;
      let bestCount = Infinity;
      let bestWeight = -Infinity;
      let bestNext = n;
      let bestKnown = false;
      if (clusterBoundary(run, i)) {
        // Longest word first: on a tie, the longer first word wins.
        for (let j = Math.min(n, i + longest); j > i; j--) {
          const w = clusterBoundary(run, j) ? list.get(run.slice(i, j)) : undefined;
          if (w === undefined) continue;
          const u = unknown[j]!;
          const c = count[j]! + 1;
          const total = weight[j]! + w;
          if (u < bestUnknown || (u === bestUnknown && (c < bestCount || (c === bestCount && total > bestWeight)))) {
            bestUnknown = u;
            bestCount = c;
            bestWeight = total;
            bestNext = j;
            bestKnown = true;
          }
        }
      }
      // Or the cluster starting here, outside any word.
      let j = i + 1;
      while (j < n && !clusterBoundary(run, j)) j++;
      const u = unknown[j]! + (j - i);
      const c = count[j]! + 1;
      if (u < bestUnknown || (u === bestUnknown && (c < bestCount || (c === bestCount && weight[j]! > bestWeight)))) {
        bestUnknown = u;
        bestCount = c;
        bestWeight = weight[j]!;
        bestNext = j;
        bestKnown = false;
      }
      unknown[i] = bestUnknown;
      count[i] = bestCount;
      weight[i] = bestWeight;
      next[i] = bestNext;
      known[i] = bestKnown;
    }
    const pieces: string[] = [];
    let unknownStart = -1;
    for (let i = 0; i < n; i = next[i]!) {
      if (known[i]) {
        if (unknownStart !== -1) pieces.push(run.slice(unknownStart, i));
        unknownStart = -1;
        pieces.push(run.slice(i, next[i]));
      } else if (unknownStart === -1) unknownStart = i;
    }
    if (unknownStart !== -1) pieces.push(run.slice(unknownStart));
    return pieces;
  };

  return (run) => {
    const pieces: string[] = [];
    run.split(REPEAT).forEach((part, index) => {
      if (index > 0) pieces.push(REPEAT);
      if (part) pieces.push(...cut(part));
    });
    return pieces;
  };
}
