// Brand mark: an indigo rounded square holding a blocky "S" built from
// 4x4 pixels on a 32-unit grid (2px cells at 16px, so it stays crisp),
// with the top-right pixel in amber.
import { BRAND, FONT, svgDoc, rect, linear, uidOf, g, circle, glow } from './lib.mjs';

// 4 columns x 5 rows; 1 = white pixel, 2 = amber pixel.
const S_GRID = [
  [0, 1, 1, 2],
  [1, 1, 0, 0],
  [0, 1, 1, 0],
  [0, 0, 1, 1],
  [1, 1, 1, 0],
];

/** The mark in 32-unit space. `square` false drops the rounded background. */
export function markBody({ rounded = true, gradient = true, background = true } = {}) {
  const id = uidOf('mk');
  const bg = gradient
    ? `<defs>${linear(
        id,
        [
          [0, '#5b52f0'],
          [1, BRAND.indigo800],
        ],
        [0, 0, 1, 1],
      )}</defs>${rect(0, 0, 32, 32, `url(#${id})`, rounded ? 7 : 0)}`
    : rect(0, 0, 32, 32, BRAND.indigo, rounded ? 7 : 0);
  let px = '';
  S_GRID.forEach((row, r) =>
    row.forEach((v, c) => {
      if (v) px += rect(8 + c * 4, 6 + r * 4, 4, 4, v === 2 ? BRAND.amber : '#ffffff');
    }),
  );
  return (background ? bg : '') + px;
}

/** public/favicon.svg: hand-tidy, no gradient ids needed. */
export function faviconSvg() {
  let px = '';
  S_GRID.forEach((row, r) =>
    row.forEach((v, c) => {
      if (v) px += `<rect x="${8 + c * 4}" y="${6 + r * 4}" width="4" height="4" fill="${v === 2 ? BRAND.amber : '#fff'}"/>`;
    }),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32">
  <title>Siam Pixel Studio</title>
  <defs><linearGradient id="spsBg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#5b52f0"/><stop offset="1" stop-color="#3730a3"/></linearGradient></defs>
  <rect width="32" height="32" rx="7" fill="url(#spsBg)"/>
  <g shape-rendering="crispEdges">${px}</g>
</svg>
`;
}

/** Raster icon (favicon.ico payload / apple-touch-icon). */
export function iconSvg(size, { fullBleed = false } = {}) {
  if (!fullBleed) return svgDoc(size, size, markBody(), { viewBox: '0 0 32 32' });
  // Apple touch icon: opaque square background (iOS applies its own mask).
  // Scale the mark so the S sits comfortably in the middle.
  const id = uidOf('ab');
  return svgDoc(
    size,
    size,
    `<defs>${linear(
      id,
      [
        [0, '#5b52f0'],
        [1, BRAND.indigo800],
      ],
      [0, 0, 1, 1],
    )}</defs>${rect(0, 0, 32, 32, `url(#${id})`)}` + g(markBody({ background: false }), 'translate(1.6,1.6) scale(0.9)'),
    { viewBox: '0 0 32 32' },
  );
}

/** public/og/default.png: 1200 x 630 social card. */
export function ogSvg() {
  const W = 1200;
  const H = 630;
  const bg = uidOf('og');
  let pixels = '';
  // Decorative pixel field in the top-right corner, thinning out towards the
  // title so it never touches the type.
  for (let r = 0; r < 6; r++) {
    for (let c = 0; c < 12; c++) {
      const x = 1136 - c * 40;
      const y = 40 + r * 40;
      const h = Math.sin((c + 1) * 12.9898 + (r + 1) * 78.233) * 43758.5453;
      const rnd = h - Math.floor(h);
      const reach = c + r * 1.6; // distance from the corner in cells
      if (reach > 11 || rnd < reach / 11) continue;
      const amber = (c === 2 && r === 1) || (c === 6 && r === 0) || (c === 1 && r === 4);
      const op = amber ? 0.95 : 0.55 - reach * 0.04;
      pixels += rect(x, y, 28, 28, amber ? BRAND.amber : '#a5b4fc', 5, `opacity="${op.toFixed(2)}"`);
    }
  }
  const body =
    `<defs>${linear(
      bg,
      [
        [0, '#171447'],
        [0.55, BRAND.indigo800],
        [1, BRAND.indigo],
      ],
      [0, 0, 1, 1],
    )}</defs>` +
    rect(0, 0, W, H, `url(#${bg})`) +
    glow(1050, 560, 420, '#818cf8', 0.35) +
    glow(120, 80, 300, BRAND.amber600, 0.16) +
    pixels +
    g(markBody({ gradient: false }), 'translate(90,96) scale(3.75)') +
    `<rect x="90" y="96" width="120" height="120" rx="26" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="2"/>` +
    `<text x="86" y="370" font-family="${FONT}" font-weight="bold" font-size="92" fill="#ffffff" letter-spacing="-1">Siam Pixel Studio</text>` +
    `<text x="90" y="446" font-family="${FONT}" font-size="44" fill="#c7d2fe">Web design &amp; development in Bangkok</text>` +
    rect(90, 498, 132, 10, BRAND.amber, 5) +
    rect(234, 498, 24, 10, BRAND.amber300, 5, 'opacity="0.7"') +
    rect(268, 498, 10, 10, '#ffffff', 5, 'opacity="0.45"');
  return svgDoc(W, H, body);
}

export { circle };
