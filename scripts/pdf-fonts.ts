/**
 * The fonts PDF documents embed (docs/decisions/0044): Noto Sans Thai, the site's own Thai face, as
 * static TrueType instances at 400 and 700 (pdfkit embeds TrueType/OpenType, not a variable font's
 * axes), one file for Thai and one for Latin, as Fontsource cuts them. Every glyph and every OpenType
 * feature is kept: Thai needs its mark positioning (mark, mkmk) and the ligatures of its vowels.
 *
 * Writes src/assets/pdf-fonts/*.ttf. Run `npm run fonts:pdf` after upgrading the Fontsource package.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as fontkit from 'fontkit';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const PDF_FONT_DIR = join(ROOT, 'src/assets/pdf-fonts');

export const PDF_FONTS = [
  { subset: 'thai', weight: 400, file: 'noto-sans-thai-thai-400.ttf' },
  { subset: 'thai', weight: 700, file: 'noto-sans-thai-thai-700.ttf' },
  { subset: 'latin', weight: 400, file: 'noto-sans-thai-latin-400.ttf' },
  { subset: 'latin', weight: 700, file: 'noto-sans-thai-latin-700.ttf' },
] as const;

export async function cutPdfFont(subset: string, weight: number): Promise<Buffer> {
  const source = readFileSync(require.resolve(`@fontsource-variable/noto-sans-thai/files/noto-sans-thai-${subset}-wght-normal.woff2`));
  const font = fontkit.create(source) as unknown as { characterSet: number[] };
  const text = String.fromCodePoint(...font.characterSet);
  return subsetFont(source, text, { targetFormat: 'sfnt', variationAxes: { wght: weight } });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  mkdirSync(PDF_FONT_DIR, { recursive: true });
  for (const { subset, weight, file } of PDF_FONTS) {
    const cut = await cutPdfFont(subset, weight);
    writeFileSync(join(PDF_FONT_DIR, file), cut);
    console.log(`${file}: ${(cut.length / 1024).toFixed(1)} KB`);
  }
}
