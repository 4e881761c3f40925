import { describe, expect, it } from 'vitest';
import {
  QUOTE_STATUSES,
  isCustomPrice,
  shortId,
  containsPattern,
  pageCount,
  packageNameIn,
  taxIdDigits,
  customerCompany,
} from '../../../src/domain/admin';
import { customPrice, customerQuery, quoteUpdate } from '../../../src/domain/adminInput';

describe('customPrice (the dialog’s price field)', () => {
  it.each([
    ['', null],
    ['   ', null],
    ['45000', 45_000],
    ['45,000', 45_000],
    ['฿ 45,000', 45_000],
    ['0', 0],
  ])('%j → %j', (typed, expected) => expect(customPrice.parse(typed)).toBe(expected));

  it.each(['45000.50', '-5', 'abc', '1e6', '1234567890'])('refuses %j with a translation key', (typed) => {
    const result = customPrice.safeParse(typed);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('admin.error.price');
  });
});

describe('quoteUpdate', () => {
  const base = { id: '2b583e0f-0000-4000-8000-000000000001', status: 'quoted', quotedPrice: 45_000 } as const;
  it('accepts every spec status and nothing else', () => {
    expect(QUOTE_STATUSES).toEqual(['pending', 'reviewed', 'quoted', 'approved', 'rejected']);
    for (const status of QUOTE_STATUSES) expect(quoteUpdate.safeParse({ ...base, status }).success).toBe(true);
    expect(quoteUpdate.safeParse({ ...base, status: 'paid' }).success).toBe(false);
  });
  it('trims the timeline and notes and allows clearing the price', () => {
    expect(quoteUpdate.parse({ ...base, quotedPrice: null, quotedTimeline: ' 2-3 weeks ', adminNotes: ' ok ' })).toEqual({
      ...base,
      quotedPrice: null,
      quotedTimeline: '2-3 weeks',
      adminNotes: 'ok',
      // Absent lines are none (the dialog always sends its lines).
      customLines: [],
    });
  });
  it('refuses fractional or negative prices', () => {
    expect(quoteUpdate.safeParse({ ...base, quotedPrice: 1.5 }).success).toBe(false);
    expect(quoteUpdate.safeParse({ ...base, quotedPrice: -1 }).success).toBe(false);
  });
});

describe('isCustomPrice and shortId', () => {
  it('flags a price only when the admin set one that differs from the package price', () => {
    expect(isCustomPrice(24_900, null)).toBe(false);
    expect(isCustomPrice(24_900, 24_900)).toBe(false);
    expect(isCustomPrice(24_900, 45_000)).toBe(true);
    expect(isCustomPrice(null, 45_000)).toBe(true);
  });
  it('shows the first 8 characters of the id', () => {
    expect(shortId('2b583e0f-1234-4000-8000-000000000001')).toBe('2b583e0f');
  });
});

describe('the customers search', () => {
  it('matches the search anywhere, with % _ and \\ taken literally', () => {
    expect(containsPattern('  Somchai ')).toBe('%Somchai%');
    expect(containsPattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%');
    expect(containsPattern('   ')).toBe('');
  });
  it('reads a search of digits, dashes and spaces as (part of) a tax ID, four digits at least', () => {
    expect(taxIdDigits('0-1055-36092-64-1')).toBe('0105536092641');
    expect(taxIdDigits(' 36092 64 ')).toBe('3609264');
    expect(taxIdDigits('123')).toBeNull();
    expect(taxIdDigits('Co 1234')).toBeNull();
  });
  it('shows a company client by its registered name, tax ID and branch, else the profile’s company', () => {
    const billing = { kind: 'company' as const, legalName: 'บริษัท สยามดิจิทัล จำกัด', taxId: '0105536092641', branch: null };
    expect(customerCompany({ company: 'typed', billing })).toEqual({
      name: 'บริษัท สยามดิจิทัล จำกัด',
      taxId: '0105536092641',
      establishment: 'head_office',
    });
    expect(customerCompany({ company: '', billing: { ...billing, branch: '00002' } })?.establishment).toBe('00002');
    const person = { kind: 'individual' as const, legalName: 'สมชาย ใจดี', taxId: null, branch: null };
    expect(customerCompany({ company: 'ใจดี', billing: person })).toEqual({ name: 'ใจดี', taxId: null, establishment: null });
    expect(customerCompany({ company: '', billing: null })).toBeNull();
  });
  it('counts pages of 10, at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
  });
  it('takes a trimmed search and a page from 1, and refuses anything else', () => {
    expect(customerQuery.parse({})).toEqual({ search: '', page: 1 });
    expect(customerQuery.parse({ search: ' nok ', page: 3 })).toEqual({ search: 'nok', page: 3 });
    expect(customerQuery.safeParse({ page: 0 }).success).toBe(false);
    expect(customerQuery.safeParse({ page: 1.5 }).success).toBe(false);
    expect(customerQuery.safeParse({ search: 'a'.repeat(101) }).success).toBe(false);
    expect(customerQuery.safeParse({ search: 'a\u0000b' }).success).toBe(false);
  });
});

describe('packageNameIn', () => {
  it("gives a Thai reader the catalogue's Thai name, everyone else the stored name", () => {
    const quote = { packageName: 'Business Website', packageNameTh: 'เว็บไซต์ธุรกิจ' };
    expect(packageNameIn('th', quote)).toBe('เว็บไซต์ธุรกิจ');
    expect(packageNameIn('en', quote)).toBe('Business Website');
  });

  it('falls back to the stored name for a custom quote without a package (or without a Thai name)', () => {
    expect(packageNameIn('th', { packageName: 'Custom: online shop', packageNameTh: null })).toBe('Custom: online shop');
    expect(packageNameIn('th', { packageName: 'Business Website', packageNameTh: '' })).toBe('Business Website');
    expect(packageNameIn('th', { packageName: null, packageNameTh: null })).toBeNull();
  });
});
