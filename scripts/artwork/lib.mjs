// Small SVG-building helpers shared by every artwork generator.
// Everything is plain strings: each generator returns a complete SVG document
// which build.mjs rasterises with sharp (librsvg).

export const FONT = 'DejaVu Sans, sans-serif';

export const BRAND = {
  indigo: '#4f46e5',
  indigo700: '#4338ca',
  indigo800: '#3730a3',
  deep: '#1e1b4b',
  light: '#eef2ff',
  light2: '#c7d2fe',
  amber: '#fbbf24',
  amber300: '#fcd34d',
  amber600: '#d97706',
  slate: '#0f172a',
};

let uid = 0;
/** Unique id for gradients / clip paths inside one document. */
export const uidOf = (prefix = 'u') => `${prefix}${++uid}`;

export const n = (v) => (Number.isInteger(v) ? String(v) : v.toFixed(2));

export function svgDoc(w, h, body, { viewBox } = {}) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${viewBox ?? `0 0 ${w} ${h}`}">${body}</svg>`;
}

export const rect = (x, y, w, h, fill, rx = 0, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx ? ` rx="${n(rx)}"` : ''} fill="${fill}" ${extra}/>`;

export const circle = (cx, cy, r, fill, extra = '') => `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}" ${extra}/>`;

export const ellipse = (cx, cy, rx, ry, fill, extra = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}" ${extra}/>`;

export const path = (d, fill, extra = '') => `<path d="${d}" fill="${fill}" ${extra}/>`;

export const g = (body, transform = '', extra = '') => `<g${transform ? ` transform="${transform}"` : ''} ${extra}>${body}</g>`;

/** stops: [[offset, color, opacity?], ...]; direction given as x1 y1 x2 y2 in 0..1. */
export function linear(id, stops, [x1, y1, x2, y2] = [0, 0, 0, 1]) {
  const s = stops.map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`).join('');
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

export function radial(id, stops, { cx = 0.5, cy = 0.5, r = 0.5, units } = {}) {
  const s = stops.map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`).join('');
  const u = units ? ` gradientUnits="${units}"` : '';
  return `<radialGradient id="${id}" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"${u}>${s}</radialGradient>`;
}

/** Linear-gradient-filled rect in one call. */
export function gradRect(x, y, w, h, stops, dir = [0, 0, 0, 1], rx = 0, extra = '') {
  const id = uidOf('lg');
  return `<defs>${linear(id, stops, dir)}</defs>${rect(x, y, w, h, `url(#${id})`, rx, extra)}`;
}

/** Soft glow: a radial gradient circle fading to transparent. */
export function glow(cx, cy, r, color, opacity = 0.6) {
  const id = uidOf('gl');
  return `<defs>${radial(id, [
    [0, color, opacity],
    [0.5, color, opacity * 0.45],
    [1, color, 0],
  ])}</defs>${circle(cx, cy, r, `url(#${id})`)}`;
}

/** Blurred drop shadow behind a rounded rect. */
export function shadow(x, y, w, h, rx, { blur = 18, opacity = 0.28, dy = 16, color = '#0f172a' } = {}) {
  const id = uidOf('sh');
  return `<defs><filter id="${id}" x="-20%" y="-20%" width="140%" height="150%"><feGaussianBlur stdDeviation="${blur}"/></filter></defs>${rect(
    x,
    y + dy,
    w,
    h,
    color,
    rx,
    `opacity="${opacity}" filter="url(#${id})"`,
  )}`;
}

/** Placeholder text lines: widths[] bars stacked vertically. */
export function bars(x, y, widths, { h = 8, gap = 8, fill = '#cbd5e1', rx } = {}) {
  return widths.map((w, i) => rect(x, y + i * (h + gap), w, h, fill, rx ?? h / 2)).join('');
}

/** Bars laid out horizontally (nav items). */
export function hbars(x, y, widths, { h = 8, gap = 18, fill = '#cbd5e1', rx } = {}) {
  let cx = x;
  return widths
    .map((w) => {
      const r = rect(cx, y, w, h, fill, rx ?? h / 2);
      cx += w + gap;
      return r;
    })
    .join('');
}

/** Rounded-rect clip group: content drawn in local coords, clipped to w x h. */
export function clipBox(x, y, w, h, rx, content) {
  const id = uidOf('cp');
  return `<defs><clipPath id="${id}"><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(rx)}"/></clipPath></defs><g clip-path="url(#${id})">${content}</g>`;
}

/**
 * Browser window. `content` is drawn with (0,0) at the top-left of the page
 * area, which is w x (h - 44).
 */
export function browser(x, y, w, h, content, opts = {}) {
  const {
    dark = false,
    chrome = dark ? '#1f1f27' : '#f1f5f9',
    page = dark ? '#0b0b12' : '#ffffff',
    url = dark ? '#2e2e3a' : '#ffffff',
    border = dark ? '#2a2a35' : '#e2e8f0',
    shadowOpacity = 0.3,
    rx = 14,
  } = opts;
  const bar = 44;
  const inner =
    rect(0, 0, w, h, page) +
    rect(0, 0, w, bar, chrome) +
    circle(24, bar / 2, 6, '#ff5f57') +
    circle(44, bar / 2, 6, '#febc2e') +
    circle(64, bar / 2, 6, '#28c840') +
    rect(w * 0.3, bar / 2 - 12, w * 0.4, 24, url, 12) +
    circle(w * 0.3 + 16, bar / 2, 4, dark ? '#6b7280' : '#94a3b8') +
    rect(w * 0.3 + 28, bar / 2 - 3, w * 0.14, 6, dark ? '#4b5563' : '#cbd5e1', 3) +
    rect(0, bar - 1, w, 1, border) +
    g(clipBox(0, 0, w, h - bar, 0, content), `translate(0,${bar})`);
  return g(
    shadow(0, 0, w, h, rx, { opacity: shadowOpacity, blur: 22, dy: 18 }) +
      clipBox(0, 0, w, h, rx, inner) +
      rect(0.5, 0.5, w - 1, h - 1, 'none', rx, `stroke="${border}" stroke-width="1"`),
    `translate(${x},${y})`,
  );
}

/** Browser inner page height for a given window height. */
export const pageH = (h) => h - 44;

/**
 * Phone. `content` is drawn with (0,0) at the top-left of the screen,
 * which is (w - 2*bezel) x (h - 2*bezel).
 */
export function phone(x, y, w, h, content, opts = {}) {
  const { body = '#111827', bezel = 10, screen = '#ffffff', shadowOpacity = 0.3, rotate = 0, island = true } = opts;
  const rx = w * 0.15;
  const sw = w - 2 * bezel;
  const sh = h - 2 * bezel;
  const srx = rx - bezel * 0.8;
  const inner =
    shadow(0, 0, w, h, rx, { opacity: shadowOpacity, blur: 20, dy: 18 }) +
    rect(0, 0, w, h, body, rx) +
    rect(1.5, 1.5, w - 3, h - 3, 'none', rx - 1, 'stroke="#ffffff" stroke-opacity="0.12" stroke-width="2"') +
    g(clipBox(0, 0, sw, sh, srx, rect(0, 0, sw, sh, screen) + content), `translate(${bezel},${bezel})`) +
    (island ? rect(w / 2 - w * 0.13, bezel + 8, w * 0.26, 20, '#05050a', 10) : '');
  const t = `translate(${x},${y})${rotate ? ` rotate(${rotate} ${w / 2} ${h / 2})` : ''}`;
  return g(inner, t);
}
export const screenW = (w, bezel = 10) => w - 2 * bezel;
export const screenH = (h, bezel = 10) => h - 2 * bezel;

/** Play triangle centred at cx, cy. */
export function playTri(cx, cy, s, fill) {
  return path(`M${n(cx - s * 0.4)},${n(cy - s * 0.55)} L${n(cx + s * 0.6)},${n(cy)} L${n(cx - s * 0.4)},${n(cy + s * 0.55)} Z`, fill);
}

/** Deterministic pseudo-random generator (mulberry32). */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Check-mark path inside a circle of radius r at cx, cy. */
export function check(cx, cy, r, stroke, width = 3) {
  return `<path d="M${n(cx - r * 0.45)},${n(cy)} L${n(cx - r * 0.1)},${n(cy + r * 0.35)} L${n(cx + r * 0.5)},${n(cy - r * 0.35)}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** Star (5-point) path. */
export function star(cx, cy, r, fill) {
  const pts = [];
  for (let i = 0; i < 10; i++) {
    const rr = i % 2 ? r * 0.45 : r;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    pts.push(`${n(cx + rr * Math.cos(a))},${n(cy + rr * Math.sin(a))}`);
  }
  return `<polygon points="${pts.join(' ')}" fill="${fill}"/>`;
}
