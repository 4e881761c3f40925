import { mkdtemp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { minimumBytes, precompressDirectory } from '../../../src/build/precompress';

let directory: string | undefined;
afterEach(async () => {
  if (directory) await rm(directory, { recursive: true, force: true });
});

describe('precompressDirectory', () => {
  it('writes a Brotli and a gzip copy of each text file, in every folder, that decode to the file', async () => {
    directory = await mkdtemp(join(tmpdir(), 'precompress-'));
    const html = `<!doctype html><title>ทดสอบ</title>${'<p>Siam Pixel Studio สตูดิโอ</p>'.repeat(200)}`;
    const css = `.a{color:red}`.repeat(100);
    await mkdir(join(directory, 'th', '_astro'), { recursive: true });
    await writeFile(join(directory, 'th', 'index.html'), html);
    await writeFile(join(directory, 'th', '_astro', 'site.css'), css);

    const totals = await precompressDirectory(directory);

    expect(totals.files).toBe(2);
    for (const [path, source] of [
      [join(directory, 'th', 'index.html'), html],
      [join(directory, 'th', '_astro', 'site.css'), css],
    ] as const) {
      const br = await readFile(`${path}.br`);
      expect(brotliDecompressSync(br).toString()).toBe(source);
      expect(gunzipSync(await readFile(`${path}.gz`)).toString()).toBe(source);
      expect(br.length).toBeLessThan(Buffer.byteLength(source) / 4);
    }
  });

  it('leaves images and files too small to gain alone', async () => {
    directory = await mkdtemp(join(tmpdir(), 'precompress-'));
    await writeFile(join(directory, 'tiny.js'), 'x'.repeat(minimumBytes - 1));
    await writeFile(join(directory, 'photo.webp'), Buffer.alloc(4096, 7));
    await writeFile(join(directory, 'robots.txt'), 'User-agent: *\n'.repeat(100));

    const totals = await precompressDirectory(directory);

    expect(totals.files).toBe(1);
    expect((await readdir(directory)).sort()).toEqual(['photo.webp', 'robots.txt', 'robots.txt.br', 'robots.txt.gz', 'tiny.js']);
  });
});
