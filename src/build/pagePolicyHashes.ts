import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { filesUnder } from './files';

/**
 * Astro's `security.csp` gives every prerendered page one site-wide list of hashes: every inline
 * script of every page, every client directive, and the island runtime twice (its production and
 * development builds). A page then allows scripts it never carries, and pays for them: 11 hashes,
 * about 0.3 KB of incompressible bytes in a home page that should fit the first round trip
 * (docs/decisions/0025). After the build, each page keeps only the hashes of the inline scripts
 * and styles it contains. Nothing is ever added: a script Astro did not hash stays blocked.
 */

const metaPattern = /(<meta http-equiv="content-security-policy" content=")([^"]*)(")/i;
const scriptPattern = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const stylePattern = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;
// Data blocks (JSON, JSON-LD) are never executed, so script-src does not govern them.
const executableTypes = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/** A CSP hash source for a script or style (astro.config.mjs hashes the inline language redirect with it). */
export const cspHash = (source: string): `sha256-${string}` => `sha256-${createHash('sha256').update(source).digest('base64')}`;
/** As it appears among a directive's sources, quoted. */
const digest = (source: string) => `'${cspHash(source)}'`;

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : undefined;
}

/** The hashes of the inline scripts and inline style elements this page contains. */
function hashesInUse(html: string): Set<string> {
  const used = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(scriptPattern)) {
    if (attribute(attributes, 'src') !== undefined) continue;
    const type = (attribute(attributes, 'type') ?? '').trim().toLowerCase();
    if (executableTypes.has(type)) used.add(digest(body));
  }
  for (const [, body = ''] of html.matchAll(stylePattern)) used.add(digest(body));
  return used;
}

/** The page with a Content-Security-Policy <meta> that lists only the hashes the page uses. */
export function keepHashesInUse(html: string): string {
  const meta = metaPattern.exec(html);
  if (!meta) return html;
  const used = hashesInUse(html);
  const policy = (meta[2] ?? '')
    .split(';')
    .map((directive) =>
      /^\s*(script|style)-src(-elem)?\s/i.test(directive)
        ? directive
            .split(' ')
            .filter((token) => !/^'sha(256|384|512)-/.test(token) || used.has(token))
            .join(' ')
        : directive,
    )
    .join(';');
  return html.replace(metaPattern, (_, open: string, __: string, close: string) => open + policy + close);
}

export function pagePolicyHashes(): AstroIntegration {
  return {
    name: 'page-policy-hashes',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        let pages = 0;
        for await (const path of filesUnder(fileURLToPath(dir), (name) => name.endsWith('.html'))) {
          const html = await readFile(path, 'utf8');
          const pruned = keepHashesInUse(html);
          if (pruned === html) continue;
          await writeFile(path, pruned);
          pages++;
        }
        logger.info(`CSP hashes narrowed to each page's own scripts on ${pages} pages`);
      },
    },
  };
}
