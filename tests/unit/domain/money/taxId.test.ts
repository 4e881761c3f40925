import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatTaxId, isValidTaxId, normaliseBranch, normaliseTaxId, taxIdCheckDigit } from '../../../../src/domain/money/taxId';

describe('Thai tax ID check digit', () => {
  it.each([
    // Worked by hand: 0·13 + 1·12 + 0·11 + 5·10 + 5·9 + 3·8 + 6·7 + 0·6 + 9·5 + 2·4 + 6·3 + 4·2 = 252,
    // 252 mod 11 = 10, (11 − 10) mod 10 = 1.
    ['0105536092641', true],
    ['0107537000882', true],
    ['1101700203450', true],
    ['1101700203451', false],
    ['0105536092642', false],
    ['010553609264', false],
    ['01055360926411', false],
    ['010553609264a', false],
  ])('%s → %s', (id, valid) => expect(isValidTaxId(id)).toBe(valid));

  const twelveDigits = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 12, maxLength: 12 });

  it('every 12 digits with their computed check digit is valid', () => {
    fc.assert(fc.property(twelveDigits, (first12) => isValidTaxId(first12 + taxIdCheckDigit(first12))));
  });

  it('any other last digit is refused', () => {
    fc.assert(
      fc.property(twelveDigits, fc.integer({ min: 1, max: 9 }), (first12, shift) => {
        const wrong = (taxIdCheckDigit(first12) + shift) % 10;
        return !isValidTaxId(first12 + wrong);
      }),
    );
  });

  it('normalises and formats as printed', () => {
    expect(normaliseTaxId(' 0-1055-36092-64-1 ')).toBe('0105536092641');
    expect(formatTaxId('0105536092641')).toBe('0-1055-36092-64-1');
  });
});

describe('branch numbers', () => {
  it.each([
    ['', null],
    ['0', null],
    ['00000', null],
    ['1', '00001'],
    ['00012', '00012'],
    ['123456', undefined],
    ['สาขา 1', undefined],
  ])('%j → %j', (typed, expected) => expect(normaliseBranch(typed)).toBe(expected));
});
