// The PDF tests read what they render the way a person's viewer would: the file kept where
// PDF_PREVIEW_DIR says (to look at), its text extracted with pdftotext.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';

/** Writes the PDF into PDF_PREVIEW_DIR, or a fresh temporary folder named from `prefix`; returns its path. */
export function keepPdf(pdf: Uint8Array, prefix: string, name: string): string {
  const dir = process.env.PDF_PREVIEW_DIR ?? mkdtempSync(join(tmpdir(), prefix));
  const file = join(dir, name);
  writeFileSync(file, pdf);
  return file;
}

/**
 * The text as pdftotext reads it (of one page, or all), in reading order, exactly: no folding, so a test
 * that finds "จำกัด" proves a reader can (the text layer's ActualText, src/server/billing/rendering/textLayer.ts).
 */
export function pdfText(file: string, page?: number): string {
  const pages = page === undefined ? [] : ['-f', String(page), '-l', String(page)];
  return execFileSync('pdftotext', ['-raw', ...pages, file, '-'], { encoding: 'utf8' });
}

/** The PDF's ToUnicode CMaps, inflated (pdfkit compresses every stream). */
export function toUnicodeMaps(pdf: Uint8Array): string[] {
  const bytes = Buffer.from(pdf);
  const text = bytes.toString('latin1');
  const maps: string[] = [];
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    try {
      const inflated = inflateSync(bytes.subarray(start, end)).toString('latin1');
      if (inflated.includes('begincmap')) maps.push(inflated);
    } catch {
      // Not a deflated stream (an image or a font program stored otherwise).
    }
  }
  return maps;
}
