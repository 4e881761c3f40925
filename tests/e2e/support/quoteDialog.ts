/**
 * The studio's quote dialog, for the journeys that price a quote: its labels read from the dictionaries
 * (a changed label changes here and in the app at once; the words themselves are the dictionary tests'
 * subject), and pricing as the studio does it.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import enAdmin from '../../../src/i18n/en/admin';
import thAdmin from '../../../src/i18n/th/admin';
import enQuotes from '../../../src/i18n/en/quotes';
import thQuotes from '../../../src/i18n/th/quotes';
import type { Lang } from './auth';

function labels(admin: Record<keyof typeof enAdmin, string>, quotes: Record<keyof typeof enQuotes, string>) {
  const manage = admin['admin.quotes.manageFor'].replace('{id}', '');
  return {
    edit: admin['admin.quote.edit'],
    status: admin['admin.quote.status'],
    price: admin['admin.quote.customPrice'],
    timeline: admin['admin.quote.timeline'],
    save: admin['admin.quote.save'],
    saved: admin['admin.quote.saved'],
    refresh: admin['admin.refresh'],
    /** A row's button: "Manage quote <reference>". */
    manage: new RegExp(`^${manage.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    accept: quotes['quote.accept.button'],
  };
}

export const quoteDialog: Record<Lang, ReturnType<typeof labels>> = {
  en: labels(enAdmin, enQuotes),
  th: labels(thAdmin, thQuotes),
};

/** Opens the quote dialog of the client's quote (one row) in edit mode; answers the row and the dialog. */
export async function editQuote(page: Page, lang: Lang, clientEmail: string): Promise<{ row: Locator; dialog: Locator }> {
  const t = quoteDialog[lang];
  const row = page.locator('[data-admin-quote]').filter({ hasText: clientEmail });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: t.manage }).click();
  const dialog = page.locator('[data-quote-dialog]');
  await dialog.getByRole('button', { name: t.edit, exact: true }).click(); // exact: "Issue credit note" holds "edit"
  return { row, dialog };
}

/** In an open quote dialog: the status quoted, a price and a timeline, saved. The dialog stays open. */
export async function savePrice(dialog: Locator, lang: Lang, amount: string, timeline: string): Promise<void> {
  const t = quoteDialog[lang];
  await dialog.getByLabel(t.status).selectOption('quoted');
  await dialog.getByLabel(t.price).fill(amount);
  await dialog.getByLabel(t.timeline).fill(timeline);
  await dialog.getByRole('button', { name: t.save }).click();
  await expect(dialog.getByRole('status')).toHaveText(t.saved);
}

/** The studio prices the client's quote and closes the dialog; answers the row. */
export async function priceQuote(page: Page, lang: Lang, clientEmail: string, amount: string, timeline = '4 weeks'): Promise<Locator> {
  const { row, dialog } = await editQuote(page, lang, clientEmail);
  await savePrice(dialog, lang, amount, timeline);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  return row;
}

/**
 * The client accepts on the dashboard: Accept, then the confirmation that names what is charged now
 * (decision 0062). `answer` is the quote's [data-quote-response] panel. Answers the confirmation step,
 * for a journey that reads it.
 */
export async function acceptOnDashboard(
  answer: Locator,
  lang: Lang,
  options: { doubleClick?: boolean; withholding?: 'full' | 'withhold' } = {},
): Promise<Locator> {
  // A company answers whether it withholds 3% before it accepts (decision 0061).
  if (options.withholding) await answer.locator(`[data-withholding="${options.withholding}"]`).first().check();
  await answer.getByRole('button', { name: quoteDialog[lang].accept }).click();
  const confirmation = answer.locator('[data-accept-confirmation]');
  await expect(confirmation).toBeVisible();
  const confirm = confirmation.locator('[data-confirm-accept]');
  if (options.doubleClick) await confirm.dblclick();
  else await confirm.click();
  return confirmation;
}
