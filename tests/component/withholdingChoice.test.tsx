// @vitest-environment happy-dom
/**
 * Decision 0061: a company client answering a quote says whether it withholds 3% before it accepts or
 * pays. Nothing is chosen in advance and the button waits; the answer goes with the action. A person is
 * never asked. The server's side (the amount charged, the refusal without an answer) is in
 * tests/integration/schedule/instalments.test.ts and payments/stripe-quote-balance.test.ts.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pickMessages } from '../../src/i18n/messages';
import QuoteResponse, { QUOTE_PREFIXES } from '../../src/islands/portal/QuoteResponse';
import en from '../../src/i18n/en/withholding';
import th from '../../src/i18n/th/withholding';
import { actions } from './support/astroActions';
import type { Settlement } from '../../src/domain/quotes/settlement';

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const quote = {
  id: '00000000-0000-4000-8000-000000000035',
  status: 'quoted' as const,
  revision: 1,
  expiredOn: null,
  // ฿49,800 due on acceptance: a company withholding 3% of the ฿46,542.06 before VAT pays ฿48,403.74.
  settlement: { price: 49_800, paid: 0, credited: 0, netPaid: 0, outcome: 'due', amount: 49_800 } satisfies Settlement,
  schedule: null,
  messages: [],
  unread: 0,
  readAt: null,
};

const accept = { en: 'Accept quote', th: 'ยอมรับใบเสนอราคา' };

for (const [lang, words] of [
  ['en', en],
  ['th', th],
] as const) {
  describe(`${lang}: the withholding question on a quote`, () => {
    const show = (company: boolean) =>
      render(
        <QuoteResponse
          locale={lang}
          messages={pickMessages(lang, QUOTE_PREFIXES)}
          quote={quote}
          checkoutCancelled={false}
          company={company}
          vatRateBp={700}
        />,
      );

    it('asks a company, waits for the answer, and sends it with the acceptance', async () => {
      show(true);
      expect(screen.getByRole('group', { name: words['withholding.choice.legend'] })).toBeTruthy();
      const button = await screen.findByRole('button', { name: new RegExp(accept[lang]) });
      const withhold = screen.getByRole('radio', { name: words['withholding.choice.withhold'] }) as HTMLInputElement;
      expect(withhold.checked).toBe(false);
      expect((screen.getByRole('radio', { name: words['withholding.choice.full'] }) as HTMLInputElement).checked).toBe(false);
      expect((button as HTMLButtonElement).disabled).toBe(true);
      actions.quotes.accept.mockReturnValueOnce(new Promise(() => {}));
      fireEvent.click(withhold);
      expect((button as HTMLButtonElement).disabled).toBe(false);
      fireEvent.click(button);
      // The confirmation (decision 0062) says what the card is charged: the total less the withholding.
      expect(actions.quotes.accept).not.toHaveBeenCalled();
      expect(document.querySelector('[data-confirm-withholding]')?.textContent).toContain('1,396.26');
      fireEvent.click(screen.getByRole('button', { name: new RegExp('48,403.74') }));
      expect(actions.quotes.accept).toHaveBeenCalledWith(expect.objectContaining({ quoteId: quote.id, withholding: 'withhold' }));
    });

    it('names the net on Pay now once a company says it withholds, and the full amount otherwise', async () => {
      render(
        <QuoteResponse
          locale={lang}
          messages={pickMessages(lang, QUOTE_PREFIXES)}
          quote={{ ...quote, status: 'approved' as const }}
          checkoutCancelled={false}
          company
          vatRateBp={700}
        />,
      );
      const pay = (await screen.findByRole('button', { name: /49,800/ })) as HTMLButtonElement;
      expect(pay.disabled).toBe(true);
      expect(document.querySelector('[data-pay-withheld-note]')).toBeNull();
      fireEvent.click(screen.getByRole('radio', { name: words['withholding.choice.withhold'] }));
      // ฿49,800 less 3% of the ฿46,542.06 before VAT: the card or QR is charged ฿48,403.74.
      expect(pay.textContent).toContain('48,403.74');
      expect(pay.textContent).not.toContain('49,800');
      expect(document.querySelector('[data-pay-withheld-note]')?.textContent).toContain('1,396.26');
      fireEvent.click(screen.getByRole('radio', { name: words['withholding.choice.full'] }));
      expect(pay.textContent).toContain('49,800');
      expect(document.querySelector('[data-pay-withheld-note]')).toBeNull();
    });

    it('never asks a person', async () => {
      show(false);
      const button = await screen.findByRole('button', { name: new RegExp(accept[lang]) });
      expect(screen.queryByRole('group', { name: words['withholding.choice.legend'] })).toBeNull();
      expect((button as HTMLButtonElement).disabled).toBe(false);
    });
  });
}
