import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { buildFonts, charactersOf, FONT_CSS, FONT_DIR, WEIGHTS } from '../../scripts/fonts';

// The web fonts are generated from the Fontsource packages (scripts/fonts.ts, decision 0024). These
// tests keep the committed files in step with the generator, and the generator honest: every weight
// the site sets and every character its copy uses is still in the cut-down fonts.
const built = await buildFonts();

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}
const sources = filesUnder(fileURLToPath(new URL('../../src', import.meta.url))).filter((file) =>
  /\.(ts|tsx|astro|md|mdx|json|mjs)$/.test(file),
);
const siteText = sources.map((file) => readFileSync(file, 'utf8')).join('');

describe('web fonts', () => {
  it('the committed fonts and fonts.css are what `npm run fonts` makes of the installed packages', () => {
    expect(readFileSync(FONT_CSS, 'utf8')).toBe(built.css);
    expect(readdirSync(FONT_DIR).sort()).toEqual([...built.files.keys()].sort());
    for (const [file, bytes] of built.files) expect(readFileSync(join(FONT_DIR, file)).equals(bytes), file).toBe(true);
  });

  it('every face covers the weights 400 to 800 on its weight axis, and the site sets no other weight', () => {
    for (const face of built.faces) {
      const font = fontkit.create(built.files.get(face.file)!) as fontkit.Font;
      expect(font.variationAxes['wght'], face.file).toMatchObject({ min: WEIGHTS.min, max: WEIGHTS.max });
    }
    expect(siteText.match(/\bfont-(thin|extralight|light|black)\b/g) ?? []).toEqual([]);
    const weights = [...siteText.matchAll(/font-weight:\s*(\d+)/g)].map(([, weight]) => Number(weight));
    expect(weights.filter((weight) => weight < WEIGHTS.min || weight > WEIGHTS.max)).toEqual([]);
  });

  it('every character of the site copy that a face draws in the full font, it still draws', () => {
    const used = new Set([...siteText].filter((char) => char > ' ' && !(char >= '\u007f' && char <= '\u009f')));
    const thai = [...used].filter((char) => /\p{Script=Thai}/u.test(char));
    expect(thai.length).toBeGreaterThan(40); // the copy really is read here
    const missing: string[] = [];
    for (const face of built.faces) {
      const declared = new Set(charactersOf(face.unicodeRange));
      const font = fontkit.create(built.files.get(face.file)!) as fontkit.Font;
      const full = fontkit.create(readFileSync(face.source)) as fontkit.Font;
      for (const char of used) {
        const code = char.codePointAt(0)!;
        if (declared.has(char) && full.hasGlyphForCodePoint(code) && !font.hasGlyphForCodePoint(code))
          missing.push(`${face.file}: ${char}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('the Latin and Thai files a page preloads are much smaller than the full variable fonts', () => {
    expect(built.files.get('inter-latin.woff2')!.length).toBeLessThan(32_000);
    expect(built.files.get('noto-sans-thai-thai.woff2')!.length).toBeLessThan(22_000);
  });
});
