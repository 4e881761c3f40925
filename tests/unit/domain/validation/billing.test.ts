import { describe, expect, it } from 'vitest';
import { billingIdentitySchema, storedBillingIdentity } from '../../../../src/domain/validation/billing';

const company = {
  kind: 'company',
  legalName: 'บริษัท ลูกค้า จำกัด',
  taxId: '0-1055-36092-64-1',
  branch: '',
  address: '1 ถนนสีลม กรุงเทพมหานคร 10500',
};
const errorsOf = (input: unknown) => {
  const result = billingIdentitySchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('billing identity', () => {
  it('stores a company at its head office with the tax ID as digits', () => {
    expect(storedBillingIdentity(billingIdentitySchema.parse(company))).toEqual({
      kind: 'company',
      legalName: 'บริษัท ลูกค้า จำกัด',
      taxId: '0105536092641',
      branch: null,
      address: '1 ถนนสีลม กรุงเทพมหานคร 10500',
    });
  });

  it('pads a branch number to five digits; a person never has one', () => {
    expect(storedBillingIdentity(billingIdentitySchema.parse({ ...company, branch: '2' })).branch).toBe('00002');
    expect(storedBillingIdentity(billingIdentitySchema.parse({ ...company, kind: 'individual', taxId: '', branch: '2' }))).toMatchObject({
      taxId: null,
      branch: null,
    });
  });

  it('parses its own output to the same value (the island sends what it checked)', () => {
    const once = billingIdentitySchema.parse({ ...company, branch: '7' });
    expect(billingIdentitySchema.parse(once)).toEqual(once);
  });

  it.each([
    [{ ...company, taxId: '' }, { taxId: 'billing.error.taxIdRequired' }],
    [{ ...company, taxId: '010553609264' }, { taxId: 'billing.error.taxIdDigits' }],
    [{ ...company, taxId: '0105536092642' }, { taxId: 'billing.error.taxIdCheck' }],
    [{ ...company, kind: 'individual', taxId: '0105536092642' }, { taxId: 'billing.error.taxIdCheck' }],
    [{ ...company, branch: 'main' }, { branch: 'billing.error.branch' }],
    [{ ...company, branch: '123456' }, { branch: 'billing.error.branch' }],
    [{ ...company, legalName: ' ' }, { legalName: 'billing.error.legalName' }],
    [{ ...company, address: 'Bangkok' }, { address: 'billing.error.address' }],
    [{ ...company, kind: 'partnership' }, { kind: 'billing.error.kind' }],
  ])('refuses %j with a message for the field', (input, expected) => {
    expect(errorsOf(input)).toEqual(expected);
  });
});
