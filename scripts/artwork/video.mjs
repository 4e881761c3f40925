// Hero background loop: soft drifting brand-colour glows over a dark indigo
// field, a faint light grid sliding by exactly one cell per loop, grid
// "pixels" pulsing and a few outlined squares turning 90 degrees per loop.
// Every motion is periodic in the loop phase p = frame / FRAMES, so the last
// frame flows into the first.
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import sharp from 'sharp';
import { svgDoc, rect, circle, radial, linear, n } from './lib.mjs';

export const VW = 1280;
export const VH = 720;
export const FPS = 25;
export const SECONDS = 8;
export const FRAMES = FPS * SECONDS;

const TAU = Math.PI * 2;
const CELL = 64;

// [colour, radius, opacity, centre(p) -> [x, y]]
const BLOBS = [
  ['#4f46e5', 430, 0.6, (p) => [640 + 250 * Math.cos(TAU * p), 320 + 110 * Math.sin(TAU * p)]],
  ['#7c3aed', 340, 0.38, (p) => [300 + 170 * Math.sin(TAU * p + 1), 520 + 80 * Math.cos(TAU * 2 * p)]],
  ['#4338ca', 380, 0.55, (p) => [1010 + 150 * Math.cos(TAU * p + 2), 210 + 100 * Math.sin(TAU * p + 2)]],
  ['#f59e0b', 260, 0.24, (p) => [990 + 130 * Math.sin(TAU * p), 600 + 60 * Math.cos(TAU * p)]],
  ['#818cf8', 220, 0.22, (p) => [210 + 110 * Math.cos(-TAU * p), 160 + 70 * Math.sin(-TAU * p)]],
];

// Grid cells that glow on and off: [col, row, phase offset, amber?]
const PIXELS = [
  [3, 2, 0.0, false],
  [5, 6, 0.18, false],
  [8, 3, 0.37, true],
  [12, 5, 0.55, false],
  [15, 2, 0.72, false],
  [17, 7, 0.9, true],
  [10, 8, 0.28, false],
  [2, 9, 0.63, false],
  [14, 9, 0.08, false],
  [19, 4, 0.46, false],
];

// Outlined squares: [cx, cy, size, orbit radius, phase, turns direction]
const SQUARES = [
  [250, 250, 70, 24, 0.1, 1],
  [1040, 470, 96, 30, 0.6, -1],
  [760, 130, 44, 18, 0.35, 1],
];

export function frameSvg(frame, { width = VW, height = VH } = {}) {
  const p = (frame % FRAMES) / FRAMES;
  let defs = linear(
    'base',
    [
      [0, '#0b0a22'],
      [0.6, '#16134a'],
      [1, '#1e1b4b'],
    ],
    [0, 0, 1, 1],
  );
  let body = rect(0, 0, VW, VH, 'url(#base)');
  BLOBS.forEach(([c, r, a, pos], i) => {
    const [x, y] = pos(p);
    const rr = r * (1 + 0.07 * Math.sin(TAU * p + i * 1.3));
    defs += radial(`b${i}`, [
      [0, c, a],
      [0.45, c, a * 0.55],
      [1, c, 0],
    ]);
    body += circle(x, y, rr, `url(#b${i})`);
  });
  // Grid sliding one cell diagonally per loop (a shift of one cell looks
  // identical, so the wrap is invisible).
  const off = CELL * p;
  let grid = '';
  for (let x = -CELL; x <= VW + CELL; x += CELL) grid += rect(x, -CELL, 1, VH + 2 * CELL, '#c7d2fe');
  for (let y = -CELL; y <= VH + CELL; y += CELL) grid += rect(-CELL, y, VW + 2 * CELL, 1, '#c7d2fe');
  body += `<g transform="translate(${n(off)},${n(off)})" opacity="0.07">${grid}</g>`;
  // Cells that light up for half a loop each. A cell rides with the grid
  // from its own start time, so its only jump back happens while it is dark.
  PIXELS.forEach(([cx, cy, start, amber]) => {
    const u = (((p - start) % 1) + 1) % 1;
    if (u >= 0.5) return;
    const a = Math.sin((Math.PI * u) / 0.5) ** 2;
    if (a < 0.01) return;
    const shift = CELL * (u + start);
    body += rect(
      cx * CELL + 6 + shift,
      cy * CELL + 6 + shift,
      CELL - 11,
      CELL - 11,
      amber ? '#fbbf24' : '#a5b4fc',
      6,
      `opacity="${(a * (amber ? 0.45 : 0.2)).toFixed(3)}"`,
    );
  });
  SQUARES.forEach(([cx, cy, s, orb, ph, dir]) => {
    const x = cx + orb * Math.cos(TAU * (p + ph));
    const y = cy + orb * Math.sin(TAU * (p + ph));
    const rot = dir * 90 * p;
    body += `<rect x="${n(-s / 2)}" y="${n(-s / 2)}" width="${s}" height="${s}" rx="${n(s * 0.18)}" fill="none" stroke="#c7d2fe" stroke-opacity="0.16" stroke-width="2" transform="translate(${n(x)},${n(y)}) rotate(${n(rot)})"/>`;
  });
  // vignette keeps the edges and the text area calm
  defs += radial(
    'vig',
    [
      [0.55, '#05040f', 0],
      [1, '#05040f', 0.55],
    ],
    { r: 0.75 },
  );
  body += rect(0, 0, VW, VH, 'url(#vig)');
  return svgDoc(width, height, `<defs>${defs}</defs>${body}`, { viewBox: `0 0 ${VW} ${VH}` });
}

function run(cmd, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} exited ${code}`))));
  });
}

export async function buildVideo({ write, out }) {
  console.log(`rendering ${FRAMES} frames at ${VW}x${VH}`);
  const dir = await mkdtemp(join(tmpdir(), 'hero-frames-'));
  try {
    let next = 0;
    const worker = async () => {
      while (next < FRAMES) {
        const f = next++;
        const png = await sharp(Buffer.from(frameSvg(f)))
          .flatten({ background: '#0b0a22' })
          .png({ compressionLevel: 1 })
          .toBuffer();
        await writeFile(join(dir, `f${String(f).padStart(4, '0')}.png`), png);
        if (f % 25 === 0) process.stdout.write(`frame ${f}/${FRAMES}\n`);
      }
    };
    await Promise.all([worker(), worker()]);
    await mkdir(out('public/video'), { recursive: true });
    const input = ['-y', '-hide_banner', '-loglevel', 'error', '-framerate', String(FPS), '-i', join(dir, 'f%04d.png')];
    await run('ffmpeg', [
      ...input,
      '-an',
      '-c:v',
      'libx264',
      '-preset',
      'slow',
      '-tune',
      'grain',
      '-crf',
      '25',
      '-profile:v',
      'high',
      '-pix_fmt',
      'yuv420p',
      '-g',
      '50',
      '-movflags',
      '+faststart',
      out('public/video/hero.mp4'),
    ]);
    await run('ffmpeg', [
      ...input,
      '-an',
      '-c:v',
      'libvpx-vp9',
      '-b:v',
      '0',
      '-crf',
      '32',
      '-row-mt',
      '1',
      '-deadline',
      'good',
      '-cpu-used',
      '2',
      '-pix_fmt',
      'yuv420p',
      '-g',
      '50',
      out('public/video/hero.webm'),
    ]);
    // Poster: frame 0 re-rendered at 1600x900.
    const poster = await sharp(Buffer.from(frameSvg(0, { width: 1600, height: 900 })))
      .flatten({ background: '#0b0a22' })
      .jpeg({ quality: 80, mozjpeg: true, chromaSubsampling: '4:2:0' })
      .toBuffer();
    await write('src/assets/hero/poster.jpg', poster);
    for (const f of ['public/video/hero.mp4', 'public/video/hero.webm']) {
      console.log(`${f}  ${((await stat(out(f))).size / 1024).toFixed(1)} KB`);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
