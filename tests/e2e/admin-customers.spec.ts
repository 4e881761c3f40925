/**
 * Customers an admin can work with (issue 10): search by name, e-mail or company, pages of 10 with
 * Previous/Next, a customer's page with their quotes, orders and e-mails; and each admin tab loads
 * and fails on its own, with the spec's message in the admin's language.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, confirmationLinkVia, prefixOf, signIn, uniqueEmail, type Lang } from './support/auth';
import { refreshAdmin } from './support/admin';
import { runsIn } from './support/languages';
import { adminSession, clientSession } from './support/sessions';
import { orderPackage } from './support/clients';

const text = {
  en: {
    customers: 'Customers',
    quotes: 'Quotes',
    blog: 'Blog Management',
    search: 'Search by name, e-mail, company or tax ID',
    searchButton: 'Search',
    next: 'Next',
    previous: 'Previous',
    range: (from: number, to: number, total: number) => `${from}–${to} of ${total}`,
    total: (count: number) => `Total: ${count}`,
    empty: 'No customers found',
    quotesHeading: 'Quotes',
    ordersHeading: 'Orders',
    emailsHeading: 'E-mails sent',
    back: 'Back to the admin panel',
    errorTitle: 'Error Loading Data',
    customersFailed: 'Failed to load customers: unexpected (Reference: 0123456789ab)',
    overviewFailed: 'Connection failed: unexpected (Reference: ba9876543210)',
    refresh: 'Refresh',
    forbidden: 'Admins only',
    notFound: 'Customer not found',
    latestQuotes: 'Latest quotes',
  },
  th: {
    customers: 'ลูกค้า',
    quotes: 'ใบเสนอราคา',
    blog: 'จัดการบล็อก',
    search: 'ค้นหาตามชื่อ อีเมล บริษัท หรือเลขประจำตัวผู้เสียภาษี',
    searchButton: 'ค้นหา',
    next: 'ถัดไป',
    previous: 'ก่อนหน้า',
    range: (from: number, to: number, total: number) => `${from}–${to} จาก ${total}`,
    total: (count: number) => `ทั้งหมด: ${count}`,
    empty: 'ไม่พบลูกค้า',
    quotesHeading: 'ใบเสนอราคา',
    ordersHeading: 'คำสั่งซื้อ',
    emailsHeading: 'อีเมลที่ส่งแล้ว',
    back: 'กลับไปที่แผงควบคุม',
    errorTitle: 'โหลดข้อมูลไม่สำเร็จ',
    customersFailed: 'โหลดรายชื่อลูกค้าไม่สำเร็จ: unexpected (หมายเลขอ้างอิง: 0123456789ab)',
    overviewFailed: 'เชื่อมต่อไม่สำเร็จ: unexpected (หมายเลขอ้างอิง: ba9876543210)',
    refresh: 'รีเฟรช',
    forbidden: 'Admins only',
    notFound: 'ไม่พบลูกค้า',
    latestQuotes: 'ใบเสนอราคาล่าสุด',
  },
} as const;

/** Signs a customer up through the sign-up action in its own cookie jar; optionally they order a package. */
async function customer(request: APIRequestContext, user: { email: string; fullName: string; company?: string }, order = false) {
  const signUpResponse = await request.post('/_actions/auth.signUp', {
    data: {
      email: user.email,
      password: 'customer-pass-1',
      confirmPassword: 'customer-pass-1',
      fullName: user.fullName,
      phone: '',
      company: user.company ?? '',
    },
  });
  expect(signUpResponse.status(), await signUpResponse.text()).toBe(200);
  if (!order) return;
  // Ordering needs a session: the sign-up's confirmation link gives it, as it does a person (decision 0049).
  const confirmed = await request.get(await confirmationLinkVia(request, user.email));
  expect(confirmed.status()).toBe(200);
  await orderPackage(request, { business: `${user.fullName} Shop`, quantity: 2, locale: 'en' });
}

async function openAdmin(page: Page, lang: Lang) {
  await adminSession(page, lang);
}

/** Matches the requests of one admin action (POST /_actions/admin.<name>). */
const action = (name: string) => (url: URL) => url.pathname.replace(/\/$/, '') === `/_actions/admin.${name}`;

/** WCAG 2.2 AA violations on the page as it is now. */
async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag22aa']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** An action's failure as the server answers an unexpected one: only a reference. */
const unexpected = (reference: string) => ({
  status: 500,
  contentType: 'application/json',
  body: JSON.stringify({
    type: 'AstroActionError',
    code: 'INTERNAL_SERVER_ERROR',
    status: 500,
    message: JSON.stringify({ code: 'unexpected', reference }),
  }),
});

for (const lang of ['en', 'th'] as const) {
  const t = text[lang];
  const p = prefixOf(lang);

  if (runsIn(lang, 'th'))
    test(`${lang}: the admin searches customers, pages through them and opens one's page`, async ({ page, playwright, baseURL }) => {
      test.setTimeout(120_000);
      // Twelve customers no other test shares a word with: eleven "pagers", one of them with a company
      // whose name has a % in it, and one more who ordered a package.
      const tag = `cust${Date.now().toString(36)}${lang}`;
      const pagers = Array.from({ length: 11 }, (_, i) => ({
        email: uniqueEmail(`pager-${tag}`),
        fullName: `Pager ${tag} ${String(i).padStart(2, '0')}`,
        ...(i === 4 ? { company: `Wild 100% ${tag} Co` } : {}),
      }));
      for (const user of pagers) {
        const request = await playwright.request.newContext({ baseURL: baseURL ?? '' });
        await customer(request, user);
        await request.dispose();
      }
      const buyer = { email: uniqueEmail(`buyer-${tag}`), fullName: `Buyer ${tag}`, company: 'Baan Somtam' };
      const buyerRequest = await playwright.request.newContext({ baseURL: baseURL ?? '' });
      await customer(buyerRequest, buyer, true);
      await buyerRequest.dispose();

      await openAdmin(page, lang);
      await page.getByRole('tab', { name: t.customers }).click();
      const tab = page.locator('[data-admin-customers]');
      const rows = tab.locator('tbody tr');
      const range = tab.locator('[data-customer-range]');
      const search = tab.getByRole('searchbox', { name: t.search });

      // By name: the twelve share the tag; eleven pagers, in pages of ten.
      await search.fill(`pager ${tag.toUpperCase()}`);
      await tab.getByRole('button', { name: t.searchButton, exact: true }).click();
      await expect(range).toHaveText(t.range(1, 10, 11));
      await expect(tab.locator('[data-customer-total]')).toHaveText(t.total(11));
      await expect(rows).toHaveCount(10);
      await expect(tab.getByRole('button', { name: t.previous })).toBeDisabled();
      const firstPage = await rows.allTextContents();
      await tab.getByRole('button', { name: t.next }).click();
      await expect(range).toHaveText(t.range(11, 11, 11));
      await expect(rows).toHaveCount(1);
      await expect(tab.getByRole('button', { name: t.next })).toBeDisabled();
      // Every pager exactly once across the two pages.
      const secondPage = await rows.allTextContents();
      for (const user of pagers) {
        expect(
          [...firstPage, ...secondPage].filter((row) => row.includes(user.email)),
          user.email,
        ).toHaveLength(1);
      }
      await tab.getByRole('button', { name: t.previous }).click();
      await expect(range).toHaveText(t.range(1, 10, 11));
      expect(await axeViolations(page)).toEqual([]);

      // By company, with % meaning itself; by e-mail; nothing found.
      await search.fill(`100% ${tag}`);
      await search.press('Enter');
      await expect(rows).toHaveCount(1);
      await expect(rows).toContainText(pagers[4]?.email ?? '');
      await search.fill(`10_% ${tag}`);
      await search.press('Enter');
      await expect(tab).toContainText(t.empty);
      await search.fill(buyer.email.toUpperCase());
      await search.press('Enter');
      await expect(rows).toHaveCount(1);

      // The customer's page: their details, the quote and the order they made, the e-mails sent to them.
      await rows.getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`${p}/admin/customers/[0-9a-f-]{36}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(buyer.fullName);
      await expect(page.locator('main')).toContainText(buyer.email);
      await expect(page.locator('main')).toContainText('Baan Somtam');
      await expect(page.getByRole('heading', { name: t.quotesHeading, exact: true })).toBeVisible();
      await expect(page.locator('[data-customer-quotes] tbody tr')).toHaveCount(1);
      await expect(page.locator('[data-customer-quotes] [data-price]')).toHaveText(lang === 'th' ? '฿49,800' : 'THB 49,800');
      await expect(page.getByRole('heading', { name: t.ordersHeading, exact: true })).toBeVisible();
      await expect(page.locator('[data-customer-orders] tbody tr')).toHaveCount(1);
      await expect(page.getByRole('heading', { name: t.emailsHeading, exact: true })).toBeVisible();
      await expect(page.locator('[data-customer-emails] tr[data-kind="quote_confirmation"]')).toHaveCount(1);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('link', { name: t.back }).click();
      await expect(page).toHaveURL(new RegExp(`${p}/admin$`));
    });

  if (runsIn(lang, 'en'))
    test(`${lang}: a failing Customers list shows its own message while the other tabs work`, async ({ page }) => {
      await openAdmin(page, lang);
      const customersAction = action('customers');
      await page.route(customersAction, (route) => route.fulfill(unexpected('0123456789ab')));
      await page.getByRole('tab', { name: t.customers }).click();
      const banner = page.locator('[data-admin-error]');
      await expect(banner).toHaveCount(1);
      await expect(banner).toContainText(t.errorTitle);
      await expect(banner).toContainText(t.customersFailed);
      // The Quotes tab is unaffected (no banner there), and so is the blog.
      await page.getByRole('tab', { name: t.quotes }).click();
      await expect(page.getByRole('heading', { name: t.latestQuotes })).toBeVisible();
      await expect(banner).toHaveCount(0);
      await page.getByRole('tab', { name: t.blog }).click();
      await expect(page.locator('#admin-panel-blog')).toBeVisible();
      await expect(banner).toHaveCount(0);

      // And the other way round: the quotes failing on Refresh say so in the Quotes tab only.
      await page.unroute(customersAction);
      await page.route(action('overview'), (route) => route.fulfill(unexpected('ba9876543210')));
      await page.getByRole('tab', { name: t.quotes }).click();
      await refreshAdmin(page, t.refresh);
      await expect(banner).toContainText(t.overviewFailed);
      await page.getByRole('tab', { name: t.customers }).click();
      await expect(banner).toHaveCount(0);
      await expect(page.locator('[data-admin-customers] [data-customer-total]')).toBeVisible();
    });
}

test('a customer can neither list customers nor open a customer’s page', async ({ page }) => {
  await clientSession(page, 'en', { name: 'Not Admin', email: uniqueEmail('not-admin-cust'), password: 'client-pass-1' });
  await page.waitForURL('**/dashboard');
  // 403 whatever the id, so the page tells a non-admin nothing about who is a customer.
  for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
    const view = await page.goto(`/admin/customers/${id}`);
    expect(view?.status(), id).toBe(403);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.en.forbidden);
  }
  const response = await page.request.post('/_actions/admin.customers', { data: { search: '', page: 1 } });
  expect(response.status()).toBe(403);
});

test('a visitor is sent to sign in; an admin gets 404 for no such customer', async ({ page }) => {
  await page.goto('/th/admin/customers/00000000-0000-4000-8000-000000000000');
  await expect(page).toHaveURL(/\/th\/auth\?next=/);
  await signIn(page, 'th', ADMIN.email, ADMIN.password, '');
  await page.waitForURL('**/th/admin/customers/**');
  for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
    const view = await page.goto(`/th/admin/customers/${id}`);
    expect(view?.status(), id).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.th.notFound);
  }
});
