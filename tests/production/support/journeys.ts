/**
 * Steps several production journeys take the same way: a new customer orders a package through
 * Stripe Checkout, the admin opens the admin panel.
 */
import { expect, type Page } from '@playwright/test';
import { ADMIN, prefixOf, signIn, signUp, waitForIslands, type Lang } from '../../e2e/support/auth';
import { saveCompanyBilling } from '../../e2e/support/clients';

/** The Business Website package (supabase/seed.sql): 24,900 THB. */
export const BUSINESS_WEBSITE = 'a0000000-0000-4000-8000-000000000002';

/** Two Business Websites, as the order page and Stripe's page show the total. */
const orderText = {
  en: {
    businessName: 'Business name',
    increase: 'Increase quantity',
    submit: 'Continue to payment',
    total: 'THB 49,800',
    stripeTotal: 'THB 49,800.00',
    payInFull: 'No: pay the full amount',
  },
  th: {
    businessName: 'ชื่อธุรกิจ',
    increase: 'เพิ่มจำนวน',
    submit: 'ส่งคำขอและไปหน้าชำระเงิน',
    total: '฿49,800',
    stripeTotal: '฿49,800.00',
    payInFull: 'ไม่หัก: ชำระเต็มจำนวน',
  },
} as const;

/** The session id of a Stripe Checkout page's address (…/c/pay/cs_…). */
export const sessionIdOf = (url: string) => /\/c\/pay\/(cs_[^/?#]+)/.exec(url)?.[1] ?? '';

/**
 * Signs a new customer up, fills the order for two Business Websites (49,800 THB) and goes to Stripe
 * Checkout; returns the session id. `company`: the customer first saves a company's billing identity
 * (tests/e2e/support/clients.ts BUYER_COMPANY) and pays in full, withholding nothing.
 */
export async function orderTwoBusinessWebsites(
  page: Page,
  lang: Lang,
  email: string,
  options: { company?: boolean } = {},
): Promise<string> {
  const t = orderText[lang];
  const p = prefixOf(lang);
  await signUp(page, lang, { name: 'Ploy Chaiyaporn', email, password: 'portal-pass-1' });
  await page.waitForURL(`**${p}/dashboard`);
  if (options.company) await saveCompanyBilling(page.request);
  await page.goto(`${p}/order/${BUSINESS_WEBSITE}`);
  await waitForIslands(page);
  await page.getByLabel(t.businessName).fill('Baan Coffee Roasters');
  await page.getByRole('button', { name: t.increase }).click();
  await expect(page.locator('[data-estimated-total]')).toHaveText(t.total);
  if (options.company) await page.getByLabel(t.payInFull).check();
  await page.getByRole('button', { name: t.submit }).click();

  // Stripe's hosted page, in the customer's language, for the price the server took from the catalogue.
  await page.waitForURL(/\/c\/pay\/cs_/, { timeout: 30_000 });
  await expect(page.getByTestId('total')).toHaveText(t.stripeTotal);
  await expect(page.getByTestId('customer-email')).toHaveText(email);
  await expect(page.getByTestId('locale')).toHaveText(lang);
  return sessionIdOf(page.url());
}

/** Signs the admin in and opens the admin panel, as the admin does from the sign-in page. */
export async function openAdmin(page: Page, lang: Lang) {
  await signIn(page, lang, ADMIN.email, ADMIN.password);
  await page.waitForURL(`**${prefixOf(lang)}/dashboard`);
  await page.goto(`${prefixOf(lang)}/admin`);
  await waitForIslands(page);
}

/**
 * Whether a journey runs in this language on the production path. Each journey runs in one language
 * here and a spec's journeys take turns, so both languages cross the production path; the end-to-end
 * suite runs every journey in both (docs/decisions/0017, addendum). A function, not `lang === 'en'`, so
 * the journey's body stays written for either language and moving it to the other is one word.
 */
export function runsIn(lang: 'en' | 'th', journeyLanguage: 'en' | 'th'): boolean {
  return lang === journeyLanguage;
}
