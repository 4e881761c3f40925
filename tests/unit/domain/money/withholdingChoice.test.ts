import { describe, expect, it } from 'vitest';
import { checkoutWithholding, withholdingChoiceField } from '../../../../src/domain/money/withholdingChoice';

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
