import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { confirmationLink, prefixOf, text as authText, uniqueEmail, waitForIslands, type Lang } from './support/auth';
import { mailsTo } from './support/wizard';
import { runsIn } from './support/languages';
import { clientSession } from './support/sessions';
import { BUSINESS_WEBSITE } from './support/clients';

const RETIRED = 'a0000000-0000-4000-8000-000000000099';
const PASSWORD = 'portal-pass-1';

const text = {
  en: {
    heading: 'Our Service Packages',
    all: 'All Packages',
    seo: 'SEO Services',
    orderNow: 'Order Now',
    moreFeatures: /^\+\d+ more features$/,
    premium: 'Premium Quality',
    custom: 'Need a Custom Solution?',
    customCta: 'Get Custom Quote',
    orderTitle: 'Order: Business Website',
    notIncluded: 'Not Included',
    businessName: 'Business name',
    timeline: 'Timeline',
    increase: 'Increase quantity',
    decrease: 'Decrease quantity',
    submit: 'Continue to payment',
    total: 'THB 49,800',
    single: 'THB 24,900',
    success: 'Your request is saved.',
    demoPay: 'Pay THB 49,800 (demo)',
    demoCancel: 'Cancel checkout',
    paid: 'Thank you! Your payment went through. Your order appears below.',
    orderPackage: 'Order Package',
    processing: 'Processing',
    approved: 'Approved',
    pricePaid: 'Paid',
    paymentHistory: 'Payment History',
    demoMethod: 'Demo checkout',
    cancelled: 'Checkout was cancelled. Your quote request is saved and our team will still review it.',
    noQuotes: 'No quotes yet',
    noOrders: 'No orders yet',
    orderNew: 'Order New Service',
    notFound: 'Package not found',
    back: 'Back to Packages',
    packageName: 'Business Website',
    year: '2026',
  },
  th: {
    heading: 'แพ็กเกจบริการของเรา',
    all: 'แพ็กเกจทั้งหมด',
    seo: 'บริการ SEO',
    orderNow: 'สั่งซื้อเลย',
    moreFeatures: /^\+ฟีเจอร์อื่นอีก \d+ รายการ$/,
    premium: 'คุณภาพระดับพรีเมียม',
    custom: 'ต้องการโซลูชันเฉพาะธุรกิจของคุณไหม',
    customCta: 'ขอใบเสนอราคาเฉพาะ',
    orderTitle: 'สั่งซื้อ: เว็บไซต์ธุรกิจ',
    notIncluded: 'ไม่รวมในแพ็กเกจ',
    businessName: 'ชื่อธุรกิจ',
    timeline: 'ระยะเวลาที่ต้องการ',
    increase: 'เพิ่มจำนวน',
    decrease: 'ลดจำนวน',
    submit: 'ส่งคำขอและไปหน้าชำระเงิน',
    total: '฿49,800',
    single: '฿24,900',
    success: 'บันทึกคำขอของคุณเรียบร้อยแล้ว',
    demoPay: 'ชำระ ฿49,800 (ทดลอง)',
    demoCancel: 'ยกเลิกการชำระเงิน',
    paid: 'ขอบคุณ ชำระเงินเรียบร้อยแล้ว คำสั่งซื้อของคุณแสดงอยู่ด้านล่าง',
    orderPackage: 'คำสั่งซื้อแพ็กเกจ',
    processing: 'กำลังดำเนินการ',
    approved: 'อนุมัติแล้ว',
    pricePaid: 'ชำระแล้ว',
    paymentHistory: 'ประวัติการชำระเงิน',
    demoMethod: 'การชำระเงินทดลอง',
    cancelled: 'ยกเลิกการชำระเงินแล้ว คำขอใบเสนอราคาของคุณยังบันทึกอยู่ในระบบ และทีมงานจะตรวจสอบให้ตามปกติ',
    noQuotes: 'ยังไม่มีใบเสนอราคา',
    noOrders: 'ยังไม่มีคำสั่งซื้อ',
    orderNew: 'สั่งซื้อบริการใหม่',
    notFound: 'ไม่พบแพ็กเกจ',
    back: 'กลับไปที่แพ็กเกจ',
    packageName: 'เว็บไซต์ธุรกิจ',
    year: '2569',
  },
} as const;

async function newCustomer(page: Page, lang: Lang, tag: string) {
  const email = uniqueEmail(tag);
  await clientSession(page, lang, { name: 'Ploy Chaiyaporn', email, password: PASSWORD });
  await page.waitForURL(`**${prefixOf(lang)}/dashboard`);
  return email;
}

async function fillOrder(page: Page, lang: Lang, businessName: string) {
  const t = text[lang];
  await waitForIslands(page);
  await page.getByLabel(t.businessName).fill(businessName);
  await page.getByRole('button', { name: t.increase }).click();
  await page.getByLabel(t.timeline).selectOption('1_month');
  await expect(page.locator('[data-estimated-total]')).toHaveText(t.total);
}

for (const lang of ['en', 'th'] as const) {
  const t = text[lang];
  const p = prefixOf(lang);

  test.describe(`portal (${lang})`, () => {
    // Known gap (issue 23, stop 31): since sign-ups confirm their address (decision 0049), the
    // confirmation link lands on the dashboard, not on the page the visitor signed up from: `next` is
    // not carried through the link yet. Fixed next by putting it in the link and its landing page.
    if (runsIn(lang, 'en'))
      test('a visitor is sent to sign in and comes back to the order page', async ({ page }) => {
        await page.goto(`${p}/order/${BUSINESS_WEBSITE}`);
        await expect(page).toHaveURL(new RegExp(`${p}/auth\\?next=`));
        // Creating the account right there, then following the confirmation link (decision 0049), brings
        // the visitor back to the package they chose.
        const a = authText[lang];
        const email = uniqueEmail('order-return');
        await waitForIslands(page);
        await page.getByRole('link', { name: a.signUpLink, exact: true }).click();
        await page.getByLabel(a.fullName).fill('Ploy Chaiyaporn');
        await page.getByLabel(a.email).fill(email);
        await page.getByLabel(a.password, { exact: true }).fill(PASSWORD);
        await page.getByLabel(a.confirm).fill(PASSWORD);
        await page.getByRole('button', { name: a.createButton, exact: true }).click();
        await expect(page.getByRole('heading', { name: a.accountCreated })).toBeVisible();
        await page.goto(await confirmationLink(page, email));
        await expect(page.getByRole('heading', { level: 1, name: a.confirmedTitle })).toBeVisible();
        await page.getByRole('link', { name: a.continue, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${p}/order/${BUSINESS_WEBSITE}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.orderTitle);
      });

    if (runsIn(lang, 'th'))
      test('the catalogue filters by category with counts and links each package to its order page', async ({ page }) => {
        await newCustomer(page, lang, 'catalogue');
        await page.goto(`${p}/packages`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.heading);
        const cards = page.locator('[data-package-grid] > li');
        await expect(cards).toHaveCount(9);
        await expect(page.getByRole('button', { name: `${t.all} (9)` })).toHaveAttribute('aria-pressed', 'true');
        await page.getByRole('button', { name: `${t.seo} (2)` }).click();
        await expect(cards.locator('visible=true')).toHaveCount(2);
        await page.getByRole('button', { name: `${t.all} (9)` }).click();
        await expect(cards.locator('visible=true')).toHaveCount(9);

        const card = page.locator(`[data-package="${BUSINESS_WEBSITE}"]`);
        await expect(card.getByRole('heading')).toHaveText(t.packageName);
        await expect(card.locator('[data-price]')).toHaveText(t.single);
        // The currency once: "THB 24,900" / "฿24,900", never "THB 24,900 THB".
        await expect(card.locator('[data-price-line]')).toHaveText(t.single);
        await expect(card.getByText(t.moreFeatures)).toBeVisible();
        await expect(card.getByText(t.premium)).toBeVisible();
        await expect(page.getByRole('heading', { name: t.custom })).toBeVisible();
        await expect(page.getByRole('link', { name: t.customCta })).toHaveAttribute('href', `${p || '/'}#contact`);
        await card.getByRole('link', { name: new RegExp(t.orderNow) }).click();
        await expect(page).toHaveURL(new RegExp(`${p}/order/${BUSINESS_WEBSITE}$`));
        await expect(page.locator('[data-detailed-features]')).toContainText(t.notIncluded);
      });

    if (runsIn(lang, 'th'))
      test('ordering a package: quote, two e-mails, demo checkout, then the paid order on the dashboard', async ({ page }) => {
        const email = await newCustomer(page, lang, 'order-pay');
        await expect(page.locator('[data-quotes]')).toContainText(t.noQuotes);
        await expect(page.locator('[data-orders]')).toContainText(t.noOrders);
        await page.getByRole('link', { name: t.orderNew }).click();
        await expect(page).toHaveURL(new RegExp(`${p}/packages$`));
        await page.goto(`${p}/order/${BUSINESS_WEBSITE}`);

        // Submit stays off until the business name is there.
        await waitForIslands(page);
        await expect(page.getByRole('button', { name: t.submit })).toBeDisabled();
        await fillOrder(page, lang, 'Baan Coffee <b>Roasters</b> ☕');
        await page.getByRole('button', { name: t.decrease }).click();
        await expect(page.locator('[data-estimated-total]')).toHaveText(t.single);
        await page.getByRole('button', { name: t.increase }).click();
        await page.getByRole('button', { name: t.submit }).dblclick();

        await page.waitForURL(new RegExp(`${p}/checkout/demo/demo_cs_`));
        await expect(page.locator('[data-demo-total]')).toHaveText(t.total);
        // In the page's language: the Thai checkout once named the package in English (issue 10).
        await expect(page.locator('[data-demo-package]')).toHaveText(t.packageName);
        await page.getByRole('button', { name: t.demoPay }).click();

        await page.waitForURL(new RegExp(`${p}/dashboard\\?success=true&session_id=demo_cs_`));
        await expect(page.locator('[data-payment-received]')).toHaveText(t.paid);
        const paidSession = new URL(page.url()).searchParams.get('session_id');
        // The page reloads itself after 2 s, asks the provider again, and still thanks and shows the order.
        await page.waitForURL(new RegExp(`${p}/dashboard\\?payment=received&session_id=demo_cs_`), { timeout: 6_000 });
        await expect(page.locator('[data-payment-received]')).toHaveText(t.paid);
        const order = page.locator('[data-orders] tbody tr');
        await expect(order).toHaveCount(1);
        await expect(order).toContainText(t.orderPackage);
        await expect(order).toContainText(t.packageName);
        await expect(order.locator('[data-amount]')).toHaveText(t.total);
        await expect(order.locator('[data-status]')).toHaveText(t.processing);
        await expect(order).toContainText(t.year);
        await expect(page.locator('[data-counter="totalOrders"] [data-value]')).toHaveText('1');
        await expect(page.locator('[data-counter="inProgress"] [data-value]')).toHaveText('1');
        await expect(page.locator('[data-counter="activeQuotes"] [data-value]')).toHaveText('1');

        // The address alone thanks nobody: a made-up session, or one that is not this customer's paid
        // order, shows the dashboard without the thanks (issue 21).
        for (const made of ['made_up', 'demo_cs_00000000000000000000000000000000', `${paidSession}x`]) {
          await page.goto(`${p}/dashboard?success=true&session_id=${made}`);
          await expect(page.locator('[data-counter="totalOrders"] [data-value]')).toHaveText('1');
          await expect(page.locator('[data-payment-received]')).toHaveCount(0);
        }
        await page.goto(`${p}/dashboard?payment=received`);
        await expect(page.locator('[data-payment-received]')).toHaveCount(0);

        const quote = page.locator('[data-quotes] tbody tr');
        await expect(quote).toHaveCount(1);
        // The business name is shown as text, never as markup.
        await expect(quote).toContainText('Baan Coffee <b>Roasters</b> ☕');
        await expect(quote.locator('b')).toHaveCount(0);
        // Paid: the quote moves on as an accepted one does, at the price paid (issue 35, decision 0065).
        await expect(quote.locator('[data-status]')).toHaveText(t.approved);
        await expect(quote.locator('[data-price]')).toHaveText(t.total);
        await expect(quote.locator('[data-price]')).toHaveAttribute('data-price-kind', 'paid');
        await expect(quote).toContainText(t.pricePaid);

        // Payment History has the payment: date, the package, the method, the amount and its receipt.
        await page.getByRole('link', { name: t.paymentHistory }).click();
        await page.waitForURL(`**${p}/account/payments`);
        const payment = page.locator('[data-payments] tbody tr');
        await expect(payment).toHaveCount(1);
        await expect(payment).toContainText(t.packageName);
        await expect(payment).toContainText(t.year);
        await expect(payment.locator('[data-payment-method]')).toHaveText(t.demoMethod);
        await expect(payment.locator('[data-amount]')).toHaveText(t.total);
        await expect(payment.locator('a[data-document]')).toHaveAttribute('data-document', /^RT-/);

        // One confirmation to the customer and one alert to the studio (which names the customer),
        // despite the double click.
        const mails = await mailsTo(page, email);
        const confirmation = mails.filter((m) => m.kind === 'quote_confirmation' && m.to === email);
        expect(confirmation).toHaveLength(1);
        expect(confirmation[0]?.text).toContain(t.packageName);
        const alerts = mails.filter((m) => m.kind === 'purchase_attempt');
        expect(alerts).toHaveLength(1);
        expect(alerts[0]?.text).toContain('Baan Coffee <b>Roasters</b> ☕');
        // Paid (issue 21): one receipt to the customer in their language, one alert to the studio.
        const receipts = mails.filter((m) => m.kind === 'order_receipt');
        expect(receipts.map((m) => m.to)).toEqual([email]);
        expect(receipts[0]?.text).toContain(t.packageName);
        expect(mails.filter((m) => m.kind === 'order_paid')).toHaveLength(1);
      });

    if (runsIn(lang, 'en'))
      test('cancelling the checkout keeps the request and says so', async ({ page }) => {
        await newCustomer(page, lang, 'order-cancel');
        await page.goto(`${p}/order/${BUSINESS_WEBSITE}`);
        await fillOrder(page, lang, 'Siam Yoga');
        await page.getByRole('button', { name: t.submit }).click();
        await page.waitForURL(/checkout\/demo\//);
        await page.getByRole('button', { name: t.demoCancel }).click();
        await page.waitForURL(new RegExp(`${p}/order/${BUSINESS_WEBSITE}\\?cancelled=true$`));
        await expect(page.locator('[data-order-cancelled]')).toHaveText(t.cancelled);
        await page.goto(`${p}/dashboard`);
        await expect(page.locator('[data-quotes] tbody tr')).toHaveCount(1);
        await expect(page.locator('[data-orders] [data-status]')).toHaveAttribute('data-status', 'cancelled');
      });

    if (runsIn(lang, 'en'))
      test('an unknown or retired package says Package not found', async ({ page }) => {
        await newCustomer(page, lang, 'order-missing');
        for (const id of [RETIRED, '00000000-0000-4000-8000-000000000000', 'not-a-package']) {
          const response = await page.goto(`${p}/order/${id}`);
          expect(response?.status()).toBe(404);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.notFound);
          await expect(page.getByRole('link', { name: t.back }).last()).toHaveAttribute('href', `${p}/packages`);
        }
      });
  });
}

test('another customer cannot open or pay someone else’s demo checkout', async ({ page, browser }) => {
  await newCustomer(page, 'en', 'owner');
  await page.goto(`/order/${BUSINESS_WEBSITE}`);
  await fillOrder(page, 'en', 'Owner Co');
  await page.getByRole('button', { name: text.en.submit }).click();
  await page.waitForURL(/checkout\/demo\//);
  const checkoutUrl = page.url();
  const sessionId = checkoutUrl.split('/').pop() ?? '';

  const other = await browser.newContext();
  const intruder = await other.newPage();
  await newCustomer(intruder, 'en', 'intruder');
  const view = await intruder.goto(checkoutUrl);
  expect(view?.status()).toBe(404);
  const post = await intruder.request.post('/api/payments/demo', {
    form: { session_id: sessionId, decision: 'pay', locale: 'en' },
    headers: { Origin: new URL(checkoutUrl).origin },
  });
  expect(post.status()).toBe(404);
  await other.close();

  // Still open for its owner.
  await page.reload();
  await expect(page.getByRole('button', { name: text.en.demoPay })).toBeVisible();
});

test('the order action refuses a visitor and never takes a price from the browser', async ({ page, request }) => {
  const anonymous = await request.post('/_actions/orders.submit', {
    data: { packageId: BUSINESS_WEBSITE, quantity: 1, projectDetails: { business_name: 'X' } },
    headers: { 'Content-Type': 'application/json' },
  });
  expect(anonymous.status()).toBe(401);

  await newCustomer(page, 'en', 'price');
  const response = await page.request.post('/_actions/orders.submit', {
    data: { packageId: BUSINESS_WEBSITE, quantity: 1, price: 1, total: 1, projectDetails: { business_name: 'Cheap Co' } },
    headers: { 'Content-Type': 'application/json' },
  });
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('checkout/demo/');
  await page.goto('/dashboard');
  await expect(page.locator('[data-quotes] [data-price]')).toHaveText(text.en.single);
});

test.describe('accessibility', () => {
  // Instant transitions, so axe never samples a colour halfway (see accessibility.spec.ts).
  test.use({ reducedMotion: 'reduce' });
  test('the catalogue, the order page and the dashboard pass axe', async ({ page }) => {
    // Several full axe scans: about 20 s on an idle 2-core machine, over 30 s when it is busy.
    test.setTimeout(90_000);
    await newCustomer(page, 'th', 'a11y');
    for (const path of ['/th/packages', `/th/order/${BUSINESS_WEBSITE}`, '/th/dashboard', '/packages']) {
      await page.goto(path);
      await waitForIslands(page);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag22aa']).analyze();
      const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(summary, path).toEqual([]);
    }
  });
});
