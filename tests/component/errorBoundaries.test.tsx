// @vitest-environment happy-dom
/**
 * A render error in the admin panel or the order form shows the portal's boundary (spec portal §2)
 * in the page's language, not a blank area (issue 10): the real islands, given the props a bug in the
 * data would leave them (the overview without its counters, the form without its package), throw while
 * rendering and React's own catching shows the boundary. The same damage on the served page, in the
 * browser: tests/e2e/error-boundaries.spec.ts (one language per island).
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pickMessages } from '../../src/i18n/messages';
import AdminPanelIsland from '../../src/islands/admin/AdminPanel';
import { ADMIN_PREFIXES } from '../../src/islands/admin/words';
import OrderFormIsland, { ORDER_PREFIXES } from '../../src/islands/order/OrderForm';

const words = {
  en: { title: 'Authentication Error', body: 'Something went wrong while loading your account.', signIn: 'Go to Sign In' },
  th: { title: 'โหลดข้อมูลบัญชีไม่สำเร็จ', body: 'เกิดข้อผิดพลาดระหว่างโหลดข้อมูลบัญชีของคุณ', signIn: 'ไปที่หน้าเข้าสู่ระบบ' },
} as const;

beforeEach(() => {
  // React reports the caught error and the boundary logs it: expected here, kept out of the output.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function expectBoundary(lang: 'en' | 'th', signInHref: string) {
  const w = words[lang];
  const alert = screen.getByRole('alert');
  expect(within(alert).getByRole('heading').textContent).toBe(w.title);
  expect(alert.textContent).toContain(w.body);
  expect(within(alert).getByRole('link', { name: w.signIn }).getAttribute('href')).toBe(signInHref);
  expect(console.error).toHaveBeenCalledWith('[portal] render error', expect.any(TypeError));
}

for (const lang of ['en', 'th'] as const) {
  const p = lang === 'th' ? '/th' : '';

  describe(`${lang}: the portal's error boundary`, () => {
    it('replaces the admin panel that failed to render with its message and the way back to sign in', () => {
      const signInHref = `${p}/auth?next=${encodeURIComponent(`${p}/admin`)}`;
      render(
        <AdminPanelIsland
          locale={lang}
          messages={pickMessages(lang, ADMIN_PREFIXES)}
          email="admin@siampixel.example"
          // The overview as a bug would leave it: no counters, which the Quotes tab reads.
          initial={{} as never}
          initialError={null}
          blogPath={`${p}/blog`}
          siteUrl="https://www.siampixel.example"
          signInHref={signInHref}
          customerPath={`${p}/admin/customers`}
        />,
      );
      expectBoundary(lang, signInHref);
    });

    it('replaces the order form that failed to render with its message and the way back to sign in', () => {
      const signInHref = `${p}/auth?next=${encodeURIComponent(`${p}/order/x`)}`;
      // No package, which the form reads its price from.
      render(
        <OrderFormIsland locale={lang} messages={pickMessages(lang, ORDER_PREFIXES)} pkg={undefined as never} signInHref={signInHref} />,
      );
      expectBoundary(lang, signInHref);
    });
  });
}
