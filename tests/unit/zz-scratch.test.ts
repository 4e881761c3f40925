import { it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { renderOutputTaxPdf } from '../../src/server/admin/outputTaxPdf';
import { buildOutputTaxRegister } from '../../src/domain/outputTax';
import { splitInclusive } from '../../src/domain/money/tax';
import { DEMO_SELLER } from '../../src/server/config';
it('renders', async () => {
  const docs = Array.from({ length: 34 }, (_, i) => {
    const total = 1_490_000 + i * 100_001;
    const { beforeVat, vat } = splitInclusive(total);
    return {
      type: i % 7 === 6 ? 'credit_note' : 'tax_invoice',
      number: i % 7 === 6 ? `CN-2569-${String(i).padStart(4, '0')}` : `RT-2569-${String(i + 1).padStart(4, '0')}`,
      issuedAt: new Date(Date.UTC(2026, 10, 1 + (i % 29), 3)).toISOString(),
      buyer: i % 3 === 0
        ? { kind: 'company' as const, name: 'บริษัท ที่ปรึกษาด้านการพัฒนาธุรกิจดิจิทัลและนวัตกรรมเพื่อความยั่งยืนแห่งประเทศไทย จำกัด (มหาชน)', taxId: '0107537000882', branch: '00002' }
        : i % 3 === 1 ? { kind: 'company' as const, name: 'Buyer Co., Ltd.', taxId: '0105536092641', branch: null } : { kind: 'individual' as const, name: 'คุณสมชาย ใจดี', taxId: null, branch: null },
      totals: { subtotal: beforeVat, vat, total },
      sellerVatRegistered: true,
    };
  });
  const pdf = await renderOutputTaxPdf(buildOutputTaxRegister('2026-11', docs), DEMO_SELLER, { demo: true });
  writeFileSync('/tmp/acct-register.pdf', pdf);
  const empty = await renderOutputTaxPdf(buildOutputTaxRegister('2026-12', []), DEMO_SELLER, { demo: false });
  writeFileSync('/tmp/acct-register-empty.pdf', empty);
});
