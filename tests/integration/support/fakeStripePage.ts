/**
 * The HTML of the fake Stripe's hosted checkout (tests/integration/support/fakeStripe.ts): one page per
 * open session with the amount, the products, the payer's e-mail and the locale, a Pay form and a
 * Cancel link; and the page Stripe shows for a session that can no longer be paid. No external assets
 * (inline CSS only) and every value escaped: product names and e-mails come from the site.
 */

export interface PageLineItem {
  name: string;
  quantity: number;
  /** In the currency's smallest unit (satang for THB), as Stripe keeps amounts. */
  unitAmount: number;
  currency: string;
}

export interface PageSession {
  id: string;
  amount_total: number;
  currency: string;
  customer_email: string | null;
  locale: string | null;
}

/** The test cards the page offers (Stripe's own test numbers). */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
} as const;

export function escapeHtml(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const isThai = (locale: string | null) => (locale ?? '').toLowerCase().startsWith('th');

/**
 * An amount in the smallest unit, formatted for the page's language: 4980000 THB is ฿49,800.00 in Thai
 * and THB 49,800.00 in English. The number of decimals is the currency's own (2 for THB, 0 for JPY).
 */
export function formatAmount(minor: number, currency: string, locale: string | null): string {
  const code = currency.toUpperCase();
  try {
    const digits = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
    return new Intl.NumberFormat(isThai(locale) ? 'th-TH' : 'en-US', { style: 'currency', currency: code }).format(minor / 10 ** digits);
  } catch {
    return `${(minor / 100).toFixed(2)} ${code}`;
  }
}

const TEXT = {
  en: {
    lang: 'en',
    title: 'Checkout',
    testMode: 'Test mode · fake Stripe Checkout',
    pay: 'Pay',
    payAmount: (amount: string) => `Pay ${amount}`,
    quantity: 'Qty',
    each: 'each',
    email: 'Email',
    language: 'Language',
    total: 'Total due',
    card: 'Test card',
    cardSucceeds: 'succeeds',
    cardDeclined: 'is declined',
    cancel: 'Cancel and return',
    declined: 'Your card was declined. Try another card.',
    goneTitle: 'This checkout session is no longer available',
    goneBody: 'The payment was already completed or the session expired. Return to the site to start again.',
    notFound: 'No such checkout session',
  },
  th: {
    lang: 'th',
    title: 'ชำระเงิน',
    testMode: 'โหมดทดสอบ · Stripe Checkout จำลอง',
    pay: 'ชำระเงิน',
    payAmount: (amount: string) => `ชำระเงิน ${amount}`,
    quantity: 'จำนวน',
    each: 'ต่อชิ้น',
    email: 'อีเมล',
    language: 'ภาษา',
    total: 'ยอดที่ต้องชำระ',
    card: 'บัตรทดสอบ',
    cardSucceeds: 'ชำระสำเร็จ',
    cardDeclined: 'ถูกปฏิเสธ',
    cancel: 'ยกเลิกและกลับไปที่ร้าน',
    declined: 'บัตรของคุณถูกปฏิเสธ โปรดลองใช้บัตรอื่น',
    goneTitle: 'เซสชันการชำระเงินนี้ไม่สามารถใช้งานได้อีกต่อไป',
    goneBody: 'การชำระเงินเสร็จสิ้นแล้วหรือเซสชันหมดอายุ โปรดกลับไปที่เว็บไซต์เพื่อเริ่มใหม่',
    notFound: 'ไม่พบเซสชันการชำระเงินนี้',
  },
} as const;

const textFor = (locale: string | null) => (isThai(locale) ? TEXT.th : TEXT.en);

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", "Noto Sans Thai", sans-serif; }
  body { margin: 0; background: #f6f9fc; color: #1a1f36; }
  main { max-width: 28rem; margin: 3rem auto; background: #fff; border-radius: 8px; padding: 2rem;
         box-shadow: 0 2px 5px rgba(60, 66, 87, .08), 0 1px 1px rgba(0, 0, 0, .12); }
  .badge { display: inline-block; background: #ffde92; color: #983705; font-size: .75rem; font-weight: 600;
           border-radius: 4px; padding: .15rem .5rem; margin: 0 0 1rem; }
  h1 { font-size: 1.5rem; margin: 0 0 1.25rem; }
  ul { list-style: none; padding: 0; margin: 0 0 1.25rem; border-top: 1px solid #e3e8ee; }
  li { display: flex; justify-content: space-between; gap: 1rem; padding: .75rem 0; border-bottom: 1px solid #e3e8ee; }
  .muted { color: #697386; font-size: .875rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .35rem 1rem; margin: 0 0 1.25rem; }
  dt { color: #697386; } dd { margin: 0; word-break: break-all; }
  fieldset { border: 1px solid #e3e8ee; border-radius: 6px; margin: 0 0 1.25rem; padding: .5rem 1rem; }
  label { display: block; padding: .25rem 0; }
  button { width: 100%; background: #635bff; color: #fff; border: 0; border-radius: 6px; padding: .8rem;
           font-size: 1rem; font-weight: 600; cursor: pointer; }
  button:focus-visible, a:focus-visible { outline: 3px solid #0a2540; outline-offset: 2px; }
  a { color: #635bff; display: inline-block; margin-top: 1rem; }
  .error { background: #fdecea; color: #a41c0e; border-radius: 6px; padding: .75rem; margin: 0 0 1rem; }
`;

function document(lang: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

const pathOf = (sessionId: string) => `/c/pay/${encodeURIComponent(sessionId)}`;

/** The payment page of an open session; with `declined`, the card error above the form. */
export function checkoutPage(session: PageSession, items: PageLineItem[], options: { declined?: boolean } = {}): string {
  const t = textFor(session.locale);
  const total = formatAmount(session.amount_total, session.currency, session.locale);
  const rows = items
    .map((item) => {
      const line = formatAmount(item.unitAmount * item.quantity, item.currency || session.currency, session.locale);
      const unit = formatAmount(item.unitAmount, item.currency || session.currency, session.locale);
      return `<li data-testid="line-item"><span><span class="product-name">${escapeHtml(item.name)}</span><br>
<span class="muted">${escapeHtml(t.quantity)} ${escapeHtml(item.quantity)} × ${escapeHtml(unit)} ${escapeHtml(t.each)}</span></span>
<span>${escapeHtml(line)}</span></li>`;
    })
    .join('\n');
  const error = options.declined ? `<p class="error" role="alert" data-testid="card-error">${escapeHtml(t.declined)}</p>` : '';
  const body = `<p class="badge">${escapeHtml(t.testMode)}</p>
<h1>${escapeHtml(t.payAmount(total))}</h1>
<ul>
${rows}
</ul>
<dl>
<dt>${escapeHtml(t.email)}</dt><dd data-testid="customer-email">${escapeHtml(session.customer_email ?? '')}</dd>
<dt>${escapeHtml(t.language)}</dt><dd data-testid="locale">${escapeHtml(session.locale ?? 'auto')}</dd>
<dt>${escapeHtml(t.total)}</dt><dd data-testid="total">${escapeHtml(total)}</dd>
</dl>
${error}
<form method="post" action="${escapeHtml(`${pathOf(session.id)}/pay`)}">
<fieldset>
<legend>${escapeHtml(t.card)}</legend>
<label><input type="radio" name="card" value="${TEST_CARDS.succeeds}" checked> 4242 4242 4242 4242 — ${escapeHtml(t.cardSucceeds)}</label>
<label><input type="radio" name="card" value="${TEST_CARDS.declined}"> 4000 0000 0000 0002 — ${escapeHtml(t.cardDeclined)}</label>
</fieldset>
<button type="submit" data-testid="hosted-payment-submit-button">${escapeHtml(t.pay)}</button>
</form>
<a href="${escapeHtml(`${pathOf(session.id)}/cancel`)}" data-testid="cancel-link">${escapeHtml(t.cancel)}</a>`;
  return document(t.lang, `${t.title} · ${total}`, body);
}

/** What Stripe shows for a session that was completed or has expired (or, with `missing`, never existed). */
export function unavailablePage(locale: string | null, options: { missing?: boolean } = {}): string {
  const t = textFor(locale);
  const heading = options.missing ? t.notFound : t.goneTitle;
  // The English sentence is always there, so a test can look for one text whatever the language.
  const english =
    t.lang === 'en' ? '' : `<p lang="en" class="muted">${escapeHtml(options.missing ? TEXT.en.notFound : TEXT.en.goneTitle)}</p>`;
  return document(
    t.lang,
    heading,
    `<p class="badge">${escapeHtml(t.testMode)}</p>\n<h1>${escapeHtml(heading)}</h1>\n${english}\n<p>${escapeHtml(t.goneBody)}</p>`,
  );
}
