import { describe, expect, it } from 'vitest';
import { sanitizeArticle } from '../../../src/server/blog/sanitize';

describe('sanitizeArticle', () => {
  it('keeps the elements an article needs', () => {
    const html =
      '<h2>Plan</h2><p>Use <strong>Thai</strong> and <em>English</em>.</p><ul><li>One</li></ul><a href="https://example.com">link</a>';
    expect(sanitizeArticle(html)).toBe(html);
  });
  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<img src="https://x.test/a.png" onerror="alert(1)">', '<img src="https://x.test/a.png" loading="lazy" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<p style="color:red" onclick="x()">hi</p>', '<p>hi</p>'],
    ['<iframe src="https://evil.test"></iframe><p>a</p>', '<p>a</p>'],
    ['<img src="http://insecure.test/a.png">', '<img loading="lazy" />'],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', '<img loading="lazy" />'],
    ['<svg><script>alert(1)</script></svg>', ''],
  ])('removes what could run or leak: %s', (input, expected) => {
    expect(sanitizeArticle(input)).toBe(expected);
  });
  it('turns a stray h1 into h2 and makes new-tab links safe', () => {
    expect(sanitizeArticle('<h1>Title</h1>')).toBe('<h2>Title</h2>');
    expect(sanitizeArticle('<a href="https://x.test" target="_blank">x</a>')).toBe(
      '<a href="https://x.test" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
  it('keeps Thai text and escapes stray angle brackets', () => {
    expect(sanitizeArticle('<p>ราคา < 5,000 บาท</p>')).toBe('<p>ราคา &lt; 5,000 บาท</p>');
  });
});
