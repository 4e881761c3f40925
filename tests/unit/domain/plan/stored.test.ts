/**
 * The chosen options of a stored wizard plan (decision 0062), from either shape a quote may hold: the
 * `featureIds` the server writes, or the `optionalFeatures[].selected` of older rows. Each option once,
 * in order, with its price; unknown ids and malformed entries left out, never trusted.
 */
import { describe, expect, it } from 'vitest';
import { chosenOptions } from '../../../../src/domain/plan/stored';

describe('the options chosen in a stored plan', () => {
  it('reads featureIds, as the wizard stores a plan, at the catalogue prices', () => {
    expect(chosenOptions({ basePrice: 15_000, featureIds: [2, 4, 7] })).toEqual([
      { id: 2, key: 'multilingual', price: 8_000 },
      { id: 4, key: 'api', price: 12_000 },
      { id: 7, key: 'cms', price: 12_000 },
    ]);
  });

  it('reads optionalFeatures[].selected, as older rows have it, at the price stored with each', () => {
    const plan = {
      basePrice: 15_000,
      optionalFeatures: [
        { id: 1, price: 5_000, selected: false },
        { id: 2, price: 8_000, selected: true },
        { id: 4, price: 11_000, selected: true },
        { id: 7, selected: true },
      ],
    };
    expect(chosenOptions(plan)).toEqual([
      { id: 2, key: 'multilingual', price: 8_000 },
      // The price the client saw, when the row kept one.
      { id: 4, key: 'api', price: 11_000 },
      // None stored: the catalogue's.
      { id: 7, key: 'cms', price: 12_000 },
    ]);
  });

  it('prefers featureIds when a row has both, and lists each option once', () => {
    expect(chosenOptions({ featureIds: [5, 5], optionalFeatures: [{ id: 2, selected: true }] })).toEqual([
      { id: 5, key: 'seo', price: 10_000 },
    ]);
  });

  it('leaves out what it cannot trust', () => {
    expect(chosenOptions(null)).toEqual([]);
    expect(chosenOptions('plan')).toEqual([]);
    expect(chosenOptions({})).toEqual([]);
    expect(chosenOptions({ featureIds: [0, 9, 1.5, '2', null] })).toEqual([]);
    expect(
      chosenOptions({
        optionalFeatures: [
          null,
          'x',
          { id: 3, selected: 'yes' },
          { id: 3, selected: true, price: -1 },
          { id: 6, selected: true, price: 1.5 },
        ],
      }),
    ).toEqual([
      { id: 3, key: 'analytics', price: 6_000 },
      { id: 6, key: 'auth', price: 8_000 },
    ]);
  });
});
