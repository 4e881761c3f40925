// Issue 22 (decision 0050), in English and Thai: a company client's quote gets a 50/50 schedule in the
// admin's quote dialog; the client accepts withholding 3% (decision 0061) and pays the deposit net by
// card (demo checkout); the studio
// marks the second instalment due; the client sees the PromptPay QR and the bank details on Payment
// History and pays by transfer; the studio marks it received. Payment History then lists two invoices
// and two receipt/tax invoices, each PDF downloads and its text holds the numbers, both tax IDs, the VAT
// and what was received and withheld. SCHEDULE_SHOTS=<dir> also saves screenshots at 390 and 1366 px.
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import enBilling from '../../src/i18n/en/billing';
import thBilling from '../../src/i18n/th/billing';
import enAdmin from '../../src/i18n/en/adminSchedule';
import thAdmin from '../../src/i18n/th/adminSchedule';
import enPayments from '../../src/i18n/en/payments';
import thPayments from '../../src/i18n/th/payments';
import { prefixOf, uniqueEmail, waitForIslands } from './support/auth';
import { pdfText } from './support/pdf';
import { refreshAdmin } from './support/admin';
import { runsIn } from './support/languages';
import { adminSession, clientSession } from './support/sessions';
import { acceptOnDashboard, editQuote, quoteDialog, savePrice } from './support/quoteDialog';
import { orderPackage, saveCompanyBilling } from './support/clients';
import { outboxPath } from './support/outbox';

const words = {
  en: { ...enBilling, ...enAdmin, ...enPayments },
  th: { ...thBilling, ...thAdmin, ...thPayments },
};
const ui = {
  en: {
    ...quoteDialog.en,
    demoPay: 'Pay THB 26,000 (demo)',
    transfer: 'THB 26,000',
    invoiceFile: 'Invoice',
    dueSubject: ['Deposit (instalment 1 of 2) is due: THB 26,750', 'On delivery (instalment 2 of 2) is due: THB 26,750'],
  },
  th: {
    ...quoteDialog.th,
    demoPay: 'ชำระ ฿26,000 (ทดลอง)',
    transfer: '฿26,000',
    invoiceFile: 'ใบแจ้งหนี้',
    dueSubject: ['แจ้งชำระเงินงวดที่ 1/2 (เงินมัดจำ) ยอด ฿26,750', 'แจ้งชำระเงินงวดที่ 2/2 (ส่งมอบงาน) ยอด ฿26,750'],
  },
} as const;

const shots = process.env.SCHEDULE_SHOTS;
async function shoot(page: Page, name: string) {
  if (!shots) return;
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(shots, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The instalment-due e-mails to `to`, oldest first, from the local outbox page. */
async function dueMails(page: Page, to: string) {
  const outbox = await page.context().newPage();
  await outbox.goto(outboxPath(to));
  const mails = await outbox.locator(`[data-outbox-item][data-kind="instalment_due"][data-to="${to}"]`).evaluateAll((nodes) =>
    nodes.map((node) => ({
      locale: node.getAttribute('data-locale') ?? '',
      subject: node.querySelector('h2')?.textContent ?? '',
      text: (node.querySelector('[data-outbox-text]') as HTMLElement).innerText,
      files: [...node.querySelectorAll('[data-outbox-attachment]')].map((file) => file.getAttribute('data-outbox-attachment') ?? ''),
    })),
  );
  await outbox.close();
  // The page lists the newest first; Intl separates "THB" from the figure with a no-break space.
  const plain = (text: string) => text.replaceAll('\u00a0', ' ');
  return mails.reverse().map((mail) => ({ ...mail, subject: plain(mail.subject), text: plain(mail.text) }));
}

test.describe.configure({ timeout: 240_000 });

for (const lang of ['en', 'th'] as const) {
  const t = words[lang];
  const u = ui[lang];
  const p = prefixOf(lang);

  if (runsIn(lang, 'th'))
    test(`${lang}: a company pays a 50/50 schedule, the deposit by card and the rest by transfer`, async ({ page, browser }) => {
      // The client: a company billing identity and a quote request.
      const context = await browser.newContext();
      const client = await context.newPage();
      const email = uniqueEmail(`schedule-${lang}`);
      await clientSession(client, lang, { name: 'Ploy Accounts', email, password: 'client-pass-1' });
      await client.waitForURL(`**${p}/dashboard`);
      await saveCompanyBilling(client.request, '2');
      // A quote request (its package checkout is left unpaid); a company answers the withholding question.
      await orderPackage(client.request, { business: `Ploy Clinic ${Date.now()}`, locale: lang, withholding: 'full' });

      // The studio prices it at 53,500 and splits it 50/50 (the default).
      await adminSession(page, lang);
      const { row, dialog } = await editQuote(page, lang, email);
      await savePrice(dialog, lang, '53500', '6 weeks');
      const section = dialog.locator('[data-schedule-section]');
      await section.getByRole('button', { name: t['admin.schedule.create'] }).click();
      // A fixed deposit: more decimals than satang is refused in the form; an amount above the price by
      // the server; what was typed stays each time. Then back to the default 50% and the rest.
      const first = section.locator('[data-schedule-row="1"]');
      await first.getByLabel(t['admin.schedule.shareKind']).selectOption('amount');
      const deposit = first.getByLabel(t['admin.schedule.amount']);
      await deposit.fill('20000.005');
      await section.getByRole('button', { name: t['admin.schedule.save'] }).click();
      await expect(first.getByText(t['admin.schedule.error.amount.too_precise'])).toBeVisible();
      await expect(deposit).toHaveValue('20000.005');
      await shoot(page, `${lang}-admin-schedule-refused`);
      await deposit.fill('60,000');
      await expect(section.locator('[data-schedule-total]')).toHaveText(t['admin.schedule.problem.amount_over_total']);
      await section.getByRole('button', { name: t['admin.schedule.save'] }).click();
      await expect(section.locator('[data-schedule-notice]')).toHaveText(t['admin.schedule.problem.amount_over_total']);
      await expect(deposit).toHaveValue('60,000');
      await deposit.fill('20,000');
      await expect(section.locator('[data-schedule-notice]')).toHaveCount(0);
      await expect(section.locator('[data-schedule-amount="2"]')).toContainText('33,500');
      await shoot(page, `${lang}-admin-schedule-form`);
      await first.getByLabel(t['admin.schedule.shareKind']).selectOption('percent');
      await first.getByLabel(t['admin.schedule.percent']).fill('50');
      await expect(section.locator('[data-schedule-amount="2"]')).toContainText('26,750');
      await section.getByRole('button', { name: t['admin.schedule.save'] }).click();
      await expect(section.locator('[data-admin-instalment]')).toHaveCount(2);
      await expect(section.locator('[data-admin-instalment="1"]')).toContainText('26,750');
      await page.keyboard.press('Escape');

      // The client accepts: the checkout is for the deposit only, net of withholding; paid by card (demo).
      await client.goto(`${p}/dashboard`);
      await waitForIslands(client);
      // The company withholds 3% (decision 0061): the card is charged 26,750 less 750.
      await acceptOnDashboard(client.locator('[data-quote-response]').first(), lang, { withholding: 'withhold' });
      await client.waitForURL(new RegExp(`${p}/checkout/demo/demo_cs_`));
      await client.getByRole('button', { name: u.demoPay }).click();
      // The page reloads itself 2 s after the return (portal spec §2): wait for that, or a later goto races it.
      await client.waitForURL(new RegExp(`${p}/dashboard\\?payment=received`), { timeout: 15_000 });

      // The studio marks the second instalment due: its invoice is issued.
      await refreshAdmin(page, u.refresh);
      await row.getByRole('button', { name: u.manage }).click();
      await expect(section.locator('[data-admin-instalment="1"]')).toHaveAttribute('data-state', 'paid');
      // It asks first: marking due sends the client an invoice (decision 0062).
      await section.getByRole('button', { name: t['admin.schedule.markDue'] }).click();
      if (shots) await section.screenshot({ path: join(shots, `${lang}-admin-confirm-due.png`) });
      await section.locator('[data-confirm-due]').getByRole('button', { name: t['admin.schedule.confirmDueButton'] }).click();
      await expect(section.locator('[data-admin-instalment="2"]')).toHaveAttribute('data-state', 'due');

      // Each instalment that fell due (the deposit on acceptance, the second now) was e-mailed to the
      // client in their language, with its invoice attached and the way to Payment History.
      const mails = await dueMails(page, email);
      expect(mails.map((m) => m.locale)).toEqual([lang, lang]);
      expect(mails.map((m) => m.files)).toEqual([
        [expect.stringMatching(new RegExp(`^${u.invoiceFile} INV-25\\d\\d-\\d{4}\\.pdf$`))],
        [expect.stringMatching(new RegExp(`^${u.invoiceFile} INV-25\\d\\d-\\d{4}\\.pdf$`))],
      ]);
      expect(mails[0]!.files[0]).not.toBe(mails[1]!.files[0]);
      for (const [index, mail] of mails.entries()) {
        expect(mail.subject).toContain(u.dueSubject[index]!);
        expect(mail.text).toContain(`${p}/account/payments`);
        expect(mail.text).toContain(u.transfer);
      }

      // Payment History: the QR and the bank details for the net a company transfers.
      await client.goto(`${p}/dashboard`);
      await client.getByRole('link', { name: lang === 'en' ? 'Payment History' : 'ประวัติการชำระเงิน' }).click();
      await client.waitForURL(`**${p}/account/payments`);
      // The schedule is headed by its quotation's number, never an internal id (round-3 review).
      await expect(client.locator('[data-schedule] h2')).toHaveText(
        new RegExp(`^${lang === 'th' ? 'ใบเสนอราคาเลขที่' : 'Quotation'} QT-25\\d\\d-\\d{4}$`),
      );
      const second = client.locator('[data-instalment="2"]');
      await expect(second).toHaveAttribute('data-state', 'due');
      await expect(second.locator('[data-promptpay-qr]')).toBeVisible();
      await expect(second.locator('[data-transfer-amount]')).toHaveText(u.transfer);
      await expect(second.locator('[data-account-number]')).toHaveText('123-4-56789-0');
      await shoot(client, `${lang}-payment-history-due`);

      // The studio records the transfer: 26,000 received, 750 withheld.
      await section.getByRole('button', { name: t['admin.schedule.markReceived'] }).click();
      const received = section.locator('[data-received-form]');
      await expect(received.getByLabel(t['admin.schedule.received'])).toHaveValue('26000.00');
      await expect(received.getByLabel(t['admin.schedule.withheld'])).toHaveValue('750.00');
      await shoot(page, `${lang}-admin-mark-received`);
      await received.getByLabel(t['admin.schedule.reference']).fill('KBANK 0042');
      await received.getByRole('button', { name: t['admin.schedule.record'] }).click();
      await expect(section.locator('[data-admin-instalment="2"]')).toHaveAttribute('data-state', 'paid');

      // Two invoices and two receipt/tax invoices, each a PDF with the figures.
      await client.reload();
      await expect(client.locator('[data-instalment][data-state="paid"]')).toHaveCount(2);
      await shoot(client, `${lang}-payment-history-paid`);
      const links = client.locator('[data-instalment] a[data-document]');
      await expect(links).toHaveCount(4);
      const texts: string[] = [];
      for (const link of await links.all()) {
        const response = await client.request.get((await link.getAttribute('href'))!);
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toBe('application/pdf');
        const text = pdfText(await response.body());
        expect(text).toMatch(/(INV|RT)-25\d\d-\d{4}/);
        for (const expected of ['0-1075-37000-88-2', 'สาขาที่ 00002', '26,750.00', '25,000.00', '1,750.00', '750.00', '26,000.00'])
          expect(text).toContain(expected);
        texts.push(text);
      }
      expect(texts.filter((text) => text.includes('ใบแจ้งหนี้'))).toHaveLength(2);
      expect(texts.filter((text) => text.includes('ใบเสร็จรับเงิน/ใบกำกับภาษี'))).toHaveLength(2);

      // The studio sees the same on the customer's page: both instalments paid, the quotation and the four
      // payment documents.
      await page.goto(`${p}/admin`);
      await waitForIslands(page);
      await page.getByRole('tab', { name: lang === 'th' ? 'ลูกค้า' : 'Customers' }).click();
      const customers = page.locator('[data-admin-customers]');
      await customers.getByRole('searchbox').fill(email);
      await customers.getByRole('searchbox').press('Enter');
      await expect(customers.locator('tbody tr')).toHaveCount(1);
      await customers.locator('tbody tr').getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`${p}/admin/customers/[0-9a-f-]{36}$`));
      const instalments = page.locator('[data-customer-instalments] tbody tr');
      await expect(instalments).toHaveCount(2);
      await expect(page.locator('[data-customer-instalments] tr[data-state="paid"]')).toHaveCount(2);
      const documents = page.locator('[data-customer-documents] tbody tr');
      // Two quotations: the price, then the price with its schedule (decision 0062).
      await expect(documents).toHaveCount(6);
      await expect(page.locator('[data-customer-documents] tr[data-type="quotation"]')).toHaveCount(2);
      await expect(page.locator('[data-customer-documents] tr[data-type="invoice"]')).toHaveCount(2);
      await expect(page.locator('[data-customer-documents] tr[data-type="tax_invoice"]')).toHaveCount(2);
      await expect(page.locator('[data-customer-documents] tr[data-type="tax_invoice"]').first()).toContainText(
        lang === 'th' ? 'ใบเสร็จรับเงิน/ใบกำกับภาษี RT-' : 'Receipt / tax invoice RT-',
      );
      const download = await page.request.get((await documents.first().getByRole('link').getAttribute('href'))!);
      expect(download.status()).toBe(200);
      expect(download.headers()['content-type']).toBe('application/pdf');
      await shoot(page, `${lang}-admin-customer-payments`);
      await context.close();
    });
}
