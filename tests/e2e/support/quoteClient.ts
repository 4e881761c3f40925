import { expect, type Browser, type Page } from '@playwright/test';
import { prefixOf, uniqueEmail, type Lang } from './auth';
import { adminSession, clientSession } from './sessions';

export const BUSINESS_WEBSITE = 'a0000000-0000-4000-8000-000000000002';

/**
 * The start of the quotation journeys: a client, in a browser context of their own, signs up and orders
 * a Business Website (24,900) through the order form without paying it; the admin signs in on `page`
 * and opens the admin panel. The caller closes the returned context.
 */
export async function clientOrderAndAdmin(browser: Browser, page: Page, lang: Lang, tag: string) {
  const p = prefixOf(lang);
  const context = await browser.newContext();
  const client = await context.newPage();
  const email = uniqueEmail(tag);
  await clientSession(client, lang, { name: 'Nok Srisuk', email, password: 'client-pass-1' });
  await client.waitForURL(`**${p}/dashboard`);
  const ordered = await client.request.post('/_actions/orders.submit', {
    data: { packageId: BUSINESS_WEBSITE, quantity: 1, projectDetails: { business_name: `Nok Cafe ${Date.now()}` }, locale: lang },
    headers: { 'Content-Type': 'application/json' },
  });
  expect(ordered.status()).toBe(200);

  await adminSession(page, lang);
  return { context, client, email };
}
