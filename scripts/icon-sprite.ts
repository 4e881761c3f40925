/** Writes src/assets/icons/sprite.svg from src/components/ui/icons.ts (run after changing an icon). */
import { writeFileSync } from 'node:fs';
import { iconSprite } from '../src/components/ui/iconSprite';

const file = new URL('../src/assets/icons/sprite.svg', import.meta.url);
writeFileSync(file, iconSprite());
console.log(`wrote ${file.pathname}`);
