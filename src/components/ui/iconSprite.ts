import { icons, type IconName } from './icons';

/**
 * The icons as one SVG sprite, a <symbol> per icon named as in icons.ts (decision 0074). It is written
 * to src/assets/icons/sprite.svg by scripts/icon-sprite.ts, and the build serves it as a hashed file
 * cached for a year: a page then names an icon (`<use href="…#mail">`) instead of carrying its path.
 */
export function iconSprite(): string {
  const symbols = (Object.keys(icons) as IconName[]).map(
    (name) => `<symbol id="${name}" viewBox="0 0 24 24"><path d="${icons[name]}"/></symbol>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}
