/**
 * The plain-text side of an e-mail, read from the same element tree React renders to HTML: every block
 * (Paragraph, Heading, Rows, Quote, Button, LinkAction) carries a static `text(props)`, and this walker
 * flattens a body into its blocks and asks each one. An e-mail's HTML and text cannot say different things,
 * because there is only one list of blocks to say them from.
 */
import { Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';

/**
 * A block of an e-mail body: a component that also gives its plain-text form. `text` returns null when
 * the block is left out (a button whose link is not http(s)); the component then renders nothing either.
 */
export type Block<P> = ((props: P) => ReactElement | null) & { text: (props: P) => string | null };

/** One block with its props, as found in a body. */
export interface PlacedBlock {
  element: ReactElement;
  text: string;
}

const isBlock = (type: unknown): type is Block<unknown> => typeof type === 'function' && 'text' in type;

/**
 * The blocks of a body, in order, with their text. Fragments and arrays are opened; a component that is
 * not a block is a composition of blocks (ContactRows, Understood): a plain function without hooks, called
 * here to see what it is made of. Plain strings are not allowed between blocks: text goes in a Paragraph.
 */
export function blocksOf(node: ReactNode): PlacedBlock[] {
  if (node === null || node === undefined || typeof node === 'boolean') return [];
  if (Array.isArray(node)) return node.flatMap((child: ReactNode) => blocksOf(child));
  if (!isValidElement<{ children?: ReactNode }>(node))
    throw new Error(`An e-mail body is made of blocks, not ${typeof node}: wrap text in a Paragraph.`);
  if (node.type === Fragment) return blocksOf(node.props.children);
  if (isBlock(node.type)) {
    const text = node.type.text(node.props);
    return text === null ? [] : [{ element: node, text }];
  }
  if (typeof node.type === 'function') return blocksOf((node.type as (props: unknown) => ReactNode)(node.props));
  throw new Error(`<${String(node.type)}> is not an e-mail block: use Paragraph, Heading, Rows, Quote or Button.`);
}

/** The plain-text body: each block's text, a blank line between blocks, a newline at the end. */
export function bodyText(body: ReactNode): string {
  return `${blocksOf(body)
    .map((block) => block.text)
    .join('\n\n')}\n`;
}
