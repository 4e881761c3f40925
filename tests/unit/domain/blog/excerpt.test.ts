import { describe, expect, it } from 'vitest';
import { EXCERPT_LENGTH, autoExcerpt, decodeEntities, htmlToText, resolveExcerpt } from '../../../../src/domain/blog';

describe('htmlToText', () => {
  it.each([
    ['<p>Hello <strong>world</strong></p>', 'Hello world'],
    ['<h2>Title</h2><p>Body</p>', 'Title Body'],
    ['<ul><li>One</li><li>Two</li></ul>', 'One Two'],
    ['Line<br>break<br/>again<br />', 'Line break again'],
    // Inline tags inside a word do not split it.
    ['<strong>Bang</strong>kok', 'Bangkok'],
    ['<a href="https://example.com" title="x">link</a> text', 'link text'],
    ['<p class="lead"\n   id="intro">Multi-line tag</p>', 'Multi-line tag'],
    ['  <p>  lots \n\n of   \t space </p>  ', 'lots of space'],
    ['<p>Before</p><!-- a comment --><p>After</p>', 'Before After'],
    ['<p>Text</p><script>alert("x")</script><style>p { color: red }</style>', 'Text'],
    ['<img src="a.jpg" alt="photo"><p>Caption</p>', 'Caption'],
    ['', ''],
    ['<p></p><p><br></p>', ''],
  ])('%j → %j', (html, text) => {
    expect(htmlToText(html)).toBe(text);
  });

  it('decodes entities after stripping tags, so escaped markup stays visible', () => {
    expect(htmlToText('<p>Use &lt;h2&gt; for headings</p>')).toBe('Use <h2> for headings');
    expect(htmlToText('<p>Tom &amp; Jerry &quot;quoted&quot; &#39;single&#39;&nbsp;space</p>')).toBe(
      'Tom & Jerry "quoted" \'single\' space',
    );
  });

  it('keeps Thai text', () => {
    expect(htmlToText('<p>เว็บไซต์<strong>สองภาษา</strong></p>')).toBe('เว็บไซต์สองภาษา');
  });
});

describe('decodeEntities', () => {
  it.each([
    ['&amp;', '&'],
    ['&lt;', '<'],
    ['&gt;', '>'],
    ['&quot;', '"'],
    ['&#39;', "'"],
    ['&apos;', "'"],
    ['&nbsp;', ' '],
    ['&AMP;', '&'],
    ['&#8212;', '—'],
    ['&#x2014;', '—'],
    ['&#x1F600;', '😀'],
    // Decoded once: a double-escaped entity becomes the entity's text.
    ['&amp;lt;', '&lt;'],
    // Unknown or impossible references stay as they are.
    ['&copy2;', '&copy2;'],
    ['&unknown;', '&unknown;'],
    ['&#0;', '&#0;'],
    ['&#x110000;', '&#x110000;'],
    ['a & b', 'a & b'],
  ])('%s → %s', (text, decoded) => {
    expect(decodeEntities(text)).toBe(decoded);
  });
});

describe('autoExcerpt', () => {
  it('is 160 characters', () => {
    expect(EXCERPT_LENGTH).toBe(160);
  });

  it('keeps short content whole', () => {
    expect(autoExcerpt('<p>A short post.</p>')).toBe('A short post.');
  });

  it('keeps exactly 160 characters whole', () => {
    const text = 'x'.repeat(160);
    expect(autoExcerpt(`<p>${text}</p>`)).toBe(text);
  });

  it('cuts at 160 characters and adds an ellipsis', () => {
    expect(autoExcerpt(`<p>${'x'.repeat(161)}</p>`)).toBe(`${'x'.repeat(160)}...`);
  });

  it('counts the text, not the markup or the entities', () => {
    const html = `<p><strong>${'a'.repeat(100)}</strong> &amp; <em>${'b'.repeat(57)}</em></p>`;
    // 100 + ' & ' + 57 = 160 characters of text.
    expect(autoExcerpt(html)).toBe(`${'a'.repeat(100)} & ${'b'.repeat(57)}`);
  });

  it('drops the space before the ellipsis when the cut falls after a word', () => {
    const html = `<p>${'a'.repeat(159)} tail</p>`;
    expect(autoExcerpt(html)).toBe(`${'a'.repeat(159)}...`);
  });

  it('counts Thai and emoji as code points, never splitting one', () => {
    const thai = 'ก'.repeat(200);
    expect(autoExcerpt(`<p>${thai}</p>`)).toBe(`${'ก'.repeat(160)}...`);
    expect(Array.from(autoExcerpt(`<p>${'😀'.repeat(170)}</p>`))).toHaveLength(163);
  });

  it('takes another limit when asked', () => {
    expect(autoExcerpt('<p>one two three</p>', 3)).toBe('one...');
  });

  it('leaves headings out and never runs blocks together (issue 21)', () => {
    const html =
      '<h2>Why speed matters</h2><p>Slow pages lose visitors</p><h2>What to do</h2><ul><li>Compress images</li><li>Lazy-load video.</li></ul>';
    expect(autoExcerpt(html)).toBe('Slow pages lose visitors. Compress images. Lazy-load video.');
  });

  it('joins Thai blocks and finished sentences with a space only', () => {
    expect(autoExcerpt('<h2>ทำไมความเร็วสำคัญ</h2><p>หน้าเว็บช้าทำให้เสียลูกค้า</p><p>Fast pages win!</p><p>Next</p>')).toBe(
      'หน้าเว็บช้าทำให้เสียลูกค้า Fast pages win! Next',
    );
  });

  it('falls back to the headings when there is nothing else', () => {
    expect(autoExcerpt('<h1>Only a title</h1>')).toBe('Only a title');
  });
});

describe('resolveExcerpt', () => {
  it("prefers the admin's excerpt", () => {
    expect(resolveExcerpt('  My own summary. ', '<p>Body</p>')).toBe('My own summary.');
  });

  it.each([undefined, null, '', '   '])('falls back to the automatic excerpt for %j', (excerpt) => {
    expect(resolveExcerpt(excerpt, '<p>Body &amp; soul</p>')).toBe('Body & soul');
  });
});
