import { expect, test, type Page } from '@playwright/test';
import { formatMoney } from '../../src/i18n/format';
import { translator } from '../../src/i18n/translate';
import { prefixOf, uniqueEmail, waitForIslands, type Lang } from '../e2e/support/auth';
import { pdfText } from '../e2e/support/pdf';
import { openAdmin, orderTwoBusinessWebsites, sessionIdOf } from './support/journeys';
import { deliveredMail, fakes, runScheduled, sendgridMail, sql, urls } from './support/stack';

/**
 * A client accepts a custom quote and pays the balance through Stripe on the production path
 * (decisions 0017 and 0018): the client paid two Business Websites (49,800), the studio quotes 69,900
 * and e-mails it, the client accepts, leaves Stripe Checkout for the 20,100 balance, comes back to
 * "Pay now" (the same open session) and pays; Stripe's webhook arrives twice. In English the card
 * payment's return settles it first; in Thai a delayed payment (PromptPay) is settled by the webhooks alone.
 */

/** MAIL_STUDIO_INBOX as scripts/prod-local.ts configures the site. */
const STUDIO_INBOX = 'studio@siampixel.example';
/** The Business Website package's name in each language (supabase/seed.sql). */
const BUSINESS = { en: 'Business Website', th: 'เว็บไซต์ธุรกิจ' } as const;
/** Fake Stripe's hosted page writes amounts with satang. */
const stripeAmount = { en: 'THB 20,100.00', th: '฿20,100.00' } as const;

const PAID = 49_800;
const PRICE = 69_900;
const DUE = PRICE - PAID;

/** For what waits on a server round trip: a cold function start each, slow on a busy machine. */
const ROUND_TRIP = { timeout: 45_000 };

interface Delivery {
  type: string;
  objectId: string | null;
  status: number | null;
}

const ordersOf = (email: string) =>
  sql<{ purpose: string; status: string; amount: number; session: string }>(
    `select o.purpose, o.status, o.total_amount as amount, o.payment_session_id as session
       from public.orders o join public.profiles p on p.id = o.user_id
      where p.email = $1 order by o.created_at`,
    [email],
  );

const quoteOf = async (email: string) =>
  (
    await sql<{ id: string; status: string; quoted_price: number | null; accepted_price: number | null }>(
      `select q.id, q.status, q.quoted_price, q.accepted_price
         from public.quotes q join public.profiles p on p.id = q.user_id where p.email = $1`,
      [email],
    )
  )[0];

/** The e-mails queued for a quote, by kind and recipient. */
const quoteMail = (quoteId: string) =>
  sql<{ kind: string; to_email: string }>(
    `select kind, to_email from public.email_outbox where related_table = 'quotes' and related_id = $1 order by kind`,
    [quoteId],
  );

/** The admin gives the client's quote a custom price and e-mails it, in their own browser. */
async function adminQuotes(page: Page, lang: Lang, clientEmail: string) {
  const t = translator(lang);
  const context = await page.context().browser()!.newContext();
  const admin = await context.newPage();
  await openAdmin(admin, lang);
  const row = admin.locator('[data-admin-quote]').filter({ hasText: clientEmail });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: new RegExp(`^${t('admin.quotes.manageFor', { id: '' })}`) }).click();
  const dialog = admin.locator('[data-quote-dialog]');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: t('admin.quote.edit'), exact: true }).click();
  await dialog.getByLabel(t('admin.quote.status')).selectOption('quoted');
  await dialog.getByLabel(t('admin.quote.customPrice')).fill('69,900');
  await dialog.getByLabel(t('admin.quote.timeline')).fill(lang === 'th' ? '3 สัปดาห์' : '3 weeks');
  await dialog.getByRole('button', { name: t('admin.quote.save'), exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText(t('admin.quote.saved'), ROUND_TRIP);
  await expect(dialog).toContainText(formatMoney(lang, PRICE));
  await dialog.getByRole('button', { name: t('admin.quote.sendEmail'), exact: true }).click();
  await expect(dialog.getByRole('button', { name: t('admin.quote.emailSent'), exact: true })).toBeVisible(ROUND_TRIP);
  await context.close();
}

for (const lang of ['en', 'th'] as const) {
  const t = translator(lang);
  const p = prefixOf(lang);
  const money = (amount: number) => formatMoney(lang, amount);
  const how =
    lang === 'en'
      ? 'card; the return settles it, the webhook twice changes nothing'
      : 'PromptPay; the webhooks alone settle it, delivered twice';

  test(`${lang}: a client accepts a custom quote, leaves Stripe Checkout, pays the balance with Pay now (${how})`, async ({ page }) => {
    test.setTimeout(300_000);
    const email = uniqueEmail(`prod-quote-${lang}`);
    // Stripe's events for this customer wait until the test lets them go.
    await fakes.post('/stripe/hold', { customerEmail: email });

    // 1. The client orders two Business Websites and pays them by card; the return settles the order.
    const packageSession = await orderTwoBusinessWebsites(page, lang, email);
    await page.getByTestId('hosted-payment-submit-button').click();
    await page.waitForURL(new RegExp(`${p}/dashboard\\?success=true&session_id=${packageSession}$`));
    await expect(page.locator('[data-payment-received]')).toHaveText(t('dashboard.payment.success'));
    // Stripe's webhook for it arrives; later events are held again.
    const packageEvents = await fakes.post<Delivery[]>('/stripe/release', { customerEmail: email });
    expect(packageEvents.map((d) => [d.type, d.objectId, d.status])).toEqual([['checkout.session.completed', packageSession, 200]]);
    await fakes.post('/stripe/hold', { customerEmail: email });
    expect(await ordersOf(email)).toEqual([{ purpose: 'package', status: 'processing', amount: PAID, session: packageSession }]);

    // 2. The studio quotes more than was paid and e-mails the client, who gets it through SendGrid.
    await adminQuotes(page, lang, email);
    const quote = (await quoteOf(email))!;
    expect(quote).toMatchObject({ status: 'quoted', quoted_price: PRICE, accepted_price: null });
    const update = (await deliveredMail(email, 2)).filter((mail) => mail.subject.includes(t('mail.quoteStatus.quoted.subject')));
    expect(update).toHaveLength(1);
    expect(update[0]!.text).toContain(money(PRICE));
    // With the quotation as a PDF (decision 0053), named in the client's language and drawn by the production function.
    const [quotation, ...others] = update[0]!.attachments;
    expect(others).toEqual([]);
    expect(quotation?.filename).toMatch(lang === 'th' ? /^ใบเสนอราคา QT-25\d\d-\d{4}\.pdf$/ : /^Quotation QT-25\d\d-\d{4}\.pdf$/);
    expect(quotation?.type).toBe('application/pdf');
    const quoted = pdfText(Buffer.from(quotation!.content, 'base64'));
    expect(quoted).toContain('ใบเสนอราคา');
    expect(quoted).toContain('69,900.00');

    // 3. The dashboard shows the arithmetic before Accept: custom price − already paid = due.
    await page.goto(`${p}/dashboard`);
    await waitForIslands(page);
    const answer = page.locator('[data-quote-response]');
    await expect(answer).toHaveAttribute('data-quote-status', 'quoted');
    await expect(answer.locator('[data-sum-price]')).toHaveText(money(PRICE));
    await expect(answer.locator('[data-sum-paid]')).toHaveText(`− ${money(PAID)}`);
    await expect(answer.locator('[data-sum-result="due"]')).toHaveText(`= ${money(DUE)}`);

    // Accept: Stripe Checkout for the difference only, named after the quote, in the client's language.
    await answer.getByRole('button', { name: t('quote.accept.button'), exact: true }).click();
    // Accept asks first, naming what is charged now (decision 0062).
    await answer.locator('[data-accept-confirmation] [data-confirm-accept]').click();
    await page.waitForURL(/\/c\/pay\/cs_/, ROUND_TRIP);
    const balanceSession = sessionIdOf(page.url());
    expect(balanceSession).not.toBe(packageSession);
    await expect(page.getByTestId('total')).toHaveText(stripeAmount[lang]);
    await expect(page.getByTestId('line-item')).toHaveCount(1);
    await expect(page.getByTestId('line-item').locator('.product-name')).toHaveText(t('quote.checkout.item', { package: BUSINESS[lang] }));
    await expect(page.getByTestId('customer-email')).toHaveText(email);
    await expect(page.getByTestId('locale')).toHaveText(lang);
    expect(await quoteOf(email)).toMatchObject({ status: 'approved', accepted_price: PRICE });

    // The client goes back without paying: still approved, the amount still due, and Pay now.
    await page.getByTestId('cancel-link').click();
    await page.waitForURL(new RegExp(`${p}/dashboard\\?checkout=cancelled$`), ROUND_TRIP);
    await waitForIslands(page);
    await expect(answer).toHaveAttribute('data-quote-status', 'approved');
    await expect(answer.locator('[data-quote-still-due]')).toHaveText(t('quote.state.cancelled'));
    await expect(answer.locator('[data-sum-result="due"]')).toHaveText(`= ${money(DUE)}`);
    expect(await ordersOf(email)).toEqual([
      { purpose: 'package', status: 'processing', amount: PAID, session: packageSession },
      { purpose: 'quote_balance', status: 'pending', amount: DUE, session: balanceSession },
    ]);

    // Pay now opens the same checkout (Stripe keeps it open), not a second one.
    await answer.getByRole('button', { name: t('quote.pay.button', { amount: money(DUE) }), exact: true }).click();
    await page.waitForURL(/\/c\/pay\/cs_/, ROUND_TRIP);
    expect(sessionIdOf(page.url())).toBe(balanceSession);
    await expect(page.getByTestId('total')).toHaveText(stripeAmount[lang]);

    const receipts = async () => (await quoteMail(quote.id)).filter((mail) => mail.kind === 'quote_payment_received').length;
    if (lang === 'en') {
      // A card: Stripe sends the client back before any webhook; the return settles the balance.
      await page.getByTestId('hosted-payment-submit-button').click();
      await page.waitForURL(new RegExp(`${p}/dashboard\\?success=true&session_id=${balanceSession}$`));
      await expect(page.locator('[data-payment-received]')).toHaveText(t('dashboard.payment.success'));
      expect(await receipts()).toBe(1);
      // Then the webhook, twice: nothing changes, nothing is mailed again.
      const attempts = await fakes.post<Delivery[]>('/stripe/release', { customerEmail: email, duplicate: true });
      expect(attempts.map((d) => [d.type, d.objectId, d.status])).toEqual([
        ['checkout.session.completed', balanceSession, 200],
        ['checkout.session.completed', balanceSession, 200],
      ]);
    } else {
      // PromptPay: the session completes unpaid, the payment confirms later; only the webhooks say so.
      await fakes.post('/stripe/await-payment', { sessionId: balanceSession });
      await fakes.post('/stripe/async-payment', { sessionId: balanceSession, outcome: 'succeeded' });
      expect(await receipts()).toBe(0);
      const attempts = await fakes.post<Delivery[]>('/stripe/release', { customerEmail: email, duplicate: true });
      expect(attempts.map((d) => [d.type, d.objectId, d.status])).toEqual([
        ['checkout.session.completed', balanceSession, 200],
        ['checkout.session.async_payment_succeeded', balanceSession, 200],
        ['checkout.session.completed', balanceSession, 200],
        ['checkout.session.async_payment_succeeded', balanceSession, 200],
      ]);
      // Settled before the client is back: the paid order and the receipt, once.
      expect((await ordersOf(email)).map((order) => [order.purpose, order.status])).toEqual([
        ['package', 'processing'],
        ['quote_balance', 'processing'],
      ]);
      expect(await receipts()).toBe(1);
      // Stripe sends the client back to the success URL.
      await page.goto(`${p}/dashboard?success=true&session_id=${balanceSession}`);
      await expect(page.locator('[data-payment-received]')).toHaveText(t('dashboard.payment.success'));
    }

    // One payment recorded for the balance, whoever settled it first.
    expect(await ordersOf(email)).toEqual([
      { purpose: 'package', status: 'processing', amount: PAID, session: packageSession },
      { purpose: 'quote_balance', status: 'processing', amount: DUE, session: balanceSession },
    ]);
    expect(await quoteOf(email)).toMatchObject({ status: 'approved', accepted_price: PRICE });
    expect(await quoteMail(quote.id)).toEqual(
      [
        { kind: 'order_paid', to_email: STUDIO_INBOX },
        { kind: 'order_receipt', to_email: email },
        { kind: 'purchase_attempt', to_email: STUDIO_INBOX },
        { kind: 'quote_accepted', to_email: STUDIO_INBOX },
        { kind: 'quote_confirmation', to_email: email },
        { kind: 'quote_payment_received', to_email: email },
        { kind: 'quote_status', to_email: email },
      ].sort((a, b) => a.kind.localeCompare(b.kind)),
    );

    // The dashboard (it reloads itself after the return): paid in full, no Pay now, the payment listed.
    await page.waitForURL(new RegExp(`${p}/dashboard\\?payment=received&session_id=cs_`), ROUND_TRIP);
    await waitForIslands(page);
    await expect(answer.locator('[data-quote-paid]')).toHaveText(t('quote.state.paid'));
    await expect(answer.locator('[data-sum-paid]')).toHaveText(`− ${money(PRICE)}`);
    await expect(answer.locator('[data-sum-result="settled"]')).toHaveText(`= ${money(0)}`);
    await expect(answer.locator('[data-pay-quote]')).toHaveCount(0);
    const balance = page.locator('[data-orders] tbody tr').filter({ hasText: t('quote.orders.balance') });
    await expect(balance).toHaveCount(1);
    await expect(balance.locator('[data-amount]')).toHaveText(money(DUE));
    await expect(balance.locator('[data-status]')).toHaveText(t('status.processing'));

    // SendGrid delivered the client's receipt in their language, and the studio's acceptance alert.
    const mails = await deliveredMail(email, 3);
    const receipt = mails.filter((mail) => mail.subject === t('mail.quoteBalance.subject'));
    expect(receipt).toHaveLength(1);
    expect(receipt[0]!.text).toContain(money(DUE));
    expect(receipt[0]!.text).toContain(t('mail.quoteBalance.paidInFull'));
    expect(receipt[0]!.text).toContain(`${urls.site}${p}/dashboard`);
    const accepted = async () =>
      (await sendgridMail(STUDIO_INBOX)).filter((mail) => mail.subject.startsWith('Quote accepted:') && mail.text?.includes(quote.id));
    await expect
      .poll(
        async () => {
          await runScheduled('deliver-outbox');
          return (await accepted()).length;
        },
        { timeout: 30_000, intervals: [500, 1000, 2000] },
      )
      .toBe(1);
    expect((await accepted())[0]!.text).toContain(`${formatMoney('en', DUE)} due`);
  });
}
