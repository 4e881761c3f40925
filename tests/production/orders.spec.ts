import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../e2e/support/auth';
import { pdfText } from '../e2e/support/pdf';
import { attachment, pdfStructure } from '../unit/support/pdfStructure';
import { etaxSubject } from '../../src/domain/money/etdaXml';
import { orderTwoBusinessWebsites } from './support/journeys';
import { deliveredMail, fakes, sql } from './support/stack';

const text = {
  en: {
    total: 'THB 49,800',
    paid: 'Thank you! Your payment went through. Your order appears below.',
    processing: 'Processing',
    pending: 'Pending',
  },
  th: {
    total: '฿49,800',
    paid: 'ขอบคุณ ชำระเงินเรียบร้อยแล้ว คำสั่งซื้อของคุณแสดงอยู่ด้านล่าง',
    processing: 'กำลังดำเนินการ',
    pending: 'รอดำเนินการ',
  },
} as const;

const outboxCount = async (email: string) =>
  Number((await sql<{ n: string }>(`select count(*) as n from public.email_outbox where lower(to_email) = lower($1)`, [email]))[0]!.n);

interface Delivery {
  type: string;
  status: number | null;
  attempt: number;
}

const orderOf = (email: string) =>
  sql<{ status: string; amount: number }>(
    `select o.status, o.total_amount as amount from public.orders o join public.profiles p on p.id = o.user_id where p.email = $1`,
    [email],
  );

test('en: a company pays by card on Stripe Checkout; the return settles it, the late webhook delivered twice changes nothing; its e-Tax receipt goes out through SendGrid', async ({
  page,
  request,
}) => {
  // Cold function starts, and now the receipt/tax invoice rendered and fetched twice: more than the default.
  test.slow();
  const t = text.en;
  const email = uniqueEmail('prod-order-card');
  // Stripe's events for this customer wait until the test lets them go.
  await fakes.post('/stripe/hold', { customerEmail: email });
  const sessionId = await orderTwoBusinessWebsites(page, 'en', email, { company: true });
  await page.getByTestId('hosted-payment-submit-button').click();

  // Back before any webhook: the dashboard asks Stripe about the session and settles the order itself.
  await page.waitForURL(new RegExp(`/dashboard\\?success=true&session_id=${sessionId}$`));
  await expect(page.locator('[data-payment-received]')).toHaveText(t.paid);
  expect(await orderOf(email)).toEqual([{ status: 'processing', amount: 49800 }]);
  const mailsBefore = await outboxCount(email);

  // Then Stripe's webhook, over HTTP to /api/payments/stripe-webhook, signed, twice (at-least-once delivery).
  const attempts = await fakes.post<Delivery[]>('/stripe/release', { customerEmail: email, duplicate: true });
  expect(attempts.map((a) => [a.type, a.status])).toEqual([
    ['checkout.session.completed', 200],
    ['checkout.session.completed', 200],
  ]);
  expect(await orderOf(email)).toEqual([{ status: 'processing', amount: 49800 }]);
  expect(await outboxCount(email)).toBe(mailsBefore);

  // The page reloads itself 2 s after the return (portal spec §2): wait for that, or the goto races it.
  await page.waitForURL(/\/dashboard\?payment=received/, { timeout: 30_000 });
  await page.goto('/dashboard');
  const order = page.locator('[data-orders] tbody tr');
  await expect(order).toHaveCount(1);
  await expect(order.locator('[data-amount]')).toHaveText(t.total);
  await expect(order.locator('[data-status]')).toHaveText(t.processing);

  // The customer's e-mails went out through SendGrid.
  const mails = await deliveredMail(email, mailsBefore);
  expect(mails.some((mail) => mail.text?.includes('Business Website'))).toBe(true);

  // With the studio's identity set (scripts/prod-local.ts), the payment issued its receipt/tax invoice
  // in the webhook's function: one, however often Stripe reported it (issue 22, decision 0043).
  const documents = await sql<{ id: string; number: string }>(
    `select d.id, d.number from public.documents d join public.profiles p on p.id = d.user_id
      where p.email = $1 and d.doc_type = 'tax_invoice'`,
    [email],
  );
  expect(documents).toHaveLength(1);
  const { id, number } = documents[0]!;
  expect(number).toMatch(/^RT-25\d\d-\d{4}$/);
  // The receipt e-mail carried it as a PDF, rendered by the production function (fonts embedded).
  const attached = mails.flatMap((mail) => mail.attachments).find((file) => file.filename.includes(number));
  expect(attached?.type).toBe('application/pdf');
  const mailed = pdfText(Buffer.from(attached!.content, 'base64'));
  expect(mailed).toContain(number);
  expect(mailed).toContain('0-1055-66012-34-4');
  expect(mailed).toContain('49,800.00');
  // And the buyer downloads the same document from the production site; a visitor gets 404.
  const response = await page.request.get(`/api/documents/${id}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(pdfText(await response.body())).toContain(number);
  expect((await request.get(`/api/documents/${id}`)).status()).toBe(404);

  // e-Tax Invoice by Time Stamp is on in the rehearsal (scripts/prod-local.ts; decisions 0069, 0076): the
  // same receipt/tax invoice went to the buyer through the SendGrid adapter, from the registered sender,
  // the time-stamp mailbox in cc, the route's subject, as a PDF/A-3 the function bundle rendered (its
  // sRGB profile included) carrying the ETDA XML of this document and this total.
  const etax = mails.filter((mail) => mail.subject === etaxSubject('0105566012344', number));
  expect(etax).toHaveLength(1);
  expect(etax[0]!.to).toEqual([email]);
  expect(etax[0]!.cc).toEqual(['csemail@etax.teda.th']);
  expect(etax[0]!.from.email).toBe('etax@siampixel.example');
  expect(etax[0]!.attachments).toHaveLength(1);
  const etaxPdf = Buffer.from(etax[0]!.attachments[0]!.content, 'base64');
  expect(etaxPdf.equals(Buffer.from(attached!.content, 'base64'))).toBe(true);
  const file = join(mkdtempSync(join(tmpdir(), 'prod-etax-')), 'receipt.pdf');
  writeFileSync(file, etaxPdf);
  const structure = pdfStructure(file);
  expect(structure.check.ok).toBe(true);
  const [spec] = structure.catalog['/AF'] as string[];
  expect(structure.dict(spec)).toMatchObject({ '/AFRelationship': '/Alternative', '/UF': 'u:ETDA-invoice.xml' });
  expect(structure.catalog['/OutputIntents']).toHaveLength(1);
  expect(structure.xmp).toMatch(/<pdfaid:part>3<\/pdfaid:part>\s*<pdfaid:conformance>U<\/pdfaid:conformance>/);
  const xml = attachment(file, 'ETDA-invoice.xml').toString('utf8');
  expect(xml).toContain(`<ram:ID>${number}</ram:ID>`);
  expect(xml).toMatch(/<ram:GrandTotalAmount>49800\.00<\/ram:GrandTotalAmount>/);
  expect(xml).toContain('<ram:ID schemeID="TXID">010753700088200000</ram:ID>');
});

test('th: a delayed payment (PromptPay): the webhooks alone settle it, success arriving before the completed session', async ({ page }) => {
  const t = text.th;
  const email = uniqueEmail('prod-order-promptpay');
  await fakes.post('/stripe/hold', { customerEmail: email });
  const sessionId = await orderTwoBusinessWebsites(page, 'th', email);

  // The customer pays by a method that confirms later: Stripe completes the session unpaid, then the
  // payment succeeds; the two events reach the site in the opposite order.
  await fakes.post('/stripe/await-payment', { sessionId });
  await fakes.post('/stripe/async-payment', { sessionId, outcome: 'succeeded' });
  const attempts = await fakes.post<Delivery[]>('/stripe/release', { customerEmail: email, order: 'reverse' });
  expect(attempts.map((a) => [a.type, a.status])).toEqual([
    ['checkout.session.async_payment_succeeded', 200],
    ['checkout.session.completed', 200],
  ]);
  expect(await orderOf(email)).toEqual([{ status: 'processing', amount: 49800 }]);

  // Stripe sends the customer back to the success URL.
  await page.goto(`/th/dashboard?success=true&session_id=${sessionId}`);
  await expect(page.locator('[data-payment-received]')).toHaveText(t.paid);
  const order = page.locator('[data-orders] tbody tr');
  await expect(order).toHaveCount(1);
  await expect(order.locator('[data-amount]')).toHaveText(t.total);
  await expect(order.locator('[data-status]')).toHaveText(t.processing);
});
