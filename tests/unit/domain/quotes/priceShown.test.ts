import { describe, expect, it } from 'vitest';
import { quotePriceShown, type QuotePriceFacts } from '../../../../src/domain/quotes/priceShown';

const facts = (over: Partial<QuotePriceFacts>): QuotePriceFacts => ({
  status: 'pending',
  cataloguePrice: 24_900,
  quotedPrice: null,
  acceptedPrice: null,
  payments: [],
  credits: [],
  ...over,
});

describe('the price a quote shows', () => {
  it('is an estimate until the studio prices the request', () => {
    expect(quotePriceShown(facts({}))).toEqual({ price: 24_900, kind: 'estimate' });
    expect(quotePriceShown(facts({ cataloguePrice: null }))).toEqual({ price: null, kind: 'estimate' });
  });

  it("is the studio's price once quoted, also over a paid package (a re-priced order)", () => {
    expect(quotePriceShown(facts({ status: 'quoted', quotedPrice: 45_000, payments: [24_900] }))).toEqual({
      price: 45_000,
      kind: 'quoted',
    });
  });

  it('is the paid price of a package order its payment approved', () => {
    expect(quotePriceShown(facts({ status: 'approved', payments: [49_800] }))).toEqual({ price: 49_800, kind: 'paid' });
  });

  it('is the agreed price of an accepted quotation until the money covers it, then paid', () => {
    const accepted = facts({ status: 'approved', quotedPrice: 45_000, acceptedPrice: 45_000, payments: [24_900] });
    expect(quotePriceShown(accepted)).toEqual({ price: 45_000, kind: 'agreed' });
    expect(quotePriceShown({ ...accepted, payments: [24_900, 20_100] })).toEqual({ price: 45_000, kind: 'paid' });
    // A credit note handed money back: what counts is what was paid less what was credited.
    expect(quotePriceShown({ ...accepted, payments: [24_900, 20_100], credits: [1_000] }).kind).toBe('agreed');
    expect(quotePriceShown(facts({ status: 'approved', acceptedPrice: 20_000, payments: [24_900], credits: [4_900] }))).toEqual({
      price: 20_000,
      kind: 'paid',
    });
  });

  it('keeps the quoted price or the estimate of a quote the studio approved before any money', () => {
    expect(quotePriceShown(facts({ status: 'approved', quotedPrice: 30_000 }))).toEqual({ price: 30_000, kind: 'quoted' });
    expect(quotePriceShown(facts({ status: 'approved' }))).toEqual({ price: 24_900, kind: 'estimate' });
  });
});
