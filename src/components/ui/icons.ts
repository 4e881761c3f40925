/**
 * Inline SVG path data (24x24 view box), so icons cost no request and no script. The long brand and
 * phone paths are rounded to 0.1 unit with SVGO (about 0.1 px at icon sizes): they ride in the home
 * page's first response (docs/decisions/0025).
 */
export const icons = {
  facebook:
    'M22 12a10 10 0 1 0-11.6 9.9v-7H8V12h2.5V9.8q.2-3.8 3.8-3.9l2.3.2v2.5h-1.3q-1.7.1-1.6 1.5V12h2.8l-.5 2.9h-2.3v7A10 10 0 0 0 22 12',
  instagram:
    'M12 2.2h4.9q4.7.2 4.9 5a81 81 0 0 1 0 9.7q-.2 4.7-5 4.9a81 81 0 0 1-9.6 0q-4.8-.2-5-5a81 81 0 0 1 0-9.6q.2-4.8 5-5zM12 0H7Q.5.6 0 7v10q.5 6.5 7 7h10q6.5-.5 7-7V7q-.5-6.5-7-7zm0 5.8a6.2 6.2 0 1 0 0 12.4 6.2 6.2 0 0 0 0-12.4M12 16a4 4 0 1 1 0-8 4 4 0 0 1 0 8m6.4-11.8a1.4 1.4 0 1 0 0 2.8 1.4 1.4 0 0 0 0-2.8',
  line: 'M20 10.1c0-3.9-4-7-8.8-7s-8.8 3.1-8.8 7c0 3.6 3.1 6.5 7.3 7q.6.2.8.5v.8l-.1.7c0 .3-.2 1 .8.5s5-3 6.8-5a6 6 0 0 0 2-4.5M8 12.2H6.4l-.5-.4V8.3a.5.5 0 1 1 1 0v3H8a.5.5 0 1 1 0 1m1.8-.4a.5.5 0 1 1-1 0V8.3a.5.5 0 1 1 1 0zm4.2 0a.5.5 0 0 1-.8.2l-1.8-2.4v2.2a.5.5 0 1 1-1 0V8.3a.5.5 0 0 1 .9-.3l1.8 2.4v-2a.5.5 0 1 1 .9 0zm2.8-2.2a.5.5 0 1 1 0 .9h-1.3v.8H17a.5.5 0 1 1 0 1h-1.7l-.5-.5V8.3q0-.5.5-.5H17a.5.5 0 1 1 0 1h-1.3v.8z',
  x: 'M18.2 2.3h3.3l-7.2 8.2 8.5 11.3h-6.6L11 14.9l-6 6.9H1.7l7.7-8.9L1.3 2.3H8l4.7 6.2zm-1.1 17.5h1.8L7.1 4H5z',
  menu: 'M3 6h18M3 12h18M3 18h18',
  close: 'M6 6l12 12M18 6 6 18',
  pause: 'M9 5v14M15 5v14',
  play: 'M7 5v14l12-7z',
  mail: 'M3 5h18v14H3zM3 6l9 7 9-7',
  phone:
    'M22 17v3a2 2 0 0 1-2.2 2 20 20 0 0 1-8.6-3.1 20 20 0 0 1-6-6 20 20 0 0 1-3-8.7 2 2 0 0 1 2-2.2h3a2 2 0 0 1 2 1.7q0 1.6.6 2.8a2 2 0 0 1-.4 2.1L8 10a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2-.4q1.5.5 2.9.7a2 2 0 0 1 1.7 2',
  pin: 'M12 22s7-6.1 7-12a7 7 0 1 0-14 0c0 5.9 7 12 7 12Zm0-9a3 3 0 1 1 0-6 3 3 0 0 1 0 6Z',
  clock: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Zm0-15v5l3 3',
  check: 'M5 12.5 10 17 19 7',
  star: 'm12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9L12 3Z',
  arrowRight: 'M5 12h14M13 6l6 6-6 6',
  external: 'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
  code: 'm8 17-5-5 5-5M16 7l5 5-5 5',
  palette: 'M12 22a10 10 0 1 1 10-10c0 2.8-2.2 4-4 4h-2a2 2 0 0 0-1.5 3.3A1.6 1.6 0 0 1 12 22ZM7.5 11.5h.01M10.5 7.5h.01M15.5 8.5h.01',
  mobile: 'M8 2h8a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm4 16h.01',
  cart: 'M3 3h2l2.4 12.2a2 2 0 0 0 2 1.6h8.2a2 2 0 0 0 2-1.6L21 8H6M10 21h.01M18 21h.01',
  cloud: 'M17.5 19a4.5 4.5 0 1 0-1.4-8.78A6 6 0 0 0 4.5 12.5 3.5 3.5 0 0 0 6 19h11.5Z',
  megaphone: 'M3 11v2a1 1 0 0 0 1 1h2l5 4V6L6 10H4a1 1 0 0 0-1 1Zm12-3a5 5 0 0 1 0 8M18.5 5a9 9 0 0 1 0 14',
} as const;

export type IconName = keyof typeof icons;
/** Brand marks are filled shapes; the rest are drawn as strokes. */
export const filledIcons: ReadonlySet<IconName> = new Set(['facebook', 'instagram', 'line', 'x']);
