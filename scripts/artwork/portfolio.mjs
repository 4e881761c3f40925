// Nine 1200x800 portfolio mock-ups of fictional client sites. No text: copy
// is suggested with rounded bars so nothing depends on installed fonts.
import {
  svgDoc,
  rect,
  circle,
  ellipse,
  path,
  g,
  linear,
  glow,
  shadow,
  bars,
  hbars,
  clipBox,
  browser,
  phone,
  screenW,
  screenH,
  playTri,
  check,
  star,
  uidOf,
  rng,
  n,
} from './lib.mjs';

const W = 1200;
const H = 800;

/* ------------------------------------------------------------------ */
/* 1. Siam Stream: dark streaming platform                             */
/* ------------------------------------------------------------------ */
function siamStream() {
  const red = '#e11d48';
  const thumbs = [
    ['#0ea5e9', '#312e81'],
    ['#f97316', '#7c2d12'],
    ['#a855f7', '#1e1b4b'],
    ['#10b981', '#064e3b'],
    ['#f43f5e', '#4c0519'],
    ['#facc15', '#78350f'],
  ];
  const tile = (x, y, w, h, [a, b], k, progress) => {
    const id = uidOf('tg');
    const r = rng(k * 31 + 7);
    const hill = `M0,${h} L0,${h * 0.62} C${w * 0.2},${h * (0.45 + r() * 0.1)} ${w * 0.35},${h * 0.7} ${w * 0.55},${h * 0.55} C${w * 0.75},${h * 0.4} ${w * 0.85},${h * 0.6} ${w},${h * 0.5} L${w},${h} Z`;
    return g(
      clipBox(
        0,
        0,
        w,
        h,
        10,
        `<defs>${linear(
          id,
          [
            [0, a],
            [1, b],
          ],
          [0, 0, 1, 1],
        )}</defs>` +
          rect(0, 0, w, h, `url(#${id})`) +
          circle(w * (0.25 + r() * 0.5), h * 0.35, h * 0.14, '#ffffff', 'opacity="0.35"') +
          path(hill, '#000000', 'opacity="0.35"') +
          rect(0, h * 0.7, w, h * 0.3, '#000000', 0, 'opacity="0.25"') +
          rect(10, h - 20, w * 0.45, 6, '#ffffff', 3, 'opacity="0.85"') +
          (progress ? rect(0, h - 4, w, 4, '#ffffff', 0, 'opacity="0.25"') + rect(0, h - 4, w * progress, 4, red) : ''),
      ),
      `translate(${x},${y})`,
    );
  };

  const pw = 860;
  const ph = 600;
  const cw = pw;
  let page = '';
  // nav
  page += rect(0, 0, cw, 60, '#0b0b12');
  page += rect(24, 18, 36, 26, red, 7) + playTri(42, 31, 12, '#ffffff');
  page += rect(70, 25, 70, 11, '#f8fafc', 5);
  page += hbars(190, 26, [46, 54, 40, 58], { h: 8, gap: 22, fill: '#6b7280' });
  page += rect(190, 38, 46, 3, red, 1.5);
  page += circle(cw - 92, 31, 14, '#1f2030') + circle(cw - 94, 29, 5, 'none', 'stroke="#9ca3af" stroke-width="2"');
  page += circle(cw - 48, 31, 15, '#f59e0b') + circle(cw - 48, 27, 5, '#fde68a') + ellipse(cw - 48, 40, 9, 5, '#fde68a');
  // hero banner
  const hx = 24;
  const hy = 70;
  const hw = cw - 48;
  const hh = 250;
  const sky = uidOf('sky');
  const fade = uidOf('fd');
  let hero =
    `<defs>${linear(sky, [
      [0, '#1e1b4b'],
      [0.45, '#7e22ce'],
      [0.8, '#e11d48'],
      [1, '#fb923c'],
    ])}${linear(
      fade,
      [
        [0, '#07070d', 0.95],
        [0.55, '#07070d', 0.35],
        [1, '#07070d', 0],
      ],
      [0, 0, 1, 0],
    )}</defs>` +
    rect(0, 0, hw, hh, `url(#${sky})`) +
    circle(hw * 0.88, hh * 0.6, 42, '#fdba74', 'opacity="0.9"') +
    path(
      `M0,${hh} L0,170 L120,120 L220,175 L330,110 L460,180 L560,128 L660,172 L760,118 L${hw},160 L${hw},${hh} Z`,
      '#3b0764',
      'opacity="0.85"',
    ) +
    path(`M0,${hh} L0,205 L160,170 L300,210 L420,176 L560,214 L700,180 L${hw},206 L${hw},${hh} Z`, '#12051f') +
    rect(0, 0, hw, hh, `url(#${fade})`);
  // title block
  hero += rect(34, 44, 64, 18, red, 4) + rect(104, 48, 50, 10, '#fda4af', 5);
  hero += rect(34, 78, 290, 26, '#ffffff', 6) + rect(34, 114, 210, 26, '#ffffff', 6);
  hero += bars(34, 158, [300, 250], { h: 7, gap: 9, fill: '#cbd5e1' });
  hero += rect(34, 196, 118, 36, red, 18) + playTri(60, 214, 12, '#ffffff') + rect(76, 210, 58, 8, '#ffffff', 4);
  hero += rect(162, 196, 118, 36, '#ffffff', 18, 'opacity="0.18"') + rect(186, 210, 70, 8, '#ffffff', 4);
  // big play button
  hero +=
    circle(hw * 0.7, hh * 0.45, 44, '#ffffff', 'opacity="0.18"') +
    circle(hw * 0.7, hh * 0.45, 34, '#ffffff', 'opacity="0.95"') +
    playTri(hw * 0.7 + 2, hh * 0.45, 26, red);
  page += g(clipBox(0, 0, hw, hh, 16, hero), `translate(${hx},${hy})`);
  // row 1
  page += rect(24, 346, 150, 12, '#f8fafc', 6) + rect(cw - 84, 347, 60, 9, '#6b7280', 4.5);
  const tw = (cw - 48 - 4 * 16) / 5;
  for (let i = 0; i < 5; i++) page += tile(24 + i * (tw + 16), 372, tw, 94, thumbs[i], i, [0.7, 0.3, 0, 0.85, 0][i]);
  page += rect(24, 488, 120, 12, '#f8fafc', 6);
  for (let i = 0; i < 5; i++) page += tile(24 + i * (tw + 16), 514, tw, 94, thumbs[(i + 3) % 6], i + 9, 0);

  // phone: vertical player
  const PW = 272;
  const PH = 550;
  const sw = screenW(PW);
  const sh = screenH(PH);
  const ps = uidOf('ps');
  let scr =
    rect(0, 0, sw, sh, '#0b0b12') +
    `<defs>${linear(
      ps,
      [
        [0, '#0ea5e9'],
        [0.6, '#4f46e5'],
        [1, '#1e1b4b'],
      ],
      [0, 0, 1, 1],
    )}</defs>` +
    rect(0, 0, sw, 200, `url(#${ps})`) +
    path(`M0,200 L0,140 L60,110 L120,150 L190,100 L${sw},140 L${sw},200 Z`, '#0b0b12', 'opacity="0.55"') +
    circle(sw / 2, 104, 30, '#ffffff', 'opacity="0.95"') +
    playTri(sw / 2 + 2, 104, 22, red) +
    rect(16, 184, sw - 32, 4, '#ffffff', 2, 'opacity="0.3"') +
    rect(16, 184, (sw - 32) * 0.42, 4, red, 2) +
    circle(16 + (sw - 32) * 0.42, 186, 6, '#ffffff');
  scr += rect(16, 218, 180, 14, '#f8fafc', 7) + bars(16, 244, [210, 150], { h: 7, gap: 8, fill: '#6b7280' });
  scr += rect(16, 282, 70, 26, red, 13) + rect(94, 282, 70, 26, '#1f2030', 13) + rect(172, 282, 64, 26, '#1f2030', 13);
  for (let i = 0; i < 3; i++) {
    const y = 326 + i * 66;
    scr += tile(16, y, 96, 54, thumbs[(i + 1) % 6], 40 + i, i === 0 ? 0.6 : 0);
    scr += bars(124, y + 8, [100, 74], { h: 8, gap: 9, fill: i === 0 ? '#f8fafc' : '#9ca3af' });
    scr += rect(124, y + 42, 40, 6, '#4b5563', 3);
  }
  // background
  const body =
    rect(0, 0, W, H, '#07060f') +
    glow(1040, 120, 520, '#e11d48', 0.42) +
    glow(140, 760, 520, '#4f46e5', 0.45) +
    glow(650, 420, 380, '#7c3aed', 0.18) +
    browser(70, 80, pw, ph, page, { dark: true, shadowOpacity: 0.6 }) +
    phone(880, 170, PW, PH, scr, { body: '#1c1c24', shadowOpacity: 0.6 });
  return svgDoc(W, H, body);
}

/* ------------------------------------------------------------------ */
/* 2. Krung Deliver: delivery app, three phones                        */
/* ------------------------------------------------------------------ */
function scooter(cx, cy, s, color, box = '#f59e0b') {
  return (
    circle(cx - s * 0.34, cy + s * 0.28, s * 0.16, 'none', `stroke="${color}" stroke-width="${n(s * 0.08)}"`) +
    circle(cx + s * 0.36, cy + s * 0.28, s * 0.16, 'none', `stroke="${color}" stroke-width="${n(s * 0.08)}"`) +
    path(
      `M${n(cx - s * 0.34)},${n(cy + s * 0.28)} L${n(cx - s * 0.05)},${n(cy + s * 0.28)} L${n(cx + s * 0.18)},${n(cy - s * 0.05)} L${n(cx + s * 0.36)},${n(cy + s * 0.28)}`,
      'none',
      `stroke="${color}" stroke-width="${n(s * 0.09)}" stroke-linecap="round" stroke-linejoin="round"`,
    ) +
    path(
      `M${n(cx + s * 0.18)},${n(cy - s * 0.05)} L${n(cx + s * 0.12)},${n(cy - s * 0.3)} L${n(cx + s * 0.28)},${n(cy - s * 0.3)}`,
      'none',
      `stroke="${color}" stroke-width="${n(s * 0.08)}" stroke-linecap="round"`,
    ) +
    rect(cx - s * 0.5, cy - s * 0.28, s * 0.34, s * 0.3, box, s * 0.05)
  );
}

function krungDeliver() {
  const green = '#10b981';
  const dgreen = '#047857';
  const orange = '#f97316';
  const PW = 290;
  const PH = 590;
  const sw = screenW(PW);
  const sh = screenH(PH);

  // --- phone 1: live map
  let map = rect(0, 0, sw, sh, '#eef2e6');
  map += ellipse(60, 120, 70, 50, '#cfe8b8') + ellipse(220, 300, 60, 80, '#cfe8b8') + ellipse(40, 420, 50, 40, '#cfe8b8');
  map += path(
    'M300,40 C220,110 240,200 150,250 C60,300 90,380 -20,440',
    'none',
    'stroke="#9ed0f7" stroke-width="34" stroke-linecap="round"',
  );
  const roads = ['M-10,90 L290,150', 'M-10,300 L290,250', 'M70,-10 L120,600', 'M200,-10 L170,600', 'M-10,520 L290,470'];
  map += roads.map((d) => path(d, 'none', 'stroke="#ffffff" stroke-width="12"')).join('');
  const minor = ['M-10,200 L290,210', 'M-10,390 L290,360', 'M20,-10 L40,600', 'M250,-10 L240,600'];
  map += minor.map((d) => path(d, 'none', 'stroke="#ffffff" stroke-width="5"')).join('');
  const route = 'M42,470 L112,466 L104,330 L182,318 L178,196 L224,190 L218,120';
  map += path(route, 'none', 'stroke="#ffffff" stroke-width="13" stroke-linejoin="round" stroke-linecap="round"');
  map += path(route, 'none', `stroke="${green}" stroke-width="7" stroke-linejoin="round" stroke-linecap="round"`);
  map += circle(42, 470, 11, orange) + circle(42, 470, 4, '#ffffff');
  map += path('M218,120 C198,98 198,78 218,70 C238,78 238,98 218,120 Z', dgreen) + circle(218, 88, 6, '#ffffff');
  map += circle(106, 392, 20, '#ffffff', 'opacity="0.9"') + circle(106, 392, 16, green) + scooter(106, 391, 20, '#ffffff', '#fcd34d');
  // top search pill
  map += rect(14, 46, sw - 28, 40, '#ffffff', 20) + circle(36, 66, 9, green) + rect(54, 62, 120, 8, '#94a3b8', 4);
  // bottom sheet
  map += rect(0, 400, sw, 200, '#ffffff', 24) + rect(sw / 2 - 20, 410, 40, 5, '#cbd5e1', 2.5);
  map +=
    circle(40, 452, 20, '#fde68a') +
    path('M22,448 C22,426 58,426 58,448 C52,438 28,438 22,448 Z', '#1f2937') +
    circle(40, 452, 20, 'none', 'stroke="#ffffff" stroke-width="2"');
  map +=
    rect(70, 440, 90, 9, '#0f172a', 4.5) +
    star(75, 463, 5, '#f59e0b') +
    star(87, 463, 5, '#f59e0b') +
    star(99, 463, 5, '#f59e0b') +
    star(111, 463, 5, '#f59e0b') +
    rect(121, 460, 24, 6, '#94a3b8', 3);
  map += circle(sw - 40, 452, 18, '#d1fae5') + circle(sw - 40, 452, 7, green);
  map += rect(20, 490, sw - 40, 44, '#ecfdf5', 12) + rect(34, 504, 54, 16, green, 8) + rect(98, 508, 100, 8, '#047857', 4);
  map += rect(20, 546, sw - 40, 6, '#e2e8f0', 3) + rect(20, 546, (sw - 40) * 0.62, 6, green, 3);

  // --- phone 2: home / restaurants
  let home = rect(0, 0, sw, sh, '#f8fafc');
  const hg = uidOf('hg');
  home +=
    `<defs>${linear(
      hg,
      [
        [0, '#059669'],
        [1, '#10b981'],
      ],
      [0, 0, 1, 1],
    )}</defs>` + rect(0, 0, sw, 196, `url(#${hg})`);
  home +=
    circle(24, 62, 8, '#ffffff', 'opacity="0.85"') +
    rect(38, 58, 90, 8, '#d1fae5', 4) +
    circle(sw - 30, 62, 14, '#ffffff', 'opacity="0.25"');
  home += rect(18, 90, 170, 16, '#ffffff', 8) + rect(18, 114, 120, 16, '#ffffff', 8);
  home +=
    rect(18, 144, sw - 36, 38, '#ffffff', 19) +
    circle(40, 163, 7, 'none', 'stroke="#94a3b8" stroke-width="2.5"') +
    rect(56, 159, 110, 8, '#cbd5e1', 4);
  const cats = [
    ['#fef3c7', '#f59e0b'],
    ['#ffe4e6', '#f43f5e'],
    ['#dbeafe', '#3b82f6'],
    ['#dcfce7', '#16a34a'],
  ];
  cats.forEach(([bg, fg], i) => {
    const cx = 40 + i * 63;
    home += circle(cx, 232, 24, bg);
    if (i === 0) home += path(`M${cx - 13},${229} A13,13 0 0 0 ${cx + 13},229 Z`, fg) + rect(cx - 15, 226, 30, 4, fg, 2);
    if (i === 1) home += rect(cx - 10, 220, 20, 24, fg, 4) + rect(cx - 12, 218, 24, 5, '#fb7185', 2.5);
    if (i === 2) home += ellipse(cx, 225, 13, 6, '#f59e0b') + rect(cx - 13, 230, 26, 4, '#16a34a', 2) + rect(cx - 13, 236, 26, 5, fg, 2.5);
    if (i === 3) home += ellipse(cx, 232, 8, 13, fg, `transform="rotate(35 ${cx} 232)"`);
    home += rect(cx - 18, 264, 36, 6, '#94a3b8', 3);
  });
  const pg = uidOf('pg');
  home +=
    `<defs>${linear(
      pg,
      [
        [0, '#fb923c'],
        [1, '#f97316'],
      ],
      [0, 0, 1, 1],
    )}</defs>` + rect(18, 290, sw - 36, 104, `url(#${pg})`, 16);
  home +=
    rect(34, 310, 60, 14, '#ffffff', 7, 'opacity="0.35"') + rect(34, 334, 110, 14, '#ffffff', 7) + rect(34, 356, 80, 14, '#ffffff', 7);
  home +=
    circle(206, 342, 40, '#ffffff', 'opacity="0.95"') +
    circle(206, 342, 32, '#fde68a') +
    path('M182,342 C192,330 200,352 210,338 C218,328 224,348 232,336', 'none', 'stroke="#b45309" stroke-width="4" stroke-linecap="round"') +
    path('M184,350 C194,340 202,360 212,348 C220,338 226,356 230,346', 'none', 'stroke="#d97706" stroke-width="4" stroke-linecap="round"') +
    circle(196, 332, 5, '#16a34a') +
    circle(218, 354, 5, '#ef4444');
  home += rect(18, 414, 120, 11, '#0f172a', 5.5) + rect(sw - 70, 415, 52, 8, green, 4);
  const foods = [
    ['#fee2e2', '#ef4444'],
    ['#fef9c3', '#ca8a04'],
  ];
  foods.forEach(([bg, fg], i) => {
    const y = 440 + i * 78;
    home +=
      rect(18, y, sw - 36, 66, '#ffffff', 14) +
      rect(26, y + 8, 50, 50, bg, 10) +
      circle(51, y + 33, 16, '#ffffff') +
      circle(51, y + 33, 11, fg, 'opacity="0.8"');
    home +=
      rect(88, y + 14, 100, 9, '#0f172a', 4.5) +
      rect(88, y + 30, 70, 7, '#94a3b8', 3.5) +
      star(93, y + 48, 5, '#f59e0b') +
      rect(102, y + 45, 26, 6, '#64748b', 3);
    home += rect(sw - 72, y + 40, 44, 16, '#d1fae5', 8);
  });

  // --- phone 3: order tracking
  let track = rect(0, 0, sw, sh, '#ffffff');
  track +=
    circle(32, 62, 14, '#f1f5f9') +
    path('M35,56 L29,62 L35,68', 'none', 'stroke="#0f172a" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"') +
    rect(sw / 2 - 50, 58, 100, 9, '#0f172a', 4.5);
  const R = 70;
  const C = 2 * Math.PI * R;
  track += circle(sw / 2, 180, R, 'none', 'stroke="#d1fae5" stroke-width="14"');
  track += circle(
    sw / 2,
    180,
    R,
    'none',
    `stroke="${green}" stroke-width="14" stroke-linecap="round" stroke-dasharray="${n(C * 0.68)} ${n(C)}" transform="rotate(-90 ${sw / 2} 180)"`,
  );
  track += circle(sw / 2, 180, 50, '#ecfdf5') + scooter(sw / 2 + 2, 176, 52, dgreen, orange);
  track += rect(sw / 2 - 50, 270, 100, 16, '#0f172a', 8) + rect(sw / 2 - 36, 294, 72, 8, '#94a3b8', 4);
  const steps = [1, 1, 0.5, 0];
  steps.forEach((st, i) => {
    const y = 336 + i * 44;
    if (i < 3) track += rect(36, y, 3, 44, st === 1 ? green : '#e2e8f0');
    track += circle(37.5, y, 11, st ? green : '#e2e8f0');
    if (st === 1) track += check(37.5, y, 11, '#ffffff', 2.5);
    if (st === 0.5) track += circle(37.5, y, 5, '#ffffff');
    track += rect(60, y - 9, [110, 130, 96, 120][i], 8, st ? '#0f172a' : '#94a3b8', 4) + rect(60, y + 4, 60, 6, '#cbd5e1', 3);
    track += rect(sw - 62, y - 5, 40, 8, st ? '#a7f3d0' : '#e2e8f0', 4);
  });
  track += rect(18, 482, sw - 36, 1, '#e2e8f0');
  track += bars(18, 498, [70, 110], { h: 8, gap: 10, fill: '#94a3b8' }) + rect(sw - 78, 498, 60, 10, '#0f172a', 5);
  track += rect(18, 530, sw - 36, 44, green, 22) + rect(sw / 2 - 44, 548, 88, 9, '#ffffff', 4.5);

  const bg = uidOf('kb');
  const body =
    `<defs>${linear(
      bg,
      [
        [0, '#f0fdf4'],
        [1, '#a7f3d0'],
      ],
      [0, 0, 1, 1],
    )}</defs>` +
    rect(0, 0, W, H, `url(#${bg})`) +
    circle(1080, 120, 220, '#34d399', 'opacity="0.18"') +
    circle(120, 720, 260, '#34d399', 'opacity="0.16"') +
    path(
      'M-20,640 C200,560 300,720 600,620 C860,540 980,700 1220,600',
      'none',
      `stroke="${dgreen}" stroke-width="4" stroke-dasharray="2 16" stroke-linecap="round" opacity="0.35"`,
    ) +
    circle(600, 620, 9, orange, 'opacity="0.6"') +
    phone(100, 130, PW, PH, map) +
    phone(455, 90, PW, PH, home) +
    phone(810, 130, PW, PH, track);
  return svgDoc(W, H, body);
}

/* ------------------------------------------------------------------ */
/* 3. Bangkok Fashion Week: black & pink, runway                       */
/* ------------------------------------------------------------------ */
/** Stylised model: feet at (x, y), height h. */
function model(x, y, h, dress, { skin = '#d6a67f', hair = '#111111', accent = null } = {}) {
  const s = h / 100;
  const X = (v) => n(x + v * s);
  const Y = (v) => n(y - h + v * s);
  let m = '';
  // legs
  m += path(
    `M${X(-3)},${Y(62)} L${X(-5)},${Y(99)} M${X(3)},${Y(62)} L${X(6)},${Y(97)}`,
    'none',
    `stroke="${skin}" stroke-width="${n(2.6 * s)}" stroke-linecap="round"`,
  );
  // arms
  m += path(
    `M${X(-6)},${Y(22)} C${X(-11)},${Y(34)} ${X(-10)},${Y(44)} ${X(-9)},${Y(52)} M${X(6)},${Y(22)} C${X(10)},${Y(32)} ${X(11)},${Y(42)} ${X(10)},${Y(50)}`,
    'none',
    `stroke="${skin}" stroke-width="${n(2.2 * s)}" stroke-linecap="round"`,
  );
  // dress: bodice + flared skirt
  m += path(
    `M${X(-6)},${Y(20)} L${X(6)},${Y(20)} L${X(4)},${Y(38)} L${X(15)},${Y(76)} C${X(5)},${Y(80)} ${X(-5)},${Y(80)} ${X(-14)},${Y(77)} L${X(-4)},${Y(38)} Z`,
    dress,
  );
  if (accent) m += rect(x - 4.5 * s, y - h + 36 * s, 9 * s, 3 * s, accent, 1.5 * s);
  // neck & head
  m += rect(x - 1.5 * s, y - h + 13 * s, 3 * s, 8 * s, skin, 1 * s);
  m += circle(x - 3.5 * s, y - h + 2.5 * s, 3 * s, hair); // bun
  m += ellipse(x, y - h + 6.8 * s, 5.3 * s, 5.6 * s, hair);
  m += ellipse(x + 0.4 * s, y - h + 8.6 * s, 4.3 * s, 5.4 * s, skin);
  m += path(
    `M${X(-5.3)},${Y(7.5)} C${X(-4)},${Y(2)} ${X(3)},${Y(1)} ${X(5.3)},${Y(6)} C${X(2)},${Y(4.6)} ${X(-2)},${Y(5)} ${X(-5.3)},${Y(7.5)} Z`,
    hair,
  );
  return m;
}

function fashionWeek() {
  const pink = '#ec4899';
  const pinkL = '#f9a8d4';
  const bw = 980;
  const bh = 650;
  const cw = bw;
  let page = rect(0, 0, cw, 700, '#0c0c0c');
  // nav
  page += path('M40,30 L52,18 L64,30 L52,42 Z', pink) + rect(74, 24, 110, 12, '#ffffff', 6);
  page += hbars(360, 26, [54, 62, 48, 70], { h: 8, gap: 26, fill: '#a3a3a3' });
  page += rect(cw - 160, 14, 124, 34, 'none', 17, `stroke="${pink}" stroke-width="2"`) + rect(cw - 130, 27, 64, 8, pinkL, 4);
  // hero text
  page += rect(40, 86, 80, 4, pink, 2) + rect(132, 84, 90, 8, '#a3a3a3', 4);
  page += rect(40, 108, 330, 36, '#ffffff', 4) + rect(40, 154, 260, 36, '#ffffff', 4) + rect(40, 200, 300, 36, pink, 4);
  page += bars(40, 258, [320, 290, 200], { h: 7, gap: 10, fill: '#737373' });
  page += rect(40, 324, 150, 44, pink, 22) + rect(70, 342, 90, 8, '#ffffff', 4);
  page += rect(204, 324, 150, 44, 'none', 22, 'stroke="#525252" stroke-width="2"') + rect(236, 342, 86, 8, '#d4d4d4', 4);
  // date strip

  // runway image
  const rw = 480;
  const rh = 330;
  const rg = uidOf('rg');
  const spot = uidOf('sp');
  let run =
    `<defs>${linear(rg, [
      [0, '#2a0f1f'],
      [1, '#000000'],
    ])}${linear(spot, [
      [0, '#ffffff', 0.22],
      [1, '#ffffff', 0],
    ])}</defs>` + rect(0, 0, rw, rh, `url(#${rg})`);
  const vx = rw / 2;
  const vy = 130;
  run += path(`M${vx - 26},${vy} L${vx + 26},${vy} L${rw - 40},${rh} L40,${rh} Z`, '#1c1c1c');
  run +=
    path(`M${vx - 26},${vy} L40,${rh}`, 'none', `stroke="${pink}" stroke-width="3"`) +
    path(`M${vx + 26},${vy} L${rw - 40},${rh}`, 'none', `stroke="${pink}" stroke-width="3"`);
  run += path(`M${vx},${vy} L${vx},${rh}`, 'none', 'stroke="#ffffff" stroke-opacity="0.18" stroke-width="2" stroke-dasharray="10 12"');
  // back wall panel
  run +=
    rect(vx - 70, 30, 140, 100, '#140810') +
    rect(vx - 70, 30, 140, 100, 'none', 0, `stroke="${pink}" stroke-opacity="0.5" stroke-width="2"`);
  run += path(`M${vx - 36},${80} L${vx},${46} L${vx + 36},${80} L${vx},${114} Z`, pink, 'opacity="0.25"');
  // audience: rows of heads on both sides
  for (let row = 0; row < 4; row++) {
    const t = (row + 1) / 5;
    const yy = vy + (rh - vy) * t + 10;
    const xl = vx - 26 - (vx - 26 - 40) * t;
    for (let k = 0; k < 5; k++) {
      run += circle(xl - 24 - k * 26 * (0.5 + t), yy, 6 + 6 * t, '#262626');
      run += circle(rw - (xl - 24 - k * 26 * (0.5 + t)), yy, 6 + 6 * t, '#262626');
    }
  }
  // spotlights
  run += path(`M${vx - 100},0 L${vx - 80},0 L${vx + 10},${rh} L${vx - 150},${rh} Z`, `url(#${spot})`);
  run += path(`M${vx + 80},0 L${vx + 100},0 L${vx + 150},${rh} L${vx - 10},${rh} Z`, `url(#${spot})`);
  run += ellipse(vx, 300, 70, 12, '#ffffff', 'opacity="0.12"');
  run += model(vx - 30, 168, 50, '#f5f5f5', { accent: pink }) + model(vx + 34, 212, 90, '#111111', { accent: pink, skin: '#c38e68' });
  run += model(vx - 10, 304, 180, pink, { accent: '#111111', skin: '#e0b08c' });
  page += g(clipBox(0, 0, rw, rh, 18, run), `translate(${cw - rw - 40},70)`);

  // lookbook cards
  page += rect(40, 426, 160, 12, '#ffffff', 6) + rect(cw - 120, 427, 80, 9, pink, 4.5);
  const looks = [
    ['#fbcfe8', '#111111', '#ec4899'],
    ['#171717', '#ec4899', '#ffffff'],
    ['#fdf2f8', '#be185d', '#111111'],
    ['#ec4899', '#ffffff', '#111111'],
  ];
  const lw = (cw - 80 - 3 * 20) / 4;
  looks.forEach(([bg, dress, acc], i) => {
    const lx = 40 + i * (lw + 20);
    page += g(
      clipBox(
        0,
        0,
        lw,
        200,
        14,
        rect(0, 0, lw, 200, bg) +
          circle(lw * 0.7, 50, 50, '#ffffff', 'opacity="0.15"') +
          model(lw / 2, 190, 170, dress, { accent: acc, skin: ['#d6a67f', '#c38e68', '#e0b08c', '#b57f5a'][i] }),
      ),
      `translate(${lx},452)`,
    );
  });

  // floating ticket
  const tw = 300;
  const th = 140;
  let ticket = rect(0, 0, tw, th, '#ffffff', 16) + circle(206, 0, 12, '#0a0a0a') + circle(206, th, 12, '#0a0a0a');
  for (let i = 0; i < 8; i++) ticket += rect(205, 18 + i * 14, 2, 7, pink, 1, 'opacity="0.6"');
  ticket += path('M24,34 L34,24 L44,34 L34,44 Z', pink) + rect(54, 28, 90, 10, '#111111', 5);
  ticket += bars(24, 66, [150, 110], { h: 12, gap: 10, fill: pink }) + rect(24, 108, 70, 8, '#a3a3a3', 4);
  const r = rng(11);
  for (let yy = 0; yy < 6; yy++)
    for (let xx = 0; xx < 6; xx++) if (r() > 0.45 || (xx < 2 && yy < 2)) ticket += rect(226 + xx * 9, 44 + yy * 9, 8, 8, '#111111');

  const bgId = uidOf('fb');
  const body =
    rect(0, 0, W, H, '#0a0a0a') +
    `<defs>${linear(
      bgId,
      [
        [0, '#ec4899', 0.55],
        [1, '#ec4899', 0.1],
      ],
      [0, 0, 1, 0],
    )}</defs>` +
    path('M0,620 L1200,180 L1200,380 L0,820 Z', `url(#${bgId})`) +
    glow(1100, 80, 420, '#ec4899', 0.35) +
    glow(80, 760, 360, '#be185d', 0.3) +
    browser(110, 56, bw, bh, page, {
      dark: true,
      chrome: '#161616',
      page: '#0c0c0c',
      shadowOpacity: 0.7,
      border: '#262626',
    }) +
    g(shadow(0, 0, tw, th, 16, { opacity: 0.55 }) + ticket, 'translate(836,622) rotate(6 150 70)');
  return svgDoc(W, H, body);
}

/* ------------------------------------------------------------------ */
/* 4. Riverside Residences: condo towers & river                       */
/* ------------------------------------------------------------------ */
function tower(x, base, w, h, fill, win, { cap = 0, seed = 1, lit = '#fde68a' } = {}) {
  let t = rect(x, base - h, w, h, fill);
  if (cap) t += path(`M${x},${base - h} Q${x + w / 2},${base - h - cap} ${x + w},${base - h} Z`, fill);
  const r = rng(seed);
  const cols = Math.max(2, Math.floor(w / 12));
  const cwid = (w - 8) / cols;
  for (let yy = base - h + 10; yy < base - 10; yy += 14) {
    for (let c = 0; c < cols; c++) {
      const v = r();
      t += rect(x + 4 + c * cwid + 1.5, yy, cwid - 3, 7, v > 0.82 ? lit : win, 1, v > 0.82 ? '' : 'opacity="0.55"');
    }
  }
  return t;
}

function riverside() {
  const teal = '#0e7490';
  const navy = '#0c4a6e';
  const bw = 1040;
  const bh = 700;
  const cw = bw;
  let page = rect(0, 0, cw, 700, '#ffffff');
  // nav
  page +=
    rect(28, 16, 30, 30, teal, 8) +
    rect(37, 24, 6, 16, '#ffffff', 1) +
    rect(45, 29, 6, 11, '#a5f3fc', 1) +
    rect(68, 25, 110, 11, navy, 5.5);
  page += hbars(430, 27, [60, 56, 70, 50], { h: 8, gap: 28, fill: '#64748b' });
  page += rect(cw - 150, 14, 122, 34, teal, 17) + rect(cw - 118, 27, 58, 8, '#ffffff', 4);
  // hero scene
  const hw = cw - 48;
  const hh = 290;
  const sky = uidOf('rs');
  const riv = uidOf('rv');
  const dark = uidOf('rd');
  let hero =
    `<defs>${linear(sky, [
      [0, '#3b82f6'],
      [0.55, '#93c5fd'],
      [1, '#fed7aa'],
    ])}${linear(riv, [
      [0, '#0e7490'],
      [1, '#083344'],
    ])}${linear(
      dark,
      [
        [0, '#0c4a6e', 0.75],
        [0.5, '#0c4a6e', 0.2],
        [1, '#0c4a6e', 0],
      ],
      [0, 0, 1, 0],
    )}</defs>` +
    rect(0, 0, hw, hh, `url(#${sky})`) +
    circle(760, 150, 34, '#fff7ed', 'opacity="0.9"');
  const base = 214;
  const back = [
    [300, 36, 120],
    [350, 30, 90],
    [520, 44, 140],
    [600, 40, 110],
    [830, 38, 130],
    [900, 30, 96],
  ];
  back.forEach(([x, w, h]) => (hero += rect(x, base - h, w, h, '#7dd3fc', 0, 'opacity="0.7"')));
  const fronts = [
    [410, 70, 180, '#155e75', 20],
    [492, 56, 150, '#0e7490', 0],
    [660, 84, 200, '#164e63', 30],
    [756, 60, 160, '#0f766e', 0],
    [930, 52, 130, '#155e75', 0],
  ];
  fronts.forEach(([x, w, h, f, cap], i) => (hero += tower(x, base, w, h, f, '#a5f3fc', { cap, seed: i + 3 })));
  hero += rect(0, base - 4, hw, 10, '#334155');
  hero += rect(0, base + 6, hw, hh - base, `url(#${riv})`);
  fronts.forEach(([x, w, h, f]) => (hero += rect(x, base + 6, w, h * 0.45, f, 0, 'opacity="0.35"')));
  for (let i = 0; i < 14; i++)
    hero += rect(40 + ((i * 137) % (hw - 80)), base + 18 + ((i * 29) % 60), 30 + (i % 4) * 14, 2.5, '#ffffff', 1.25, 'opacity="0.45"');
  hero += rect(0, 0, hw, hh, `url(#${dark})`);
  hero += rect(36, 46, 96, 20, '#ffffff', 10, 'opacity="0.25"') + rect(48, 52, 72, 8, '#ffffff', 4);
  hero += rect(36, 82, 300, 30, '#ffffff', 6) + rect(36, 122, 230, 30, '#ffffff', 6);
  hero += bars(36, 170, [270, 210], { h: 7, gap: 10, fill: '#e0f2fe' });
  page += g(clipBox(0, 0, hw, hh, 18, hero), 'translate(24,62)');
  // search widget
  const sx = 110;
  const sy = 318;
  const sWid = cw - 220;
  page += shadow(sx, sy, sWid, 76, 16, { opacity: 0.18, blur: 14, dy: 8 }) + rect(sx, sy, sWid, 76, '#ffffff', 16);
  const fw = (sWid - 170) / 3;
  for (let i = 0; i < 3; i++) {
    const fx = sx + 20 + i * fw;
    page += circle(fx + 16, sy + 38, 14, '#ecfeff') + circle(fx + 16, sy + 38, 5, teal);
    page += rect(fx + 40, sy + 24, 60, 7, '#94a3b8', 3.5) + rect(fx + 40, sy + 40, fw - 70, 10, navy, 5);
    if (i < 2) page += rect(fx + fw - 12, sy + 18, 1, 40, '#e2e8f0');
  }
  page +=
    rect(sx + sWid - 146, sy + 14, 130, 48, teal, 12) +
    circle(sx + sWid - 108, sy + 36, 8, 'none', 'stroke="#ffffff" stroke-width="3"') +
    path(`M${sx + sWid - 102},${sy + 42} l7,7`, 'none', 'stroke="#ffffff" stroke-width="3" stroke-linecap="round"') +
    rect(sx + sWid - 90, sy + 34, 52, 8, '#ffffff', 4);
  // listing cards
  page += rect(24, 424, 170, 13, navy, 6.5) + rect(cw - 120, 426, 96, 9, teal, 4.5);
  const cardW = (cw - 48 - 2 * 22) / 3;
  const palettes = [
    ['#bae6fd', '#155e75', '#fde68a'],
    ['#fde68a', '#9a3412', '#fef3c7'],
    ['#c7d2fe', '#3730a3', '#e0e7ff'],
  ];
  palettes.forEach(([sk, tw, wn], i) => {
    const cx = 24 + i * (cardW + 22);
    let img = rect(0, 0, cardW, 150, sk) + circle(cardW * 0.8, 40, 20, '#ffffff', 'opacity="0.6"');
    img += tower(30 + i * 20, 150, 70, 120 - i * 10, tw, wn, { seed: 20 + i, cap: i === 1 ? 16 : 0 });
    img += tower(120 + i * 10, 150, 56, 90 + i * 12, tw, wn, { seed: 30 + i });
    img += rect(0, 132, cardW, 18, '#0e7490', 0, 'opacity="0.5"');
    img += rect(14, 14, 72, 22, '#ffffff', 11) + rect(24, 22, 52, 6, teal, 3);
    img += circle(cardW - 28, 26, 15, '#ffffff') + path(`M${cardW - 28},${33} l-7,-7 a4,4 0 0 1 7,-5 a4,4 0 0 1 7,5 z`, '#f43f5e');
    page +=
      shadow(cx, 452, cardW, 236, 14, { opacity: 0.12, blur: 10, dy: 6 }) + rect(cx, 452, cardW, 236, '#ffffff', 14, 'stroke="#e2e8f0"');
    page += g(clipBox(0, 0, cardW, 150, 14, img), `translate(${cx},452)`);
    page += rect(cx + 16, 618, 110, 14, navy, 7) + rect(cx + cardW - 96, 618, 80, 14, '#ccfbf1', 7);
    page += rect(cx + 16, 642, 170, 8, '#94a3b8', 4);
    for (let k = 0; k < 3; k++)
      page += rect(cx + 16 + k * 66, 662, 14, 12, '#cbd5e1', 3) + rect(cx + 36 + k * 66, 665, 30, 6, '#cbd5e1', 3);
  });

  const bgId = uidOf('rb');
  const body =
    `<defs>${linear(
      bgId,
      [
        [0, '#e0f2fe'],
        [1, '#ccfbf1'],
      ],
      [0, 0, 1, 1],
    )}</defs>` +
    rect(0, 0, W, H, `url(#${bgId})`) +
    path('M0,640 C200,600 400,690 600,650 C800,610 1000,700 1200,650 L1200,800 L0,800 Z', '#0e7490', 'opacity="0.12"') +
    path('M0,700 C220,660 420,750 640,710 C860,670 1010,760 1200,720 L1200,800 L0,800 Z', '#0e7490', 'opacity="0.12"') +
    browser(80, 50, bw, bh, page, { shadowOpacity: 0.22 });
  return svgDoc(W, H, body);
}

/* ------------------------------------------------------------------ */
/* 5. Muay Fit: gym class booking, red/orange                          */
/* ------------------------------------------------------------------ */
function glove(color = '#dc2626', dark = '#991b1b') {
  // ~170 x 230, origin top-left
  return (
    ellipse(30, 118, 30, 46, dark, 'transform="rotate(-18 30 118)"') +
    rect(22, 0, 150, 150, color, 70) +
    rect(40, 80, 126, 92, color, 34) +
    ellipse(74, 40, 34, 18, '#ffffff', 'opacity="0.22" transform="rotate(-20 74 40)"') +
    path('M46,96 C80,112 130,110 160,92', 'none', `stroke="${dark}" stroke-width="5" stroke-linecap="round" opacity="0.6"`) +
    rect(50, 164, 110, 70, '#fafafa', 14) +
    rect(50, 182, 110, 12, color) +
    path(
      'M86,204 l18,18 M104,204 l-18,18 M116,204 l18,18 M134,204 l-18,18',
      'none',
      'stroke="#a3a3a3" stroke-width="3" stroke-linecap="round"',
    )
  );
}

function muayFit() {
  const red = '#dc2626';
  const orange = '#f97316';
  const bw = 790;
  const bh = 640;
  const cw = bw;
  let page = rect(0, 0, cw, 700, '#111111');
  // nav
  page += rect(28, 16, 32, 32, orange, 8) + path('M47,20 L36,34 L44,34 L40,44 L52,29 L44,29 Z', '#ffffff');
  page += rect(70, 26, 92, 12, '#ffffff', 6);
  page += hbars(300, 28, [50, 58, 46, 54], { h: 8, gap: 24, fill: '#9ca3af' });
  page += rect(cw - 140, 14, 112, 36, orange, 18) + rect(cw - 112, 28, 56, 8, '#ffffff', 4);
  // hero
  const hh = 270;
  const hg = uidOf('mh');
  let hero =
    `<defs>${linear(
      hg,
      [
        [0, orange],
        [1, red],
      ],
      [0, 0, 1, 1],
    )}</defs>` +
    rect(0, 0, cw, hh, '#171717') +
    path(`M${cw * 0.5},0 L${cw},0 L${cw},${hh} L${cw * 0.36},${hh} Z`, `url(#${hg})`) +
    path(`M${cw * 0.46},0 L${cw * 0.49},0 L${cw * 0.35},${hh} L${cw * 0.32},${hh} Z`, '#fbbf24');
  for (let i = 0; i < 4; i++) hero += rect(470 + i * 12, 60 + i * 34, 70 - i * 8, 7, '#ffffff', 3.5, 'opacity="0.55"');
  hero += g(glove(), `translate(560,30) rotate(-24 85 115) scale(0.95)`);
  hero += g(
    rect(0, 0, 250, 34, '#ffffff', 4) + rect(0, 46, 300, 34, '#ffffff', 4) + rect(0, 92, 190, 34, orange, 4),
    'translate(36,40) skewX(-8)',
  );
  hero += bars(36, 180, [280, 220], { h: 7, gap: 10, fill: '#737373' });
  hero += rect(36, 214, 150, 40, orange, 8) + rect(62, 230, 98, 8, '#ffffff', 4);
  hero += rect(198, 214, 130, 40, 'none', 8, 'stroke="#525252" stroke-width="2"') + rect(222, 230, 82, 8, '#e5e5e5', 4);
  page += g(hero, 'translate(0,62)');
  // schedule
  const sy = 356;
  page += rect(28, sy, 170, 13, '#ffffff', 6.5);
  page += hbars(cw - 250, sy - 4, [66, 66, 66], { h: 22, gap: 10, fill: '#262626', rx: 11 }) + rect(cw - 250, sy - 4, 66, 22, orange, 11);
  const gx = 88;
  const gy = sy + 32;
  const colW = (cw - gx - 28) / 7;
  for (let d = 0; d < 7; d++) page += rect(gx + d * colW + colW / 2 - 16, gy, 32, 8, d === 2 ? orange : '#737373', 4);
  const rowH = 50;
  const blocks = {
    '0,0': red,
    '2,0': orange,
    '4,0': '#fbbf24',
    '1,1': '#fbbf24',
    '3,1': red,
    '5,1': orange,
    '6,1': red,
    '0,2': orange,
    '2,2': red,
    '4,2': orange,
    '6,2': '#fbbf24',
    '1,3': red,
    '3,3': orange,
    '5,3': red,
  };
  for (let r = 0; r < 4; r++) {
    const y = gy + 22 + r * rowH;
    page += rect(28, y + 14, 40, 8, '#525252', 4);
    for (let d = 0; d < 7; d++) {
      const c = blocks[`${d},${r}`];
      const x = gx + d * colW + 4;
      if (c)
        page +=
          rect(x, y, colW - 8, rowH - 8, c, 8) +
          rect(x + 8, y + 10, colW - 32, 7, '#ffffff', 3.5) +
          rect(x + 8, y + 24, colW - 48, 6, '#ffffff', 3, 'opacity="0.6"');
      else page += rect(x, y, colW - 8, rowH - 8, '#1c1c1c', 8);
    }
  }

  // phone: booking
  const PW = 296;
  const PH = 600;
  const sw = screenW(PW);
  const sh = screenH(PH);
  let scr = rect(0, 0, sw, sh, '#fafafa') + rect(0, 0, sw, 170, '#111111');
  scr += circle(34, 64, 15, orange) + path('M37,55 L29,66 L35,66 L32,74 L41,62 L35,62 Z', '#ffffff');
  scr += circle(sw - 34, 64, 15, '#404040') + rect(20, 96, 170, 14, '#ffffff', 7) + rect(20, 120, 120, 8, '#a3a3a3', 4);
  // day chips
  for (let i = 0; i < 5; i++) {
    const x = 16 + i * 50;
    const on = i === 1;
    scr += rect(x, 144, 42, 58, on ? orange : '#ffffff', 12, on ? '' : 'stroke="#e5e5e5"');
    scr += rect(x + 11, 158, 20, 6, on ? '#ffffff' : '#a3a3a3', 3) + rect(x + 9, 174, 24, 12, on ? '#ffffff' : '#171717', 4);
  }
  const slots = [
    [red, 'book'],
    [orange, 'done'],
    ['#fbbf24', 'book'],
    [red, 'full'],
  ];
  slots.forEach(([c, st], i) => {
    const y = 222 + i * 74;
    scr += rect(16, y, sw - 32, 64, '#ffffff', 14, 'stroke="#eeeeee"') + rect(16, y + 12, 5, 40, c, 2.5);
    scr += rect(32, y + 14, 40, 9, '#171717', 4.5) + rect(32, y + 30, 30, 6, '#a3a3a3', 3);
    scr += rect(88, y + 14, 90, 9, '#171717', 4.5) + circle(96, y + 42, 8, '#fcd34d') + rect(110, y + 39, 52, 6, '#a3a3a3', 3);
    if (st === 'book') scr += rect(sw - 84, y + 20, 52, 24, '#fff7ed', 12) + rect(sw - 72, y + 29, 28, 6, orange, 3);
    if (st === 'done') scr += circle(sw - 56, y + 32, 14, '#22c55e') + check(sw - 56, y + 32, 14, '#ffffff', 3);
    if (st === 'full') scr += rect(sw - 84, y + 20, 52, 24, '#f5f5f5', 12) + rect(sw - 72, y + 29, 28, 6, '#a3a3a3', 3);
  });
  scr += rect(16, sh - 70, sw - 32, 50, orange, 14) + rect(sw / 2 - 50, sh - 49, 100, 9, '#ffffff', 4.5);

  const bgId = uidOf('mb');
  let stripes = '';
  for (let i = -4; i < 12; i++)
    stripes += path(`M${i * 140},800 L${i * 140 + 420},0 L${i * 140 + 470},0 L${i * 140 + 50},800 Z`, '#000000', 'opacity="0.07"');
  const body =
    `<defs>${linear(
      bgId,
      [
        [0, '#7f1d1d'],
        [0.5, '#dc2626'],
        [1, '#fb923c'],
      ],
      [0, 1, 1, 0],
    )}</defs>` +
    rect(0, 0, W, H, `url(#${bgId})`) +
    stripes +
    glow(1000, 120, 400, '#fde68a', 0.35) +
    browser(54, 84, bw, bh, page, {
      dark: true,
      chrome: '#1c1c1c',
      page: '#111111',
      border: '#2a2a2a',
      shadowOpacity: 0.5,
    }) +
    phone(872, 108, PW, PH, scr, { body: '#171717', shadowOpacity: 0.5 });
  return svgDoc(W, H, body);
}

/* ------------------------------------------------------------------ */
/* 6. Andaman Island Hopper: sea, karst islands, longtail boat         */
/* ------------------------------------------------------------------ */
function karst(x, base, w, h, { body = '#166534', top = '#22c55e', rock = '#57534e' } = {}) {
  const d = `M${x},${base} C${x - w * 0.05},${base - h * 0.5} ${x + w * 0.1},${base - h} ${x + w * 0.45},${base - h} C${x + w * 0.8},${base - h} ${x + w * 1.05},${base - h * 0.6} ${x + w},${base} Z`;
  return (
    path(d, body) +
    ellipse(x + w * 0.42, base - h * 0.9, w * 0.32, h * 0.14, top, 'opacity="0.8"') +
    ellipse(x + w * 0.7, base - h * 0.7, w * 0.18, h * 0.1, top, 'opacity="0.6"') +
    path(
      `M${x + w * 0.02},${base} C${x + w * 0.1},${base - h * 0.25} ${x + w * 0.9},${base - h * 0.22} ${x + w * 0.98},${base} Z`,
      rock,
      'opacity="0.85"',
    )
  );
}

function longtail(x, y, s) {
  return g(
    path('M0,22 C40,34 150,34 190,20 L220,-18 L206,-10 C190,6 160,12 120,12 L10,10 Z', '#92400e') +
      path('M8,18 C60,26 150,26 196,14', 'none', 'stroke="#fde68a" stroke-width="4"') +
      path('M214,-14 l10,-6 l-2,10 Z', '#ef4444') +
      path('M210,-10 l12,-2 l-6,8 Z', '#22c55e') +
      rect(60, -14, 90, 6, '#0ea5e9', 3) +
      rect(66, -10, 4, 22, '#78350f') +
      rect(140, -10, 4, 22, '#78350f') +
      rect(-4, 0, 22, 14, '#374151', 3) +
      path('M0,8 L-50,30', 'none', 'stroke="#374151" stroke-width="4" stroke-linecap="round"') +
      circle(95, 2, 7, '#f59e0b') +
      rect(89, 8, 12, 8, '#f97316', 3),
    `translate(${x},${y}) scale(${s})`,
  );
}

function andaman() {
  const amber = '#f59e0b';
  const sea = '#0891b2';
  const bw = 1030;
  const bh = 710;
  const cw = bw;
  // hero scene, full width
  const hh = 396;
  const sky = uidOf('as');
  const sea1 = uidOf('ae');
  const shade = uidOf('ad');
  let scene =
    `<defs>${linear(sky, [
      [0, '#0ea5e9'],
      [0.6, '#7dd3fc'],
      [1, '#fef3c7'],
    ])}${linear(sea1, [
      [0, '#22d3ee'],
      [0.5, '#06b6d4'],
      [1, '#0e7490'],
    ])}${linear(
      shade,
      [
        [0, '#083344', 0.45],
        [0.6, '#083344', 0],
      ],
      [0, 0, 1, 0],
    )}</defs>` +
    rect(0, 0, cw, 250, `url(#${sky})`) +
    glow(790, 170, 150, '#fef9c3', 0.9) +
    circle(790, 170, 44, '#fef3c7') +
    rect(120, 84, 120, 26, '#ffffff', 13, 'opacity="0.85"') +
    rect(160, 70, 70, 30, '#ffffff', 15, 'opacity="0.85"') +
    rect(600, 60, 110, 22, '#ffffff', 11, 'opacity="0.7"') +
    rect(630, 48, 60, 24, '#ffffff', 12, 'opacity="0.7"');
  scene += rect(0, 244, cw, hh - 244, `url(#${sea1})`);
  const isl = [
    [560, 244, 90, 120, {}],
    [640, 244, 60, 80, { body: '#15803d' }],
    [870, 244, 120, 150, { body: '#14532d' }],
    [990, 244, 70, 90, {}],
    [430, 244, 50, 60, { body: '#15803d' }],
  ];
  isl.forEach(([x, b, w, h, o]) => {
    scene += g(karst(x, b, w, h, o), `translate(0,${2 * b}) scale(1,-1)`, 'opacity="0.18"');
    scene += karst(x, b, w, h, o);
  });
  for (let i = 0; i < 22; i++) {
    const x = (i * 173) % cw;
    const y = 262 + ((i * 47) % 120);
    scene += path(`M${x},${y} q8,-5 16,0 q8,5 16,0`, 'none', 'stroke="#ffffff" stroke-width="2" stroke-linecap="round" opacity="0.5"');
  }
  scene += longtail(470, 284, 1.0);
  scene += path('M420,310 C470,318 620,318 690,306', 'none', 'stroke="#ffffff" stroke-width="3" opacity="0.5" stroke-linecap="round"');
  scene += rect(0, 0, cw, hh, `url(#${shade})`);
  let page = scene;
  // nav over the hero
  page +=
    circle(44, 32, 16, '#ffffff') + path('M34,34 q5,-6 10,0 q5,6 10,0', 'none', `stroke="${sea}" stroke-width="3" stroke-linecap="round"`);
  page += rect(68, 26, 110, 12, '#ffffff', 6);
  page += hbars(560, 28, [56, 60, 52, 64], { h: 8, gap: 26, fill: '#ffffff' });
  page += rect(cw - 140, 14, 112, 36, '#ffffff', 18) + rect(cw - 112, 28, 56, 8, sea, 4);
  // title
  page += rect(44, 100, 110, 22, '#ffffff', 11, 'opacity="0.3"') + rect(58, 107, 82, 8, '#ffffff', 4);
  page += rect(44, 140, 340, 34, '#ffffff', 6) + rect(44, 184, 260, 34, '#ffffff', 6);
  page += bars(44, 236, [300, 230], { h: 8, gap: 10, fill: '#e0f2fe' });
  // booking widget
  const by = 336;
  page += shadow(40, by, cw - 80, 104, 18, { opacity: 0.2, blur: 14, dy: 10 }) + rect(40, by, cw - 80, 104, '#ffffff', 18);
  page +=
    rect(60, by + 14, 70, 20, '#cffafe', 10) +
    rect(72, by + 21, 46, 6, sea, 3) +
    rect(138, by + 14, 70, 20, '#f1f5f9', 10) +
    rect(150, by + 21, 46, 6, '#94a3b8', 3);
  const fw = (cw - 80 - 40 - 170) / 4;
  for (let i = 0; i < 4; i++) {
    const fx = 60 + i * fw;
    page += rect(fx, by + 44, fw - 12, 46, '#f8fafc', 10, 'stroke="#e2e8f0"');
    page += circle(fx + 20, by + 67, 8, 'none', `stroke="${sea}" stroke-width="2.5"`);
    page += rect(fx + 36, by + 56, 50, 6, '#94a3b8', 3) + rect(fx + 36, by + 70, fw - 70, 8, '#0f172a', 4);
  }
  page +=
    rect(cw - 80 - 150 + 40, by + 44, 150, 46, amber, 12) +
    rect(cw - 80 - 150 + 66, by + 63, 64, 8, '#ffffff', 4) +
    path(
      `M${cw - 80 - 150 + 146},${by + 61} l8,6 l-8,6`,
      'none',
      'stroke="#ffffff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"',
    );
  // destination cards
  page += rect(40, 470, 190, 13, '#0f172a', 6.5) + rect(cw - 140, 472, 100, 9, sea, 4.5);
  const cards = [
    ['#38bdf8', '#0891b2', '#fef3c7'],
    ['#fb923c', '#0e7490', '#fde68a'],
    ['#22d3ee', '#0284c7', '#ffffff'],
    ['#818cf8', '#155e75', '#fde68a'],
  ];
  const cWid = (cw - 80 - 3 * 20) / 4;
  cards.forEach(([sk, sea2, sun], i) => {
    const cx = 40 + i * (cWid + 20);
    const skyc = uidOf('ck');
    let img =
      `<defs>${linear(skyc, [
        [0, sk],
        [1, '#fef9c3'],
      ])}</defs>` +
      rect(0, 0, cWid, 140, `url(#${skyc})`) +
      circle(cWid * (0.3 + i * 0.15), 52, 16, sun) +
      rect(0, 94, cWid, 50, sea2);
    img += karst(30 + i * 18, 96, 60 + i * 6, 60 - i * 6, {}) + karst(130 - i * 10, 96, 40, 40, { body: '#15803d' });
    if (i === 2) img += longtail(90, 112, 0.3);
    page += rect(cx, 498, cWid, 220, '#ffffff', 14, 'stroke="#e2e8f0"');
    page += g(clipBox(0, 0, cWid, 140, 14, img), `translate(${cx},498)`);
    page +=
      rect(cx + 14, 652, 110, 11, '#0f172a', 5.5) +
      star(cx + 20, 680, 6, amber) +
      rect(cx + 32, 677, 30, 6, '#94a3b8', 3) +
      rect(cx + cWid - 70, 674, 56, 12, '#fef3c7', 6);
  });

  const bgId = uidOf('ab');
  const body =
    `<defs>${linear(
      bgId,
      [
        [0, '#a5f3fc'],
        [0.55, '#cffafe'],
        [1, '#fde68a'],
      ],
      [0, 0, 0.6, 1],
    )}</defs>` +
    rect(0, 0, W, H, `url(#${bgId})`) +
    circle(1120, 90, 150, '#ffffff', 'opacity="0.35"') +
    path('M0,690 C180,650 360,730 600,690 C840,650 1000,730 1200,690 L1200,800 L0,800 Z', '#06b6d4', 'opacity="0.22"') +
    browser(85, 46, bw, bh, page, { shadowOpacity: 0.25 });
  return svgDoc(W, H, body);
}

/* ------------------------------------------------------------------ */
/* 7. PayLanna: fintech dashboard                                      */
/* ------------------------------------------------------------------ */
function payLanna() {
  const violet = '#7c3aed';
  const emerald = '#10b981';
  const ink = '#1e1b3a';
  const bw = 930;
  const bh = 680;
  let page = rect(0, 0, bw, 700, '#f6f7fb');
  // sidebar
  const sb = uidOf('ps');
  page +=
    `<defs>${linear(sb, [
      [0, '#2e1065'],
      [1, '#1e1b4b'],
    ])}</defs>` + rect(0, 0, 200, 700, `url(#${sb})`);
  page +=
    rect(24, 22, 34, 34, emerald, 10) + circle(41, 39, 9, 'none', 'stroke="#ffffff" stroke-width="3.5"') + rect(37, 39, 4, 14, '#ffffff');
  page += rect(68, 33, 96, 11, '#ffffff', 5.5);
  for (let i = 0; i < 6; i++) {
    const y = 90 + i * 46;
    if (i === 0) page += rect(14, y - 10, 172, 38, '#ffffff', 10, 'opacity="0.1"') + rect(14, y - 10, 4, 38, emerald, 2);
    page +=
      rect(32, y, 18, 18, i === 0 ? emerald : '#8b8aa8', 5) +
      rect(62, y + 5, [70, 84, 60, 76, 64, 70][i], 8, i === 0 ? '#ffffff' : '#a5a3c8', 4);
  }
  const pc = uidOf('pc');
  page +=
    `<defs>${linear(
      pc,
      [
        [0, violet],
        [1, emerald],
      ],
      [0, 0, 1, 1],
    )}</defs>` + rect(16, 418, 168, 150, `url(#${pc})`, 16);
  page +=
    circle(150, 450, 40, '#ffffff', 'opacity="0.12"') +
    bars(32, 440, [90, 120, 70], { h: 8, gap: 10, fill: '#ffffff' }) +
    rect(32, 520, 90, 28, '#ffffff', 14) +
    rect(46, 530, 62, 8, violet, 4);
  // top bar
  const mx = 224;
  const mw = bw - mx - 24;
  page += rect(mx, 20, 150, 14, ink, 7) + rect(mx, 42, 110, 8, '#94a3b8', 4);
  page +=
    rect(bw - 330, 20, 200, 36, '#ffffff', 18, 'stroke="#e5e7eb"') +
    circle(bw - 308, 38, 7, 'none', 'stroke="#94a3b8" stroke-width="2.5"') +
    rect(bw - 292, 34, 90, 8, '#cbd5e1', 4);
  page +=
    circle(bw - 100, 38, 18, '#ffffff', 'stroke="#e5e7eb"') +
    circle(bw - 94, 30, 4, '#f43f5e') +
    circle(bw - 52, 38, 18, '#fcd34d') +
    circle(bw - 52, 33, 7, '#92400e') +
    ellipse(bw - 52, 48, 11, 6, '#92400e');
  // KPI cards
  const kw = (mw - 2 * 16) / 3;
  const spark = [
    [emerald, 'M0,26 L14,20 L28,24 L42,12 L56,16 L70,4'],
    [violet, 'M0,10 L14,18 L28,8 L42,16 L56,6 L70,12'],
    ['#f43f5e', 'M0,4 L14,10 L28,8 L42,18 L56,16 L70,26'],
  ];
  spark.forEach(([c, d], i) => {
    const x = mx + i * (kw + 16);
    page += rect(x, 76, kw, 96, '#ffffff', 14, 'stroke="#eceef4"');
    page += circle(x + 26, 102, 12, c, 'opacity="0.15"') + circle(x + 26, 102, 5, c);
    page += rect(x + 46, 98, 70, 8, '#94a3b8', 4) + rect(x + 16, 128, 96, 16, ink, 5) + rect(x + 16, 152, 44, 10, c, 5, 'opacity="0.2"');
    page += g(
      path(d, 'none', `stroke="${c}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"`),
      `translate(${x + kw - 90},${126})`,
    );
  });
  // area chart card
  const aw = mw * 0.62;
  const ax = mx;
  const ay = 188;
  const ah = 236;
  page += rect(ax, ay, aw, ah, '#ffffff', 14, 'stroke="#eceef4"');
  page +=
    rect(ax + 18, ay + 18, 130, 11, ink, 5.5) +
    hbars(ax + aw - 170, ay + 14, [46, 46, 46], { h: 20, gap: 8, fill: '#f1f5f9', rx: 10 }) +
    rect(ax + aw - 116, ay + 14, 46, 20, violet, 10);
  const cx0 = ax + 18;
  const cy0 = ay + 52;
  const cW = aw - 36;
  const cH = ah - 72;
  for (let i = 0; i < 4; i++) page += rect(cx0, cy0 + (i * cH) / 3, cW, 1, '#eef0f5');
  const vals = [0.35, 0.42, 0.38, 0.55, 0.5, 0.62, 0.58, 0.72, 0.66, 0.8, 0.76, 0.9];
  const pts = vals.map((v, i) => [cx0 + (i * cW) / (vals.length - 1), cy0 + cH - v * cH]);
  let d = `M${n(pts[0][0])},${n(pts[0][1])}`;
  for (let i = 1; i < pts.length; i++) {
    const [x0, y0] = pts[i - 1];
    const [x1, y1] = pts[i];
    const mxp = (x0 + x1) / 2;
    d += ` C${n(mxp)},${n(y0)} ${n(mxp)},${n(y1)} ${n(x1)},${n(y1)}`;
  }
  const af = uidOf('af');
  page +=
    `<defs>${linear(af, [
      [0, emerald, 0.35],
      [1, emerald, 0],
    ])}</defs>` + path(`${d} L${n(cx0 + cW)},${n(cy0 + cH)} L${n(cx0)},${n(cy0 + cH)} Z`, `url(#${af})`);
  page += path(d, 'none', `stroke="${emerald}" stroke-width="3.5" stroke-linecap="round"`);
  const vals2 = [0.2, 0.28, 0.22, 0.3, 0.36, 0.3, 0.4, 0.38, 0.46, 0.42, 0.5, 0.55];
  let d2 = '';
  vals2.forEach((v, i) => (d2 += `${i ? ' L' : 'M'}${n(cx0 + (i * cW) / (vals2.length - 1))},${n(cy0 + cH - v * cH)}`));
  page += path(d2, 'none', `stroke="${violet}" stroke-width="2.5" stroke-dasharray="6 6" stroke-linecap="round"`);
  const [hx, hy] = pts[7];
  page += rect(hx, cy0, 1.5, cH, '#c4b5fd') + circle(hx, hy, 7, '#ffffff', `stroke="${emerald}" stroke-width="3.5"`);
  page +=
    rect(hx - 50, hy - 58, 100, 42, ink, 8) + rect(hx - 38, hy - 48, 50, 6, '#a5a3c8', 3) + rect(hx - 38, hy - 36, 74, 9, '#ffffff', 4.5);
  // donut card
  const dx = ax + aw + 16;
  const dw = mw - aw - 16;
  page += rect(dx, ay, dw, ah, '#ffffff', 14, 'stroke="#eceef4"') + rect(dx + 18, ay + 18, 100, 11, ink, 5.5);
  const R = 52;
  const Cc = 2 * Math.PI * R;
  const dcx = dx + dw / 2;
  const dcy = ay + 112;
  let acc = 0;
  [
    [0.46, violet],
    [0.3, emerald],
    [0.16, '#fbbf24'],
    [0.08, '#f43f5e'],
  ].forEach(([f, c]) => {
    page += circle(
      dcx,
      dcy,
      R,
      'none',
      `stroke="${c}" stroke-width="20" stroke-dasharray="${n(Cc * f - 3)} ${n(Cc)}" stroke-dashoffset="${n(-Cc * acc)}" transform="rotate(-90 ${dcx} ${dcy})"`,
    );
    acc += f;
  });
  page += rect(dcx - 28, dcy - 10, 56, 12, ink, 6) + rect(dcx - 18, dcy + 8, 36, 6, '#94a3b8', 3);
  [violet, emerald, '#fbbf24'].forEach(
    (c, i) =>
      (page +=
        circle(dx + 26, ay + 190 + i * 16, 5, c) +
        rect(dx + 38, ay + 187 + i * 16, 70, 6, '#cbd5e1', 3) +
        rect(dx + dw - 50, ay + 187 + i * 16, 30, 6, '#94a3b8', 3)),
  );
  // transactions
  const ty = ay + ah + 16;
  page += rect(mx, ty, aw, 220, '#ffffff', 14, 'stroke="#eceef4"') + rect(mx + 18, ty + 18, 140, 11, ink, 5.5);
  const tx = [
    ['#ede9fe', violet, emerald],
    ['#d1fae5', emerald, '#f43f5e'],
    ['#fef3c7', '#d97706', '#f43f5e'],
    ['#ffe4e6', '#f43f5e', emerald],
  ];
  tx.forEach(([bg, fg, amt], i) => {
    const y = ty + 48 + i * 44;
    page += circle(mx + 36, y + 14, 16, bg) + rect(mx + 30, y + 8, 12, 12, fg, 3);
    page += rect(mx + 62, y + 4, [120, 96, 140, 110][i], 9, ink, 4.5) + rect(mx + 62, y + 20, 70, 6, '#cbd5e1', 3);
    page += rect(mx + aw * 0.55, y + 10, 60, 8, '#e2e8f0', 4) + rect(mx + aw - 100, y + 8, 80, 11, amt, 5.5, 'opacity="0.85"');
  });
  // bar chart
  page += rect(dx, ty, dw, 220, '#ffffff', 14, 'stroke="#eceef4"') + rect(dx + 18, ty + 18, 90, 11, ink, 5.5);
  const bv = [0.45, 0.7, 0.55, 0.9, 0.6, 0.75];
  const bwid = (dw - 36) / bv.length;
  bv.forEach((v, i) => {
    const h = v * 130;
    page += rect(dx + 18 + i * bwid + bwid * 0.2, ty + 190 - h, bwid * 0.6, h, i === 3 ? emerald : '#ddd6fe', 6);
  });

  // floating card & toast
  const cg = uidOf('cg');
  const card =
    `<defs>${linear(
      cg,
      [
        [0, '#6d28d9'],
        [0.6, '#4f46e5'],
        [1, emerald],
      ],
      [0, 0, 1, 1],
    )}</defs>` +
    shadow(0, 0, 320, 200, 20, { opacity: 0.35 }) +
    rect(0, 0, 320, 200, `url(#${cg})`, 20) +
    circle(270, 20, 90, '#ffffff', 'opacity="0.08"') +
    circle(300, 180, 60, '#ffffff', 'opacity="0.06"') +
    rect(28, 64, 44, 34, '#fcd34d', 6) +
    path('M28,81 L72,81 M50,64 L50,98', 'none', 'stroke="#b45309" stroke-width="1.5"') +
    path('M92,70 q8,11 0,22 M102,64 q12,17 0,34', 'none', 'stroke="#ffffff" stroke-width="3" stroke-linecap="round" opacity="0.8"') +
    hbars(28, 128, [46, 46, 46, 46], { h: 10, gap: 14, fill: '#ffffff', rx: 5 }) +
    rect(28, 160, 110, 8, '#e0e7ff', 4) +
    circle(262, 160, 18, '#f59e0b', 'opacity="0.95"') +
    circle(284, 160, 18, '#f43f5e', 'opacity="0.85"') +
    rect(28, 26, 80, 12, '#ffffff', 6);
  const toast =
    shadow(0, 0, 250, 76, 16, { opacity: 0.18, blur: 12, dy: 8 }) +
    rect(0, 0, 250, 76, '#ffffff', 16) +
    circle(38, 38, 20, '#d1fae5') +
    check(38, 38, 20, emerald, 4) +
    rect(70, 24, 120, 10, ink, 5) +
    rect(70, 44, 80, 8, '#94a3b8', 4);

  const bgId = uidOf('pb');
  const body =
    `<defs>${linear(
      bgId,
      [
        [0, '#ede9fe'],
        [1, '#d1fae5'],
      ],
      [0, 0, 1, 1],
    )}</defs>` +
    rect(0, 0, W, H, `url(#${bgId})`) +
    circle(1080, 700, 260, '#a78bfa', 'opacity="0.18"') +
    circle(90, 80, 180, '#34d399', 'opacity="0.16"') +
    browser(50, 60, bw, bh, page, { shadowOpacity: 0.22 }) +
    g(card, 'translate(850,470) rotate(-9 160 100)') +
    g(toast, 'translate(925,300)');
  return svgDoc(W, H, body);
}

/* ------------------------------------------------------------------ */
/* 8. Baan Suan Boutique Hotel: garden, teak house, rooms              */
/* ------------------------------------------------------------------ */
function leaf(cx, cy, rx, ry, rot, fill, vein = '#ffffff') {
  return g(
    ellipse(0, 0, rx, ry, fill) +
      path(`M${-rx * 0.9},0 L${rx * 0.9},0`, 'none', `stroke="${vein}" stroke-opacity="0.35" stroke-width="2"`) +
      [-0.5, -0.1, 0.3]
        .map((t) =>
          path(
            `M${rx * t},0 l${rx * 0.25},${-ry * 0.6} M${rx * t},0 l${rx * 0.25},${ry * 0.6}`,
            'none',
            `stroke="${vein}" stroke-opacity="0.25" stroke-width="1.5"`,
          ),
        )
        .join(''),
    `translate(${cx},${cy}) rotate(${rot})`,
  );
}

function thaiHouse(x, y, s) {
  // ground of stilts at y; ~200 wide
  const wood = '#92400e';
  const dark = '#78350f';
  return g(
    rect(20, -60, 6, 60, dark) +
      rect(90, -60, 6, 60, dark) +
      rect(170, -60, 6, 60, dark) +
      rect(10, -130, 180, 74, wood) +
      [40, 70, 100, 130, 160].map((xx) => rect(xx, -124, 2, 62, dark, 0, 'opacity="0.6"')).join('') +
      rect(60, -112, 26, 40, '#fde68a', 2) +
      rect(118, -112, 26, 40, '#fde68a', 2) +
      path('M-10,-128 L100,-128 L100,-230 Z', '#7c2d12') +
      path('M210,-128 L100,-128 L100,-230 Z', '#9a3412') +
      path('M40,-128 L100,-205 L160,-128 Z', '#b45309') +
      path('M100,-230 q6,-14 -4,-22', 'none', 'stroke="#fbbf24" stroke-width="4" stroke-linecap="round"') +
      path('M-10,-128 q-12,-6 -10,-18', 'none', 'stroke="#fbbf24" stroke-width="4" stroke-linecap="round"') +
      path('M210,-128 q12,-6 10,-18', 'none', 'stroke="#fbbf24" stroke-width="4" stroke-linecap="round"') +
      rect(-6, -60, 212, 8, dark) +
      path('M150,0 L150,-52 M150,-10 L176,-10 M150,-24 L176,-24 M150,-38 L176,-38', 'none', `stroke="${dark}" stroke-width="3"`),
    `translate(${x},${y}) scale(${s})`,
  );
}

function palm(x, y, h, s = 1) {
  return g(
    path(`M0,0 C-6,${-h * 0.4} 8,${-h * 0.7} 4,${-h}`, 'none', 'stroke="#854d0e" stroke-width="7" stroke-linecap="round"') +
      [-150, -115, -70, -30, 10]
        .map((a, i) =>
          leaf(
            4 + Math.cos((a * Math.PI) / 180) * 32,
            -h + Math.sin((a * Math.PI) / 180) * 18,
            38,
            9,
            a + 90 + 90,
            i % 2 ? '#15803d' : '#16a34a',
          ),
        )
        .join(''),
    `translate(${x},${y}) scale(${s})`,
  );
}

function roomImage(w, h, wall, accent, i) {
  let r = rect(0, 0, w, h, wall);
  r +=
    rect(w * 0.58, 20, w * 0.3, h * 0.42, '#bbf7d0') +
    ellipse(w * 0.68, 60, 30, 22, '#22c55e') +
    ellipse(w * 0.8, 50, 24, 30, '#16a34a') +
    rect(w * 0.58, 20, w * 0.3, h * 0.42, 'none', 0, 'stroke="#ffffff" stroke-width="5"') +
    rect(w * 0.73 - 1.5, 20, 3, h * 0.42, '#ffffff');
  r += rect(w * 0.1, h * 0.36, w * 0.46, h * 0.3, '#a16207', 8);
  r += rect(w * 0.06, h * 0.58, w * 0.54, h * 0.26, '#ffffff', 8) + rect(w * 0.06, h * 0.72, w * 0.54, h * 0.12, accent, 4);
  r += rect(w * 0.12, h * 0.5, w * 0.18, h * 0.12, '#f8fafc', 8) + rect(w * 0.34, h * 0.5, w * 0.18, h * 0.12, '#f8fafc', 8);
  r += rect(w * 0.64, h * 0.74, 26, 30, '#c2410c', 4) + ellipse(w * 0.64 + 13, h * 0.68, 20, 16, '#15803d');
  r +=
    rect(w * 0.33 - 1, 0, 2, h * 0.16, '#44403c') +
    path(
      `M${w * 0.33 - 16},${h * 0.22} L${w * 0.33 + 16},${h * 0.22} L${w * 0.33 + 8},${h * 0.14} L${w * 0.33 - 8},${h * 0.14} Z`,
      '#fbbf24',
    );
  r += rect(0, h * 0.84, w, h * 0.16, '#d6c4a8');
  if (i === 1) r += rect(w * 0.86, h * 0.5, 10, h * 0.34, '#78350f', 2);
  return r;
}

function baanSuan() {
  const green = '#166534';
  const green2 = '#15803d';
  const cream = '#fffbf2';
  const bw = 990;
  const bh = 724;
  const cw = bw;
  let page = rect(0, 0, cw, 700, cream);
  // nav
  page += circle(46, 32, 17, green) + leaf(46, 32, 10, 5, -45, '#bbf7d0', green) + rect(72, 26, 120, 12, '#14532d', 6);
  page += hbars(420, 28, [56, 50, 62, 54], { h: 8, gap: 28, fill: '#78716c' });
  page += rect(cw - 146, 14, 118, 36, green, 18) + rect(cw - 116, 28, 58, 8, '#ffffff', 4);
  // hero text
  page += rect(40, 96, 120, 22, '#dcfce7', 11) + rect(54, 103, 92, 8, green2, 4);
  page += rect(40, 136, 330, 34, '#14532d', 6) + rect(40, 180, 280, 34, '#14532d', 6) + rect(40, 224, 200, 34, '#b45309', 6);
  page += bars(40, 280, [340, 310, 240], { h: 7, gap: 10, fill: '#a8a29e' });
  page += rect(40, 346, 150, 44, green, 22) + rect(68, 364, 94, 8, '#ffffff', 4);
  page += rect(204, 346, 140, 44, 'none', 22, `stroke="${green}" stroke-width="2"`) + rect(232, 364, 84, 8, green, 4);
  // arched garden image
  const iw = 500;
  const ih = 344;
  const clip = uidOf('ac');
  const gs = uidOf('gs');
  let scene =
    `<defs>${linear(gs, [
      [0, '#bae6fd'],
      [1, '#fef9c3'],
    ])}</defs>` +
    rect(0, 0, iw, ih, `url(#${gs})`) +
    circle(380, 80, 30, '#fef08a') +
    circle(60, 220, 80, '#4d7c0f') +
    circle(150, 200, 70, '#65a30d') +
    circle(430, 210, 90, '#4d7c0f') +
    circle(330, 230, 60, '#65a30d') +
    rect(0, 250, iw, ih - 250, '#84cc16') +
    thaiHouse(150, 268, 1.0) +
    rect(0, 300, iw, ih - 300, '#65a30d') +
    rect(60, 312, 300, 40, '#67e8f9', 20) +
    path(
      'M90,330 q10,-5 20,0 q10,5 20,0 M200,326 q10,-5 20,0 q10,5 20,0 M280,336 q10,-5 20,0',
      'none',
      'stroke="#ffffff" stroke-width="2.5" stroke-linecap="round" opacity="0.8"',
    ) +
    rect(380, 320, 60, 10, '#ffffff', 5) +
    rect(380, 330, 6, 14, '#e7e5e4') +
    rect(434, 330, 6, 14, '#e7e5e4') +
    palm(40, 330, 200, 1) +
    palm(460, 320, 170, 1) +
    leaf(20, 340, 60, 22, -30, '#166534') +
    leaf(480, 340, 60, 22, 200, '#15803d');
  page += `<defs><clipPath id="${clip}"><path d="M0,${ih} V130 A130,130 0 0 1 130,0 H${iw - 130} A130,130 0 0 1 ${iw},130 V${ih} Z"/></clipPath></defs>`;
  page += g(`<g clip-path="url(#${clip})">${scene}</g>`, `translate(${cw - iw - 36},64)`);
  // booking bar
  const by = 430;
  page +=
    shadow(40, by, cw - 80, 74, 16, { opacity: 0.12, blur: 12, dy: 8 }) + rect(40, by, cw - 80, 74, '#ffffff', 16, 'stroke="#ece7da"');
  const fw = (cw - 80 - 200) / 3;
  for (let i = 0; i < 3; i++) {
    const fx = 62 + i * fw;
    page += rect(fx, by + 20, 34, 34, '#f0fdf4', 10) + rect(fx + 10, by + 30, 14, 14, 'none', 3, `stroke="${green2}" stroke-width="2.5"`);
    page += rect(fx + 46, by + 22, 56, 7, '#a8a29e', 3.5) + rect(fx + 46, by + 38, fw - 90, 10, '#292524', 5);
  }
  page += rect(cw - 220, by + 14, 160, 46, green, 12) + rect(cw - 186, by + 33, 92, 8, '#ffffff', 4);
  // rooms
  page += rect(40, 530, 170, 13, '#14532d', 6.5);
  const rw = (cw - 80 - 2 * 22) / 3;
  const rooms = [
    ['#e7efe0', '#86efac'],
    ['#f5e6d3', '#fdba74'],
    ['#e8e4f3', '#c4b5fd'],
  ];
  rooms.forEach(([wall, acc], i) => {
    const x = 40 + i * (rw + 22);
    page += g(clipBox(0, 0, rw, 160, 16, roomImage(rw, 160, wall, acc, i)), `translate(${x},558)`);
  });

  const bgId = uidOf('bb');
  const body =
    `<defs>${linear(
      bgId,
      [
        [0, '#ecfccb'],
        [1, '#dcfce7'],
      ],
      [0, 0, 1, 1],
    )}</defs>` +
    rect(0, 0, W, H, `url(#${bgId})`) +
    leaf(60, 90, 150, 52, 35, '#4d7c0f') +
    leaf(140, 30, 120, 40, 80, '#65a30d') +
    leaf(1150, 720, 160, 56, 215, '#166534') +
    leaf(1080, 790, 120, 42, 260, '#4d7c0f') +
    leaf(1170, 600, 110, 36, 160, '#65a30d') +
    browser(105, 38, bw, bh, page, {
      chrome: '#f3efe3',
      page: cream,
      url: '#ffffff',
      border: '#e7e0cc',
      shadowOpacity: 0.22,
    });
  return svgDoc(W, H, body);
}

/* ------------------------------------------------------------------ */
/* 9. Bangkok Bridal Expo: ivory & soft gold                           */
/* ------------------------------------------------------------------ */
function flowers(cx, cy, s, seed) {
  const r = rng(seed);
  let f = '';
  for (let i = 0; i < 5; i++)
    f += leaf(cx + (r() - 0.5) * 60 * s, cy + (r() - 0.5) * 30 * s, 16 * s, 6 * s, r() * 360, '#a3b18a', '#ffffff');
  const cols = ['#fbcfe8', '#ffffff', '#fde2e4', '#f5d0a9', '#fff1f2'];
  for (let i = 0; i < 6; i++) {
    const x = cx + (r() - 0.5) * 50 * s;
    const y = cy + (r() - 0.5) * 26 * s;
    const rr = (8 + r() * 8) * s;
    f += circle(x, y, rr, cols[i % cols.length], 'stroke="#e7c9a9" stroke-width="1"') + circle(x, y, rr * 0.35, '#e7b4b4', 'opacity="0.6"');
  }
  return f;
}

function rings(cx, cy, r, c = '#c9a45c') {
  return (
    circle(cx - r * 0.45, cy, r, 'none', `stroke="${c}" stroke-width="${n(r * 0.22)}"`) +
    circle(cx + r * 0.45, cy, r, 'none', `stroke="#e3c68c" stroke-width="${n(r * 0.22)}"`) +
    path(
      `M${n(cx + r * 0.45)},${n(cy - r * 1.05)} l${n(r * 0.3)},${n(-r * 0.35)} l${n(r * 0.3)},${n(r * 0.35)} l${n(-r * 0.3)},${n(r * 0.3)} Z`,
      '#ffffff',
      `stroke="${c}" stroke-width="1.5"`,
    )
  );
}

function gown(cx, base, h) {
  const s = h / 100;
  const X = (v) => n(cx + v * s);
  const Y = (v) => n(base - h + v * s);
  return (
    path(
      `M${X(-6)},${Y(4)} C${X(-22)},${Y(30)} ${X(-30)},${Y(70)} ${X(-34)},${Y(100)} L${X(34)},${Y(100)} C${X(30)},${Y(70)} ${X(22)},${Y(30)} ${X(6)},${Y(4)} Z`,
      '#ffffff',
      'opacity="0.55"',
    ) +
    path(`M${X(-9)},${Y(8)} L${X(9)},${Y(8)} L${X(7)},${Y(34)} L${X(-7)},${Y(34)} Z`, '#ffffff', 'stroke="#ecd9b6" stroke-width="1"') +
    path(
      `M${X(-7)},${Y(36)} C${X(-20)},${Y(60)} ${X(-30)},${Y(88)} ${X(-36)},${Y(100)} L${X(36)},${Y(100)} C${X(30)},${Y(88)} ${X(20)},${Y(60)} ${X(7)},${Y(36)} Z`,
      '#ffffff',
      'stroke="#ecd9b6" stroke-width="1"',
    ) +
    path(
      `M${X(-4)},${Y(50)} C${X(-10)},${Y(70)} ${X(-14)},${Y(88)} ${X(-16)},${Y(100)} M${X(4)},${Y(50)} C${X(10)},${Y(70)} ${X(14)},${Y(88)} ${X(16)},${Y(100)}`,
      'none',
      'stroke="#f1e4cc" stroke-width="1.5"',
    ) +
    rect(cx - 8 * s, base - h + 32 * s, 16 * s, 4 * s, '#c9a45c', 2 * s) +
    path(`M${X(-9)},${Y(8)} Q${X(0)},${Y(14)} ${X(9)},${Y(8)}`, 'none', 'stroke="#ecd9b6" stroke-width="1.5"')
  );
}

function bridalExpo() {
  const gold = '#c9a45c';
  const goldL = '#e9d5a7';
  const brown = '#3f2d1c';
  const ivory = '#fffdf8';
  const bw = 900;
  const bh = 700;
  const cw = bw;
  let page = rect(0, 0, cw, 700, ivory);
  // nav: centred logo
  page += hbars(40, 28, [50, 60, 46], { h: 7, gap: 24, fill: '#a89580' });
  page += rings(cw / 2, 32, 11) + rect(cw / 2 - 50, 52, 100, 2, goldL);
  page +=
    hbars(cw - 290, 28, [46, 54], { h: 7, gap: 24, fill: '#a89580' }) +
    rect(cw - 128, 16, 96, 32, 'none', 16, `stroke="${gold}" stroke-width="1.5"`) +
    rect(cw - 106, 29, 52, 6, gold, 3);
  // arch
  const ax = cw / 2 - 150;
  const ay = 84;
  const aw = 300;
  const ah = 310;
  const bl = uidOf('bl');
  const clip = uidOf('bc');
  const archD = `M0,${ah} V150 A150,150 0 0 1 300,150 V${ah} Z`;
  page += `<defs>${linear(bl, [
    [0, '#fbe4e4'],
    [1, '#fdf2e9'],
  ])}<clipPath id="${clip}"><path d="${archD}"/></clipPath></defs>`;
  let arch = `<g clip-path="url(#${clip})">${rect(0, 0, aw, ah, `url(#${bl})`)}${circle(150, 120, 90, '#ffffff', 'opacity="0.5"')}${rect(0, ah - 40, aw, 40, '#f3e4cf')}${gown(150, ah - 24, 240)}</g>`;
  arch += path(archD, 'none', `stroke="${gold}" stroke-width="3"`);
  arch += path(`M-12,${ah} V150 A162,162 0 0 1 312,150 V${ah}`, 'none', `stroke="${goldL}" stroke-width="1.5"`);
  arch +=
    flowers(10, 160, 1.2, 3) +
    flowers(290, 180, 1.1, 9) +
    flowers(150, 0, 1.0, 5) +
    flowers(0, ah - 10, 1.3, 7) +
    flowers(300, ah - 10, 1.3, 13);
  page += g(arch, `translate(${ax},${ay})`);
  // left copy
  page += rect(40, 130, 90, 6, gold, 3);
  page += rect(40, 156, 190, 26, brown, 4) + rect(40, 192, 160, 26, brown, 4) + rect(40, 228, 176, 26, gold, 4);
  page += bars(40, 276, [180, 160, 120], { h: 6, gap: 10, fill: '#bfae98' });
  page += rect(40, 336, 150, 42, gold, 21) + rect(70, 353, 90, 8, '#ffffff', 4);
  // right: countdown
  const rx0 = cw - 240;
  page += rect(rx0, 134, 120, 8, '#a89580', 4);
  for (let i = 0; i < 4; i++) {
    const x = rx0 + (i % 2) * 104;
    const y = 160 + Math.floor(i / 2) * 96;
    page +=
      rect(x, y, 92, 84, '#fffaf0', 12, `stroke="${goldL}" stroke-width="1.5"`) +
      rect(x + 22, y + 24, 48, 22, brown, 5) +
      rect(x + 28, y + 56, 36, 6, '#bfae98', 3);
  }
  page += rings(rx0 + 100, 380, 14);
  // divider
  page +=
    rect(40, 432, cw / 2 - 60, 1.5, goldL) +
    rect(cw / 2 + 20, 432, cw / 2 - 60, 1.5, goldL) +
    path(`M${cw / 2},424 l8,8 l-8,8 l-8,-8 Z`, gold);
  // vendor cards
  const vw = (cw - 80 - 3 * 18) / 4;
  const vendors = [
    (w, h) =>
      rect(0, 0, w, h, '#f7ede1') +
      rect(w / 2 - 40, h - 40, 80, 34, '#ffffff', 4, `stroke="${goldL}"`) +
      rect(w / 2 - 30, h - 68, 60, 30, '#ffffff', 4, `stroke="${goldL}"`) +
      rect(w / 2 - 20, h - 92, 40, 26, '#ffffff', 4, `stroke="${goldL}"`) +
      rect(w / 2 - 40, h - 26, 80, 4, gold) +
      rect(w / 2 - 30, h - 52, 60, 3, gold) +
      circle(w / 2, h - 98, 6, '#fbcfe8') +
      rect(w / 2 - 56, h - 6, 112, 6, '#e7d3b5', 3),
    (w, h) =>
      rect(0, 0, w, h, '#fbe7e7') +
      flowers(w / 2, h / 2 - 10, 1.6, 21) +
      path(`M${w / 2 - 8},${h / 2 + 14} L${w / 2},${h - 14} L${w / 2 + 8},${h / 2 + 14}`, '#a3b18a'),
    (w, h) => rect(0, 0, w, h, '#f3ead8') + circle(w / 2, h / 2 + 4, 44, '#ffffff', 'opacity="0.7"') + rings(w / 2, h / 2 + 10, 22),
    (w, h) => rect(0, 0, w, h, '#ece6df') + gown(w / 2, h - 6, 118),
  ];
  vendors.forEach((draw, i) => {
    const x = 40 + i * (vw + 18);
    page += rect(x, 462, vw, 230, '#ffffff', 12, `stroke="${goldL}"`);
    page += g(clipBox(0, 0, vw, 140, 12, draw(vw, 140)), `translate(${x},462)`);
    page += rect(x + 14, 618, vw - 60, 10, brown, 5) + rect(x + 14, 638, vw - 90, 7, '#bfae98', 3.5);
  });

  // invitation card
  const inv =
    shadow(0, 0, 210, 280, 8, { opacity: 0.2 }) +
    rect(0, 0, 210, 280, '#fffaf0', 8) +
    rect(12, 12, 186, 256, 'none', 4, `stroke="${gold}" stroke-width="1.5"`) +
    rect(18, 18, 174, 244, 'none', 3, `stroke="${goldL}" stroke-width="1"`) +
    flowers(105, 46, 0.8, 31) +
    rect(55, 92, 100, 12, brown, 6) +
    rect(70, 112, 70, 12, gold, 6) +
    path('M60,140 L150,140', 'none', `stroke="${goldL}" stroke-width="1.5"`) +
    bars(50, 156, [110, 90, 100], { h: 6, gap: 9, fill: '#bfae98' }).replace(/x="50"/g, 'x="50"') +
    circle(105, 230, 24, '#b08d57') +
    circle(105, 230, 18, 'none', 'stroke="#e9d5a7" stroke-width="1.5"') +
    rings(105, 230, 7, '#fffaf0');

  const bgId = uidOf('xb');
  let deco = '';
  [
    [80, 120, 90],
    [1120, 680, 130],
    [1130, 120, 50],
    [70, 700, 60],
  ].forEach(
    ([x, y, r]) =>
      (deco +=
        circle(x, y, r, 'none', `stroke="${gold}" stroke-opacity="0.35" stroke-width="1.5"`) +
        circle(x, y, r * 0.8, 'none', `stroke="${gold}" stroke-opacity="0.2" stroke-width="1"`)),
  );
  const body =
    `<defs>${linear(
      bgId,
      [
        [0, '#fdf8ef'],
        [1, '#f6e9d5'],
      ],
      [0, 0, 1, 1],
    )}</defs>` +
    rect(0, 0, W, H, `url(#${bgId})`) +
    deco +
    flowers(90, 720, 2.2, 41) +
    flowers(1130, 80, 1.8, 43) +
    browser(110, 50, bw, bh, page, {
      chrome: '#f4ecdc',
      page: ivory,
      url: '#fffdf8',
      border: '#eadcc2',
      shadowOpacity: 0.18,
    }) +
    g(inv, 'translate(950,430) rotate(8 105 140)');
  return svgDoc(W, H, body);
}

export const portfolio = {
  'siam-stream': siamStream,
  'krung-deliver': krungDeliver,
  'fashion-week': fashionWeek,
  'riverside-residences': riverside,
  'muay-fit': muayFit,
  'andaman-hopper': andaman,
  paylanna: payLanna,
  'baan-suan-hotel': baanSuan,
  'bridal-expo': bridalExpo,
};
