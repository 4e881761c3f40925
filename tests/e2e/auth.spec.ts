import { expect, test } from '@playwright/test';
import { ADMIN, fillSignUp, openClientMenu, prefixOf, signIn, signUp, text, uniqueEmail, waitForIslands } from './support/auth';
import { runsIn } from './support/languages';
import { holdChunk } from './support/holdChunk';
import { outboxPath } from './support/outbox';

for (const lang of ['en', 'th'] as const) {
  const t = text[lang];
  const prefix = prefixOf(lang);

  // Behavioural journeys run in one language each, alternating (issue 34); the words of the other
  // language are the component tests' (tests/component/authPanel.test.tsx) and the dictionaries'.
  if (runsIn(lang, 'th'))
    test(`${lang}: sign up, sign out, sign in, and a wrong password`, async ({ page }) => {
      const user = { name: lang === 'th' ? 'สมหญิง ทดสอบ' : 'Ann Tester', email: uniqueEmail(`signup-${lang}`), password: 'secret-123' };
      await signUp(page, lang, user);
      await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard$`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(user.name);

      const menu = await openClientMenu(page, lang);
      await expect(menu).toContainText(user.email);
      await expect(menu.getByRole('link', { name: t.adminPanel })).toBeHidden();
      await menu.getByRole('button', { name: t.signOut }).click();
      await expect(page).toHaveURL(new RegExp(`:\\d+${prefix || '/'}$`));
      await expect(page.locator('[data-client-area] [data-visitor-only]')).toBeVisible();
      await expect(page.locator('[data-member-toggle]')).toBeHidden();

      await signIn(page, lang, user.email, 'wrong-password');
      await expect(page.getByRole('alert')).toHaveText(t.invalidCredentials);
      await expect(page.getByLabel(t.email)).toHaveValue(user.email);

      await page.getByLabel(t.password, { exact: true }).fill(user.password);
      await page.getByRole('button', { name: t.signInButton, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard$`));
    });

  if (runsIn(lang, 'en'))
    test(`${lang}: a protected route sends a visitor to sign in and back`, async ({ page }) => {
      const user = { name: 'Route Tester', email: uniqueEmail(`route-${lang}`), password: 'secret-123' };
      await signUp(page, lang, user);
      await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard$`));
      await page.context().clearCookies();

      await page.goto(`${prefix}/dashboard`);
      await expect(page).toHaveURL(new RegExp(`${prefix}/auth\\?next=${encodeURIComponent(`${prefix}/dashboard`)}$`));
      await expect(page.getByRole('heading', { name: t.signInTitle })).toBeVisible();
      await signIn(page, lang, user.email, user.password, '');
      await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard$`));

      // Signed in, the auth page itself sends the user on to the dashboard.
      await page.goto(`${prefix}/auth`);
      await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard$`));
    });

  if (runsIn(lang, 'th'))
    test(`${lang}: an admin sees Admin Panel and reaches /admin; a user does not`, async ({ page, browser }) => {
      await signIn(page, lang, ADMIN.email, ADMIN.password);
      await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard$`));
      const menu = await openClientMenu(page, lang);
      await menu.getByRole('link', { name: t.adminPanel }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/admin$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang === 'th' ? 'แผงควบคุมผู้ดูแล' : 'Admin Panel');

      const other = await browser.newPage();
      const user = { name: 'Plain User', email: uniqueEmail(`plain-${lang}`), password: 'secret-123' };
      await signUp(other, lang, user);
      await expect(other).toHaveURL(new RegExp(`${prefix}/dashboard$`));
      const userMenu = await openClientMenu(other, lang);
      await expect(userMenu.getByRole('link', { name: t.adminPanel })).toBeHidden();
      const response = await other.goto(`${prefix}/admin`);
      expect(response?.status()).toBe(403);
      await expect(other.getByRole('heading', { level: 1 })).toHaveText(lang === 'th' ? 'สำหรับผู้ดูแลเท่านั้น' : 'Admins only');
      await other.close();
    });
}

// The validation messages word for word, and Show/Hide once the form runs, in both languages:
// tests/component/authPanel.test.tsx. Show tapped before the form's code has run is the browser's.
test("the password field shows and hides its text, also when Show is tapped while the form's code loads", async ({ page }) => {
  // The form's code (it loads on first use) is held back until Show has been tapped.
  const release = await holdChunk(page, /\/AuthPanel\.[\w-]+\.js$/);
  await page.goto('/th/auth');
  const password = page.getByLabel('รหัสผ่าน', { exact: true });
  await password.fill('secret-123');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'แสดงรหัสผ่าน' }).click();
  await expect(page.locator('[client="interaction"][ssr][component-url*="AuthPanel"]')).toHaveCount(1);
  release();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(password).toHaveValue('secret-123');
  await page.getByRole('button', { name: 'ซ่อนรหัสผ่าน' }).click();
  await expect(password).toHaveAttribute('type', 'password');
});

test('signing up twice with one address says the account exists', async ({ page }) => {
  const user = { name: 'Twice Tester', email: uniqueEmail('twice'), password: 'secret-123' };
  await signUp(page, 'en', user);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.context().clearCookies();
  await fillSignUp(page, 'en', user);
  await expect(page.getByRole('alert')).toHaveText('An account with this e-mail already exists. Sign in instead.');
});

test('a tampered session cookie counts as signed out, never as an error', async ({ page, context }) => {
  await context.addCookies([
    { name: 'sp-access', value: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.forged', domain: '127.0.0.1', path: '/' },
    { name: 'sp-refresh', value: 'not-a-real-token', domain: '127.0.0.1', path: '/' },
  ]);
  const response = await page.goto('/dashboard');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/auth\?next=/);
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'sp-refresh')).toBeUndefined();
});

test('session cookies are httpOnly and SameSite=Lax', async ({ page, context }) => {
  await signIn(page, 'en', ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const cookies = await context.cookies();
  for (const name of ['sp-access', 'sp-refresh']) {
    const cookie = cookies.find((c) => c.name === name);
    expect(cookie?.httpOnly, name).toBe(true);
    expect(cookie?.sameSite, name).toBe('Lax');
  }
  expect(cookies.find((c) => c.name === 'sp-signed-in')?.value).toBe('1');
});

test('repeated wrong passwords are rate limited', async ({ request }) => {
  const email = uniqueEmail('brute');
  let last = 0;
  for (let i = 0; i < 40 && last !== 429; i++) {
    const response = await request.post('/_actions/auth.signIn', {
      data: { email, password: `wrong-${i}-password` },
      headers: { Origin: 'http://127.0.0.1' },
    });
    last = response.status();
  }
  expect(last).toBe(429);
});

test('a signed-in user resets the password through the e-mailed link', async ({ page }) => {
  const user = { name: 'Reset Tester', email: uniqueEmail('reset'), password: 'old-secret-1' };
  await signUp(page, 'en', user);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.context().clearCookies();

  await page.goto('/th/auth');
  await waitForIslands(page);
  await page.getByRole('link', { name: 'ลืมรหัสผ่าน?' }).click();
  await page.getByLabel('อีเมล').fill(user.email);
  await page.getByRole('button', { name: 'ส่งลิงก์ตั้งรหัสผ่านใหม่' }).click();
  await expect(page.getByRole('status')).toContainText(user.email);

  await page.goto(outboxPath(user.email));
  const mail = page.locator(`[data-outbox-item][data-kind="password_reset"][data-to="${user.email}"]`).first();
  const body = await mail.locator('[data-outbox-text]').textContent();
  const link = body?.match(/https?:\/\/\S+\/th\/auth\/reset\?token=\S+/)?.[0];
  expect(link).toBeTruthy();

  await page.goto(link!);
  await waitForIslands(page);
  await page.getByLabel('รหัสผ่านใหม่').fill('new-secret-2');
  await page.getByLabel('ยืนยันรหัสผ่าน').fill('new-secret-2');
  await page.getByRole('button', { name: 'บันทึกรหัสผ่านใหม่' }).click();
  await expect(page.getByRole('status')).toContainText('เปลี่ยนรหัสผ่านเรียบร้อยแล้ว');

  // The link works once.
  await page.goto(link!);
  await waitForIslands(page);
  await page.getByLabel('รหัสผ่านใหม่').fill('third-secret-3');
  await page.getByLabel('ยืนยันรหัสผ่าน').fill('third-secret-3');
  await page.getByRole('button', { name: 'บันทึกรหัสผ่านใหม่' }).click();
  await expect(page.getByRole('alert')).toContainText('ลิงก์นี้ไม่ถูกต้องหรือหมดอายุแล้ว');

  await page.context().clearCookies();
  await signIn(page, 'en', user.email, user.password);
  await expect(page.getByRole('alert')).toHaveText('Invalid login credentials');
  await page.getByLabel('Password', { exact: true }).fill('new-secret-2');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('account settings save the profile and change the password', async ({ page }) => {
  const user = { name: 'Settings Tester', email: uniqueEmail('settings'), password: 'secret-123' };
  await signUp(page, 'th', user);
  await expect(page).toHaveURL(/\/th\/dashboard$/);
  // Typing before the island hydrates is tested with the other pre-hydration forms; here the settings themselves.
  await waitForIslands(page);
  const account = page.locator('#account');
  await account.getByLabel('ชื่อ-นามสกุล').fill('ปรีชา ใจดี');
  await account.getByLabel('บริษัท (ไม่บังคับ)').fill('<b>บริษัท & ลูก</b>');
  await account.getByRole('button', { name: 'บันทึกการเปลี่ยนแปลง' }).click();
  await expect(account.getByRole('status')).toHaveText('บันทึกข้อมูลของคุณเรียบร้อยแล้ว');
  await page.reload();
  await waitForIslands(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('ปรีชา ใจดี');
  await expect(account.getByLabel('บริษัท (ไม่บังคับ)')).toHaveValue('<b>บริษัท & ลูก</b>');

  await account.getByLabel('รหัสผ่านใหม่').fill('changed-456');
  await account.getByLabel('ยืนยันรหัสผ่าน').fill('changed-456');
  await account.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }).click();
  await expect(account.locator('form').nth(1).getByRole('status')).toContainText('เปลี่ยนรหัสผ่านเรียบร้อยแล้ว');

  // The session ends in another tab: saving says so instead of failing silently.
  await page.context().clearCookies();
  await account.getByLabel('ชื่อ-นามสกุล').fill('ปรีชา ใจดีมาก');
  await account.getByRole('button', { name: 'บันทึกการเปลี่ยนแปลง' }).click();
  await expect(account.locator('form').first().getByRole('alert')).toHaveText('คุณยังไม่ได้เข้าสู่ระบบ กรุณาเข้าสู่ระบบแล้วลองอีกครั้ง');
  await expect(account.getByLabel('ชื่อ-นามสกุล')).toHaveValue('ปรีชา ใจดีมาก');
});

test('malformed action input is a clear 400, never a 500', async ({ request }) => {
  const response = await request.post('/_actions/auth.signIn', { data: { email: 42, password: null } });
  expect(response.status()).toBe(400);
  const body = await request.post('/_actions/account.updateProfile', { data: { fullName: 'X Y' } });
  expect(body.status()).toBe(401);
});
