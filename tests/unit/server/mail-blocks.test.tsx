// The e-mail blocks (src/server/mail/blocks): each renders escaped HTML through React and says the same
// in plain text, read by one walker from the same element tree.
import { describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  Button,
  Heading,
  LinkAction,
  Paragraph,
  Quote,
  Rows,
  TextLink,
  blocksOf,
  bodyText,
  renderEmail,
} from '../../../src/server/mail/blocks';

const hostile = `<script>alert("x")</script> Tom & Jerry's`;
const escaped = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Tom &amp; Jerry&#x27;s';
const html = (element: ReactElement) => renderToStaticMarkup(element);

describe('blocks', () => {
  it('escape hostile text in every block, in text and attribute alike', () => {
    expect(html(<Paragraph>{hostile}</Paragraph>)).toBe(`<p>${escaped}</p>`);
    expect(html(<Heading>{hostile}</Heading>)).toContain(`>${escaped}</h2>`);
    expect(html(<Quote>{hostile}</Quote>)).toContain(`>${escaped}</blockquote>`);
    expect(html(<Rows rows={[[hostile, hostile]]} />)).toContain(`>${escaped}</th><td style="padding:6px 0">${escaped}</td>`);
    const button = html(<Button href={`https://studio.example/?q="><script>`} label={hostile} />);
    expect(button).toContain('href="https://studio.example/?q=%22%3E%3Cscript%3E"');
    expect(button).toContain(`>${escaped}</a>`);
    for (const markup of [button, html(<Rows rows={[[hostile, hostile]]} />)]) expect(markup).not.toMatch(/<script/);
  });

  it('keep line breaks as <br/> in HTML and as lines in text; a quote prefixes every line', () => {
    const text = 'first & one\r\nsecond\n\nfourth';
    expect(html(<Paragraph>{text}</Paragraph>)).toBe('<p>first &amp; one<br/>second<br/><br/>fourth</p>');
    expect(bodyText(<Paragraph>{text}</Paragraph>)).toBe(`${text}\n`);
    expect(bodyText(<Quote>{text}</Quote>)).toBe('> first & one\n> second\n> \n> fourth\n');
  });

  it('drop a button whose link is not http(s), in both forms, and normalise the ones that are', () => {
    for (const href of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'not a url', '', null, undefined]) {
      expect(html(<Button href={href} label="Open" />)).toBe('');
      expect(blocksOf(<Button href={href} label="Open" />)).toEqual([]);
    }
    expect(bodyText(<Button href="https://studio.example/a b" label="Open" />)).toBe('Open: https://studio.example/a%20b\n');
  });

  it('a quiet text link (turning reminders off): a plain link in HTML, label and link in text; dropped unless http(s)', () => {
    const stop = 'https://studio.example/th/unsubscribe?token=reminders.x.y';
    expect(html(<TextLink href={stop} label={hostile} />)).toBe(
      `<p><a href="${stop}" style="color:#4338ca;font-size:14px">${escaped}</a></p>`,
    );
    expect(bodyText(<TextLink href={stop} label="ปิดการแจ้งเตือน" />)).toBe(`ปิดการแจ้งเตือน: ${stop}\n`);
    expect(html(<TextLink href="javascript:alert(1)" label="Off" />)).toBe('');
    expect(blocksOf(<TextLink href="javascript:alert(1)" label="Off" />)).toEqual([]);
  });

  it('keep Thai words whole where a mail client’s engine would split them (decision 0037), in HTML only', () => {
    const note = 'ใบเสร็จรับเงินและเอกสารยังส่งถึงคุณตามปกติ';
    expect(html(<Paragraph>{note}</Paragraph>)).toBe(
      '<p><span style="white-space:nowrap">ใบเสร็จรับเงิน</span>และเอกสารยังส่งถึงคุณ<span style="white-space:nowrap">ตามปกติ</span></p>',
    );
    expect(bodyText(<Paragraph>{note}</Paragraph>)).toBe(`${note}\n`);
    expect(html(<Button href="https://studio.example/" label="ดูใบเสนอราคา" />)).toContain(
      '<span style="white-space:nowrap">ใบเสนอราคา</span>',
    );
    expect(html(<Paragraph>{'Plain English & <b>'}</Paragraph>)).toBe('<p>Plain English &amp; &lt;b&gt;</p>');
  });

  it('underline a Thai heading by what the reader sees: marks above and below count with their letter', () => {
    // 17 code points, 15 characters on screen: the marks above (ี, ุ) sit on their consonants.
    const heading = 'หมายเหตุจากทีมงาน';
    expect(Array.from(heading)).toHaveLength(17);
    const [title, underline] = bodyText(<Heading>{heading}</Heading>)
      .trimEnd()
      .split('\n');
    expect(title).toBe(heading);
    expect(underline).toBe('-'.repeat(15));
    expect(bodyText(<Heading>{'x'.repeat(80)}</Heading>)).toBe(`${'x'.repeat(80)}\n${'-'.repeat(60)}\n`);
  });

  it('leave rows without a value out; a table with none left is still there, empty', () => {
    const rows = [
      ['Name', 'Ann'],
      ['Phone', null],
      ['Company', '  '],
      ['Orders', 0],
    ] as const;
    expect(bodyText(<Rows rows={rows} />)).toBe('Name: Ann\nOrders: 0\n');
    expect(html(<Rows rows={[['Phone', undefined]]} />)).toMatch(/^<table[^>]*><\/table>$/);
    expect(bodyText(<Rows rows={[['Phone', undefined]]} />)).toBe('\n');
  });

  it('a sign-in link: a button in HTML, the plain wording and the link as written in text; dropped unless http(s)', () => {
    const link = 'https://studio.example/th/auth/reset?token=a-b_c';
    const action = <LinkAction intro="Use the button." introText="Open this link:" href={link} label="Reset" />;
    expect(html(action)).toBe(
      `<p>Use the button.</p>\n<p><a href="${link}" style="display:inline-block;background:#4338ca;color:#ffffff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:bold">Reset</a></p>`,
    );
    expect(bodyText(action)).toBe(`Open this link:\n${link}\n`);
    const evil = <LinkAction intro="Use the button." introText="Open this link:" href="javascript:alert(1)" label="Reset" />;
    expect(html(evil)).toBe('<p>Use the button.</p>');
    expect(bodyText(evil)).toBe('Open this link:\n');
  });
});

describe('the text walker', () => {
  function Pair({ show }: { show: boolean }) {
    if (!show) return null;
    return (
      <>
        <Heading>Pair</Heading>
        <Paragraph>one</Paragraph>
      </>
    );
  }

  it('reads blocks through fragments, arrays, conditionals and composed components, in order', () => {
    const body = (
      <>
        <Paragraph>start</Paragraph>
        {false}
        {null}
        {[<Paragraph key="a">a</Paragraph>, <Paragraph key="b">b</Paragraph>]}
        <Pair show />
        <Pair show={false} />
        <Button href="javascript:x" label="gone" />
      </>
    );
    expect(bodyText(body)).toBe('start\n\na\n\nb\n\nPair\n----\n\none\n');
    expect(blocksOf(body).map((block) => block.element.type)).toEqual([Paragraph, Paragraph, Paragraph, Heading, Paragraph]);
  });

  it('refuses loose text or raw markup between blocks, which would show in one form only', () => {
    expect(() => bodyText(<>loose text</>)).toThrow(/Paragraph/);
    expect(() => bodyText(<b>bold</b>)).toThrow(/not an e-mail block/);
  });
});

describe('renderEmail', () => {
  it('writes one document: doctype, language, subject on one line as title, blocks one per line, the studio footer', () => {
    const email = renderEmail(
      'th',
      'หัวเรื่อง\n & <ยาว>',
      <>
        <Paragraph>สวัสดี</Paragraph>
        <Button href="https://studio.example/th" label="เปิด" />
      </>,
    );
    expect(email.subject).toBe('หัวเรื่อง & <ยาว>');
    expect(email.html).toMatch(/^<!doctype html><html lang="th"><head><meta charSet="utf-8"\/><title>หัวเรื่อง &amp; &lt;ยาว&gt;<\/title>/);
    expect(email.html).toContain('<p>สวัสดี</p>\n<p><a href="https://studio.example/th"');
    expect(email.html).toContain('Siam Pixel Studio · ');
    expect(email.html).not.toContain('<!-- -->');
    expect(email.text).toBe('สวัสดี\n\nเปิด: https://studio.example/th\n');
  });
});
