// Issue 22, docs/decisions/0051, in English and Thai: a company client pays a package, the studio quotes
// a lower custom price and the client accepts: a credit note (ใบลดหนี้, CN-…) is issued; it downloads as
// a PDF whose text refers to the original tax invoice; the receipt and credit-note e-mails carry their
// PDFs (the local outbox shows the files); the studio records the receipt's time-stamped copy with its PDF
// on the customer's page and the client downloads it (decision 0076). Then the client reports the withholding certificate sent
// (a wrong date first: the message and the number typed stay), and the admin, signed in with the second
// step, finds it on the missing list and marks it received.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import enBilling from '../../src/i18n/en/billing';
import thBilling from '../../src/i18n/th/billing';
import enWithholding from '../../src/i18n/en/withholding';
import thWithholding from '../../src/i18n/th/withholding';
import enEtax from '../../src/i18n/en/etax';
import thEtax from '../../src/i18n/th/etax';
import { prefixOf, uniqueEmail, waitForIslands, type Lang } from './support/auth';
import { pdfText } from './support/pdf';
import { runsIn } from './support/languages';
import { adminSession, clientSession } from './support/sessions';
import { acceptOnDashboard, priceQuote, quoteDialog } from './support/quoteDialog';
import { checkoutUrlOf, orderPackage, saveCompanyBilling } from './support/clients';
import { outboxPath } from './support/outbox';

const words = { en: { ...enBilling, ...enWithholding, ...enEtax }, th: { ...thBilling, ...thWithholding, ...thEtax } };
const ui = {
  en: {
    ...quoteDialog.en,
    demoPay: { full: 'Pay THB\u00a024,900 (demo)', withhold: 'Pay THB\u00a024,201.87 (demo)' },
  },
  th: {
    ...quoteDialog.th,
    demoPay: { full: 'ชำระ ฿24,900 (ทดลอง)', withhold: 'ชำระ ฿24,201.87 (ทดลอง)' },
  },
};

test.describe.configure({ timeout: 180_000 });

/**
 * A company client who paid one Business Website (฿24,900) through the demo checkout, in full or
 * withholding 3% (฿698.13) as it chose (decision 0061).
 */
async function companyClientWhoPaid(browser: Browser, lang: Lang, withholding: 'withhold' | 'full') {
  const p = prefixOf(lang);
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = uniqueEmail(`taxdoc-${lang}`);
  await clientSession(page, lang, { name: 'Ploy Accounts', email, password: 'client-pass-1' });
  await page.waitForURL(`**${p}/dashboard`);
  await saveCompanyBilling(page.request);
  const response = await orderPackage(page.request, { business: `Ploy Co ${Date.now()}`, locale: lang, withholding });
  await page.goto(await checkoutUrlOf(response));
  await page.getByRole('button', { name: ui[lang].demoPay[withholding] }).click();
  await page.waitForURL(new RegExp(`${p}/dashboard\\?payment=received`), { timeout: 15_000 });
  return { page, email, close: () => context.close() };
}

async function signInAdmin(page: Page, lang: Lang) {
  await adminSession(page, lang, '/dashboard');
}

/** The outbox's mails to `email` of `kind`, with their attachments (the local outbox page). */
async function attachmentsOf(page: Page, email: string, kind: string) {
  const outbox = await page.context().newPage();
  await outbox.goto(outboxPath(email));
  const items = outbox.locator(`[data-outbox-item][data-kind="${kind}"][data-to="${email}"]`);
  const files = await items.locator('[data-outbox-attachment]').evaluateAll((nodes) =>
    nodes.map((node) => ({
      filename: node.getAttribute('data-outbox-attachment') ?? '',
      href: node.querySelector('a')?.getAttribute('href') ?? '',
    })),
  );
  const text = await items.locator('[data-outbox-text]').allInnerTexts();
  await outbox.close();
  return { files, text: text.join('\n') };
}

/** The e-Tax e-mail of document `number` in the local outbox: its copy address and attachment names. */
async function etaxMailOf(page: Page, email: string, number: string) {
  const outbox = await page.context().newPage();
  await outbox.goto(outboxPath(email));
  const item = outbox.locator(`[data-outbox-item][data-kind="etax_document"][data-to="${email}"]`).filter({ hasText: number });
  await expect(item).toHaveCount(1);
  const cc = await item.locator('[data-outbox-cc]').getAttribute('data-outbox-cc');
  const files = await item
    .locator('[data-outbox-attachment]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-outbox-attachment')));
  await outbox.close();
  return { cc, files };
}

/** A customer's id, as the admin's customer search answers it (the action's body holds it). */
async function customerIdOf(admin: Page, email: string): Promise<string> {
  const response = await admin.request.post('/_actions/admin.customers', { data: { search: email, page: 1 } });
  expect(response.status()).toBe(200);
  const id = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/.exec(await response.text())?.[0];
  expect(id, 'the search finds the customer').toBeTruthy();
  return id!;
}

/** The ETDA XML a PDF/A-3 carries (qpdf, as the unit tests read it). */
function embeddedXml(pdf: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'etax-e2e-')), 'document.pdf');
  writeFileSync(file, pdf);
  return execFileSync('qpdf', ['--show-attachment=ETDA-invoice.xml', file], { encoding: 'utf8' });
}

for (const lang of ['en', 'th'] as const) {
  const t = words[lang];
  const p = prefixOf(lang);

  if (runsIn(lang, 'th'))
    test(`${lang}: a lower accepted price gives a credit note referring to the tax invoice; the e-mails carry the PDFs`, async ({
      page,
      browser,
    }) => {
      const client = await companyClientWhoPaid(browser, lang, 'full');
      const receiptLink = client.page.locator('[data-orders] [data-document]').first();
      await expect(receiptLink).toHaveAttribute('data-document', /^RT-25\d\d-\d{4}$/);
      const receiptNumber = (await receiptLink.getAttribute('data-document'))!;

      // The receipt e-mail carries the receipt/tax invoice, named in the client's language.
      const receiptMail = await attachmentsOf(client.page, client.email, 'order_receipt');
      const receiptFile = lang === 'th' ? `ใบเสร็จรับเงิน-ใบกำกับภาษี ${receiptNumber}.pdf` : `Receipt-Tax-Invoice ${receiptNumber}.pdf`;
      expect(receiptMail.files.map((f) => f.filename)).toEqual([receiptFile]);
      expect(receiptMail.text).toContain(receiptNumber);
      const attached = await client.page.request.get(receiptMail.files[0]!.href);
      expect(attached.headers()['content-type']).toBe('application/pdf');
      const receiptPdf = await attached.body();
      expect(pdfText(receiptPdf)).toContain(receiptNumber);

      // The e-Tax route (decision 0069): the same receipt/tax invoice to the buyer, copied to the time-stamp
      // mailbox, as PDF/A-3 carrying its ETDA XML; the PDF Payment History downloads is that very file.
      const etax = await etaxMailOf(client.page, client.email, receiptNumber);
      expect(etax.cc).toBe('csemail@etax.teda.th');
      expect(etax.files).toEqual([receiptFile]);
      expect(embeddedXml(receiptPdf)).toContain(`<ram:ID>${receiptNumber}</ram:ID>`);
      await client.page.goto(`${p}/account/payments`);
      const historyLink = client.page.locator(`[data-payments] a[data-document="${receiptNumber}"]`);
      const fromHistory = await client.page.request.get((await historyLink.getAttribute('href'))!);
      expect((await fromHistory.body()).equals(receiptPdf)).toBe(true);
      await expect(client.page.locator('[data-payments] [data-etax-status]').first()).toBeVisible();

      // The time-stamped copy came back (decision 0076): the studio records the day on the customer's page
      // (once the e-mail is sent); both sides then say it arrived.
      await signInAdmin(page, lang);
      await page.goto(`${p}/admin/customers/${await customerIdOf(page, client.email)}`);
      const stampedRow = page.locator(`[data-customer-document="${receiptNumber}"]`);
      const record = stampedRow.getByRole('button', { name: t['etax.timestamp.recordFor'].replace('{number}', receiptNumber) });
      await expect(async () => {
        await page.reload();
        await expect(record).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 20_000 });
      // The stamped PDF as it came back (here the receipt itself stands in for it), kept privately.
      await stampedRow
        .getByLabel(t['etax.timestamp.file'])
        .setInputFiles({ name: 'stamped.pdf', mimeType: 'application/pdf', buffer: receiptPdf });
      await record.click();
      await expect(page.locator('[data-etax-timestamp-notice]')).toHaveText(t['etax.timestamp.saved']);
      const stamped = t['payments.etax.timestamped'].replace(' {date}', '');
      await expect(stampedRow.locator('[data-etax-status]')).toContainText(stamped);
      await expect(record).toHaveCount(0);
      await client.page.reload();
      await expect(client.page.locator(`[data-payments] [data-etax-status]`).first()).toContainText(stamped);
      const stampedLink = client.page.locator('[data-payments] [data-etax-timestamped-file]').first();
      const stampedFile = await client.page.request.get((await stampedLink.getAttribute('href'))!);
      expect(stampedFile.headers()['content-type']).toBe('application/pdf');
      expect((await stampedFile.body()).equals(receiptPdf)).toBe(true);

      // The studio quotes ฿20,000 for what was paid ฿24,900; the client accepts.
      await page.goto(`${p}/admin`);
      await waitForIslands(page);
      await priceQuote(page, lang, client.email, '20000', '3 weeks');

      await client.page.goto(`${p}/dashboard`);
      await waitForIslands(client.page);
      const answer = client.page.locator('[data-quote-response]').first();
      // Nothing is due (a credit): the company still answers the withholding question first.
      await acceptOnDashboard(answer, lang, { withholding: 'full' });
      await expect(answer).toHaveAttribute('data-quote-status', 'approved');
      await client.page.reload();
      // The quote's quotation revisions (QT) are documents too (decision 0053): the credit note is the CN one.
      const creditLink = client.page.locator('[data-quotes] [data-document^="CN-"]').first();
      await expect(creditLink).toHaveAttribute('data-document', /^CN-25\d\d-\d{4}$/);
      const creditNumber = (await creditLink.getAttribute('data-document'))!;
      const download = await client.page.request.get((await creditLink.getAttribute('href'))!);
      expect(download.status()).toBe(200);
      expect(download.headers()['content-disposition']).toContain(`${creditNumber}.pdf`);
      const text = pdfText(await download.body());
      expect(text).toContain('ใบลดหนี้');
      expect(text).toContain(creditNumber);
      expect(text).toContain(`อ้างอิงใบกำกับภาษีเดิม เลขที่ ${receiptNumber}`);
      expect(text).toContain(`Original tax invoice No. ${receiptNumber}`);
      for (const figure of ['23,271.03', '18,691.59', '4,579.44', '320.56', '4,900.00']) expect(text).toContain(figure);

      // The credit-note e-mail names the CN number and carries its PDF.
      const creditMail = await attachmentsOf(client.page, client.email, 'quote_credit_note');
      expect(creditMail.files.map((f) => f.filename)).toEqual([
        lang === 'th' ? `ใบลดหนี้ ${creditNumber}.pdf` : `Credit-Note ${creditNumber}.pdf`,
      ]);
      expect(creditMail.text).toContain(creditNumber);
      const creditEtax = await etaxMailOf(client.page, client.email, creditNumber);
      expect(creditEtax.cc).toBe('csemail@etax.teda.th');
      const creditXml = embeddedXml(await download.body());
      expect(creditXml).toContain('<ram:TypeCode>81</ram:TypeCode>');
      expect(creditXml).toContain(`<ram:IssuerAssignedID>${receiptNumber}</ram:IssuerAssignedID>`);
      await client.close();
    });

  if (runsIn(lang, 'en'))
    test(`${lang}: the client reports the withholding certificate sent; the admin marks it received`, async ({ page, browser }) => {
      const client = await companyClientWhoPaid(browser, lang, 'withhold');
      const receiptNumber = (await client.page.locator('[data-orders] [data-document]').first().getAttribute('data-document'))!;
      await client.page.locator('[data-withholding-link]').first().click();
      await client.page.waitForURL(`**${p}/account/withholding`);
      const item = client.page.locator(`[data-certificate="${receiptNumber}"]`);
      await expect(item.locator('[data-certificate-state]')).toHaveText(t['withholding.state.missing']);
      const form = item.locator('[data-report-form]');
      // No date: the message, and the number typed is kept.
      await form.getByLabel(t['withholding.field.number']).fill('เล่ม 3 เลขที่ 17');
      await form.getByRole('button', { name: t['withholding.report.submit'] }).click();
      await expect(item.getByRole('alert')).toHaveText(t['withholding.error.date']);
      await expect(item.getByLabel(t['withholding.field.number'])).toHaveValue('เล่ม 3 เลขที่ 17');
      await item.getByLabel(t['withholding.field.date']).fill('2026-11-20');
      await item.getByRole('button', { name: t['withholding.report.submit'] }).click();
      await expect(client.page.locator('[data-withholding-saved]')).toHaveText(t['withholding.report.saved']);
      await expect(item.locator('[data-certificate-state]')).toHaveText(t['withholding.state.sent']);
      await expect(item.locator('[data-reported]')).toContainText('เล่ม 3 เลขที่ 17');

      // The admin's list of missing certificates shows it (sent, to check); marking it received takes it off.
      await signInAdmin(page, lang);
      await page.goto(`${p}/admin`);
      await page.locator('[data-admin-withholding-link]').click();
      await page.waitForURL(`**${p}/admin/withholding`);
      const adminRow = page.locator(`[data-admin-certificates] [data-certificate="${receiptNumber}"]`);
      await expect(adminRow.locator('[data-certificate-state]')).toHaveText(t['withholding.state.sent']);
      await expect(adminRow).toContainText('0-1075-37000-88-2');
      // 3% of ฿23,271.03 (฿24,900 before VAT).
      await expect(adminRow).toContainText('฿698.13');
      await adminRow.getByRole('button', { name: t['withholding.admin.markReceived'] }).click();
      await expect(page.locator('[data-withholding-notice]')).toHaveText(t['withholding.admin.saved']);
      await expect(page.locator(`[data-admin-certificates] [data-certificate="${receiptNumber}"]`)).toHaveCount(0);
      await page.locator('[data-filter="all"]').click();
      await expect(page.locator(`[data-certificate="${receiptNumber}"] [data-certificate-state]`)).toHaveText(
        t['withholding.state.received'],
      );

      await client.page.reload();
      await expect(item.locator('[data-certificate-state]')).toHaveText(t['withholding.state.received']);
      await expect(item.locator('[data-report-form]')).toHaveCount(0);
      await client.close();
    });
}
