import { expect, type Locator } from '@playwright/test';

/**
 * Starts using the contact form as a person does: it loads on its first focus (client:interaction),
 * so focus a field and wait until the island has hydrated. Tests of the form before hydration or
 * without JavaScript do not call this.
 */
export async function startUsingContactForm(card: Locator): Promise<void> {
  await card.scrollIntoViewIfNeeded();
  await card.getByRole('textbox').first().focus();
  await expect(card.locator('astro-island[ssr]')).toHaveCount(0);
}
