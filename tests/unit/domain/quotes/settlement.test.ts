import { describe, expect, it } from 'vitest';
import { QUOTE_MESSAGE_MAX, canAccept, quoteMessageAction, settleQuote } from '../../../../src/domain/quotes/settlement';

describe('settleQuote: custom price − (paid − credited)', () => {
  it('nothing paid: the whole custom price is due', () => {
    expect(settleQuote({ price: 45_000, payments: [], credits: [] })).toEqual({
      price: 45_000,
      paid: 0,
      credited: 0,
      netPaid: 0,
      outcome: 'due',
      amount: 45_000,
    });
  });

  it('paid less (the catalogue price): the difference is due', () => {
    const s = settleQuote({ price: 45_000, payments: [24_900], credits: [] });
    expect(s).toMatchObject({ paid: 24_900, outcome: 'due', amount: 20_100 });
  });

  it('adds up every paid order of the quote', () => {
    expect(settleQuote({ price: 30_000, payments: [9_900, 9_900], credits: [] })).toMatchObject({ paid: 19_800, amount: 10_200 });
  });

  it('paid more: a credit note for the difference, nothing due', () => {
    expect(settleQuote({ price: 20_000, payments: [24_900], credits: [] })).toMatchObject({ outcome: 'credit', amount: 4_900 });
  });

  it('paid exactly the price: settled', () => {
    expect(settleQuote({ price: 24_900, payments: [24_900], credits: [] })).toMatchObject({ outcome: 'settled', amount: 0 });
  });

  it('a credit already issued is not issued again (accepting the same price twice)', () => {
    expect(settleQuote({ price: 20_000, payments: [24_900], credits: [4_900] })).toMatchObject({
      netPaid: 20_000,
      outcome: 'settled',
      amount: 0,
    });
  });

  it('a re-quote after a credit counts only the money kept', () => {
    // Paid 24,900, credited 4,900 (price 20,000), re-quoted at 22,000: 2,000 is due.
    expect(settleQuote({ price: 22_000, payments: [24_900], credits: [4_900] })).toMatchObject({ outcome: 'due', amount: 2_000 });
  });

  it('a balance paid makes the quote settled', () => {
    expect(settleQuote({ price: 45_000, payments: [24_900, 20_100], credits: [] })).toMatchObject({ outcome: 'settled', amount: 0 });
  });

  it('refuses amounts that are not whole baht', () => {
    expect(() => settleQuote({ price: 10.5, payments: [], credits: [] })).toThrow(RangeError);
    expect(() => settleQuote({ price: 10, payments: [-1], credits: [] })).toThrow(RangeError);
    expect(() => settleQuote({ price: 10, payments: [], credits: [Number.NaN] })).toThrow(RangeError);
  });
});

describe('canAccept', () => {
  it('only a priced quote with status quoted', () => {
    expect(canAccept('quoted', 10_000)).toBe(true);
    expect(canAccept('quoted', null)).toBe(false);
    for (const status of ['pending', 'reviewed', 'approved', 'rejected'] as const) expect(canAccept(status, 10_000)).toBe(false);
  });
});

describe('quoteMessageAction', () => {
  const quoteId = 'a0000000-0000-4000-8000-000000000002';
  it('keeps line breaks and Thai text', () => {
    const parsed = quoteMessageAction.parse({ quoteId, body: 'ขอถามเรื่องระยะเวลา\nได้ไหม', locale: 'th' });
    expect(parsed.body).toBe('ขอถามเรื่องระยะเวลา\nได้ไหม');
  });
  it('refuses an empty, blank or too long question', () => {
    expect(quoteMessageAction.safeParse({ quoteId, body: '' }).success).toBe(false);
    expect(quoteMessageAction.safeParse({ quoteId, body: '   \n ' }).success).toBe(false);
    expect(quoteMessageAction.safeParse({ quoteId, body: 'x'.repeat(QUOTE_MESSAGE_MAX + 1) }).success).toBe(false);
    expect(quoteMessageAction.safeParse({ quoteId, body: 'x'.repeat(QUOTE_MESSAGE_MAX) }).success).toBe(true);
  });
  it('refuses control characters and a quote id that is not a uuid', () => {
    expect(quoteMessageAction.safeParse({ quoteId, body: 'a\u0000b' }).success).toBe(false);
    expect(quoteMessageAction.safeParse({ quoteId: 'x', body: 'hello' }).success).toBe(false);
  });
});
