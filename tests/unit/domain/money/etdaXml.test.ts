// The ETDA XML of every tax document the studio issues (issue 37, decision 0069): a receipt/tax invoice
// (T03) and a credit note (81) validate against ETDA's XSD and Schematron (tests/fixtures/etda), their
// totals are the snapshot's to the satang, and a document the route cannot carry says why.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DOMParser } from '@xmldom/xmldom';
import * as xpath from 'xpath';
import { receiptFor } from '../../../../src/domain/money/document';
import { creditNoteFor } from '../../../../src/domain/money/creditNote';
import { allocate, etdaAmount, etdaXml, type EtdaDocumentInput, type EtdaSellerAddress } from '../../../../src/domain/money/etdaXml';
import { COMPANY_BUYER, LONG_NAMED_BUYER, TEST_SELLER } from '../../support/documentParties';
import { schematronErrors, xsdErrors, xsdErrorsOfAll } from '../../support/etda';

const SELLER_ADDRESS: EtdaSellerAddress = {
  buildingNumber: '999/9',
  lineOne: 'อาคารสาทรสแควร์ ชั้น 21 ถนนสาทรเหนือ',
  postcode: '10500',
  cityCode: '1004',
  citySubDivisionCode: '100401',
  provinceCode: '10',
};

const BUYER = { ...COMPANY_BUYER, address: '1 ถนนพระราม 4 แขวงสุริยวงศ์ เขตบางรัก กรุงเทพมหานคร 10500' };

function receipt(lines = [{ description: { th: 'แพ็กเกจเว็บไซต์', en: 'Website package' }, quantity: 1, unitPrice: 4_980_000 }]) {
  const total = lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);
  return receiptFor({
    seller: TEST_SELLER,
    buyer: BUYER,
    lines,
    payment: { method: 'card', reference: 'pi_1', paidAt: '2026-11-27T03:00:00.000Z', amount: total },
    demo: false,
  });
}

function creditNote() {
  return creditNoteFor({
    seller: TEST_SELLER,
    buyer: BUYER,
    references: [{ number: 'RT-2569-0001', issuedAt: '2026-11-27T03:00:00.000Z', total: 4_980_000 }],
    originalTotal: 4_980_000,
    correctTotal: 4_000_000,
    subject: { th: 'ตามใบเสนอราคาเลขที่ QT-2569-0002', en: 'quotation QT-2569-0002' },
    demo: false,
  });
}

function input(issued: ReturnType<typeof receipt>, number = 'RT-2569-0007'): EtdaDocumentInput {
  return { ...issued, number, issuedAt: new Date('2026-12-02T10:05:09.000Z'), sellerAddress: SELLER_ADDRESS };
}

function xmlOf(doc: EtdaDocumentInput): string {
  const result = etdaXml(doc);
  if (!result.ok) throw new Error(result.problems.join('; '));
  return result.xml;
}

function read(xml: string) {
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  const select = xpath.useNamespaces({
    ram: xml.includes('DebitCreditNote_Reusable')
      ? 'urn:etda:uncefact:data:standard:DebitCreditNote_ReusableAggregateBusinessInformationEntity:2'
      : 'urn:etda:uncefact:data:standard:TaxInvoice_ReusableAggregateBusinessInformationEntity:2',
  });
  return (path: string): string => select(`string(${path})`, doc as unknown as Node, true) as string;
}

const sum = (path: string) => `//ram:SpecifiedTradeSettlementHeaderMonetarySummation/ram:${path}`;

describe('ETDA XML of a receipt/tax invoice', () => {
  it('validates against the XSD and the Schematron, with type code T03 and the snapshot totals', async () => {
    const xml = xmlOf(input(receipt()));
    expect(await xsdErrors(xml, 'TaxInvoice')).toEqual([]);
    expect(schematronErrors(xml, 'TaxInvoice')).toEqual([]);
    const at = read(xml);
    expect(at('//*[local-name()="ExchangedDocument"]/ram:TypeCode')).toBe('T03');
    expect(at('//*[local-name()="ExchangedDocument"]/ram:Name')).toBe('ใบเสร็จรับเงิน/ใบกำกับภาษี');
    expect(at('//ram:SellerTradeParty/ram:SpecifiedTaxRegistration/ram:ID')).toBe('010553609264100000');
    expect(at('//ram:BuyerTradeParty/ram:SpecifiedTaxRegistration/ram:ID')).toBe('010753700088200002');
    expect(at('//ram:BuyerTradeParty/ram:PostalTradeAddress/ram:PostcodeCode')).toBe('10500');
    // ฿49,800 VAT included: ฿46,542.06 before VAT and ฿3,257.94 VAT.
    expect(at(sum('TaxBasisTotalAmount'))).toBe('46542.06');
    expect(at(sum('TaxTotalAmount'))).toBe('3257.94');
    expect(at(sum('GrandTotalAmount'))).toBe('49800.00');
    expect(at('//ram:IssueDateTime')).toBe('2026-12-02T17:05:09+07:00');
  });

  it('names a person without a tax ID as the standard allows (OTHR N/A) and a person with one by NIDN', async () => {
    for (const [taxId, expected] of [
      [null, 'N/A'],
      ['1101700230708', '1101700230708'],
    ] as const) {
      const issued = receiptFor({
        seller: TEST_SELLER,
        buyer: {
          kind: 'individual',
          name: 'สมหญิง ใจดี',
          taxId,
          branch: null,
          address: '12 ซอยอารีย์ 5 พญาไท กรุงเทพฯ 10400',
          email: 's@example.test',
        },
        lines: [{ description: { th: 'แพ็กเกจ', en: 'Package' }, quantity: 1, unitPrice: 990_000 }],
        payment: { method: 'promptpay', reference: 'x', paidAt: '2026-11-27T03:00:00.000Z', amount: 990_000 },
        demo: false,
      });
      const xml = xmlOf(input(issued));
      expect(await xsdErrors(xml, 'TaxInvoice')).toEqual([]);
      expect(schematronErrors(xml, 'TaxInvoice')).toEqual([]);
      expect(read(xml)('//ram:BuyerTradeParty/ram:SpecifiedTaxRegistration/ram:ID')).toBe(expected);
    }
  });

  it('escapes what a client typed and keeps long Thai names within the standard’s lengths', async () => {
    const issued = receiptFor({
      seller: TEST_SELLER,
      buyer: { ...LONG_NAMED_BUYER, name: `${LONG_NAMED_BUYER.name} <&> "R&D"`, address: `${LONG_NAMED_BUYER.address} `.repeat(4) },
      lines: [{ description: { th: 'งาน <script> & ค่าบริการ', en: 'Work <b>' }, quantity: 2, unitPrice: 1_000_001 }],
      payment: { method: 'card', reference: 'x', paidAt: '2026-11-27T03:00:00.000Z', amount: 2_000_002 },
      demo: false,
    });
    const xml = xmlOf(input(issued));
    expect(await xsdErrors(xml, 'TaxInvoice')).toEqual([]);
    expect(schematronErrors(xml, 'TaxInvoice')).toEqual([]);
    expect(read(xml)('//ram:BuyerTradeParty/ram:Name')).toContain('<&> "R&D"');
  });
});

describe('ETDA XML of a credit note', () => {
  it('validates, cites the original receipt/tax invoice and states original, correct and difference', async () => {
    const xml = xmlOf(input(creditNote(), 'CN-2569-0001'));
    expect(await xsdErrors(xml, 'DebitCreditNote')).toEqual([]);
    expect(schematronErrors(xml, 'DebitCreditNote')).toEqual([]);
    const at = read(xml);
    expect(at('//ram:AdditionalReferencedDocument/ram:IssuerAssignedID')).toBe('RT-2569-0001');
    expect(at('//ram:AdditionalReferencedDocument/ram:ReferenceTypeCode')).toBe('T03');
    expect(at('//ram:PurposeCode')).toBe('CDNS99');
    expect(at('//ram:Purpose')).toContain('ใบเสนอราคา');
    expect(at(sum('OriginalInformationAmount'))).toBe('46542.06');
    expect(at(sum('LineTotalAmount'))).toBe('37383.18');
    expect(at(sum('DifferenceInformationAmount'))).toBe('9158.88');
    expect(at(sum('TaxTotalAmount'))).toBe('641.12');
    expect(at(sum('GrandTotalAmount'))).toBe('9800.00');
  });
});

describe('what the route cannot carry', () => {
  it('refuses a plain receipt, a seller without codes and a buyer address without a postcode', () => {
    const plain = receiptFor({ ...receiptFacts(), seller: { ...TEST_SELLER, vatRegistered: false } });
    expect(etdaXml(input(plain))).toMatchObject({ ok: false, problems: expect.arrayContaining(['a receipt is not a tax document']) });
    expect(etdaXml({ ...input(receipt()), sellerAddress: { ...SELLER_ADDRESS, cityCode: '' } })).toMatchObject({ ok: false });
    const noPostcode = receiptFor({ ...receiptFacts(), buyer: { ...BUYER, address: 'Bangkok' } });
    expect(etdaXml(input(noPostcode))).toEqual({ ok: false, problems: ["the buyer's address has no 5-digit postcode"] });
  });

  it('is caught by the validators when a rule is broken (the checks can fail)', async () => {
    const xml = xmlOf(input(receipt()));
    expect(await xsdErrors(xml.replace('<ram:TypeCode>T03', '<ram:TypeCode>X99'), 'TaxInvoice')).not.toEqual([]);
    // Many documents in one run: each one is validated, and an error names its document.
    const many = await xsdErrorsOfAll([xml, xml.replace('<ram:TypeCode>T03', '<ram:TypeCode>X99'), xml], 'TaxInvoice');
    expect(many.length).toBeGreaterThan(0);
    expect(many.every((error) => error.startsWith('document-1.xml'))).toBe(true);
    expect(schematronErrors(xml.replace('<ram:TypeCode>T03', '<ram:TypeCode>81'), 'TaxInvoice')).toEqual([
      expect.stringMatching(/^TIV-Document-001/),
    ]);
    expect(schematronErrors(xml.replace('<ram:PostcodeCode>10500</ram:PostcodeCode>', ''), 'TaxInvoice')).toEqual([
      expect.stringMatching(/^TIV-SellerTradeParty-007/),
    ]);
  });
});

function receiptFacts() {
  return {
    seller: TEST_SELLER,
    buyer: BUYER,
    lines: [{ description: { th: 'แพ็กเกจ', en: 'Package' }, quantity: 1, unitPrice: 990_000 }],
    payment: { method: 'card' as const, reference: 'x', paidAt: '2026-11-27T03:00:00.000Z', amount: 990_000 },
    demo: false,
  };
}

describe('amounts', () => {
  it('writes satang as decimal baht', () => {
    expect(etdaAmount(0)).toBe('0.00');
    expect(etdaAmount(5)).toBe('0.05');
    expect(etdaAmount(123_456_789)).toBe('1234567.89');
  });

  it('allocates a total over weights exactly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 1, maxLength: 8 }),
        (total, weights) => {
          const parts = allocate(total, weights);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
          expect(parts.every((p) => p >= 0)).toBe(true);
        },
      ),
    );
  });
});

const toSatang = (text: string) => Math.round(Number(text) * 100);

describe('property: for random contents the XML validates and its totals are the snapshot’s', () => {
  const line = fc.record({
    description: fc.record({ th: fc.string({ minLength: 1, maxLength: 80 }), en: fc.string({ minLength: 1, maxLength: 80 }) }),
    quantity: fc.integer({ min: 1, max: 20 }),
    unitPrice: fc.integer({ min: 1, max: 50_000_000 }),
  });

  it('receipt/tax invoices', async () => {
    const xmls: string[] = [];
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 6 }), (lines) => {
        const issued = receipt(lines);
        const xml = xmlOf(input(issued));
        xmls.push(xml);
        expect(schematronErrors(xml, 'TaxInvoice')).toEqual([]);
        const at = read(xml);
        const { totals } = issued.snapshot;
        expect(toSatang(at(sum('TaxBasisTotalAmount')))).toBe(totals.subtotal);
        expect(toSatang(at(sum('TaxTotalAmount')))).toBe(totals.vat);
        expect(toSatang(at(sum('GrandTotalAmount')))).toBe(totals.total);
        const lineNets = xpathAll(xml, '//ram:NetLineTotalAmount').map(toSatang);
        const lineVats = xpathAll(xml, '//ram:SpecifiedTradeSettlementLineMonetarySummation/ram:TaxTotalAmount').map(toSatang);
        expect(lineNets.reduce((a, b) => a + b, 0)).toBe(totals.subtotal);
        expect(lineVats.reduce((a, b) => a + b, 0)).toBe(totals.vat);
      }),
      { numRuns: 40 },
    );
    // Every document generated (shrinking's too) against the XSD, in one run of the validator.
    expect(await xsdErrorsOfAll(xmls, 'TaxInvoice')).toEqual([]);
  });

  it('credit notes', async () => {
    const xmls: string[] = [];
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 100_000_000 }), fc.integer({ min: 0, max: 99 }), (paid, percent) => {
        const correct = Math.floor((paid * percent) / 100);
        fc.pre(correct < paid);
        const issued = creditNoteFor({
          seller: TEST_SELLER,
          buyer: BUYER,
          references: [{ number: 'RT-2569-0001', issuedAt: '2026-11-27T03:00:00.000Z', total: paid }],
          originalTotal: paid,
          correctTotal: correct,
          subject: { th: 'ตามใบเสนอราคาเลขที่ QT-2569-0002', en: 'quotation QT-2569-0002' },
          demo: false,
        });
        const xml = xmlOf(input(issued, 'CN-2569-0002'));
        xmls.push(xml);
        expect(schematronErrors(xml, 'DebitCreditNote')).toEqual([]);
        const at = read(xml);
        const credit = issued.snapshot.credit!;
        expect(toSatang(at(sum('OriginalInformationAmount'))) - toSatang(at(sum('LineTotalAmount')))).toBe(credit.difference);
        expect(toSatang(at(sum('DifferenceInformationAmount')))).toBe(issued.snapshot.totals.subtotal);
        expect(toSatang(at(sum('GrandTotalAmount')))).toBe(issued.snapshot.totals.total);
      }),
      { numRuns: 40 },
    );
    expect(await xsdErrorsOfAll(xmls, 'DebitCreditNote')).toEqual([]);
  });
});

function xpathAll(xml: string, path: string): string[] {
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  const select = xpath.useNamespaces({ ram: 'urn:etda:uncefact:data:standard:TaxInvoice_ReusableAggregateBusinessInformationEntity:2' });
  return (select(path, doc as unknown as Node) as Node[]).map((node) => node.textContent ?? '');
}
