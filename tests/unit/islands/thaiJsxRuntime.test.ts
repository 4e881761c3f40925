// The signed-in islands' JSX runtime (docs/decisions/0047): Thai children are rendered through
// WordWrap (words Chromium would split in an unbreakable <t-w>), nothing else changes; and only the
// signed-in islands get it (src/build/thaiJsx.ts), so the public pages' scripts stay as they were.
import { renderToStaticMarkup } from 'react-dom/server';
import { jsx as reactJsx } from 'react/jsx-runtime';
import { describe, expect, it } from 'vitest';
import { thaiJsx } from '../../../src/build/thaiJsx';
import { jsx, jsxs } from '../../../src/islands/shared/thaiJsxRuntime';
import thQuotes from '../../../src/i18n/th/quotes';

const html = (element: ReturnType<typeof jsx>) => renderToStaticMarkup(element);

describe('the signed-in islands’ JSX runtime', () => {
  it('boxes a Thai word Chromium would split, in a child and in a list of children', () => {
    expect(html(jsx('p', { children: 'ผู้ดูแลระบบ' }))).toContain('<t-w>ผู้ดูแล</t-w>');
    const list = html(jsxs('p', { children: ['3 ', 'โปรเจกต์', ' ', 'ใหม่'] }));
    expect(list).toContain('<t-w>โปรเจกต์</t-w>');
    expect(list.replace(/<[^>]+>/g, '')).toBe('3 โปรเจกต์ ใหม่');
  });

  it('keeps ตัวอักษร whole in the quote dialog’s reply hint (issue 35: it broke as ตัว|อักษร)', () => {
    const hint = html(jsx('p', { children: thQuotes['quote.reply.hint'] }));
    expect(hint).toContain('<t-w>ตัวอักษร</t-w>');
    expect(hint.replace(/<[^>]+>/g, '')).toBe(thQuotes['quote.reply.hint']);
  });

  it('renders what the page would render without it when nothing needs marking', () => {
    for (const children of ['Admin panel', 'รายงาน', 42, null, ['a', 1]]) {
      expect(html(jsx('p', { children }))).toBe(html(reactJsx('p', { children })));
    }
  });

  it('leaves attributes and text-only elements as they are', () => {
    const select = html(jsx('select', { 'aria-label': 'ผู้ดูแล', children: jsx('option', { children: 'ผู้ดูแล' }) }));
    expect(select).toBe('<select aria-label="ผู้ดูแล"><option>ผู้ดูแล</option></select>');
    expect(html(jsx('textarea', { defaultValue: 'ผู้ดูแล' }))).toBe('<textarea>ผู้ดูแล</textarea>');
  });

  it('marks the children a component is given (an error box’s message)', () => {
    const Box = ({ children }: { children?: unknown }) => reactJsx('div', { role: 'alert', children: children as never });
    expect(html(jsx(Box, { children: 'ติดต่อผู้ดูแล' }))).toContain('<t-w>ผู้ดูแล</t-w>');
  });
});

describe('which islands get it', () => {
  const plugin = thaiJsx();
  const resolve = (importer: string, source = 'react/jsx-runtime') =>
    (plugin.resolveId as (source: string, importer?: string) => string | null)(source, importer);

  it('the portal, admin, auth, account and order islands, and the shared parts only they use', () => {
    for (const file of [
      'admin/AdminPanel.tsx',
      'admin/x/TweetEditor.tsx',
      'portal/QuoteResponse.tsx',
      'auth/AuthPanel.tsx',
      'account/AccountSettings.tsx',
      'order/OrderForm.tsx',
      'shared/DataTable.tsx',
    ]) {
      expect(resolve(`/repo/src/islands/${file}`), file).toMatch(/thaiJsxRuntime\.ts$/);
    }
    expect(resolve('/repo/src/islands/admin/AdminPanel.tsx', 'react/jsx-dev-runtime')).toMatch(/thaiJsxDevRuntime\.ts$/);
  });

  it('not the public islands, nor the shared parts they use, nor anything else', () => {
    for (const file of [
      'src/islands/wizard/Wizard.tsx',
      'src/islands/contact/ContactForm.tsx',
      'src/islands/modal/StartProjectModal.tsx',
      'src/islands/shared/FormField.tsx',
      'src/islands/shared/WordWrap.tsx',
      'src/islands/shared/thaiJsxRuntime.ts',
    ]) {
      expect(resolve(`/repo/${file}`), file).toBeNull();
    }
    expect(resolve('/repo/src/islands/admin/AdminPanel.tsx', 'react')).toBeNull();
  });
});
