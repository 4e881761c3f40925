/**
 * Where to go after signing in: only a path on this site is followed (no `//host`, no scheme,
 * no backslashes, no whitespace or control characters), anything else falls back. Stops open
 * redirects through `?next=`. The path comes back as ASCII: a character outside it (a Thai path)
 * is percent-encoded, since a Location header carries bytes, not text, and `%` sequences already
 * there stay as they are.
 */
export function safeNext(next: string | null | undefined, fallback: string): string {
  if (!next || !/^\/(?![/\\])[^\s\\\u0000-\u001f\u007f-\u009f]*$/u.test(next)) return fallback;
  try {
    return next.replace(/[^\u0021-\u007e]/gu, (char) => encodeURIComponent(char));
  } catch {
    // A lone surrogate cannot be encoded: such a path was never one of ours.
    return fallback;
  }
}
