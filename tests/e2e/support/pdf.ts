import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Locator } from '@playwright/test';

/**
 * A PDF's text as pdftotext (Debian's poppler-utils, which .ci/run installs) reads it, in reading
 * order, exactly as a person copying it would get it (no folding: src/server/billing/rendering/textLayer.ts).
 */
export function pdfText(pdf: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'pdf-text-')), 'document.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' });
}

/** The PDF behind a download link, as text: it must answer 200 with application/pdf. */
export async function linkedPdfText(request: APIRequestContext, link: Locator): Promise<string> {
  const response = await request.get((await link.getAttribute('href'))!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  return pdfText(await response.body());
}
