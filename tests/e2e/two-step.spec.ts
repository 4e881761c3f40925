// Two-step sign-in (decision 0045), in both languages on the local adapter: enrol with codes computed from
// the key the screen shows, sign out, sign in with password and code, a wrong and a reused code refused
// with a clear message, a recovery code once; an admin without a factor reaches neither /admin nor an
// admin action, nor does an admin's password alone; sign out other devices / all devices (after a
// confirmation); recovery codes copied, downloaded, counted and renewed with a recovery code.
import { readFileSync } from 'node:fs';
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { ADMIN, openClientMenu, prefixOf, signIn, signUp, text, uniqueEmail, waitForIslands, type Lang } from './support/auth';
import { startServer } from './support/server';
import { actionData, ensureFactors, totpCode, twoStepWords } from './support/twoStep';
import { mailsTo } from './support/wizard';
import { runsIn } from './support/languages';

const words = {
  en: {
    ...twoStepWords.en,
    recoveryNotice: 'A recovery code for two-step sign-in was used to sign in to your account on',
    invalidCode: 'That code is not right. Type the 6-digit code your authenticator app shows now.',
    usedCode: 'That code was already used. Wait for the next code in your authenticator app.',
    invalidRecovery: 'That recovery code is not right, or it was already used. Each code works once.',
    adminRequired: 'Admin accounts must use two-step sign-in.',
    continueAdmin: 'Go to the admin panel',
    signOutOthers: 'Sign out other devices',
    signOutAll: 'Sign out on all devices',
    confirmAll: 'Yes, sign out on all devices',
    othersDone: 'Your other devices have been signed out.',
    copy: 'Copy codes',
    copied: 'Copied. Paste them somewhere safe.',
    download: 'Download (.txt)',
    left: 'Recovery codes left: 8 of 10',
    renewCode: 'Authenticator code or recovery code',
    renew: 'Generate new recovery codes',
    renewed: 'New recovery codes are ready. The old ones no longer work.',
  },
  th: {
    ...twoStepWords.th,
    recoveryNotice: 'มีการใช้รหัสกู้คืนของการยืนยันตัวตนแบบสองขั้นตอนเพื่อเข้าสู่บัญชีของคุณเมื่อ',
    invalidCode: 'รหัสไม่ถูกต้อง กรุณากรอกรหัส 6 หลักที่แอปยืนยันตัวตนแสดงอยู่ตอนนี้',
    usedCode: 'รหัสนี้ถูกใช้ไปแล้ว กรุณารอรหัสถัดไปในแอปยืนยันตัวตน',
    invalidRecovery: 'รหัสกู้คืนไม่ถูกต้องหรือถูกใช้ไปแล้ว แต่ละรหัสใช้ได้ครั้งเดียว',
    adminRequired: 'บัญชีผู้ดูแลต้องใช้การยืนยันตัวตนแบบสองขั้นตอน',
    continueAdmin: 'ไปที่แผงควบคุมผู้ดูแล',
    signOutOthers: 'ออกจากระบบอุปกรณ์อื่น',
    signOutAll: 'ออกจากระบบทุกอุปกรณ์',
    confirmAll: 'ยืนยัน ออกจากระบบทุกอุปกรณ์',
    othersDone: 'ออกจากระบบอุปกรณ์อื่นเรียบร้อยแล้ว',
    copy: 'คัดลอกรหัส',
    copied: 'คัดลอกแล้ว กรุณาวางเก็บไว้ในที่ปลอดภัย',
    download: 'ดาวน์โหลด (.txt)',
    left: 'รหัสกู้คืนที่เหลือ: 8 จาก 10 รหัส',
    renewCode: 'รหัสจากแอปยืนยันตัวตนหรือรหัสกู้คืน',
    renew: 'สร้างรหัสกู้คืนชุดใหม่',
    renewed: 'สร้างรหัสกู้คืนชุดใหม่แล้ว รหัสเดิมใช้ไม่ได้อีกต่อไป',
  },
} as const;

/** Sets up an authenticator on the settings page; answers the key shown as text and the recovery codes. */
async function enrol(page: Page, lang: Lang) {
  const w = words[lang];
  await page.goto(`${prefixOf(lang)}/account/two-step`);
  await page.getByRole('button', { name: w.start }).click();
  await expect(page.locator('img[src^="data:image/svg+xml"]')).toBeVisible();
  const secret = (await page.locator('[data-secret]').innerText()).trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.locator('input[name="code"]').fill(totpCode(secret));
  await page.getByRole('button', { name: w.confirm }).click();
  await expect(page.locator('[data-two-step-on]')).toBeVisible();
  const recoveryCodes = await page.locator('[data-recovery-codes] li').allInnerTexts();
  expect(recoveryCodes).toHaveLength(10);
  return { secret, recoveryCodes };
}

async function signOut(page: Page, lang: Lang) {
  const menu = await openClientMenu(page, lang);
  await menu.getByRole('button', { name: text[lang].signOut }).click();
  await expect(page).toHaveURL(new RegExp(`${prefixOf(lang) || ''}/?$`));
}

async function giveCode(page: Page, lang: Lang, code: string) {
  const challenge = page.locator('[data-two-step-challenge]');
  await expect(challenge).toBeVisible();
  await challenge.locator('input[name="code"]').fill(code);
  await challenge.getByRole('button', { name: words[lang].verify }).click();
}

for (const lang of ['en', 'th'] as const) {
  const prefix = prefixOf(lang);
  const w = words[lang];

  if (runsIn(lang, 'en'))
    test(`${lang}: enrol, then sign in with password and code; wrong and reused codes refused; a recovery code once`, async ({ page }) => {
      test.slow();
      const user = { name: 'Two Step', email: uniqueEmail(`two-step-${lang}`), password: 'secret-123' };
      await signUp(page, lang, user);
      await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard$`));
      const { secret, recoveryCodes } = await enrol(page, lang);
      await signOut(page, lang);

      // The password alone: the code step, and the dashboard stays closed.
      await signIn(page, lang, user.email, user.password);
      await expect(page.locator('[data-two-step-challenge]')).toBeVisible();
      await page.goto(`${prefix}/dashboard`);
      await expect(page).toHaveURL(new RegExp(`${prefix}/auth\\?next=`));
      await giveCode(page, lang, totpCode(secret, Date.now() / 1000 + 3600));
      await expect(page.getByRole('alert')).toHaveText(w.invalidCode);
      // The next step's code (the enrolment used this one's): accepted.
      const code = totpCode(secret, Date.now() / 1000 + 30);
      await giveCode(page, lang, code);
      await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard$`));
      await signOut(page, lang);

      await signIn(page, lang, user.email, user.password);
      await giveCode(page, lang, code);
      await expect(page.getByRole('alert')).toHaveText(w.usedCode);
      await page.getByRole('link', { name: w.useRecovery }).click();
      await giveCode(page, lang, recoveryCodes[0]!);
      await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard$`));
      await signOut(page, lang);

      await signIn(page, lang, user.email, user.password);
      await page.getByRole('link', { name: w.useRecovery }).click();
      await giveCode(page, lang, recoveryCodes[0]!);
      await expect(page.getByRole('alert')).toHaveText(w.invalidRecovery);
      await giveCode(page, lang, recoveryCodes[1]!.toUpperCase());
      await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard$`));

      // Each recovery code used was told to the account's address, in its language (the refused one was not).
      const notices = (await mailsTo(page, user.email)).filter((mail) => mail.kind === 'account_recovery_code_used');
      expect(notices).toHaveLength(2);
      expect(notices[0]!.text).toContain(w.recoveryNotice);
      expect(notices[0]!.text).toContain(`${prefix}/account/two-step`);

      // Two codes used: the settings count them; a recovery code renews the set, which can be copied and
      // downloaded as a .txt file.
      await page.goto(`${prefix}/dashboard`);
      await expect(page.locator('[data-recovery-left]')).toHaveText(w.left);
      await page.goto(`${prefix}/account/two-step`);
      await expect(page.locator('[data-recovery-left]')).toHaveText(w.left);
      await page.getByLabel(w.renewCode).fill(recoveryCodes[2]!);
      await page.getByRole('button', { name: w.renew }).click();
      await expect(page.locator('[data-recovery-renewed]')).toHaveText(w.renewed);
      const renewed = await page.locator('[data-recovery-codes] li').allInnerTexts();
      expect(renewed).toHaveLength(10);
      expect(renewed.some((code) => recoveryCodes.includes(code))).toBe(false);
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: w.download }).click()]);
      expect(download.suggestedFilename()).toBe('recovery-codes.txt');
      const file = readFileSync((await download.path())!, 'utf8');
      for (const code of renewed) expect(file).toContain(code);
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.getByRole('button', { name: w.copy }).click();
      await expect(page.getByRole('status').filter({ hasText: w.copied })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(renewed.join('\n'));
    });

  if (runsIn(lang, 'th'))
    test(`${lang}: sign out other devices keeps this one; sign out on all devices ends it too`, async ({ browser }) => {
      test.slow();
      const user = { name: 'Many Devices', email: uniqueEmail(`devices-${lang}`), password: 'secret-123' };
      const laptop = await browser.newPage();
      const phone = await browser.newPage();
      const tablet = await browser.newPage();
      await signUp(laptop, lang, user);
      await expect(laptop).toHaveURL(new RegExp(`${prefix}/dashboard$`));
      for (const device of [phone, tablet]) {
        await signIn(device, lang, user.email, user.password);
        await expect(device).toHaveURL(new RegExp(`${prefix}/dashboard$`));
      }
      await laptop.getByRole('button', { name: w.signOutOthers }).click();
      await expect(laptop.getByRole('status').filter({ hasText: w.othersDone })).toBeVisible();
      await phone.goto(`${prefix}/dashboard`);
      await expect(phone).toHaveURL(new RegExp(`${prefix}/auth\\?next=`));
      await laptop.goto(`${prefix}/dashboard`);
      await expect(laptop).toHaveURL(new RegExp(`${prefix}/dashboard$`));

      await signIn(phone, lang, user.email, user.password);
      await expect(phone).toHaveURL(new RegExp(`${prefix}/dashboard$`));
      // Ending every session asks first: the button only opens the confirmation.
      await laptop.locator('[data-sign-out-everywhere] summary').filter({ hasText: w.signOutAll }).click();
      await expect(laptop).toHaveURL(new RegExp(`${prefix}/dashboard`));
      await laptop.getByRole('button', { name: w.confirmAll }).click();
      for (const device of [laptop, phone]) {
        await device.goto(`${prefix}/dashboard`);
        await expect(device).toHaveURL(new RegExp(`${prefix}/auth\\?next=`));
      }
    });
}

test('an admin password alone reaches no admin page or action', async ({ baseURL }) => {
  const api = await playwrightRequest.newContext({ baseURL: baseURL! });
  // The suite's admin has authenticators (support/twoStep.ts): the password leaves a code owed.
  await ensureFactors(baseURL!, ADMIN);
  const signedIn = await actionData<{ twoStepRequired: boolean }>(await api.post('/_actions/auth.signIn', { data: ADMIN }));
  expect(signedIn.twoStepRequired).toBe(true);
  const overview = await api.post('/_actions/admin.overview', { data: {} });
  expect(overview.status()).toBe(403);
  expect(await overview.text()).toContain('two_step_required');
  const page = await api.get('/admin', { maxRedirects: 0 });
  expect(page.status()).toBe(302);
  expect(page.headers()['location']).toBe('/auth?next=%2Fadmin');
  const csv = await api.get('/api/admin/export/quotes');
  expect(csv.status()).toBe(401);
  await api.dispose();
});

test('an admin without a factor is sent to set one up, in both languages, and no admin action answers', async ({ browser }) => {
  test.slow();
  // A server of its own: its seeded admin has no authenticator yet.
  const server = await startServer({});
  const context = await browser.newContext({ baseURL: server.url });
  try {
    const page = await context.newPage();
    await page.goto('/auth');
    await waitForIslands(page);
    await page.getByLabel(text.en.email).fill(ADMIN.email);
    await page.getByLabel(text.en.password, { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: text.en.signInButton, exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    const action = await page.request.post('/_actions/admin.overview', { data: {} });
    expect(action.status()).toBe(403);
    expect(await action.text()).toContain('two_step_required');
    expect((await page.request.get('/api/admin/export/quotes')).status()).toBe(403);

    await page.goto('/th/admin');
    await expect(page).toHaveURL(/\/th\/account\/two-step\?next=%2Fth%2Fadmin$/);
    await expect(page.locator('[data-admin-required]')).toContainText(words.th.adminRequired);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/account\/two-step\?next=%2Fadmin$/);
    await expect(page.locator('[data-admin-required]')).toContainText(words.en.adminRequired);

    await page.getByRole('button', { name: words.en.start }).click();
    const secret = (await page.locator('[data-secret]').innerText()).trim();
    await page.locator('input[name="code"]').fill(totpCode(secret));
    await page.getByRole('button', { name: words.en.confirm }).click();
    await page.getByRole('link', { name: words.en.continueAdmin }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Panel');
    expect((await page.request.post('/_actions/admin.overview', { data: {} })).status()).toBe(200);
  } finally {
    await context.close();
    await server.stop();
  }
});
