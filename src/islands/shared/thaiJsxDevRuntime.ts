import type { ElementType, Key } from 'react';
import { Fragment, jsxDEV as reactJsxDEV } from 'react/jsx-dev-runtime';
import { marked } from './thaiJsxRuntime';

/** `astro dev`'s twin of thaiJsxRuntime.ts (the development JSX runtime has jsxDEV). */
export { Fragment };

export function jsxDEV(type: ElementType, props: Record<string, unknown>, key: Key | undefined, ...rest: unknown[]) {
  return (reactJsxDEV as (...args: unknown[]) => unknown)(type, marked(type, props), key, ...rest);
}
