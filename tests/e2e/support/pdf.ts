import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A PDF's text as pdftotext (Debian's poppler-utils, which .ci/run installs) reads it, in reading
 * order. pdftotext writes SARA AM as NIKHAHIT + SARA AA ("ำา" after decomposition): folded back, so a
 * test can look for the Thai it wrote.
 */
export function pdfText(pdf: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'pdf-text-')), 'document.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' }).replaceAll('ำา', 'ำ');
}
