// The e-Tax route's configuration (issue 37, decision 0069): off unless enabled; enabling needs a
// VAT-registered seller, the seller's ETDA address codes, a sender on the studio's mail domain and the
// time-stamp mailbox, or production refuses to serve (and local mode too, since the values are set).
import { describe, expect, it } from 'vitest';
import { configFrom, DEMO_SELLER_ETDA_ADDRESS, readConfig } from '../../../src/server/config';
import { PRODUCTION_ENV } from '../support/productionEnv';

const SELLER_ENV = {
  SELLER_NAME_TH: 'บริษัท ตัวอย่าง จำกัด',
  SELLER_NAME_EN: 'Example Co., Ltd.',
  SELLER_ADDRESS_TH: '1 ถนนสีลม กรุงเทพมหานคร 10500',
  SELLER_ADDRESS_EN: '1 Silom Road, Bangkok 10500',
  SELLER_TAX_ID: '0-1055-36092-64-1',
  SELLER_BRANCH: '00000',
  SELLER_VAT_REGISTERED: 'true',
  SELLER_BANK_NAME: 'Bangkok Bank',
  SELLER_BANK_ACCOUNT_NAME: 'Example Co., Ltd.',
  SELLER_BANK_ACCOUNT_NUMBER: '123-4-56789-0',
  SELLER_PROMPTPAY_ID: '0105536092641',
};

const ADDRESS_ENV = {
  ETAX_SELLER_BUILDING_NUMBER: '1',
  ETAX_SELLER_ADDRESS_LINE: 'ถนนสีลม',
  ETAX_SELLER_POSTCODE: '10500',
  ETAX_SELLER_DISTRICT_CODE: '1004',
  ETAX_SELLER_SUBDISTRICT_CODE: '100405',
  ETAX_SELLER_PROVINCE_CODE: '10',
};

const ENABLED_ENV = {
  ...PRODUCTION_ENV,
  ...SELLER_ENV,
  ...ADDRESS_ENV,
  MAIL_FROM: 'hello@example.co.th',
  ETAX_ENABLED: 'true',
  ETAX_SENDER: 'etax@example.co.th',
  ETAX_RD_MAILBOX: 'csemail@etax.teda.th',
};

function problems(env: Record<string, string>): string[] {
  const result = readConfig(env);
  return result.ok ? [] : result.problems;
}

describe('e-Tax configuration', () => {
  it('is off unless enabled; the demo studio has its address codes, production without codes has none', () => {
    expect(configFrom({}).etax).toEqual({ sellerAddress: DEMO_SELLER_ETDA_ADDRESS, sending: null });
    expect(configFrom({ ...PRODUCTION_ENV, ...SELLER_ENV }).etax).toEqual({ sellerAddress: null, sending: null });
    expect(configFrom({ ...PRODUCTION_ENV, ...SELLER_ENV, ...ADDRESS_ENV }).etax.sellerAddress).toMatchObject({ cityCode: '1004' });
  });

  it('sends when enabled with everything it needs', () => {
    expect(configFrom(ENABLED_ENV).etax.sending).toEqual({ sender: 'etax@example.co.th', mailbox: 'csemail@etax.teda.th' });
  });

  it('fails closed on what enabling lacks, naming each problem', () => {
    const { ETAX_SENDER: _s, ETAX_RD_MAILBOX: _m, ...withoutAddresses } = ENABLED_ENV;
    expect(problems(withoutAddresses)).toEqual([
      'ETAX_SENDER is missing',
      "ETAX_RD_MAILBOX is missing (the Revenue Department's time-stamp mailbox)",
    ]);
    expect(problems({ ...ENABLED_ENV, ETAX_SENDER: 'etax@gmail.com' })).toEqual([
      "ETAX_SENDER must be an address on the studio's mail domain (example.co.th, MAIL_FROM's)",
    ]);
    expect(problems({ ...ENABLED_ENV, SELLER_VAT_REGISTERED: 'false' })).toEqual([
      'ETAX_ENABLED needs a VAT-registered seller (SELLER_VAT_REGISTERED=true)',
    ]);
    const { ETAX_SELLER_PROVINCE_CODE: _p, ...partial } = ENABLED_ENV;
    expect(problems(partial)).toEqual([
      expect.stringContaining('ETAX_SELLER_PROVINCE_CODE missing'),
      'ETAX_ENABLED needs the ETAX_SELLER_* address codes',
    ]);
    expect(problems({ ...ENABLED_ENV, ETAX_SELLER_DISTRICT_CODE: 'Bang Rak' })).toEqual([
      "ETAX_SELLER_DISTRICT_CODE is not in ETDA's form (see .env.example)",
    ]);
    expect(problems({ ...ENABLED_ENV, ETAX_ENABLED: 'yes' })).toEqual(['ETAX_ENABLED must be true or false']);
  });

  it('is checked locally too once a value is set', () => {
    expect(problems({ ETAX_ENABLED: 'true' })).toContain('ETAX_SENDER is missing');
  });
});
