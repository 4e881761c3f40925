import { expect, type Locator } from '@playwright/test';

/**
 * The text of each line an element's visible text occupies, as laid out: one Range per character,
 * a new line wherever a character's box starts lower than the line before. Screen-reader-only text
 * (.sr-only) is left out.
 */
export async function renderedLines(locator: Locator): Promise<string[]> {
  return locator.evaluate((root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) => (node.parentElement?.closest('.sr-only') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
    });
    const lines: { top: number; text: string }[] = [];
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const value = node.nodeValue ?? '';
      for (let i = 0; i < value.length; i++) {
        const char = value.charAt(i);
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getClientRects()[0];
        const last = lines.at(-1);
        // Zero-size boxes (a collapsed space, a combining mark) belong to the line they follow.
        if (!rect || !last || rect.top <= last.top + rect.height / 2) {
          if (last) last.text += char;
          else lines.push({ top: rect?.top ?? 0, text: char });
        } else lines.push({ top: rect.top, text: char });
      }
    }
    return lines.map((line) => line.text);
  });
}

/**
 * The element's text is `words` joined, and every line break falls between two of them (a line's
 * trailing space aside): never inside a word.
 */
export async function expectBreaksOnlyBetween(locator: Locator, words: readonly string[]) {
  const lines = await renderedLines(locator);
  const label = `${words.join('|')} laid out as ${JSON.stringify(lines)}`;
  expect(lines.join('').replace(/\s+/g, ' ').trim(), label).toBe(words.join('').replace(/\s+/g, ' ').trim());
  const boundaries = new Set<number>();
  let offset = 0;
  for (const word of words) boundaries.add((offset += word.length));
  offset = 0;
  for (const line of lines.slice(0, -1)) {
    offset += line.length;
    expect(boundaries.has(offset), label).toBe(true);
  }
}
