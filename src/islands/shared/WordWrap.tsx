import { Fragment, createElement } from 'react';
import { markedUnits } from '../../i18n/lineBreaks';

/**
 * Thai text that wraps only between words (src/i18n/lineBreaks.ts, docs/decisions/0037), marked as
 * the pages are (src/i18n/thaiHtml.ts): each word Chromium would break inside goes in a <t-w> box,
 * unbreakable in the stylesheet, with a <wbr> on each side where no space lets a line break; the
 * browser breaks the other words only between them. Text without such a word is returned as it is.
 */
export function WordWrap({ text }: { text: string }) {
  const units = markedUnits(text);
  if (!units?.some((unit) => unit.box)) return text;
  // One outer box, so that in a flex container (a button) the words are one item that can wrap.
  return (
    <span>
      {units.map(({ breakBefore, box, word, after }, index) => (
        <Fragment key={index}>
          {breakBefore && <wbr />}
          {/* The same element as the pages' marks (a custom element: React renders it as it is). */}
          {box ? createElement('t-w', null, word) : word}
          {after}
        </Fragment>
      ))}
    </span>
  );
}
