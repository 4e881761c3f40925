// @vitest-environment happy-dom
/**
 * Accepting a quote on the dashboard (decision 0062), in both languages: the quotation's schedule is
 * listed, the line above Accept names what accepting charges ("Deposit ฿40,000 of ฿80,000"), and Accept
 * asks first: nothing is sent until the client confirms, "Not now" sends nothing, and the confirmation
 * names the amount. Without a schedule it says the full amount; with nothing due on acceptance it says
 * so. After acceptance Pay now names the instalment. The server's side: tests/integration/quotes and the
 * e2e journey tests/e2e/quote-accept.spec.ts.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import QuoteResponse, { QUOTE_PREFIXES } from '../../src/islands/portal/QuoteResponse';
import { pickMessages } from '../../src/i18n/messages';
import type { ScheduledInstalment } from '../../src/domain/schedule/charge';
import type { Settlement } from '../../src/domain/quotes/settlement';
import { actions } from './support/astroActions';

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const QUOTE_ID = '00000000-0000-4000-8000-000000000035';
const due: Settlement = { price: 80_000, paid: 0, credited: 0, netPaid: 0, outcome: 'due', amount: 80_000 };
const split = (first: ScheduledInstalment['trigger'] = 'acceptance'): ScheduledInstalment[] => [
  { position: 1, label: { en: 'Deposit', th: 'เงินมัดจำ' }, trigger: first, amount: 4_000_000, state: 'upcoming' },
  { position: 2, label: { en: 'On delivery', th: 'เมื่อส่งมอบงาน' }, trigger: 'milestone', amount: 4_000_000, state: 'upcoming' },
];

// Intl writes "THB" and the figure with a no-break space between them.
const thb = (figure: string) => `THB\u00a0${figure}`;

const words = {
  en: {
    accept: 'Accept quote',
    notNow: 'Not now',
    charge: 'Deposit THB 40,000 of THB 80,000',
    confirmPay: `Confirm and pay ${thb('40,000')}`,
    confirmFull: `Confirm and pay ${thb('80,000')}`,
    full: 'The full amount THB 80,000',
    confirmAccept: 'Confirm acceptance',
    nothing: /Nothing is charged on acceptance: the first instalment, “Deposit”, falls due at its milestone/,
    schedule: ['Deposit (instalment 1 of 2, on acceptance)', 'On delivery (instalment 2 of 2, at the milestone)'],
    balance: 'Still to pay',
    payInstalment: `Pay instalment 1 of 2: ${thb('40,000')}`,
  },
  th: {
    accept: 'ยอมรับใบเสนอราคา',
    notNow: 'ยังไม่ยืนยัน',
    charge: 'เงินมัดจำ ฿40,000 จาก ฿80,000',
    confirmPay: 'ยืนยันและชำระ ฿40,000',
    confirmFull: 'ยืนยันและชำระ ฿80,000',
    full: 'เต็มจำนวน ฿80,000',
    confirmAccept: 'ยืนยันการยอมรับ',
    nothing: /ยังไม่ต้องชำระเมื่อยอมรับใบเสนอราคา งวดแรก “เงินมัดจำ”/,
    schedule: ['เงินมัดจำ (งวดที่ 1 จาก 2, เมื่อยอมรับใบเสนอราคา)', 'เมื่อส่งมอบงาน (งวดที่ 2 จาก 2, เมื่อถึงงวดงาน)'],
    balance: 'ยอดที่ยังต้องชำระ',
    payInstalment: 'ชำระงวดที่ 1 จาก 2: ฿40,000',
  },
} as const;

function renderQuote(
  locale: 'en' | 'th',
  quote: { status?: 'quoted' | 'approved'; schedule: ScheduledInstalment[] | null; settlement?: Settlement },
) {
  render(
    <QuoteResponse
      locale={locale}
      messages={pickMessages(locale, QUOTE_PREFIXES)}
      quote={{
        id: QUOTE_ID,
        status: quote.status ?? 'quoted',
        revision: 2,
        expiredOn: null,
        settlement: quote.settlement ?? due,
        schedule: quote.schedule,
        messages: [],
        unread: 0,
        readAt: null,
      }}
      checkoutCancelled={false}
    />,
  );
  return userEvent.setup();
}

const text = (selector: string) => document.querySelector(selector)?.textContent?.replace(/\s+/g, ' ').trim();

for (const lang of ['en', 'th'] as const) {
  const w = words[lang];
  describe(`${lang}: accepting a quote with a payment schedule`, () => {
    it('lists the schedule and names the deposit above Accept, then asks before accepting', async () => {
      const user = renderQuote(lang, { schedule: split() });
      const items = [...document.querySelectorAll('[data-instalment]')].map((li) =>
        li.firstElementChild?.textContent?.replace(/\s+/g, ' '),
      );
      expect(items).toEqual(w.schedule);
      expect(text('[data-quote-charge-amount]')).toBe(w.charge);
      expect(text('[data-sum-result]')).toBe(`= ${lang === 'th' ? '฿80,000' : 'THB 80,000'}`);
      expect(screen.getByText(w.balance)).toBeTruthy();

      await user.click(screen.getByRole('button', { name: w.accept }));
      // Nothing is sent yet: the confirmation names what is charged now.
      expect(actions.quotes.accept).not.toHaveBeenCalled();
      const confirmation = screen.getByRole('group');
      expect(text('[data-confirm-charge]')).toBe(w.charge);
      const confirm = screen.getByRole('button', { name: w.confirmPay });
      await waitFor(() => expect(document.activeElement).toBe(confirm));
      expect(confirmation.contains(confirm)).toBe(true);

      // "Not now" goes back to Accept and sends nothing.
      await user.click(screen.getByRole('button', { name: w.notNow }));
      expect(screen.queryByRole('group')).toBeNull();
      expect(actions.quotes.accept).not.toHaveBeenCalled();

      // Confirming sends the revision shown.
      actions.quotes.accept.mockResolvedValueOnce({
        data: { settlement: due, checkoutUrl: null, checkoutFailed: false },
        error: undefined,
      });
      await user.click(screen.getByRole('button', { name: w.accept }));
      await user.click(screen.getByRole('button', { name: w.confirmPay }));
      expect(actions.quotes.accept).toHaveBeenCalledTimes(1);
      expect(actions.quotes.accept).toHaveBeenCalledWith({ quoteId: QUOTE_ID, revision: 2, locale: lang });
      // Accepted, the deposit is due: Pay now names the instalment and its amount.
      await waitFor(() => expect(screen.getByRole('button', { name: w.payInstalment })).toBeTruthy());
    });

    it('without a schedule, the confirmation says the full amount', async () => {
      const user = renderQuote(lang, { schedule: null });
      expect(document.querySelector('[data-quote-schedule]')).toBeNull();
      expect(text('[data-quote-charge-amount]')).toBe(w.full);
      await user.click(screen.getByRole('button', { name: w.accept }));
      expect(text('[data-confirm-charge]')).toBe(w.full);
      expect(screen.getByRole('button', { name: w.confirmFull })).toBeTruthy();
    });

    it('with nothing due on acceptance, it says nothing is charged and asks to confirm the acceptance only', async () => {
      const user = renderQuote(lang, { schedule: split('milestone') });
      expect(text('[data-quote-charge="nothing"]')).toMatch(w.nothing);
      await user.click(screen.getByRole('button', { name: w.accept }));
      expect(screen.getByRole('button', { name: w.confirmAccept })).toBeTruthy();
      expect(screen.queryByRole('button', { name: /THB|฿/ })).toBeNull();
    });
  });
}
