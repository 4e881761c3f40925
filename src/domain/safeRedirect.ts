/**
 * Where to go after signing in: only a path on this site is followed (no `//host`, no scheme,
 * no backslashes), anything else falls back. Stops open redirects through `?next=`.
 */
export function safeNext(next: string | null | undefined, fallback: string): string {
  if (next && /^\/(?![/\\])[^\s\\]*$/.test(next)) return next;
  return fallback;
}
