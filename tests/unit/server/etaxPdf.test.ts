// The e-Tax file (issue 37, decision 0069): a receipt/tax invoice and a credit note rendered with their
// ETDA XML are PDF/A-3u files that qpdf finds sound, carrying the XML as an associated file (/AF,
// AFRelationship Alternative, text/xml), an sRGB output intent, XMP with the PDF/A identification (part
// 3, conformance U) and ETDA's extension schema, every font embedded, no encryption and no script; the
// embedded XML is the one built from the snapshot, validates, and holds the totals the PDF prints.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { renderDocumentPdf, type IssuedDocumentView } from '../../../src/server/billing/rendering/pdf';
import { ETDA_XML_NAME } from '../../../src/server/billing/rendering/pdfa';
import { srgbProfile } from '../../../src/server/billing/rendering/srgbProfile';
import { receiptFor } from '../../../src/domain/money/document';
import { creditNoteFor } from '../../../src/domain/money/creditNote';
import { etdaXml, isEtdaDocumentType } from '../../../src/domain/money/etdaXml';
import { formatSatang } from '../../../src/domain/money/satang';
import { DEMO_SELLER, DEMO_SELLER_ETDA_ADDRESS } from '../../../src/server/config';
import { keepPdf, pdfText } from '../support/pdfText';
import { attachment, pdfStructure } from '../support/pdfStructure';
import { schematronErrors, xsdErrors } from '../support/etda';

const seller = { ...DEMO_SELLER, branch: null, vatRegistered: true, vatRateBp: 700 };
const buyer = {
  kind: 'company' as const,
  name: 'บริษัท ผู้ซื้อทดสอบ จำกัด',
  taxId: '0107537000882',
  branch: '00002',
  address: '999/9 อาคารสาทรสแควร์ ชั้น 21 ถนนสาทรเหนือ แขวงสีลม เขตบางรัก กรุงเทพมหานคร 10500',
  email: 'accounts@example.co.th',
};

function receiptView(): IssuedDocumentView {
  const { type, snapshot } = receiptFor({
    seller,
    buyer,
    lines: [{ description: { th: 'แพ็กเกจเว็บไซต์ธุรกิจ', en: 'Business Website package' }, quantity: 2, unitPrice: 2_490_000 }],
    payment: { method: 'card', reference: 'cs_1', paidAt: '2026-11-27T03:00:00.000Z', amount: 4_980_000 },
    demo: false,
  });
  return { type, number: 'RT-2569-0007', issuedAt: new Date('2026-11-27T03:00:00Z'), snapshot };
}

function creditView(): IssuedDocumentView {
  const { type, snapshot } = creditNoteFor({
    seller,
    buyer,
    references: [{ number: 'RT-2569-0007', issuedAt: '2026-11-27T03:00:00.000Z', total: 4_980_000 }],
    originalTotal: 4_980_000,
    correctTotal: 4_000_000,
    subject: { th: 'ตามใบเสนอราคาเลขที่ QT-2569-0002', en: 'quotation QT-2569-0002' },
    demo: false,
  });
  return { type, number: 'CN-2569-0001', issuedAt: new Date('2026-11-28T03:00:00Z'), snapshot };
}

async function render(view: IssuedDocumentView, name: string) {
  if (!isEtdaDocumentType(view.type)) throw new Error('not a tax document');
  const built = etdaXml({ ...view, sellerAddress: DEMO_SELLER_ETDA_ADDRESS });
  if (!built.ok) throw new Error(built.problems.join('; '));
  const pdf = await renderDocumentPdf(view, undefined, { type: view.type, xml: built.xml, issuedAt: view.issuedAt });
  return { pdf, xml: built.xml, file: keepPdf(pdf, 'etax-', name) };
}

describe.each([
  ['receipt/tax invoice', receiptView, 'TaxInvoice' as const],
  ['credit note', creditView, 'DebitCreditNote' as const],
])('the e-Tax PDF of a %s', (_name, view, root) => {
  it('is PDF/A-3u with the ETDA XML as its Alternative associated file', async () => {
    const { file, xml, pdf } = await render(view(), `etax-${root}.pdf`);
    expect(pdf.subarray(0, 8).toString()).toBe('%PDF-1.7');
    const s = pdfStructure(file);
    expect(s.check.output).toContain('No syntax or stream encoding errors found');
    expect(s.check.ok).toBe(true);

    // The associated file: in the catalog's /AF and the EmbeddedFiles name tree, relationship Alternative.
    const af = s.catalog['/AF'] as string[];
    expect(af).toHaveLength(1);
    const spec = s.dict(af[0]);
    expect(spec).toMatchObject({
      '/Type': '/Filespec',
      '/AFRelationship': '/Alternative',
      '/F': `u:${ETDA_XML_NAME}`,
      '/UF': `u:${ETDA_XML_NAME}`,
    });
    const embedded = s.dict((spec['/EF'] as Record<string, string>)['/F']);
    expect(embedded['/Subtype']).toBe('/text/xml'); // written /text#2Fxml
    expect((embedded['/Params'] as Record<string, unknown>)['/ModDate']).toMatch(/^u:D:2026112/);
    const names = s.dict(s.dict(s.catalog['/Names'])['/EmbeddedFiles'])['/Names'] as string[];
    expect(names[0]).toBe(`u:${ETDA_XML_NAME}`);
    expect(attachment(file, ETDA_XML_NAME).toString('utf8')).toBe(xml);

    // The sRGB output intent.
    const [intentRef] = s.catalog['/OutputIntents'] as string[];
    const intent = s.dict(intentRef);
    expect(intent).toMatchObject({ '/S': '/GTS_PDFA1', '/OutputConditionIdentifier': 'u:sRGB IEC61966-2.1' });
    expect(s.dict(intent['/DestOutputProfile'])['/N']).toBe(3);
    // Its profile is the module's copy of pdfkit's sRGB profile (decision 0076: no file read at run time).
    const profileId = (intent['/DestOutputProfile'] as string).split(' ')[0]!;
    const profile = execFileSync('qpdf', [`--show-object=${profileId}`, '--filtered-stream-data', file]);
    expect(profile.equals(srgbProfile())).toBe(true);

    // XMP: PDF/A-3 level U and ETDA's extension schema with its properties.
    expect(s.xmp).toMatch(/<pdfaid:part>3<\/pdfaid:part>\s*<pdfaid:conformance>U<\/pdfaid:conformance>/);
    expect(s.xmp).toContain(
      '<pdfaSchema:namespaceURI>urn:etda:uncefact:data:standard:Invoice_CrossIndustryInvoice:2#</pdfaSchema:namespaceURI>',
    );
    expect(s.xmp).toContain(`<rsm:DocumentFileName>${ETDA_XML_NAME}</rsm:DocumentFileName>`);
    expect(s.xmp).toContain(
      root === 'TaxInvoice' ? '<rsm:DocumentType>Tax Invoice</rsm:DocumentType>' : '<rsm:DocumentType>Credit Note</rsm:DocumentType>',
    );

    // Every font embedded, no encryption, no script or action anywhere.
    const dicts = Object.keys(s.objects)
      .filter((key) => key.startsWith('obj:'))
      .map((key) => s.dict(key.slice(4)));
    const descriptors = dicts.filter((d) => d['/Type'] === '/FontDescriptor');
    expect(descriptors.length).toBeGreaterThanOrEqual(2);
    for (const d of descriptors) expect(d['/FontFile2'] ?? d['/FontFile3'] ?? d['/FontFile']).toBeDefined();
    const fonts = dicts.filter((d) => d['/Type'] === '/Font' && d['/Subtype'] !== '/CIDFontType2');
    for (const font of fonts) expect(font['/ToUnicode']).toBeDefined();
    expect(s.trailer['/Encrypt']).toBeUndefined();
    const raw = pdf.toString('latin1');
    for (const forbidden of ['/JavaScript', '/JS ', '/OpenAction', '/AA ', '/Launch']) expect(raw).not.toContain(forbidden);

    // The XML validates and its totals are what the page prints.
    expect(await xsdErrors(xml, root)).toEqual([]);
    expect(schematronErrors(xml, root)).toEqual([]);
    const text = pdfText(file);
    const grand = /<ram:GrandTotalAmount>([\d.]+)<\/ram:GrandTotalAmount>/.exec(xml)![1]!;
    const vat = /<ram:SpecifiedTradeSettlementHeaderMonetarySummation>.*<ram:TaxTotalAmount>([\d.]+)<\/ram:TaxTotalAmount>/.exec(xml)![1]!;
    expect(text).toContain(formatSatang(Math.round(Number(grand) * 100)));
    expect(text).toContain(formatSatang(Math.round(Number(vat) * 100)));
  });
});

describe('the sRGB profile of the output intent (decision 0076)', () => {
  it("is pdfkit's own profile, byte for byte", () => {
    const pdfkitData = join(dirname(createRequire(import.meta.url).resolve('pdfkit')), 'data', 'sRGB_IEC61966_2_1.icc');
    expect(srgbProfile().equals(readFileSync(pdfkitData))).toBe(true);
  });
});

describe('a document rendered twice', () => {
  it('is the same file (the download and the e-mail attachment cannot differ)', async () => {
    const first = await render(receiptView(), 'etax-first.pdf');
    const second = await render(receiptView(), 'etax-second.pdf');
    expect(second.pdf.equals(first.pdf)).toBe(true);
  });
});

describe('property: for random contents, XML totals = PDF totals = snapshot totals', () => {
  it('holds for receipt/tax invoices', async () => {
    const line = fc.record({
      description: fc.record({ th: fc.constantFrom('ค่าออกแบบเว็บไซต์', 'แพ็กเกจดูแลเว็บไซต์', 'งานเพิ่มเติม'), en: fc.constant('Work') }),
      quantity: fc.integer({ min: 1, max: 5 }),
      unitPrice: fc.integer({ min: 100, max: 20_000_000 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(line, { minLength: 1, maxLength: 4 }), async (lines) => {
        const total = lines.reduce((sum, l) => sum + l.quantity * l.unitPrice, 0);
        const { type, snapshot } = receiptFor({
          seller,
          buyer,
          lines,
          payment: { method: 'card', reference: 'cs_p', paidAt: '2026-11-27T03:00:00.000Z', amount: total },
          demo: false,
        });
        const { file, xml } = await render(
          { type, number: 'RT-2569-0100', issuedAt: new Date('2026-11-27T03:00:00Z'), snapshot },
          'etax-property.pdf',
        );
        const text = pdfText(file);
        const amount = (tag: string) =>
          Math.round(
            Number(new RegExp(`<ram:SpecifiedTradeSettlementHeaderMonetarySummation>.*?<ram:${tag}>([\\d.]+)</ram:${tag}>`).exec(xml)![1]) *
              100,
          );
        expect(amount('TaxBasisTotalAmount')).toBe(snapshot.totals.subtotal);
        expect(amount('TaxTotalAmount')).toBe(snapshot.totals.vat);
        expect(amount('GrandTotalAmount')).toBe(snapshot.totals.total);
        for (const figure of [snapshot.totals.subtotal, snapshot.totals.vat, snapshot.totals.total])
          expect(text).toContain(formatSatang(figure));
        expect(attachment(file, ETDA_XML_NAME).toString('utf8')).toBe(xml);
      }),
      { numRuns: 8 },
    );
  }, 60_000);
});
