import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import en from '../../src/i18n/en/privacy';
import th from '../../src/i18n/th/privacy';
import { ESSENTIAL_COOKIES } from '../../src/domain/privacy/cookies';
import { type Lang, prefixOf, signIn, text, uniqueEmail } from './support/auth';
import { adminSession, clientSession } from './support/sessions';
import { runsIn } from './support/languages';
import { mailsTo } from './support/wizard';

// Issue 38 (PDPA) as a client uses it: from Account Settings to Your data and privacy, download a ZIP of
// their data (its link works once), agree to marketing e-mails, then delete the account with their
// password. Every device is signed out, the confirmation e-mail arrives, signing in again fails, and the
// admin's log shows the deletion. Every cookie the browser holds along the way is a listed essential one.
// Both languages in one run, for the price of one: the download in Thai, the deletion in English (with
// E2E_BOTH_LANGUAGES=1 the other way round as well).
const dictionaries = { en, th };
test.describe.configure({ timeout: 120_000 });

const orders: [Lang, Lang][] = [['th', 'en'], ...(runsIn('en', 'th') ? [['en', 'th'] as [Lang, Lang]] : [])];
for (const [lang, deleteIn] of orders) {
  const t = (key: keyof typeof en) => dictionaries[lang][key];
  const prefix = prefixOf(lang);
  const d = (key: keyof typeof en) => dictionaries[deleteIn][key];

  test(`${lang}: downloads their data, then (${deleteIn}) deletes the account and cannot sign in again`, async ({ page, browser }) => {
    const user = { name: 'Pim Privacy', email: uniqueEmail(`privacy-${lang}`), password: 'privacy-pass-1' };
    await clientSession(page, lang, user);
    // A second device, signed in through the sign-in action (the form is not what is tested here).
    const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const signedIn = await other.request.post('/_actions/auth.signIn', { data: { email: user.email, password: user.password } });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
    const otherPage = await other.newPage();
    await otherPage.goto(`${prefix}/dashboard`);
    await expect(otherPage.locator('[data-member-toggle]')).toBeVisible();

    await page.locator('[data-privacy-settings-link]').click();
    await expect(page.getByRole('heading', { level: 1, name: t('privacy.account.title') })).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: t('privacy.export.button') }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(new Uint8Array(await readFile(await download.path())));
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['README.txt', 'data.json', 'csv/profiles.csv', 'csv/auth-users.csv']));
    const data = JSON.parse(strFromU8(files['data.json']!)) as { email: string; tables: Record<string, Record<string, unknown>[]> };
    expect(data.email).toBe(user.email);
    expect(data.tables['public.profiles']?.[0]?.['full_name']).toBe(user.name);
    // UTF-8 with a byte-order mark, so Excel reads Thai as Thai.
    expect([...files['csv/profiles.csv']!.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(JSON.stringify(data)).not.toContain('encrypted_password');
    // The link worked once.
    const again = await page.context().request.get(download.url(), { maxRedirects: 0 });
    expect(again.status()).toBe(303);
    expect(again.headers()['location']).toContain('export=expired');

    await page.getByRole('button', { name: t('privacy.marketing.give') }).click();
    await expect(page.locator('[data-privacy-notice]')).toHaveText(t('privacy.account.notice.marketingOn'));
    await expect(page.locator('[data-marketing-state="on"]')).toBeVisible();

    const listed = ESSENTIAL_COOKIES.map((cookie) => cookie.name);
    for (const cookie of await page.context().cookies()) expect(listed, cookie.name).toContain(cookie.name.replace(/^__Host-/, ''));

    // The deletion in the other language: the same page at its other address.
    await page.goto(`${prefixOf(deleteIn)}/account/privacy`);
    const form = page.locator('[data-delete-form]');
    await form.getByLabel(d('privacy.delete.password')).fill('not-my-password');
    await form.getByLabel(d('privacy.delete.confirm')).check();
    await form.getByRole('button', { name: d('privacy.delete.button') }).click();
    await expect(page.getByRole('alert')).toHaveText(d('privacy.delete.error.wrongProof'));
    await form.getByLabel(d('privacy.delete.password')).fill(user.password);
    await form.getByLabel(d('privacy.delete.confirm')).check();
    await form.getByRole('button', { name: d('privacy.delete.button') }).click();
    await expect(page.getByRole('heading', { level: 1, name: d('privacy.deleted.title') })).toBeVisible();
    await expect(page.locator('[data-member-toggle]')).toBeHidden();

    // The other device is signed out too.
    await otherPage.goto(`${prefix}/dashboard`);
    await expect(otherPage.locator('[data-member-toggle]')).toBeHidden();
    await other.close();

    const mails = await mailsTo(page, user.email);
    expect(mails.map((mail) => mail.kind)).toEqual(['account_deleted']);
    await signIn(page, deleteIn, user.email, user.password);
    await expect(page.getByRole('alert')).toHaveText(text[deleteIn].invalidCredentials);

    await adminSession(page, deleteIn, '/admin/data-requests');
    await expect(page.locator('[data-data-request="deletion"]').first()).toContainText(d('privacy.admin.deletedAccount'));
  });
}
