import { Fragment } from 'react';
import { lineUnits } from '../../i18n/lineBreaks';

/**
 * A short label that wraps only between words (src/i18n/lineBreaks.ts): each word in a no-wrap box,
 * a <wbr> between words. Text without Thai is returned as it is.
 */
export function WordWrap({ text }: { text: string }) {
  const units = lineUnits(text);
  if (units.length < 2) return text;
  // One outer box, so that in a flex container (a button) the words are one item that can wrap.
  return (
    <span>
      {units.map((unit, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          <span className="whitespace-nowrap">{unit}</span>
        </Fragment>
      ))}
    </span>
  );
}
