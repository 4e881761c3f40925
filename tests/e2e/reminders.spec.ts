import { expect, test } from '@playwright/test';
import enReminders from '../../src/i18n/en/reminders';
import thReminders from '../../src/i18n/th/reminders';
import { prefixOf, uniqueEmail } from './support/auth';
import { runsIn } from './support/languages';
import { adminSession, clientSession } from './support/sessions';

// Reminders that run themselves (issue 38, decision 0071): the client turns them off and on in Account
// Settings; the studio switches a kind off and on. Plain form posts, so both work before any island runs.
const words = { en: enReminders, th: thReminders };
test.describe.configure({ timeout: 90_000 });

for (const lang of ['en', 'th'] as const) {
  const t = words[lang];

  if (runsIn(lang, 'th'))
    test(`${lang}: a client turns reminders off and on again in Account Settings`, async ({ page }) => {
      await clientSession(page, lang, { name: 'Reminder Tester', email: uniqueEmail(`remind-${lang}`), password: 'secret-123' });
      const card = page.locator('[data-reminders]');
      await expect(card.getByRole('heading', { name: t['account.reminders.title'] })).toBeVisible();
      await expect(card.locator('[data-reminders-state]')).toHaveText(t['account.reminders.stateOn']);
      await card.getByRole('button', { name: t['account.reminders.turnOff'], exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${prefixOf(lang)}/dashboard\\?reminders=saved#reminders$`));
      await expect(card.getByRole('status')).toHaveText(t['account.reminders.saved']);
      await expect(card.locator('[data-reminders-state]')).toHaveText(t['account.reminders.stateOff']);
      await card.getByRole('button', { name: t['account.reminders.turnOn'], exact: true }).click();
      await expect(card.locator('[data-reminders-state]')).toHaveText(t['account.reminders.stateOn']);
    });

  if (runsIn(lang, 'en'))
    test(`${lang}: the studio switches a kind of reminder off and on`, async ({ page }) => {
      await adminSession(page, lang);
      await page.locator('[data-admin-reminders-link]').click();
      await expect(page.getByRole('heading', { level: 1, name: t['reminders.admin.open'] })).toBeVisible();
      const digest = page.locator('[data-reminder-kind="studio_digest"]');
      const state = digest.locator('[data-reminder-state]');
      // The admin's session is shared by the worker's tests: start from whatever state the last run left.
      if ((await state.getAttribute('data-reminder-state')) === 'off') await digest.getByRole('button').click();
      await expect(state).toHaveText(t['reminders.admin.on']);
      await digest.getByRole('button', { name: new RegExp(`^${t['reminders.admin.turnOff']}`) }).click();
      await expect(page.locator('[data-reminders-notice]')).toHaveText(t['reminders.admin.saved']);
      await expect(state).toHaveText(t['reminders.admin.off']);
      await digest.getByRole('button', { name: new RegExp(`^${t['reminders.admin.turnOn']}`) }).click();
      await expect(state).toHaveText(t['reminders.admin.on']);
    });
}
