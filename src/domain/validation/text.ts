/**
 * The building block of every user-supplied string in the action schemas (and the island forms that
 * share them): text that Postgres can store and a person could have typed.
 *
 * Rejected everywhere: U+0000 (Postgres refuses it in `text` and used to answer 500 with its own
 * message), the other C0 controls, DEL and the C1 controls (invisible, never typed; CR/LF in a
 * single-line field could also start a new line in an e-mail header or a log), and lone UTF-16
 * surrogates (JSON can carry `"\ud800"`; UTF-8 cannot, so the driver would silently store U+FFFD).
 * Multi-line text keeps tab, line feed and carriage return.
 *
 * Accepted on purpose: Thai and every other script, emoji and other 4-byte characters, zero-width
 * characters and bidirectional controls such as U+202E (RIGHT-TO-LEFT OVERRIDE). Those are valid
 * text that people paste from other apps; every page escapes user text and e-mails are plain text
 * or escaped HTML, so an override can only reorder the characters of its own field as shown. The
 * admin sees the stored text as typed.
 *
 * The check runs after trimming, so a pasted trailing newline in a single-line field is simply dropped.
 * Messages are translation keys.
 */
import { z } from '../zod';

export const INVALID_CHARACTERS = 'validation.invalidCharacters';

export type TextKind = 'singleLine' | 'multiLine' | 'secret';

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/**
 * Whether `text` may be stored as this kind of field. Counted in UTF-16 code units, so it also finds
 * lone surrogates (the same answer as `!String.prototype.isWellFormed`, which older browsers lack).
 * A secret (password) is never stored or shown, only hashed: it refuses just U+0000 and lone
 * surrogates, so no password someone already uses stops working.
 */
export function isAcceptableText(text: string, kind: TextKind = 'singleLine'): boolean {
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++;
      continue;
    }
    if (unit >= 0xdc00 && unit <= 0xdfff) return false;
    if (unit === 0) return false;
    if (kind === 'secret') continue;
    if (unit < 0x20) {
      if (kind === 'multiLine' && (unit === TAB || unit === LINE_FEED || unit === CARRIAGE_RETURN)) continue;
      return false;
    }
    if (unit >= 0x7f && unit <= 0x9f) return false;
  }
  return true;
}

interface TextOptions {
  /** The message for a value that is not a string at all (default: zod's own). */
  error?: string;
  /** Trim surrounding whitespace before the check and the length limits that follow (default true). */
  trim?: boolean;
}

function text(kind: TextKind, { error, trim = kind !== 'secret' }: TextOptions) {
  const base = error === undefined ? z.string() : z.string({ error });
  return (trim ? base.trim() : base).refine((value) => isAcceptableText(value, kind), INVALID_CHARACTERS);
}

/** One line of text (names, e-mails, subjects, titles): trimmed; no control characters. */
export const singleLineText = (options: TextOptions = {}) => text('singleLine', options);

/** Several lines (messages, descriptions, notes, HTML): trimmed; tab and line breaks allowed. */
export const multiLineText = (options: TextOptions = {}) => text('multiLine', options);

/** A password: not trimmed; only U+0000 and lone surrogates refused. */
export const secretText = (options: TextOptions = {}) => text('secret', options);
