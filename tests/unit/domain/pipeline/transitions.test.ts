// Money settles a quote (decision 0041), with decision 0065's one exception: a quote approved by its
// package payment, whose quotation nobody accepted, can still be re-priced.
import { describe, expect, it } from 'vitest';
import { quoteMoveAllowed, quoteStatusOptions } from '../../../../src/domain/pipeline/transitions';

const none = { accepted: false, paid: false };
const paidPackage = { accepted: false, paid: true };
const accepted = { accepted: true, paid: true };

describe('quote moves and money', () => {
  it('moves an approved quote back while nothing is accepted or paid', () => {
    expect(quoteStatusOptions('approved', none)).toEqual(['reviewed', 'quoted', 'approved', 'rejected']);
  });

  it('lets the studio only re-price a quote approved by its package payment', () => {
    expect(quoteStatusOptions('approved', paidPackage)).toEqual(['quoted', 'approved']);
    expect(quoteMoveAllowed('approved', 'reviewed', paidPackage)).toBe(false);
    expect(quoteMoveAllowed('approved', 'rejected', paidPackage)).toBe(false);
  });

  it('keeps a quote whose quotation the client accepted where it is', () => {
    expect(quoteStatusOptions('approved', accepted)).toEqual(['approved']);
    expect(quoteStatusOptions('approved', { accepted: true, paid: false })).toEqual(['approved']);
  });

  it('never rejects a paid quote', () => {
    for (const from of ['pending', 'reviewed', 'quoted'] as const) expect(quoteMoveAllowed(from, 'rejected', paidPackage)).toBe(false);
    expect(quoteMoveAllowed('pending', 'approved', paidPackage)).toBe(true);
  });
});
