// About page: the studio's window on a dusk Bangkok skyline (Wat Arun-like
// prangs, a pixel-carved Mahanakhon-like tower, the BTS skytrain and the
// river), with a desk and monitor in the foreground. 1200 x 900.
import { svgDoc, rect, circle, ellipse, path, g, linear, uidOf, glow, rng, BRAND, n } from './lib.mjs';
import { markBody } from './brand.mjs';

const W = 1200;
const H = 900;

/** Stacked-tier prang silhouette: base centre (cx, base), width w, height h. */
function prang(cx, base, w, h, fill, tiers = 9) {
  let p = '';
  const bodyH = h * 0.78;
  for (let i = 0; i < tiers; i++) {
    const t0 = i / tiers;
    const t1 = (i + 1) / tiers;
    // slightly bulging (corn-cob) profile
    const wd = (t) => w * (1 - t) * (0.55 + 0.45 * Math.sin(Math.PI * (0.25 + 0.75 * (1 - t))));
    const y0 = base - bodyH * t0;
    const y1 = base - bodyH * t1;
    const a = wd(t0) / 2;
    const b = wd(t1) / 2 + w * 0.015;
    p += path(`M${n(cx - a)},${n(y0)} L${n(cx - b)},${n(y1 + 2)} L${n(cx + b)},${n(y1 + 2)} L${n(cx + a)},${n(y0)} Z`, fill);
    p += rect(cx - a - 3, y0 - 4, 2 * a + 6, 5, fill);
  }
  // spire
  p += path(`M${n(cx - w * 0.04)},${n(base - bodyH)} L${n(cx)},${n(base - h)} L${n(cx + w * 0.04)},${n(base - bodyH)} Z`, fill);
  return p;
}

/** Thai temple hall: stacked gables with gold trim and chofa finials. */
function templeRoof(x, base, w, fill) {
  const trim = 'stroke="#fcd34d" stroke-opacity="0.75" stroke-width="3" stroke-linejoin="round" stroke-linecap="round"';
  const mid = x + w / 2;
  let t = rect(x + w * 0.12, base - 64, w * 0.76, 64, fill);
  for (let i = 0; i < 4; i++) t += rect(x + w * 0.18 + i * w * 0.18, base - 54, w * 0.08, 40, '#fcd34d', 2, 'opacity="0.35"');
  // back (tallest) gable, then two lower, wider tiers in front
  const tiers = [
    [0.2, 64, 150],
    [0.08, 64, 112],
    [0, 40, 70],
  ];
  tiers.forEach(([inset, lift, hgt]) => {
    const l = x + w * inset;
    const r = x + w * (1 - inset);
    const eave = base - lift;
    const apex = eave - hgt;
    const d = `M${n(l)},${n(eave)} L${n(mid)},${n(apex)} L${n(r)},${n(eave)} Z`;
    t += path(d, fill) + path(`M${n(l)},${n(eave)} L${n(mid)},${n(apex)} L${n(r)},${n(eave)}`, 'none', trim);
    t += path(`M${n(l)},${n(eave)} q-12,-2 -12,-16`, 'none', trim);
    t += path(`M${n(r)},${n(eave)} q12,-2 12,-16`, 'none', trim);
    t += path(`M${n(mid)},${n(apex)} q8,-10 0,-22`, 'none', trim);
  });
  return t;
}

function windows(x, y, w, h, seed, lit = BRAND.amber300, base = '#6366f1') {
  const r = rng(seed);
  let out = '';
  for (let yy = y + 10; yy < y + h - 8; yy += 16) {
    for (let xx = x + 6; xx < x + w - 10; xx += 12) {
      const v = r();
      if (v > 0.86) out += rect(xx, yy, 6, 8, lit, 1, 'opacity="0.9"');
      else if (v > 0.55) out += rect(xx, yy, 6, 8, base, 1, 'opacity="0.35"');
    }
  }
  return out;
}

/** Mahanakhon-like tower with a spiral of protruding "pixels". */
function pixelTower(x, top, base, w) {
  const id = uidOf('mt');
  let t =
    `<defs>${linear(
      id,
      [
        [0, '#4338ca'],
        [0.5, '#312e81'],
        [1, '#1e1b4b'],
      ],
      [0, 0, 1, 0],
    )}</defs>` + path(`M${x},${base} L${x},${top + 14} L${x + w * 0.5},${top} L${x + w},${top + 10} L${x + w},${base} Z`, `url(#${id})`);
  for (let yy = top + 20; yy < base; yy += 9) t += rect(x, yy, w, 1.2, '#818cf8', 0, 'opacity="0.25"');
  const cell = 12;
  for (let yy = top + 30; yy < base - 20; yy += cell) {
    const ph = (yy - top) / 150;
    const cx = x + w / 2 + Math.sin(ph * Math.PI * 2) * (w / 2 + 4);
    const depth = Math.cos(ph * Math.PI * 2); // >0 front, <0 back
    for (let k = -1; k <= 1; k++) {
      const px = Math.round((cx + k * cell - cell / 2) / 4) * 4;
      const out = k === 0 ? (depth > 0 ? 8 : -4) : 0;
      t += rect(
        px + (px < x + w / 2 ? -out : out),
        yy,
        cell,
        cell,
        depth > 0 ? '#a5b4fc' : '#1e1b4b',
        1,
        `opacity="${depth > 0 ? 0.85 : 0.9}"`,
      );
    }
  }
  return t;
}

function skytrain(x, y, cars = 3) {
  let tr = '';
  const cw = 120;
  for (let i = 0; i < cars; i++) {
    const cx = x + i * (cw + 6);
    tr += rect(cx, y, cw, 38, '#eef2ff', i === 0 ? 14 : 6);
    tr += rect(cx + 8, y + 8, cw - 16, 14, BRAND.deep, 4);
    for (let k = 0; k < 4; k++) tr += rect(cx + 14 + k * 26, y + 10, 18, 10, '#fcd34d', 2, 'opacity="0.8"');
    tr += rect(cx, y + 26, cw, 6, BRAND.indigo);
    tr += rect(cx, y + 32, cw, 3, BRAND.amber);
  }
  return tr;
}

export function aboutSvg() {
  const sky = uidOf('sk');
  const river = uidOf('rv');
  let s =
    `<defs>${linear(sky, [
      [0, '#17153d'],
      [0.35, '#312e81'],
      [0.62, '#5b55e8'],
      [0.8, '#a78bfa'],
      [0.93, '#fcd34d'],
    ])}${linear(river, [
      [0, '#4338ca'],
      [1, '#1e1b4b'],
    ])}</defs>` + rect(0, 0, W, 660, `url(#${sky})`);
  const r = rng(5);
  for (let i = 0; i < 50; i++) s += circle(r() * W, r() * 260, r() * 1.6 + 0.6, '#ffffff', `opacity="${(0.3 + r() * 0.5).toFixed(2)}"`);
  s += glow(880, 560, 260, '#fcd34d', 0.55) + circle(880, 560, 64, '#fde68a');
  // far skyline
  const far = rng(9);
  for (let x = 0; x < W;) {
    const w = 40 + far() * 60;
    const h = 60 + far() * 150;
    s += rect(x, 640 - h, w, h, '#7c83f0', 0, 'opacity="0.45"');
    x += w + 6;
  }
  // mid skyline
  const mids = [
    [360, 70, 230],
    [440, 56, 300],
    [520, 80, 200],
    [640, 60, 270],
    [710, 50, 190],
    [960, 70, 250],
    [1040, 56, 320],
    [1110, 80, 220],
  ];
  mids.forEach(([x, w, h], i) => (s += rect(x, 640 - h, w, h, '#3730a3') + windows(x, 640 - h, w, h, 30 + i)));
  s += path('M1050,320 L1068,280 L1086,320 Z', '#3730a3') + rect(1066, 250, 4, 32, '#3730a3');
  s += pixelTower(790, 110, 640, 84);
  // temples (left): prangs + a roof
  s += prang(200, 640, 190, 400, BRAND.deep) + prang(80, 640, 90, 200, BRAND.deep) + prang(320, 640, 90, 200, BRAND.deep);
  // skytrain viaduct
  s += rect(0, 590, W, 16, '#1e1b4b') + rect(0, 606, W, 6, '#312e81');
  for (let x = 40; x < W; x += 170) s += rect(x, 612, 18, 40, '#1e1b4b');
  s += skytrain(820, 552, 3) + skytrain(-60, 552, 2);
  // river
  s += rect(0, 640, W, 80, `url(#${river})`);
  for (let i = 0; i < 16; i++)
    s += rect(810 + (i % 4) * 14 - i * 3, 650 + i * 4, 140 - i * 7, 2.5, '#fcd34d', 1.2, `opacity="${(0.8 - i * 0.04).toFixed(2)}"`);
  s += rect(960, 680, 240, 22, '#1e1b4b') + templeRoof(990, 684, 170, '#1e1b4b');
  for (let i = 0; i < 10; i++) s += rect(60 + i * 110, 660 + (i % 3) * 18, 50, 2, '#a5b4fc', 1, 'opacity="0.4"');

  // window frame
  const frame = '#12102e';
  s += rect(0, 0, W, 22, frame) + rect(0, 0, 22, 720, frame) + rect(W - 22, 0, 22, 720, frame);
  s += rect(396, 0, 14, 720, frame);
  s += rect(0, 700, W, 30, '#1e1b4b');

  // desk
  const desk = uidOf('dk');
  s += `<defs>${linear(desk, [
    [0, '#e9c9a0'],
    [1, '#caa175'],
  ])}</defs>`;
  s += rect(0, 730, W, 170, '#0f0d2a');
  s += rect(0, 740, W, 112, `url(#${desk})`) + rect(0, 852, W, 14, '#a47c52') + rect(0, 866, W, 34, '#14122f');
  s += rect(440, 866, 320, 22, '#1e1b4b', 4) + rect(580, 874, 40, 6, '#4338ca', 3);
  // monitor
  const mx = 400;
  const my = 420;
  const mw = 420;
  const mh = 260;
  s += ellipse(mx + mw / 2, 752, 90, 12, '#000000', 'opacity="0.25"');
  s += rect(mx + mw / 2 - 18, my + mh, 36, 62, '#cbd5e1') + rect(mx + mw / 2 - 80, 738, 160, 14, '#e2e8f0', 7);
  s += rect(mx - 12, my - 12, mw + 24, mh + 24, '#0f172a', 16);
  let screen = rect(0, 0, mw, mh, '#ffffff');
  screen +=
    rect(0, 0, mw, 26, '#eef2ff') + g(markBody({ gradient: false }), 'translate(12,5) scale(0.5)') + rect(34, 10, 50, 6, '#312e81', 3);
  screen += rect(mw - 150, 10, 30, 6, '#94a3b8', 3) + rect(mw - 112, 10, 30, 6, '#94a3b8', 3) + rect(mw - 74, 6, 60, 14, BRAND.indigo, 7);
  const hg = uidOf('hg');
  screen +=
    `<defs>${linear(
      hg,
      [
        [0, BRAND.indigo800],
        [1, BRAND.indigo],
      ],
      [0, 0, 1, 1],
    )}</defs>` + rect(0, 26, mw, 120, `url(#${hg})`);
  screen +=
    rect(24, 50, 170, 16, '#ffffff', 4) +
    rect(24, 72, 120, 16, '#ffffff', 4) +
    rect(24, 98, 150, 6, '#c7d2fe', 3) +
    rect(24, 116, 70, 18, BRAND.amber, 9);
  for (let i = 0; i < 5; i++)
    for (let j = 0; j < 3; j++)
      if ((i + j) % 2 === 0)
        screen += rect(270 + i * 24, 44 + j * 24, 18, 18, j === 1 && i === 2 ? BRAND.amber : '#a5b4fc', 3, 'opacity="0.8"');
  for (let i = 0; i < 3; i++) {
    const cx = 20 + i * 132;
    screen +=
      rect(cx, 160, 116, 84, '#f1f5f9', 8) +
      rect(cx + 10, 170, 96, 40, ['#c7d2fe', '#fde68a', '#e0e7ff'][i], 5) +
      rect(cx + 10, 218, 70, 6, '#334155', 3) +
      rect(cx + 10, 230, 50, 5, '#94a3b8', 2.5);
  }
  s += g(
    `<defs><clipPath id="scr"><rect width="${mw}" height="${mh}" rx="6"/></clipPath></defs><g clip-path="url(#scr)">${screen}</g>`,
    `translate(${mx},${my})`,
  );
  // keyboard & mouse
  s += ellipse(mx + 210, 826, 170, 10, '#000000', 'opacity="0.12"');
  s += rect(mx + 50, 790, 320, 34, '#e2e8f0', 7) + rect(mx + 50, 820, 320, 5, '#94a3b8', 2.5);
  for (let r = 0; r < 3; r++) for (let i = 0; i < 14; i++) s += rect(mx + 60 + i * 21.8, 796 + r * 8, 17, 5, '#cbd5e1', 1.5);
  s += ellipse(mx + 412, 808, 18, 12, '#e2e8f0') + ellipse(mx + 412, 818, 16, 3, '#000000', 'opacity="0.12"');
  // plant (left)
  s += rect(150, 686, 84, 96, '#fbbf24', 12) + rect(146, 686, 92, 16, '#d97706', 8);
  const leafs = [
    [-60, 70, '#15803d'],
    [-25, 90, '#16a34a'],
    [10, 84, '#22c55e'],
    [45, 74, '#15803d'],
    [-85, 56, '#166534'],
    [75, 56, '#16a34a'],
  ];
  leafs.forEach(([a, len, c]) => {
    const rad = ((a - 90) * Math.PI) / 180;
    const ex = 192 + Math.cos(rad) * len;
    const ey = 686 + Math.sin(rad) * len;
    s += path(`M192,690 L${n(ex)},${n(ey)}`, 'none', 'stroke="#166534" stroke-width="3"');
    s += ellipse(ex, ey, 18, 30, c, `transform="rotate(${a} ${n(ex)} ${n(ey)})"`);
  });
  // mug with steam
  s +=
    rect(880, 724, 50, 56, '#eef2ff', 8) +
    path('M930,738 q20,0 20,14 q0,14 -20,14', 'none', 'stroke="#eef2ff" stroke-width="6"') +
    rect(880, 742, 50, 9, BRAND.indigo);
  s += path(
    'M894,714 q-8,-12 0,-22 q8,-10 0,-22 M912,714 q-8,-12 0,-22 q8,-10 0,-22',
    'none',
    'stroke="#ffffff" stroke-width="3" stroke-linecap="round" opacity="0.45"',
  );
  // notebook & pencil
  s += g(
    rect(0, 0, 150, 96, '#4338ca', 6) +
      rect(8, 6, 136, 84, '#eef2ff', 4) +
      rect(0, 0, 12, 96, '#312e81', 4) +
      rect(24, 20, 90, 6, '#a5b4fc', 3) +
      rect(24, 34, 100, 5, '#c7d2fe', 2.5) +
      rect(24, 46, 80, 5, '#c7d2fe', 2.5) +
      rect(24, 58, 96, 5, '#c7d2fe', 2.5),
    'translate(960,770) rotate(-8)',
  );
  s += g(
    rect(0, 0, 110, 8, BRAND.amber, 3) +
      path('M110,0 l14,4 l-14,4 Z', '#f5d0a9') +
      path('M120,2.8 l4,1.2 l-4,1.2 Z', '#0f172a') +
      rect(-10, 0, 12, 8, '#fb7185', 2),
    'translate(1000,830) rotate(-22)',
  );
  return svgDoc(W, H, s);
}
