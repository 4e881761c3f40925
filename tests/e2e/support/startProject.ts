import { expect, type Locator } from '@playwright/test';

/**
 * Opens the Start Your Project modal from one of its links as a person does, once the page can: the
 * launcher's script marks the link as a button when it runs, and a click before that follows the link
 * to the home page's quote section (the path without JavaScript), which a busy machine can show.
 * Returns the open dialog; its first opening downloads the modal, hence the longer wait.
 */
export async function openStartProject(trigger: Locator): Promise<Locator> {
  await expect(trigger).toHaveAttribute('role', 'button');
  await trigger.click();
  const dialog = trigger.page().locator('dialog[open]');
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  return dialog;
}
