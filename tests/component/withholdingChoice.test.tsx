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

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const quote = {
  id: '00000000-0000-4000-8000-000000000035',
  status: 'quoted' as const,
  revision: 1,
  expiredOn: null,
  settlement: null,
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
      expect(actions.quotes.accept).toHaveBeenCalledWith(expect.objectContaining({ quoteId: quote.id, withholding: 'withhold' }));
    });

    it('never asks a person', async () => {
      show(false);
      const button = await screen.findByRole('button', { name: new RegExp(accept[lang]) });
      expect(screen.queryByRole('group', { name: words['withholding.choice.legend'] })).toBeNull();
      expect((button as HTMLButtonElement).disabled).toBe(false);
    });
  });
}
