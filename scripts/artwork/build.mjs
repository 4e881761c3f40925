#!/usr/bin/env node
// Regenerates every piece of original artwork used by the site.
//
//   PATH=/work/main/node_modules/.bin:$PATH node scripts/artwork/build.mjs [group ...]
//
// Groups: brand (favicons + social card), portfolio, team, about, video
// (hero.mp4, hero.webm and the poster). No argument builds everything.
// The video group needs ffmpeg on PATH and takes a few minutes on 2 cores.
// Outputs are committed; the site build never runs this script.
import { mkdir, writeFile, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const out = (p) => join(ROOT, p);

sharp.concurrency(2);

async function write(p, data) {
  await mkdir(dirname(out(p)), { recursive: true });
  await writeFile(out(p), data);
  const { size } = await stat(out(p));
  console.log(`${p}  ${(size / 1024).toFixed(1)} KB`);
}

/** Rasterise an SVG string to PNG, palette-quantised when `palette` is set. */
async function png(svg, { palette = true, colours = 256, dither = 0.6, flatten } = {}) {
  let img = sharp(Buffer.from(svg), { density: 72 });
  if (flatten) img = img.flatten({ background: flatten });
  return img
    .png(palette ? { palette: true, colours, dither, effort: 10, compressionLevel: 9 } : { compressionLevel: 9, effort: 10 })
    .toBuffer();
}

/** ICO container around PNG payloads (PNG-in-ICO is valid since Vista). */
function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  const entries = [];
  let offset = 6 + 16 * images.length;
  for (const { size, data } of images) {
    const e = Buffer.alloc(16);
    e.writeUInt8(size >= 256 ? 0 : size, 0); // width
    e.writeUInt8(size >= 256 ? 0 : size, 1); // height
    e.writeUInt8(0, 2); // palette colours
    e.writeUInt8(0, 3); // reserved
    e.writeUInt16LE(1, 4); // colour planes
    e.writeUInt16LE(32, 6); // bits per pixel
    e.writeUInt32LE(data.length, 8);
    e.writeUInt32LE(offset, 12);
    offset += data.length;
    entries.push(e);
  }
  return Buffer.concat([header, ...entries, ...images.map((i) => i.data)]);
}

const groups = {
  async brand() {
    const { faviconSvg, iconSvg, ogSvg } = await import('./brand.mjs');
    await write('public/favicon.svg', faviconSvg());
    const ico32 = await sharp(Buffer.from(iconSvg(32)))
      .png({ compressionLevel: 9 })
      .toBuffer();
    await write('public/favicon.ico', ico([{ size: 32, data: ico32 }]));
    await write('public/apple-touch-icon.png', await png(iconSvg(180, { fullBleed: true }), { flatten: '#3730a3' }));
    await write('public/og/default.png', await png(ogSvg(), { flatten: '#1e1b4b' }));
  },
  async portfolio() {
    const { portfolio } = await import('./portfolio.mjs');
    for (const [name, make] of Object.entries(portfolio)) {
      await write(`src/assets/portfolio/${name}.png`, await png(make(), { flatten: '#ffffff' }));
    }
  },
  async team() {
    const { team } = await import('./team.mjs');
    for (const [name, make] of Object.entries(team)) {
      await write(`src/assets/team/${name}.png`, await png(make(), { flatten: '#ffffff' }));
    }
  },
  async about() {
    const { aboutSvg } = await import('./about.mjs');
    await write('src/assets/about/studio.png', await png(aboutSvg(), { flatten: '#ffffff' }));
  },
  async video() {
    const { buildVideo } = await import('./video.mjs');
    await buildVideo({ root: ROOT, write, out });
  },
};

const wanted = process.argv.slice(2);
for (const name of wanted.length ? wanted : Object.keys(groups)) {
  if (!groups[name]) throw new Error(`unknown group ${name}; use ${Object.keys(groups).join(', ')}`);
  console.log(`== ${name}`);
  await groups[name]();
}
