/**
 * The seller and buyer of the tax-document tests: a VAT-registered Thai company at its head office, and
 * a company buyer at branch 00002 (both tax IDs pass the check digit).
 */
export const TEST_SELLER = {
  name: { th: 'บริษัท ทดสอบ จำกัด', en: 'Test Co., Ltd.' },
  address: { th: 'กรุงเทพมหานคร', en: 'Bangkok' },
  taxId: '0105536092641',
  branch: null,
  vatRegistered: true,
  vatRateBp: 700,
} as const;

export const COMPANY_BUYER = {
  kind: 'company',
  name: 'Buyer Co., Ltd.',
  taxId: '0107537000882',
  branch: '00002',
  address: 'Bangkok',
  email: 'b@example.test',
} as const;

/** A company buyer whose Thai name and address are long enough to wrap on the page. */
export const LONG_NAMED_BUYER = {
  kind: 'company',
  name: 'บริษัท ที่ปรึกษาด้านการพัฒนาธุรกิจดิจิทัลและนวัตกรรมเพื่อความยั่งยืนแห่งประเทศไทย จำกัด (มหาชน)',
  taxId: '0107537000882',
  branch: '00002',
  address: '999/9 อาคารสาทรสแควร์ ชั้น 21 ถนนสาทรเหนือ แขวงสีลม เขตบางรัก กรุงเทพมหานคร 10500',
  email: 'accounts@example.co.th',
} as const;
