/**
 * The first `max` characters of a text (counted as code points, so Thai marks and emoji are never
 * split in half), plus '...' when it was longer.
 */
export function previewText(text: string, max: number): string {
  const chars = Array.from(text.trim());
  if (chars.length <= max) return chars.join('');
  return `${chars.slice(0, max).join('').trimEnd()}...`;
}
