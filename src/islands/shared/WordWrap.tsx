import { createElement } from 'react';
import { keptWordPieces } from '../../i18n/lineBreaks';

/**
 * Thai text that wraps only between words (src/i18n/lineBreaks.ts, docs/decisions/0037 and 0066),
 * marked as the pages are (src/i18n/thaiHtml.ts): each word Chromium would break inside goes in a
 * <t-w> box, unbreakable in the stylesheet; the browser breaks the other words only between them. Text without such a word is returned as it is.
 */
export function WordWrap({ text }: { text: string }) {
  // No <wbr> beside the boxes: Chromium already breaks at the edges of the words it splits inside
  // (190 of the 193 edges on the Thai home page, decision 0066), and each costs the first response bytes.
  // Plain words run together into one string: React's server render separates neighbouring strings
  // with an empty comment, eight bytes each, which the home page's first response cannot spare.
  const pieces = keptWordPieces(text);
  if (!pieces) return text;
  // The same element as the pages' marks (a custom element: React renders it as it is). One outer box,
  // so that in a flex container (a button) the words are one item that can wrap.
  return (
    <span>{pieces.map((piece, index) => (typeof piece === 'string' ? piece : createElement('t-w', { key: index }, piece.kept)))}</span>
  );
}
