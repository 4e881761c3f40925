// Every cookie the site can set is in ESSENTIAL_COOKIES (issue 38), which the privacy notice lists as
// its only cookies, all strictly necessary. This reads the source for every place a cookie is set and
// fails on one that is not listed; a new cookie must be listed, and one that is not essential must wait
// for consent (then this test is where that is said).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ESSENTIAL_COOKIES } from '../../../src/domain/privacy/cookies';

const SRC = fileURLToPath(new URL('../../../src', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx|astro|mjs|js)$/.test(name) ? [path] : [];
  });
}

const files = sources(SRC).map((path) => ({ path, text: readFileSync(path, 'utf8') }));
const constants = new Map<string, string>();
for (const { text } of files) for (const match of text.matchAll(/const ([A-Z_]+) = '([^']+)'/g)) constants.set(match[1]!, match[2]!);

/** The names passed to a cookie jar's or Astro's `cookies.set(...)`, resolved through their constants. */
function setCookieNames(): { name: string; where: string }[] {
  const found: { name: string; where: string }[] = [];
  for (const { path, text } of files) {
    const calls = /\b(?:(?:cookies|jar|Astro\.cookies|context\.cookies)\.set\(|keepFlash\(\s*\w+,)\s*([A-Za-z_][\w.]*|'[^']*'|`[^`]*`)/g;
    for (const match of text.matchAll(calls)) {
      const argument = match[1]!;
      const name =
        argument.startsWith("'") || argument.startsWith('`')
          ? argument.slice(1, -1)
          : (constants.get(argument) ?? `unresolved:${argument}`);
      found.push({ name, where: path.slice(SRC.length + 1) });
    }
  }
  return found;
}

/** Calls that only pass on a name their caller chose (each caller is checked where it names the cookie). */
const PASS_THROUGH = [
  // The Supabase adapter writes the names @supabase/ssr gives it (sb-<project>-auth-token…).
  { where: 'server/auth/adapters/supabase.ts', name: 'unresolved:name' },
  // The cookie jar over Astro's cookies adds the __Host- prefix to the name it is given.
  { where: 'server/auth/astroCookies.ts', name: 'unresolved:stored' },
  // keepFlash writes the cookie its caller names (keepFlash(jar, NAME, …) is matched there).
  { where: 'server/forms/flash.ts', name: 'unresolved:name' },
];

const listed = ESSENTIAL_COOKIES.map((cookie) => cookie.name);

describe('the cookies the site can set', () => {
  it('finds the cookie-setting calls in the source', () => {
    expect(setCookieNames().length).toBeGreaterThanOrEqual(5);
  });

  it('are all listed as essential in the privacy notice', () => {
    const unlisted = setCookieNames().filter(
      ({ name, where }) =>
        !listed.includes(name as (typeof listed)[number]) && !PASS_THROUGH.some((pass) => pass.where === where && pass.name === name),
    );
    expect(unlisted, 'cookies set but not in src/domain/privacy/cookies.ts').toEqual([]);
  });

  it('are never set from the browser by script', () => {
    const scripted = files.filter(({ text }) => /document\.cookie\s*=/.test(text)).map(({ path }) => path.slice(SRC.length + 1));
    expect(scripted).toEqual([]);
  });

  it('lists each cookie once, and no cookie that the site never sets', () => {
    expect(new Set(listed).size).toBe(listed.length);
    const set = new Set(setCookieNames().map(({ name }) => name));
    for (const name of listed.filter((n) => !n.startsWith('sb-'))) expect(set.has(name), name).toBe(true);
  });
});
