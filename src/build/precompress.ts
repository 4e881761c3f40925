import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { AstroIntegration } from 'astro';
import { filesUnder } from './files';

/**
 * Static files compressed once at build time, at the highest levels, for scripts/serve.mjs (sirv
 * serves `x.br` or `x.gz` when the browser accepts it). Compressing per request, the server can only
 * afford Brotli level 4: the English home page was 15.7 KB on the wire, past the ~14.6 KB a new TCP
 * connection delivers in its first round trip; at level 11 it is 13.2 KB (docs/decisions/0025).
 * Netlify compresses at its edge, so its build skips this.
 */

const compressible = /\.(html|css|js|mjs|json|svg|xml|txt|webmanifest)$/;
// Below this, a compressed copy saves less than its own headers (the server's threshold too).
export const minimumBytes = 512;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Writes `path.br` and `path.gz` next to every compressible file of `directory`; returns how many. */
export async function precompressDirectory(directory: string): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const totals = { files: 0, bytes: 0, brotliBytes: 0 };
  for await (const path of filesUnder(directory, (name) => compressible.test(name))) {
    const source = await readFile(path);
    if (source.length < minimumBytes) continue;
    const [br, gz] = await Promise.all([
      brotli(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
      gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
    totals.files++;
    totals.bytes += source.length;
    totals.brotliBytes += br.length;
  }
  return totals;
}

export function precompress(): AstroIntegration {
  return {
    name: 'precompress',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const { files: count, bytes, brotliBytes } = await precompressDirectory(fileURLToPath(dir));
        logger.info(`${count} files precompressed: ${Math.round(bytes / 1024)} KiB, ${Math.round(brotliBytes / 1024)} KiB as Brotli`);
      },
    },
  };
}
