import type { ElementType, Key } from 'react';
import { Fragment, jsx as reactJsx, jsxs as reactJsxs } from 'react/jsx-runtime';
import { WordWrap } from './WordWrap';

/**
 * The JSX runtime of the signed-in islands (portal, admin, auth, account settings, order; wired in
 * src/build/thaiJsx.ts, docs/decisions/0047): React's, except that a Thai string rendered as
 * children goes through WordWrap, so it breaks only between words (decision 0037) with the one
 * segmentation of labels and body text. Those islands render hundreds of dictionary strings and
 * what clients and admins typed; marking them here rather than at each of ~650 call sites means no
 * text is forgotten and a new one is marked without anyone remembering to.
 *
 * Server and browser run the same code on the same props, so hydration matches. Only children
 * change: attributes (aria-label, placeholder, title) are never laid out as lines and keep their
 * plain text, and so does the text of elements that may hold only text.
 */

const THAI = /[\u0E00-\u0E7F]/;
/** Elements whose children must stay plain text. */
const PLAIN = new Set<unknown>(['option', 'title', 'textarea', 'style', 'script']);

function mark(child: unknown, key?: number): unknown {
  if (typeof child === 'string') return THAI.test(child) ? reactJsx(WordWrap, { text: child }, key) : child;
  return Array.isArray(child) ? child.map(mark) : child;
}

export function marked(type: ElementType, props: Record<string, unknown>): Record<string, unknown> {
  const children = props.children;
  const next = PLAIN.has(type) ? children : mark(children);
  return next === children ? props : { ...props, children: next };
}

export { Fragment };

export const jsx = (type: ElementType, props: Record<string, unknown>, key?: Key) => reactJsx(type, marked(type, props), key);

export const jsxs = (type: ElementType, props: Record<string, unknown>, key?: Key) => reactJsxs(type, marked(type, props), key);
