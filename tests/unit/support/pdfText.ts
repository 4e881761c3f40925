// The PDF tests read what they render the way a person's viewer would: the file kept where
// PDF_PREVIEW_DIR says (to look at), its text extracted with pdftotext.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Writes the PDF into PDF_PREVIEW_DIR, or a fresh temporary folder named from `prefix`; returns its path. */
export function keepPdf(pdf: Uint8Array, prefix: string, name: string): string {
  const dir = process.env.PDF_PREVIEW_DIR ?? mkdtempSync(join(tmpdir(), prefix));
  const file = join(dir, name);
  writeFileSync(file, pdf);
  return file;
}

/**
 * The text as pdftotext reads it (of one page, or all), in reading order. Noto Sans Thai draws sara am (ำ) as two glyphs
 * (nikhahit and sara aa), which the extracted text spells ำา; that is the extraction's reading of a
 * correctly drawn word, folded back here.
 */
export function pdfText(file: string, page?: number): string {
  const pages = page === undefined ? [] : ['-f', String(page), '-l', String(page)];
  return execFileSync('pdftotext', ['-raw', ...pages, file, '-'], { encoding: 'utf8' }).replaceAll('ำา', 'ำ');
}
