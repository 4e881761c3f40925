import { describe, expect, it } from 'vitest';
import {
  BUDGET_RANGES,
  QUANTITY_MAX,
  QUANTITY_MIN,
  TIMELINE_OPTIONS,
  clampQuantity,
  estimateTotal,
  orderDescription,
  projectDetails,
  submitOrderInput,
} from '../../../src/domain/orders';

const details = { business_name: 'Baan Coffee' };
const packageId = 'a0000000-0000-4000-8000-000000000002';

describe('order form constants (portal spec §3)', () => {
  it('offers exactly the spec timeline options and budget bands', () => {
    expect(TIMELINE_OPTIONS).toEqual(['asap', '1-2_weeks', '1_month', '2-3_months', 'flexible']);
    expect(BUDGET_RANGES).toEqual(['5000-15000', '15000-30000', '30000-50000', '50000+']);
    expect(QUANTITY_MIN).toBe(1);
  });
});

describe('estimateTotal', () => {
  it('is the unit price times the quantity', () => {
    expect(estimateTotal(24_900, 1)).toBe(24_900);
    expect(estimateTotal(24_900, 3)).toBe(74_700);
  });
  it('never goes below one unit or above the maximum', () => {
    expect(estimateTotal(9_900, 0)).toBe(9_900);
    expect(estimateTotal(9_900, -4)).toBe(9_900);
    expect(estimateTotal(1_000, QUANTITY_MAX + 5)).toBe(1_000 * QUANTITY_MAX);
  });
  it('refuses a price that is not whole baht', () => {
    expect(() => estimateTotal(99.5, 1)).toThrow(RangeError);
    expect(() => estimateTotal(-1, 1)).toThrow(RangeError);
  });
});

describe('clampQuantity', () => {
  it.each([
    [1, 1],
    [2.7, 2],
    [0, 1],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 1],
    [QUANTITY_MAX, QUANTITY_MAX],
    [QUANTITY_MAX + 1, QUANTITY_MAX],
  ])('%s → %s', (input, expected) => expect(clampQuantity(input)).toBe(expected));
});

describe('projectDetails schema', () => {
  it('requires a business name and says so with a translation key', () => {
    const result = projectDetails.safeParse({ business_name: '   ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('order.error.businessNameRequired');
  });
  it('fills optional fields with empty text and trims what was typed', () => {
    expect(projectDetails.parse({ business_name: '  Baan Coffee  ' })).toEqual({
      business_name: 'Baan Coffee',
      business_description: '',
      target_audience: '',
      preferred_colors: '',
      special_requirements: '',
      timeline: '',
      budget_range: '',
    });
  });
  it('accepts only the listed timeline and budget values', () => {
    expect(projectDetails.safeParse({ ...details, timeline: '1_month', budget_range: '50000+' }).success).toBe(true);
    expect(projectDetails.safeParse({ ...details, timeline: 'tomorrow' }).success).toBe(false);
    expect(projectDetails.safeParse({ ...details, budget_range: '1-2' }).success).toBe(false);
  });
  it('keeps HTML and Thai as text (escaping happens where it is shown)', () => {
    const parsed = projectDetails.parse({ business_name: '<script>alert(1)</script> ร้านกาแฟ 🍵' });
    expect(parsed.business_name).toBe('<script>alert(1)</script> ร้านกาแฟ 🍵');
  });
  it('refuses very long text', () => {
    const result = projectDetails.safeParse({ ...details, special_requirements: 'x'.repeat(5001) });
    expect(result.error?.issues[0]?.message).toBe('order.error.tooLong');
  });
});

describe('submitOrderInput', () => {
  it('takes no price at all: only the package id, the quantity and the details', () => {
    const parsed = submitOrderInput.parse({ packageId, quantity: 2, projectDetails: details, price: 1 });
    expect(parsed).not.toHaveProperty('price');
    expect(parsed.quantity).toBe(2);
  });
  it.each([0, -1, 1.5, QUANTITY_MAX + 1])('refuses quantity %s', (quantity) => {
    expect(submitOrderInput.safeParse({ packageId, quantity, projectDetails: details }).success).toBe(false);
  });
  it('refuses a package id that is not a uuid', () => {
    expect(submitOrderInput.safeParse({ packageId: "1' or 1=1", quantity: 1, projectDetails: details }).success).toBe(false);
  });
});

describe('orderDescription', () => {
  it('is the business description, else the business name', () => {
    expect(orderDescription(projectDetails.parse({ ...details, business_description: 'Specialty coffee in Ari' }))).toBe(
      'Specialty coffee in Ari',
    );
    expect(orderDescription(projectDetails.parse(details))).toBe('Baan Coffee');
  });
});
