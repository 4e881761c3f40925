import { type Browser, type Page } from '@playwright/test';
import { prefixOf, uniqueEmail, type Lang } from './auth';
import { adminSession, clientSession } from './sessions';
import { orderPackage } from './clients';

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
  await orderPackage(client.request, { business: `Nok Cafe ${Date.now()}`, locale: lang });

  await adminSession(page, lang);
  return { context, client, email };
}
