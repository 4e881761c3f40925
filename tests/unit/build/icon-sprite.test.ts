import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { iconSprite } from '../../../src/components/ui/iconSprite';
import { icons } from '../../../src/components/ui/icons';

describe('the icon sprite (decision 0074)', () => {
  it('is the icons of icons.ts, as written by scripts/icon-sprite.ts (run it after changing an icon)', () => {
    expect(readFileSync(new URL('../../../src/assets/icons/sprite.svg', import.meta.url), 'utf8')).toBe(iconSprite());
  });

  it('holds one symbol per icon, named as the icon', () => {
    const ids = [...iconSprite().matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">/g)].map((match) => match[1]);
    expect(ids).toEqual(Object.keys(icons));
  });
});
