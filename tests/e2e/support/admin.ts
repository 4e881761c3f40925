import { expect, type Page } from '@playwright/test';

/**
 * Clicks the admin panel's Refresh and waits until the quote list came back and the button reads
 * Refresh again: a dialog opened before that shows the list as it was (a client's new message missing).
 */
export async function refreshAdmin(page: Page, label: string) {
  const reloaded = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/_actions/admin.quotes'));
  await page.getByRole('button', { name: label, exact: true }).click();
  await reloaded;
  await expect(page.getByRole('button', { name: label, exact: true })).toBeEnabled();
}
