import { expect, test } from '@playwright/test';
import { openClientMenu, prefixOf, signIn, signUp, text, uniqueEmail, waitForIslands } from '../e2e/support/auth';
import { authMail, sql } from './support/stack';
import { runsIn } from './support/journeys';

const reset = {
  en: {
    forgot: 'Forgot password?',
    send: 'Send reset link',
    newPassword: 'New password',
    confirm: 'Confirm Password',
    save: 'Save new password',
  },
  th: { forgot: 'ลืมรหัสผ่าน?', send: 'ส่งลิงก์ตั้งรหัสผ่านใหม่', newPassword: 'รหัสผ่านใหม่', confirm: 'ยืนยันรหัสผ่าน', save: 'บันทึกรหัสผ่านใหม่' },
} as const;

for (const lang of ['en', 'th'] as const) {
  const t = text[lang];
  const prefix = prefixOf(lang);

  if (runsIn(lang, 'th'))
    test(`${lang}: sign up through Supabase Auth makes the profile by trigger; sign out, a wrong password, sign in`, async ({ page }) => {
      const user = {
        name: lang === 'th' ? 'สมหญิง โปรดักชัน' : 'Pim Production',
        email: uniqueEmail(`prod-signup-${lang}`),
        password: 'secret-123',
      };
      await signUp(page, lang, user);
      await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard$`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(user.name);

      // The user is in auth.users, and handle_new_user made the profile from the sign-up metadata.
      const [row] = await sql<{ full_name: string; role: string; locale: string; hashed: boolean }>(
        `select p.full_name, p.role, u.raw_user_meta_data ->> 'locale' as locale, u.encrypted_password like '$argon2%' as hashed
         from auth.users u join public.profiles p on p.id = u.id where u.email = $1`,
        [user.email],
      );
      expect(row).toEqual({ full_name: user.name, role: 'user', locale: lang, hashed: true });
      // The session is Supabase's (sb-… cookies, httpOnly), not the local adapter's.
      const cookies = await page.context().cookies();
      const session = cookies.filter((cookie) => /^(__Host-)?sb-/.test(cookie.name));
      expect(session.length).toBeGreaterThan(0);
      for (const cookie of session) expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

      const menu = await openClientMenu(page, lang);
      await expect(menu).toContainText(user.email);
      await menu.getByRole('button', { name: t.signOut }).click();
      await expect(page).toHaveURL(new RegExp(`:\\d+${prefix || '/'}$`));
      await expect(page.locator('[data-member-toggle]')).toBeHidden();

      await signIn(page, lang, user.email, 'wrong-password');
      await expect(page.getByRole('alert')).toHaveText(t.invalidCredentials);
      await page.getByLabel(t.password, { exact: true }).fill(user.password);
      await page.getByRole('button', { name: t.signInButton, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard$`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(user.name);
    });

  if (runsIn(lang, 'en'))
    test(`${lang}: a forgotten password is reset through Supabase's e-mailed link (PKCE)`, async ({ page }) => {
      const r = reset[lang];
      const user = {
        name: lang === 'th' ? 'มานะ ลืมรหัส' : 'Reset Production',
        email: uniqueEmail(`prod-reset-${lang}`),
        password: 'old-secret-1',
      };
      await signUp(page, lang, user);
      await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard$`));
      await page.context().clearCookies();

      await page.goto(`${prefix}/auth`);
      await waitForIslands(page);
      await page.getByRole('link', { name: r.forgot }).click();
      await page.getByLabel(t.email).fill(user.email);
      await page.getByRole('button', { name: r.send }).click();
      await expect(page.getByRole('status')).toContainText(user.email);

      // Supabase sends the mail itself; its link goes through Auth's /verify and back with ?code=.
      await expect.poll(async () => (await authMail(user.email)).length).toBe(1);
      const [mail] = await authMail(user.email);
      expect(mail!.link).toContain('/auth/v1/verify?');
      await page.goto(mail!.link);
      await expect(page).toHaveURL(new RegExp(`${prefix}/auth/reset\\?code=`));
      await waitForIslands(page);
      await page.getByLabel(r.newPassword).fill('new-secret-2');
      await page.getByLabel(r.confirm).fill('new-secret-2');
      await page.getByRole('button', { name: r.save }).click();
      await expect(page.getByRole('status')).toContainText(lang === 'th' ? 'เปลี่ยนรหัสผ่านเรียบร้อยแล้ว' : 'Your password has been changed');

      await page.context().clearCookies();
      await signIn(page, lang, user.email, user.password);
      await expect(page.getByRole('alert')).toHaveText(t.invalidCredentials);
      await page.getByLabel(t.password, { exact: true }).fill('new-secret-2');
      await page.getByRole('button', { name: t.signInButton, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard$`));
    });
}
