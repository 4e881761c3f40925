import { describe, expect, it } from 'vitest';
import { markThaiHtml, markThaiResponse } from '../../../src/i18n/thaiHtml';
import { SPLIT_RUNS } from '../../../src/i18n/thaiRuns.generated';

const strip = (html: string) => html.replace(/<\/?t-[wr]>|<wbr>/g, '');

describe('markThaiHtml', () => {
  it('in text the site never had, boxes each dictionary word of three letters or more, with <wbr> beside it', () => {
    // Where Chromium would break a run nobody laid out is not known: the browser breaks only between boxes.
    expect(markThaiHtml('<p>สร้างโปรเจกต์</p>')).toBe('<p><t-r><t-w>สร้าง</t-w><wbr><t-w>โปรเจกต์</t-w></t-r></p>');
    // The words are the dictionary's (decision 0066): a compound ICU splits is one box.
    expect(markThaiHtml('<p>นักท่องเที่ยวต่างประเทศ</p>')).toBe('<p><t-r><t-w>นักท่องเที่ยว</t-w><wbr><t-w>ต่างประเทศ</t-w></t-r></p>');
    // One element around a marked run, so a flex parent (a button, a heading with an icon) sees one item.
    expect(markThaiHtml('<a class="btn">ดูผลงานของเรา</a>')).toMatch(/^<a class="btn"><t-r>[^]*<\/t-r><\/a>$/);
    expect(markThaiHtml('<p>ราคา ฿45,000 ต่อเดือน</p>')).toBe('<p>ราคา ฿45,000 ต่อเดือน</p>');
  });

  it("in the site's own text, boxes exactly the words Chromium breaks in that run", () => {
    const [run, offsets] = Object.entries(SPLIT_RUNS)[0]!;
    const marked = markThaiHtml(`<p>${run}</p>`);
    const boxed = [...marked.matchAll(/<t-w>([^<]*)<\/t-w>/g)].map((match) => match[1]!);
    expect(boxed.length).toBeGreaterThan(0);
    // Every recorded break falls inside a box.
    let at = 0;
    const inside = new Set<number>();
    for (const piece of marked
      .slice('<p><t-r>'.length, -'</t-r></p>'.length)
      .split(/(<t-w>[^<]*<\/t-w>)|<wbr>/)
      .filter(Boolean)) {
      const word = piece.replace(/<\/?t-w>/g, '');
      if (piece.startsWith('<t-w>')) for (let i = 1; i < word.length; i++) inside.add(at + i);
      at += word.length;
    }
    for (const offset of offsets) expect(inside.has(offset), `${run} at ${offset}`).toBe(true);
    // A run it checked and found whole stays unmarked.
    expect(markThaiHtml('<p>ติดต่อเรา</p>')).toBe('<p>ติดต่อเรา</p>');
  });

  it('changes only text: attributes, scripts, styles, titles, textareas and islands stay as they are', () => {
    const untouched = [
      '<head><title>เกี่ยวกับเรา</title><meta name="description" content="โปรเจกต์ของคุณ"></head>',
      '<script type="application/ld+json">{"name":"สตูดิโอ <b>"}</script>',
      '<style>p::after{content:"ดูแล"}</style>',
      '<textarea>รายละเอียดโปรเจกต์</textarea>',
      '<astro-island props="{&quot;a&quot;:&quot;มือถือ&quot;}"><div><p>มือถือ</p><astro-island><b>แดชบอร์ด</b></astro-island><p>ค่าใช้จ่าย</p></div></astro-island>',
      '<img alt="แดชบอร์ด" title="a > b"><a href="/th/x" aria-label="ดูผลงาน">Go</a>',
      '<pre>โค้ดตัวอย่าง</pre>',
    ];
    for (const html of untouched) expect(markThaiHtml(html)).toBe(html);
    // After a closed island, text is marked again; a run that is one box needs no <t-r> around it.
    expect(markThaiHtml('<astro-island><p>มือถือ</p></astro-island><p>มือถือ</p>')).toBe(
      '<astro-island><p>มือถือ</p></astro-island><p><t-w>มือถือ</t-w></p>',
    );
    expect(markThaiHtml('<p>ดูมือถือ</p>')).toBe('<p><t-r>ดู<wbr><t-w>มือถือ</t-w></t-r></p>');
  });

  it('keeps entities meaning the same and the text the same when the marks are removed', () => {
    const html = '<p>ร้านค้า &amp; สตูดิโอ &lt;ใหม่&gt; &quot;ดี&quot; ต่าง&nbsp;ๆ &#x27;ok&#39;</p>';
    const marked = markThaiHtml(html);
    expect(marked).toContain('<t-w>ร้านค้า</t-w> &amp; <t-w>สตูดิโอ</t-w>');
    expect(marked).toContain('<t-w>ต่าง\u00A0ๆ</t-w>');
    const decode = (s: string) =>
      s
        .replace(/&nbsp;/g, '\u00A0')
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&quot;/g, '"');
    expect(decode(strip(marked))).toBe(decode(html));
    // An entity it does not know: the run is left alone.
    expect(markThaiHtml('<p>ราคา&hellip;</p>')).toBe('<p>ราคา&hellip;</p>');
  });

  it('does not mark twice', () => {
    const once = markThaiHtml('<p>สร้างโปรเจกต์ในมือถือ</p>');
    expect(once).toContain('<t-w>');
    expect(markThaiHtml(once)).toBe(once);
  });

  it('leaves pages without Thai unchanged', () => {
    const html = '<!doctype html><html lang="en"><body><p>Plan your project</p></body></html>';
    expect(markThaiHtml(html)).toBe(html);
  });
});

describe('markThaiResponse', () => {
  it('marks HTML and drops a stale Content-Length; leaves other responses alone', async () => {
    const page = new Response('<p>ซื้อมือถือ</p>', {
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': '25' },
      status: 200,
    });
    const marked = await markThaiResponse(page);
    expect(await marked.text()).toBe('<p><t-r><t-w>ซื้อ</t-w><wbr><t-w>มือถือ</t-w></t-r></p>');
    expect(marked.headers.get('Content-Length')).toBeNull();
    const json = new Response('{"a":"มือถือ"}', { headers: { 'Content-Type': 'application/json' } });
    expect(await markThaiResponse(json)).toBe(json);
  });
});
