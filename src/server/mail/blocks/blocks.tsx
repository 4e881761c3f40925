/**
 * The blocks an e-mail body is made of. Each renders its HTML (React escapes every value) and says what
 * it is in the plain-text body (`text`, read by walk.ts), so a template names what it shows and this file
 * decides how it looks in both forms.
 */
import { Fragment, type CSSProperties, type ReactNode } from 'react';
import { keptWordPieces } from '../../../i18n/lineBreaks';
import { safeUrl } from '../templates/layout';
import type { Block } from './walk';

// The table cells of e-mail markup: <th valign> is what mail clients honour (React's types have it on <td> only).
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- merging needs React's own type parameter
  interface ThHTMLAttributes<T> {
    valign?: 'top' | 'middle' | 'bottom' | 'baseline' | undefined;
  }
}

const nowrap: CSSProperties = { whiteSpace: 'nowrap' };

/**
 * Thai that breaks only between words in a mail client as on the site (decision 0037): each word a
 * browser engine would split inside (src/i18n/lineBreaks.ts) is kept whole in a nowrap span, since
 * mail clients drop the site's stylesheet and its <t-w> boxes. Other text, and the plain text, as it is.
 */
function words(line: string): ReactNode {
  const pieces = keptWordPieces(line);
  if (!pieces) return line;
  return pieces.map((piece, index) =>
    typeof piece === 'string' ? (
      piece
    ) : (
      <span key={index} style={nowrap}>
        {piece.kept}
      </span>
    ),
  );
}

/** Escaped text with its line breaks kept: each line, a <br/> between them; Thai words kept whole. */
function lines(text: string): ReactNode {
  return text.split(/\r?\n/).map((line, i) => (i === 0 ? words(line) : [<br key={`b${i}`} />, words(line)]));
}

interface TextProps {
  children: string;
  /** The plain-text wording, when it differs from the HTML's (the password reset says "open this link"). */
  plain?: string;
}

/** A paragraph; line breaks in the text are kept. */
export const Paragraph: Block<TextProps> = ({ children }) => <p>{lines(children)}</p>;
Paragraph.text = ({ children, plain }) => plain ?? children;

const headingStyle: CSSProperties = { margin: '24px 0 8px', fontSize: '18px', color: '#3730a3' };

// Thai vowel and tone marks sit on their consonant: count what the reader sees, for the underline.
const graphemes = new Intl.Segmenter('th', { granularity: 'grapheme' });
const visibleLength = (text: string) => Array.from(graphemes.segment(text)).length;

/** A section heading; in plain text, underlined with as many dashes as the reader sees characters (at most 60). */
export const Heading: Block<{ children: string }> = ({ children }) => <h2 style={headingStyle}>{words(children)}</h2>;
Heading.text = ({ children }) => `${children}\n${'-'.repeat(Math.min(visibleLength(children), 60))}`;

const quoteStyle: CSSProperties = {
  margin: '12px 0',
  padding: '12px 16px',
  background: '#f8fafc',
  borderLeft: '4px solid #6366f1',
  color: '#334155',
};

/** A quoted block for a message or description the customer (or the studio) wrote. */
export const Quote: Block<{ children: string }> = ({ children }) => <blockquote style={quoteStyle}>{lines(children)}</blockquote>;
Quote.text = ({ children }) =>
  children
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');

/** One label and value in a details table; empty values are left out. */
export type Row = readonly [label: string, value: string | number | null | undefined];

const present = (row: Row) => row[1] !== null && row[1] !== undefined && String(row[1]).trim() !== '';
const tableStyle: CSSProperties = { borderCollapse: 'collapse', margin: '8px 0' };
const labelStyle: CSSProperties = { padding: '6px 12px 6px 0', color: '#475569', fontWeight: 'normal' };
const valueStyle: CSSProperties = { padding: '6px 0' };

/** A details table, label and value per row; rows without a value are left out. */
export const Rows: Block<{ rows: readonly Row[] }> = ({ rows }) => (
  <table role="presentation" cellPadding="0" cellSpacing="0" style={tableStyle}>
    {rows.filter(present).map(([label, value], i) => (
      <tr key={i}>
        <th align="left" valign="top" style={labelStyle}>
          {label}
        </th>
        <td style={valueStyle}>{lines(String(value))}</td>
      </tr>
    ))}
  </table>
);
Rows.text = ({ rows }) =>
  rows
    .filter(present)
    .map(([label, value]) => `${label}: ${String(value)}`)
    .join('\n');

const buttonStyle: CSSProperties = {
  display: 'inline-block',
  background: '#4338ca',
  color: '#ffffff',
  padding: '12px 20px',
  borderRadius: '999px',
  textDecoration: 'none',
  fontWeight: 'bold',
};

/** A link drawn as a button, in a paragraph of its own. */
const linkButton = (href: string, label: string) => (
  <p>
    <a href={href} style={buttonStyle}>
      {words(label)}
    </a>
  </p>
);

interface ButtonProps {
  href: string | null | undefined;
  label: string;
}

/** A button; left out (in both forms) when the link is not http(s): a javascript: or data: link never renders. */
export const Button: Block<ButtonProps> = ({ href, label }) => {
  const safe = safeUrl(href);
  return safe ? linkButton(safe, label) : null;
};
Button.text = ({ href, label }) => {
  const safe = safeUrl(href);
  return safe ? `${label}: ${safe}` : null;
};

const textLinkStyle: CSSProperties = { color: '#4338ca', fontSize: '14px' };

/**
 * A link in a paragraph of its own, quieter than a button (turning reminders off); in plain text,
 * `label: link`. Left out, in both forms, when the link is not http(s).
 */
export const TextLink: Block<ButtonProps> = ({ href, label }) => {
  const safe = safeUrl(href);
  return safe ? (
    <p>
      <a href={safe} style={textLinkStyle}>
        {words(label)}
      </a>
    </p>
  ) : null;
};
TextLink.text = Button.text;

interface LinkActionProps extends ButtonProps {
  /** The paragraph above the button. */
  intro: string;
  /** The plain-text wording of the intro, which the bare link follows on the next line. */
  introText: string;
}

/** An http(s) sign-in link exactly as the server wrote it (the reader copies it from the plain text); else null. */
const signInLink = (href: string | null | undefined) => (href && safeUrl(href) ? href : null);

/**
 * A paragraph and a button that signs someone in (password reset, address confirmation); in plain text,
 * the intro's own wording ("open this link:") with the link alone on the next line, easy to copy. The
 * link is kept as written, and left out unless it is http(s).
 */
export const LinkAction: Block<LinkActionProps> = ({ intro, href, label }) => {
  const link = signInLink(href);
  return (
    <Fragment>
      <Paragraph>{intro}</Paragraph>
      {link ? '\n' : null}
      {link ? linkButton(link, label) : null}
    </Fragment>
  );
};
LinkAction.text = ({ introText, href }) => {
  const link = signInLink(href);
  return link ? `${introText}\n${link}` : introText;
};
