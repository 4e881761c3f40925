import { MANUAL_WORDS } from './lineBreaks';
import { THAI_DICTIONARY } from './thaiDictionary.generated';
import { createThaiSegmenter, type ThaiWords } from './thaiSegmenter';

/**
 * The site's Thai words (docs/decisions/0066): PyThaiNLP's word list (about 60,500 words, CC0), which
 * knows compounds and loanwords Chromium splits ("ต่างประเทศ", "เป้าหมาย", "คอลเซ็นเตอร์"), with the
 * site's own terms (MANUAL_WORDS). Server and build only: the list is 1.4 MB, loaded with the Thai
 * marker on the first Thai page (src/middleware.ts), never for an English one, and never sent to a
 * browser (the islands keep the words found in the site's text, src/i18n/thaiWords.generated.ts).
 */
let segmenter: ThaiWords | undefined;
let dictionary: Map<string, number> | undefined;

/** Cuts a run of Thai letters into the dictionary's words (maximal matching, src/i18n/thaiSegmenter.ts). */
export const dictionaryWords: ThaiWords = (run) => {
  segmenter ??= createThaiSegmenter((dictionary ??= readDictionary()));
  return segmenter(run);
};

/** Whether the dictionary (or the site's list) has the word. */
export function isDictionaryWord(word: string): boolean {
  return (dictionary ??= readDictionary()).has(word);
}

/** The generated list ("#weight" lines, then the words of that weight), with the site's words. */
function readDictionary(): Map<string, number> {
  const words = new Map<string, number>();
  let weight = 0;
  for (const line of THAI_DICTIONARY.split('\n')) {
    if (line.startsWith('#')) weight = Number(line.slice(1));
    else if (line) words.set(line, weight);
  }
  // The site's own terms win a tie against any cut of the same number of words.
  for (const word of MANUAL_WORDS) words.set(word, Math.max(words.get(word) ?? 0, 20));
  return words;
}
