/**
 * Bangkok time has one module (src/domain/time/bangkok.ts, issue 36): no other source file writes
 * Bangkok's offset by hand (`+07:00`, `7 * 3600_000`, a BANGKOK_OFFSET constant). A day, month or year
 * in Bangkok, a Bangkok wall-clock time as a moment, a Buddhist-era year: import them from there.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const HAND_WRITTEN = /\+07:00|\b7 \* (3_?600|60 \* 60)|BANGKOK_OFFSET_MS/;
const THE_MODULE = 'src/domain/time/bangkok.ts';
/** Files still writing it by hand: none now. Never grow this list. */
const NOT_YET: string[] = [];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(join(root, path)).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mjs|astro)$/.test(name) ? [path] : [];
  });
}

it('computes Bangkok time in one module', () => {
  const byHand = sourceFiles('src').filter(
    (path) =>
      path !== THE_MODULE && !NOT_YET.some((end) => path.endsWith(end)) && HAND_WRITTEN.test(readFileSync(join(root, path), 'utf8')),
  );
  expect(byHand, `Use ${THE_MODULE} (bangkokDay, bangkokNoon, bangkokMoment, todayInBangkok, buddhistYear, …)`).toEqual([]);
});
