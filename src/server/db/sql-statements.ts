// How the Supabase CLI cuts a migration file into statements: a port of its pkg/parser (state.go, token.go,
// SplitAndTrim) at supabase/cli 1d1e7191 (docs/decisions/0016-migration-runner.md). `supabase db push`
// stores these statements in supabase_migrations.schema_migrations.statements; migrate.ts writes the
// same list when it records a migration the way the CLI does, so `supabase migration fetch` would
// rebuild the same file from a database we prepared.
//
// Ported quirk for quirk, not improved: the CLI's tokenizer walks the file one byte at a time (a
// shadowed `width` in ScanToken), decoding a rune at every byte offset, so each multi-byte character is
// followed by U+FFFD for each of its continuation bytes. That is why this works on UTF-8 bytes too.

const REPLACEMENT = 0xfffd;
const SEMICOLON = 0x3b;
const encoder = new TextEncoder();
const CLOSE_PAREN = encoder.encode(')');
const END = encoder.encode('END');
const ATOMIC = encoder.encode('ATOMIC');
const BEGIN = encoder.encode('BEGIN');
const NEWLINE = encoder.encode('\n');
const BLOCK_OPEN = encoder.encode('/*');
const BLOCK_CLOSE = encoder.encode('*/');

interface State {
  /** The next state after rune `r`, the last of `data` (the statement so far); null emits the statement. */
  next(r: number, data: Uint8Array): State | null;
}

/** The statements of a script, as the CLI's SplitAndTrim returns them (trailing `;` and spaces trimmed, empty ones dropped). */
export function splitStatements(sql: string): string[] {
  return split(sql)
    .map((token) => trimSpace(trimRightSemicolons(token)))
    .filter((statement) => statement.length > 0);
}

/** The raw tokens of the CLI's Split: each statement with its `;` and surrounding whitespace. */
export function split(sql: string): string[] {
  const bytes = encoder.encode(sql);
  const decoder = new TextDecoder();
  const tokens: string[] = [];
  let start = 0;
  let state: State = new ReadyState();
  for (let last = start; last < bytes.length; last += 1) {
    const [r, width] = decodeRune(bytes, last);
    const end = last + width;
    const next = state.next(r, bytes.subarray(start, end));
    if (next === null) {
      tokens.push(decoder.decode(bytes.subarray(start, end)));
      start = end;
      last = end - 1;
      state = new ReadyState();
    } else {
      state = next;
    }
  }
  if (start < bytes.length) tokens.push(decoder.decode(bytes.subarray(start)));
  return tokens;
}

class ReadyState implements State {
  next(r: number, data: Uint8Array): State | null {
    switch (r) {
      case 0x24: // $
        return new TagState(data.length - 1);
      case 0x27: // '
      case 0x22: // "
        return new QuoteState(r);
      case 0x2d: // -
        return new CommentState();
      case 0x2f: // /
        return new BlockState();
      case 0x5c: // \
        return new EscapeState();
      case SEMICOLON:
        return null;
      case 0x28: // (
        return new AtomicState(this, CLOSE_PAREN);
      case 0x63: // c
      case 0x43: // C
        if (isBeginAtomic(data)) return new AtomicState(this, END);
    }
    return this;
  }
}

/** `--` opens a line comment: no character is special until the newline. */
class CommentState implements State {
  next(r: number, data: Uint8Array): State | null {
    if (r === 0x2d) return new DollarState(NEWLINE);
    return new ReadyState().next(r, data);
  }
}

class BlockState implements State {
  private depth = 0;
  next(r: number, data: Uint8Array): State | null {
    if (endsWith(data, data.length, BLOCK_OPEN)) {
      this.depth += 1;
      return this;
    }
    if (this.depth === 0) return new ReadyState().next(r, data);
    if (endsWith(data, data.length, BLOCK_CLOSE)) {
      this.depth -= 1;
      if (this.depth === 0) return new ReadyState();
    }
    return this;
  }
}

class QuoteState implements State {
  private escape = false;
  constructor(private readonly delimiter: number) {}
  next(r: number, data: Uint8Array): State | null {
    if (this.escape) {
      // A doubled quote stays inside the literal.
      if (r === this.delimiter) {
        this.escape = false;
        return this;
      }
      return new ReadyState().next(r, data);
    }
    if (r === this.delimiter) this.escape = true;
    return this;
  }
}

/** Inside a dollar quote (or a line comment): nothing is special until the delimiter. */
class DollarState implements State {
  constructor(private readonly delimiter: Uint8Array) {}
  next(_r: number, data: Uint8Array): State | null {
    return endsWith(data, data.length, this.delimiter) ? new ReadyState() : this;
  }
}

/** After `$`: a tag of letters, digits and `_` up to the next `$` opens a dollar quote. */
class TagState implements State {
  constructor(private readonly offset: number) {}
  next(r: number, data: Uint8Array): State | null {
    if (r === 0x24) return new DollarState(data.slice(this.offset));
    if (isLetter(r) || isDigit(r) || r === 0x5f) return this;
    return new ReadyState().next(r, data);
  }
}

class EscapeState implements State {
  next(): State | null {
    return new ReadyState();
  }
}

/** Inside parentheses or a BEGIN ATOMIC body: `;` does not end the statement until the closing delimiter. */
class AtomicState implements State {
  constructor(
    private prev: State,
    private readonly delimiter: Uint8Array,
  ) {}
  next(r: number, data: Uint8Array): State | null {
    const current = this.prev.next(r, data);
    if (current !== null) this.prev = current;
    if (this.prev instanceof ReadyState && endsWithFold(data, data.length, this.delimiter)) return new ReadyState();
    return this;
  }
}

function isBeginAtomic(data: Uint8Array): boolean {
  let offset = data.length - ATOMIC.length;
  if (offset < 0 || !endsWithFold(data, data.length, ATOMIC)) return false;
  if (offset > 0 && isIdentifierRune(decodeLastRune(data, offset))) return false;
  let prefix = offset;
  while (prefix > 0) {
    const [r, width] = decodeLastRuneWidth(data, prefix);
    if (!isSpace(r)) break;
    prefix -= width;
  }
  offset = prefix - BEGIN.length;
  if (offset < 0 || !endsWithFold(data, prefix, BEGIN)) return false;
  if (offset === 0) return true;
  return !isIdentifierRune(decodeLastRune(data, offset));
}

function isIdentifierRune(r: number): boolean {
  return isLetter(r) || isDigit(r) || r === 0x5f || r === 0x24;
}

// Go's unicode.IsLetter, IsDigit and IsSpace.
const LETTER = /^\p{L}$/u;
const DIGIT = /^\p{Nd}$/u;
const SPACE = /^\p{White_Space}$/u;
const isLetter = (r: number) => LETTER.test(String.fromCodePoint(r));
const isDigit = (r: number) => DIGIT.test(String.fromCodePoint(r));
const isSpace = (r: number) => SPACE.test(String.fromCodePoint(r));

function endsWith(data: Uint8Array, end: number, suffix: Uint8Array): boolean {
  if (end < suffix.length) return false;
  for (let i = 0; i < suffix.length; i += 1) if (data[end - suffix.length + i] !== suffix[i]) return false;
  return true;
}

/** Case-insensitive for ASCII, which is all the CLI's delimiters (`)`, END, ATOMIC, BEGIN) hold. */
function endsWithFold(data: Uint8Array, end: number, suffix: Uint8Array): boolean {
  if (end < suffix.length) return false;
  for (let i = 0; i < suffix.length; i += 1) {
    if (lower(data[end - suffix.length + i] ?? 0) !== lower(suffix[i] ?? 0)) return false;
  }
  return true;
}

const lower = (byte: number) => (byte >= 0x41 && byte <= 0x5a ? byte + 0x20 : byte);

/** Go's utf8.DecodeRune for well-formed input (TextEncoder's): U+FFFD and width 1 on a continuation byte. */
function decodeRune(bytes: Uint8Array, at: number): [number, number] {
  const lead = bytes[at] ?? 0;
  const width = lead < 0x80 ? 1 : lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 0;
  if (width === 0 || at + width > bytes.length) return [REPLACEMENT, 1];
  if (width === 1) return [lead, 1];
  let r = lead & (0xff >> (width + 1));
  for (let i = 1; i < width; i += 1) {
    const byte = bytes[at + i] ?? 0;
    if ((byte & 0xc0) !== 0x80) return [REPLACEMENT, 1];
    r = (r << 6) | (byte & 0x3f);
  }
  return [r, width];
}

function decodeLastRuneWidth(bytes: Uint8Array, end: number): [number, number] {
  for (let start = end - 1; start >= Math.max(0, end - 4); start -= 1) {
    if (((bytes[start] ?? 0) & 0xc0) !== 0x80) {
      const [r, width] = decodeRune(bytes, start);
      return start + width === end ? [r, width] : [REPLACEMENT, 1];
    }
  }
  return [REPLACEMENT, 1];
}

const decodeLastRune = (bytes: Uint8Array, end: number) => decodeLastRuneWidth(bytes, end)[0];

function trimRightSemicolons(token: string): string {
  let end = token.length;
  while (end > 0 && token.charCodeAt(end - 1) === SEMICOLON) end -= 1;
  return token.slice(0, end);
}

/** Go's strings.TrimSpace (Unicode White_Space, which unlike JavaScript's trim() leaves U+FEFF). */
function trimSpace(text: string): string {
  const chars = Array.from(text);
  let start = 0;
  let end = chars.length;
  while (start < end && SPACE.test(chars[start] ?? '')) start += 1;
  while (end > start && SPACE.test(chars[end - 1] ?? '')) end -= 1;
  return chars.slice(start, end).join('');
}
