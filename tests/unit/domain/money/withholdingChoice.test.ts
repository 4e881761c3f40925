import { describe, expect, it } from 'vitest';
import { checkoutWithholding, withheldByTransfer, withholdingChoiceField } from '../../../../src/domain/money/withholdingChoice';

// Decision 0061: what a checkout charges, from who pays and what they chose.
describe('checkoutWithholding', () => {
  it('a company that withholds pays the total less 3% of the value before VAT', () => {
    expect(checkoutWithholding(1_490_000, 'company', 'withhold', 700)).toEqual({ ok: true, withheld: 41_776, toPay: 1_448_224 });
  });

  it('a company that pays in full withholds nothing', () => {
    expect(checkoutWithholding(1_490_000, 'company', 'full', 700)).toEqual({ ok: true, withheld: 0, toPay: 1_490_000 });
  });

  it('a company must choose: there is no default', () => {
    expect(checkoutWithholding(1_490_000, 'company', undefined, 700)).toEqual({ ok: false, error: 'withholding_choice_required' });
  });

  it('below ฿1,000 before VAT there is nothing to choose', () => {
    expect(checkoutWithholding(106_999, 'company', undefined, 700)).toEqual({ ok: true, withheld: 0, toPay: 106_999 });
  });

  it('a person, or a client without billing details, never withholds, whatever is sent', () => {
    expect(checkoutWithholding(1_490_000, 'individual', 'withhold', 700)).toEqual({ ok: true, withheld: 0, toPay: 1_490_000 });
    expect(checkoutWithholding(1_490_000, null, 'withhold', 700)).toEqual({ ok: true, withheld: 0, toPay: 1_490_000 });
  });

  it('the field takes the two answers or none', () => {
    expect(withholdingChoiceField.safeParse('withhold').success).toBe(true);
    expect(withholdingChoiceField.safeParse(undefined).success).toBe(true);
    expect(withholdingChoiceField.safeParse('half').success).toBe(false);
  });
});

// The studio's "received" form starts from the client's transfer report: what they sent says what they withheld.
describe('withheldByTransfer', () => {
  const expected = { net: 1_448_224, withholding: 41_776 };

  it('the net transferred: the expected withholding', () => {
    expect(withheldByTransfer(expected, 1_448_224)).toBe(41_776);
  });

  it('the whole amount transferred: nothing withheld', () => {
    expect(withheldByTransfer(expected, 1_490_000)).toBe(0);
    expect(withheldByTransfer(expected, 1_500_000)).toBe(0);
  });

  it('in between: the shortfall; a short transfer is never more tax', () => {
    expect(withheldByTransfer(expected, 1_480_000)).toBe(10_000);
    expect(withheldByTransfer(expected, 1_000_000)).toBe(41_776);
  });

  it('a person (nothing to withhold): nothing', () => {
    expect(withheldByTransfer({ net: 1_490_000, withholding: 0 }, 1_490_000)).toBe(0);
  });
});
