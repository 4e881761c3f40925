import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { claimCode, ensureFactors, giveCode } from './twoStep';
import { outboxPath } from './outbox';

export const ADMIN = { email: 'admin@siampixel.example', password: 'admin-siam-2026' };

let counter = 0;
/** A unique address per call, so tests never collide across runs or workers. */
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`;
}

export const text = {
  en: {
    signInTitle: 'Welcome Back',
    signUpLink: 'Sign up',
    signInLink: 'Sign in',
    signInButton: 'Sign In',
    createButton: 'Create Account',
    fullName: 'Full Name',
    email: 'Email Address',
    password: 'Password',
    confirm: 'Confirm Password',
    clientArea: 'Client Area',
    signOut: 'Sign Out',
    dashboard: 'Dashboard',
    adminPanel: 'Admin Panel',
    invalidCredentials: 'Invalid login credentials',
    accountCreated: 'Account Created Successfully!',
    confirmedTitle: 'E-mail address confirmed',
    goToDashboard: 'Go to Dashboard',
    continue: 'Continue',
  },
  th: {
    signInTitle: 'ยินดีต้อนรับกลับมา',
    signUpLink: 'สร้างบัญชี',
    signInLink: 'เข้าสู่ระบบ',
    signInButton: 'เข้าสู่ระบบ',
    createButton: 'สร้างบัญชี',
    fullName: 'ชื่อ-นามสกุล',
    email: 'อีเมล',
    password: 'รหัสผ่าน',
    confirm: 'ยืนยันรหัสผ่าน',
    clientArea: 'บัญชีลูกค้า',
    signOut: 'ออกจากระบบ',
    dashboard: 'แดชบอร์ด',
    adminPanel: 'แผงควบคุมผู้ดูแล',
    invalidCredentials: 'อีเมลหรือรหัสผ่านไม่ถูกต้อง',
    accountCreated: 'สร้างบัญชีสำเร็จแล้ว',
    confirmedTitle: 'ยืนยันอีเมลเรียบร้อยแล้ว',
    goToDashboard: 'ไปที่แดชบอร์ด',
    continue: 'ดำเนินการต่อ',
  },
} as const;

export type Lang = keyof typeof text;
export const prefixOf = (lang: Lang) => (lang === 'th' ? '/th' : '');

/**
 * Waits until every island on the page has hydrated (Astro drops the `ssr` attribute), except those
 * that load on first use (client:interaction: the contact form, a working HTML form until then).
 */
export async function waitForIslands(page: Page) {
  await expect(page.locator('astro-island[ssr]:not([client="interaction"])')).toHaveCount(0);
}

/**
 * Creates an account through the form and, when the site asks for the address to be confirmed (the
 * local adapter always does, decision 0049), follows the link of the confirmation e-mail from the
 * outbox as its owner would, which signs in and leaves the page on the dashboard. `confirm: false`
 * stops at the "Account Created Successfully!" panel.
 */
export async function signUp(
  page: Page,
  lang: Lang,
  user: { name: string; email: string; password: string },
  options: { confirm?: boolean } = {},
) {
  await fillSignUp(page, lang, user);
  const t = text[lang];
  const panel = page.getByRole('heading', { name: t.accountCreated });
  // Either the panel (confirmation owed) or a signed-in page (a provider that confirms nothing).
  await expect.poll(async () => (await panel.isVisible()) || !/\/auth$/.test(new URL(page.url()).pathname), { timeout: 90_000 }).toBe(true);
  if (options.confirm === false || !(await panel.isVisible())) return;
  await followConfirmationLink(page, lang, user.email);
}

/**
 * The link of the newest confirmation e-mail to an address, from the local outbox (/dev/outbox, newest
 * first). Read over the page's request context, not in a new tab: a page opened with browser.newPage()
 * may not open another.
 */
export async function confirmationLink(page: Page, email: string): Promise<string> {
  return confirmationLinkVia(page.request, email);
}

/** The same, over any request context (a test that signs up through the action, without a page). */
export async function confirmationLinkVia(request: APIRequestContext, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const html = await (await request.get(outboxPath(email))).text();
      const item = html
        .split('data-outbox-item')
        .slice(1)
        .find((each) => each.includes('data-kind="auth_confirm_email"') && each.includes(`data-to="${email}"`));
      // The page is HTML: a link's `&` (before `next=`) reads `&amp;` there.
      link = item?.match(/https?:\/\/[^\s<"]+\/auth\/confirm\?token=[^\s<"]+/)?.[0].replaceAll('&amp;', '&');
      return link;
    })
    .toBeTruthy();
  return link!;
}

/** Opens the confirmation link (signing in) and goes on to the dashboard from its landing page. */
export async function followConfirmationLink(page: Page, lang: Lang, email: string) {
  const t = text[lang];
  await page.goto(await confirmationLink(page, email));
  await expect(page.getByRole('heading', { level: 1, name: t.confirmedTitle })).toBeVisible();
  await page.getByRole('link', { name: t.goToDashboard }).click();
  await expect(page).toHaveURL(new RegExp(`${prefixOf(lang)}/dashboard$`));
}

/** Fills and sends the sign-up form (nothing after); `path` may carry a `?next=`. */
export async function fillSignUp(page: Page, lang: Lang, user: { name: string; email: string; password: string }, path = '/auth') {
  const t = text[lang];
  await page.goto(`${prefixOf(lang)}${path}`);
  await waitForIslands(page);
  await page.getByRole('link', { name: t.signUpLink, exact: true }).click();
  await page.getByLabel(t.fullName).fill(user.name);
  await page.getByLabel(t.email).fill(user.email);
  await page.getByLabel(t.password, { exact: true }).fill(user.password);
  await page.getByLabel(t.confirm).fill(user.password);
  await page.getByRole('button', { name: t.createButton, exact: true }).click();
}

/**
 * Signs in through the form. The seeded admin must give a code too (decision 0045): its authenticators
 * are enrolled once per server (support/twoStep.ts) and the code step gets a fresh code of one of them.
 */
export async function signIn(page: Page, lang: Lang, email: string, password: string, path = '/auth') {
  const t = text[lang];
  if (path) await page.goto(`${prefixOf(lang)}${path}`);
  const origin = new URL(page.url()).origin;
  const secrets = email === ADMIN.email && password === ADMIN.password ? await ensureFactors(origin, ADMIN) : null;
  await waitForIslands(page);
  await page.getByLabel(t.email).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: t.signInButton, exact: true }).click();
  if (secrets) {
    // The code is taken only once its step is on screen: a code claimed while a cold server (the
    // production rehearsal's functions) still answered the password could be a minute old when sent.
    await expect(page.locator('[data-two-step-challenge]')).toBeVisible({ timeout: 60_000 });
    await giveCode(page, await claimCode(origin, email, secrets));
  }
}

/** Opens the signed-in Client Area menu in the header (desktop). */
export async function openClientMenu(page: Page, lang: Lang) {
  const toggle = page.locator('[data-member-toggle]');
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveText(text[lang].clientArea);
  await toggle.click();
  return page.locator('#client-menu');
}

/**
 * After an e-mail change: signed out from the Client Area menu, the old address is refused and the new
 * one signs in to the dashboard.
 */
export async function expectOnlyNewAddressSignsIn(page: Page, lang: Lang, addresses: { old: string; next: string }, password: string) {
  const t = text[lang];
  const menu = await openClientMenu(page, lang);
  await menu.getByRole('button', { name: t.signOut }).click();
  await expect(page.locator('[data-member-toggle]')).toBeHidden();
  await signIn(page, lang, addresses.old, password);
  await expect(page.getByRole('alert')).toHaveText(t.invalidCredentials);
  await signIn(page, lang, addresses.next, password);
  await expect(page).toHaveURL(new RegExp(`${prefixOf(lang)}/dashboard$`));
}
