/**
 * Sign in with LINE and Google as a person does it (decision 0048), shared by the local journeys
 * (e2e/social-sign-in.spec.ts) and the production path's (production/social.spec.ts): the words on the
 * way, and the fake provider's consent page (tests/integration/support/fakeOidc.ts).
 */
import { expect, type Page } from '@playwright/test';
import { prefixOf, signUp, uniqueEmail, type Lang } from './auth';

export const socialWords = {
  en: {
    confirmed: 'E-mail address confirmed',
    goToDashboard: 'Go to Dashboard',
    line: 'Sign in with LINE',
    google: 'Sign in with Google',
    addEmailTitle: 'Add your e-mail address',
    emailField: 'Email Address',
    saveEmail: 'Send confirmation link',
    emailSent: (email: string) => `We sent a link to ${email}. Open it to add the address to your account.`,
    methods: 'Sign-in methods',
    onlyOne: 'Your only way to sign in: it cannot be unlinked.',
    linkGoogle: 'Link Google',
    linked: 'Google is now linked to your account.',
    removeLine: 'Unlink LINE',
    removed: 'LINE was unlinked from your account.',
    lastMethod: 'You cannot unlink your only way to sign in.',
    existing: 'An account with this e-mail already exists. Sign in with your e-mail and password first',
  },
  th: {
    confirmed: 'ยืนยันอีเมลเรียบร้อยแล้ว',
    goToDashboard: 'ไปที่แดชบอร์ด',
    line: 'เข้าสู่ระบบด้วย LINE',
    google: 'เข้าสู่ระบบด้วย Google',
    addEmailTitle: 'เพิ่มอีเมลของคุณ',
    emailField: 'อีเมล',
    saveEmail: 'ส่งลิงก์ยืนยัน',
    emailSent: (email: string) => `เราส่งลิงก์ไปที่ ${email} แล้ว เปิดลิงก์นั้นเพื่อเพิ่มอีเมลนี้ในบัญชีของคุณ`,
    methods: 'ช่องทางเข้าสู่ระบบ',
    onlyOne: 'นี่คือช่องทางเข้าสู่ระบบเดียวของคุณ จึงยกเลิกการเชื่อมต่อไม่ได้',
    linkGoogle: 'เชื่อมต่อ Google',
    linked: 'เชื่อมต่อ Google กับบัญชีของคุณแล้ว',
    removeLine: 'ยกเลิกการเชื่อมต่อ LINE',
    removed: 'ยกเลิกการเชื่อมต่อ LINE แล้ว',
    lastMethod: 'ยกเลิกการเชื่อมต่อช่องทางเข้าสู่ระบบเดียวที่เหลืออยู่ไม่ได้',
    existing: 'มีบัญชีที่ใช้อีเมลนี้อยู่แล้ว กรุณาเข้าสู่ระบบด้วยอีเมลและรหัสผ่านก่อน',
  },
} as const;

/** At the fake provider: choose the account and allow, as a person would. */
export async function allowAt(page: Page, user: string) {
  await expect(page.getByRole('heading', { name: /test provider/ })).toBeVisible();
  await page.getByLabel('User').fill(user);
  await page.getByRole('button', { name: 'Allow' }).click();
}

/** The Sign-in methods card of the account settings. */
export const methodsCard = (page: Page) => page.locator('[data-identities]');

/**
 * An account made with an e-mail and a password, then, signed out, a Google login with the same
 * address: refused with the "already exists" message, on /auth. Answers the account.
 */
export async function googleLoginWithAnOwnersAddress(page: Page, lang: Lang, tag: string) {
  const prefix = prefixOf(lang);
  const w = socialWords[lang];
  const email = uniqueEmail(tag);
  const password = 'owner-pass-123';
  await signUp(page, lang, { name: 'Owner Person', email, password });
  await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard`));
  await page.context().clearCookies();

  await page.goto(`${prefix}/auth`);
  await page.getByRole('button', { name: w.google }).click();
  await allowAt(page, email);
  await expect(page).toHaveURL(new RegExp(`${prefix}/auth\\?social_error=email_belongs_to_account`));
  await expect(page.getByRole('alert')).toContainText(w.existing);
  return { email, password };
}

/**
 * In the account settings of an account signed in with LINE only: Google is linked with the same
 * person's account, then LINE removed, which leaves Google as the only way in.
 */
export async function linkGoogleThenRemoveLine(page: Page, lang: Lang, user: string) {
  const w = socialWords[lang];
  await methodsCard(page).getByRole('button', { name: w.linkGoogle }).click();
  await allowAt(page, user);
  await expect(methodsCard(page).getByText(w.linked)).toBeVisible();
  await expect(methodsCard(page).locator('[data-identity]')).toHaveCount(2);
  await methodsCard(page).getByRole('button', { name: w.removeLine }).click();
  await expect(methodsCard(page).getByText(w.removed)).toBeVisible();
  await expect(methodsCard(page).locator('[data-identity]')).toHaveCount(1);
  await expect(methodsCard(page).locator('[data-identity="google"]')).toBeVisible();
  await expect(methodsCard(page).getByText(w.onlyOne)).toBeVisible();
}
