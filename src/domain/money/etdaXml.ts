/**
 * The ETDA XML of an issued tax document (ขมธอ. 3-2560 version 2.0, CrossIndustryInvoice; decision 0069),
 * built from the document's snapshot alone, so the XML carries the same numbers as the PDF and the
 * database to the satang. Pure: no I/O; the caller supplies the seller's coded address (the standard
 * wants TISI codes for the seller's district, sub-district and province, which the snapshot's printed
 * address does not hold).
 *
 * Which documents: a receipt/tax invoice (our `tax_invoice`, type code T03) in
 * TaxInvoice_CrossIndustryInvoice, and a credit note (81) in DebitCreditNote_CrossIndustryInvoice. A plain
 * receipt (a studio not VAT registered) and a payment-schedule invoice are not tax documents.
 */
import { bangkokDateTime, bangkokIso } from '../time/bangkok';
import type { DocumentSnapshot, DocumentType } from './document';
import type { Satang } from './satang';

/** ETDA's Thai document name codes (code list ThaiDocumentNameCode_Invoice, ขมธอ. 3-2560 v2.0). */
export const ETDA_DOCUMENT_CODES = {
  tax_invoice: { code: 'T03', name: 'ใบเสร็จรับเงิน/ใบกำกับภาษี', root: 'TaxInvoice' },
  credit_note: { code: '81', name: 'ใบลดหนี้', root: 'DebitCreditNote' },
} as const;

export type EtdaDocumentType = keyof typeof ETDA_DOCUMENT_CODES;

export function isEtdaDocumentType(type: DocumentType): type is EtdaDocumentType {
  return type in ETDA_DOCUMENT_CODES;
}

/** What the referenced original is (a receipt/tax invoice): the reference type code of a credit note. */
const ORIGINAL_TYPE_CODE = ETDA_DOCUMENT_CODES.tax_invoice.code;
/** ThaiPurposeCode: CDNS99 = a credit note on services for another reason, stated in Purpose. */
const CREDIT_PURPOSE_CODE = 'CDNS99';

/** The seller's address as the standard codes it (Schematron TIV/DCN-SellerTradeParty-007..012). */
export interface EtdaSellerAddress {
  /** House number (เลขที่). */
  buildingNumber: string;
  /** The rest of the address in Thai, as printed. */
  lineOne: string;
  postcode: string;
  /** TISI 1099 codes: district (4 digits), sub-district (6 digits), province (2 digits). */
  cityCode: string;
  citySubDivisionCode: string;
  provinceCode: string;
}

export interface EtdaDocumentInput {
  type: DocumentType;
  number: string;
  issuedAt: Date;
  snapshot: DocumentSnapshot;
  sellerAddress: EtdaSellerAddress;
}

export type EtdaXmlResult = { ok: true; xml: string; filename: string } | { ok: false; problems: string[] };

const POSTCODE = /(?<!\d)\d{5}(?!\d)/g;

/** 123456 → "1234.56": the standard's decimal amounts. */
export function etdaAmount(value: Satang): string {
  if (!Number.isSafeInteger(value)) throw new RangeError(`not a satang amount: ${value}`);
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** 700 basis points → "7", 750 → "7.5". */
function rate(bp: number): string {
  return String(bp / 100);
}

/** A moment as Bangkok's local date-time with Bangkok's offset (ISO 8601), as ETDA's IssueDateTime wants it. */
export function etdaDateTime(moment: Date): string {
  const [day, time] = bangkokDateTime(moment).split(' ');
  return bangkokIso(day!, time);
}

export function escapeXml(text: string): string {
  return (
    text
      // Characters XML 1.0 cannot carry at all.
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
  );
}

/** Cuts to at most `max` characters (code points) for the standard's MaxNText types. */
function clip(text: string, max: number): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length > max ? chars.slice(0, max).join('') : chars.join('');
}

/**
 * Splits `total` over `weights` in proportion, whole satang, largest remainder first, so the parts add
 * up to `total` exactly (a line's share of a VAT computed once per document).
 */
export function allocate(total: Satang, weights: readonly Satang[]): Satang[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (weights.length === 0) return [];
  if (sum === 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const exact = weights.map((w) => (BigInt(total) * BigInt(w)) / BigInt(sum));
  const parts = exact.map(Number);
  const remainders = weights.map((w, i) => ({ i, r: (BigInt(total) * BigInt(w)) % BigInt(sum) }));
  let left = total - parts.reduce((a, b) => a + b, 0);
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of remainders) {
    if (left <= 0) break;
    parts[i] = parts[i]! + 1;
    left -= 1;
  }
  return parts;
}

/** Each line's value before VAT and its VAT, adding up to the document's subtotal and VAT exactly. */
export function lineTaxes(snapshot: DocumentSnapshot): { net: Satang; vat: Satang }[] {
  const amounts = snapshot.lines.map((line) => line.amount);
  if (snapshot.basis === 'inclusive') {
    const nets = allocate(snapshot.totals.subtotal, amounts);
    return nets.map((net, i) => ({ net, vat: amounts[i]! - net }));
  }
  const vats = allocate(snapshot.totals.vat, amounts);
  return amounts.map((net, i) => ({ net, vat: vats[i]! }));
}

function el(name: string, content: string | null | undefined, attrs = ''): string {
  if (content === null || content === undefined || content === '') return '';
  return `<ram:${name}${attrs}>${content}</ram:${name}>`;
}

function text(name: string, value: string | null | undefined, max: number, attrs = ''): string {
  if (!value) return '';
  return el(name, escapeXml(clip(value, max)), attrs);
}

/** Tax registration: 13-digit tax ID + 5-digit branch (TXID), a person's ID (NIDN), or none (OTHR N/A). */
function buyerRegistration(buyer: DocumentSnapshot['buyer']): string {
  const taxId = buyer.taxId?.replace(/\D/g, '') ?? '';
  if (taxId.length === 13 && buyer.kind === 'company') {
    return el('ID', `${taxId}${buyer.branch ?? '00000'}`, ' schemeID="TXID"');
  }
  if (taxId.length === 13) return el('ID', taxId, ' schemeID="NIDN"');
  return el('ID', 'N/A', ' schemeID="OTHR"');
}

function lastPostcode(address: string): string | null {
  const found = address.match(POSTCODE);
  return found ? found[found.length - 1]! : null;
}

function splitLines(address: string): [string, string] {
  const chars = Array.from(address.replace(/\s+/g, ' ').trim());
  return [chars.slice(0, 256).join(''), chars.slice(256, 512).join('')];
}

function tradeTax(rateBp: number, basis: Satang, calculated: Satang): string {
  return (
    '<ram:ApplicableTradeTax>' +
    el('TypeCode', 'VAT') +
    el('CalculatedRate', rate(rateBp)) +
    el('BasisAmount', etdaAmount(basis)) +
    el('CalculatedAmount', etdaAmount(calculated)) +
    '</ram:ApplicableTradeTax>'
  );
}

/** The problems that keep a document off the e-Tax route (each says what to fix). */
export function etdaProblems(input: EtdaDocumentInput): string[] {
  const problems: string[] = [];
  const { snapshot, sellerAddress: a } = input;
  if (!isEtdaDocumentType(input.type)) problems.push(`a ${input.type} is not a tax document`);
  if (!snapshot.seller.vatRegistered) problems.push('the seller is not VAT registered');
  if (!/^\d{13}$/.test(snapshot.seller.taxId)) problems.push("the seller's tax ID must be 13 digits");
  if (snapshot.seller.branch !== null && !/^\d{5}$/.test(snapshot.seller.branch)) problems.push("the seller's branch must be 5 digits");
  if (!/^\d{5}$/.test(a.postcode)) problems.push("the seller's postcode must be 5 digits");
  if (!/^\d{4}$/.test(a.cityCode)) problems.push("the seller's district (TISI) code must be 4 digits");
  if (!/^\d{6}$/.test(a.citySubDivisionCode)) problems.push("the seller's sub-district (TISI) code must be 6 digits");
  if (!/^\d{2}$/.test(a.provinceCode)) problems.push("the seller's province code must be 2 digits");
  if (!a.buildingNumber.trim()) problems.push("the seller's house number is missing");
  if (!snapshot.buyer.address.trim()) problems.push("the buyer's address is missing");
  else if (!lastPostcode(snapshot.buyer.address)) problems.push("the buyer's address has no 5-digit postcode");
  if (snapshot.lines.length === 0) problems.push('the document has no lines');
  if (input.type === 'credit_note' && !snapshot.credit?.references.length) problems.push('the credit note cites no original document');
  return problems;
}

type Credit = NonNullable<DocumentSnapshot['credit']>;
type Spec = (typeof ETDA_DOCUMENT_CODES)[EtdaDocumentType];

function exchangedDocument(number: string, spec: Spec, when: string, credit: Credit | undefined): string {
  return (
    '<rsm:ExchangedDocument>' +
    text('ID', number, 35) +
    el('Name', spec.name) +
    el('TypeCode', spec.code) +
    el('IssueDateTime', when) +
    (credit ? text('Purpose', credit.reason.th, 256) + el('PurposeCode', CREDIT_PURPOSE_CODE) : '') +
    el('CreationDateTime', when) +
    '</rsm:ExchangedDocument>'
  );
}

function sellerParty(seller: DocumentSnapshot['seller'], address: EtdaSellerAddress): string {
  return (
    '<ram:SellerTradeParty>' +
    text('Name', seller.name.th, 256) +
    `<ram:SpecifiedTaxRegistration>${el('ID', `${seller.taxId}${seller.branch ?? '00000'}`, ' schemeID="TXID"')}</ram:SpecifiedTaxRegistration>` +
    '<ram:PostalTradeAddress>' +
    el('PostcodeCode', address.postcode) +
    text('LineOne', address.lineOne, 256) +
    el('CityName', address.cityCode) +
    el('CitySubDivisionName', address.citySubDivisionCode) +
    el('CountryID', 'TH', ' schemeID="3166-1 alpha-2"') +
    el('CountrySubDivisionID', address.provinceCode) +
    text('BuildingNumber', address.buildingNumber, 16) +
    '</ram:PostalTradeAddress>' +
    '</ram:SellerTradeParty>'
  );
}

function buyerParty(buyer: DocumentSnapshot['buyer']): string {
  const [lineOne, lineTwo] = splitLines(buyer.address);
  return (
    '<ram:BuyerTradeParty>' +
    text('Name', buyer.name, 256) +
    `<ram:SpecifiedTaxRegistration>${buyerRegistration(buyer)}</ram:SpecifiedTaxRegistration>` +
    (buyer.email
      ? `<ram:DefinedTradeContact><ram:EmailURIUniversalCommunication>${text('URIID', buyer.email, 256)}</ram:EmailURIUniversalCommunication></ram:DefinedTradeContact>`
      : '') +
    '<ram:PostalTradeAddress>' +
    el('PostcodeCode', lastPostcode(buyer.address)) +
    text('LineOne', lineOne, 256) +
    text('LineTwo', lineTwo, 256) +
    el('CountryID', 'TH', ' schemeID="3166-1 alpha-2"') +
    '</ram:PostalTradeAddress>' +
    '</ram:BuyerTradeParty>'
  );
}

/** A credit note's original documents. */
function references(credit: Credit | undefined): string {
  return (credit?.references ?? [])
    .map(
      (ref) =>
        '<ram:AdditionalReferencedDocument>' +
        text('IssuerAssignedID', ref.number, 35) +
        el('IssueDateTime', etdaDateTime(new Date(ref.issuedAt))) +
        el('ReferenceTypeCode', ORIGINAL_TYPE_CODE) +
        '</ram:AdditionalReferencedDocument>',
    )
    .join('');
}

function settlement(totals: DocumentSnapshot['totals'], credit: Credit | undefined): string {
  // A credit note states the original value, the correct value and the difference (Revenue Code 86/10);
  // the standard's names for them are OriginalInformationAmount, LineTotalAmount and DifferenceInformationAmount.
  const summation = credit
    ? el('OriginalInformationAmount', etdaAmount(credit.originalValue)) +
      el('LineTotalAmount', etdaAmount(credit.correctValue)) +
      el('DifferenceInformationAmount', etdaAmount(credit.difference)) +
      el('AllowanceTotalAmount', etdaAmount(0)) +
      el('TaxBasisTotalAmount', etdaAmount(totals.subtotal)) +
      el('TaxTotalAmount', etdaAmount(totals.vat)) +
      el('GrandTotalAmount', etdaAmount(totals.total))
    : el('LineTotalAmount', etdaAmount(totals.subtotal)) +
      el('AllowanceTotalAmount', etdaAmount(0)) +
      el('TaxBasisTotalAmount', etdaAmount(totals.subtotal)) +
      el('TaxTotalAmount', etdaAmount(totals.vat)) +
      el('GrandTotalAmount', etdaAmount(totals.total));
  return (
    '<ram:ApplicableHeaderTradeSettlement>' +
    el('InvoiceCurrencyCode', 'THB', ' listID="ISO 4217 3A"') +
    tradeTax(totals.vatRateBp, totals.subtotal, totals.vat) +
    `<ram:SpecifiedTradeSettlementHeaderMonetarySummation>${summation}</ram:SpecifiedTradeSettlementHeaderMonetarySummation>` +
    '</ram:ApplicableHeaderTradeSettlement>'
  );
}

function lineItems(snapshot: DocumentSnapshot): string {
  const taxes = lineTaxes(snapshot);
  const { vatRateBp } = snapshot.totals;
  return snapshot.lines
    .map((line, i) => {
      const { net, vat } = taxes[i]!;
      return (
        '<ram:IncludedSupplyChainTradeLineItem>' +
        `<ram:AssociatedDocumentLineDocument>${el('LineID', String(i + 1))}</ram:AssociatedDocumentLineDocument>` +
        '<ram:SpecifiedTradeProduct>' +
        text('Name', line.description.th, 256) +
        text('Name', line.description.en, 256) +
        '</ram:SpecifiedTradeProduct>' +
        // The unit price as printed: VAT included when the document's basis is inclusive (decision 0069).
        `<ram:SpecifiedLineTradeAgreement><ram:GrossPriceProductTradePrice>${el('ChargeAmount', etdaAmount(line.unitPrice))}</ram:GrossPriceProductTradePrice></ram:SpecifiedLineTradeAgreement>` +
        `<ram:SpecifiedLineTradeDelivery>${el('BilledQuantity', String(line.quantity), ' unitCode="EA"')}</ram:SpecifiedLineTradeDelivery>` +
        '<ram:SpecifiedLineTradeSettlement>' +
        tradeTax(vatRateBp, net, vat) +
        '<ram:SpecifiedTradeSettlementLineMonetarySummation>' +
        el('TaxTotalAmount', etdaAmount(vat)) +
        el('NetLineTotalAmount', etdaAmount(net), ' currencyID="THB"') +
        el('NetIncludingTaxesLineTotalAmount', etdaAmount(net + vat), ' currencyID="THB"') +
        '</ram:SpecifiedTradeSettlementLineMonetarySummation>' +
        '</ram:SpecifiedLineTradeSettlement>' +
        '</ram:IncludedSupplyChainTradeLineItem>'
      );
    })
    .join('');
}

/** The XML, or the reasons it cannot be made. */
export function etdaXml(input: EtdaDocumentInput): EtdaXmlResult {
  const problems = etdaProblems(input);
  if (problems.length > 0 || !isEtdaDocumentType(input.type)) return { ok: false, problems };
  const spec = ETDA_DOCUMENT_CODES[input.type];
  const { snapshot, sellerAddress } = input;
  const root = `${spec.root}_CrossIndustryInvoice`;
  const when = etdaDateTime(input.issuedAt);
  const credit = input.type === 'credit_note' ? snapshot.credit : undefined;
  const xml =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<rsm:${root} xmlns:ram="urn:etda:uncefact:data:standard:${spec.root}_ReusableAggregateBusinessInformationEntity:2" xmlns:rsm="urn:etda:uncefact:data:standard:${root}:2">` +
    '<rsm:ExchangedDocumentContext><ram:GuidelineSpecifiedDocumentContextParameter>' +
    el('ID', 'ER3-2560', ' schemeAgencyID="ETDA" schemeVersionID="v2.0"') +
    '</ram:GuidelineSpecifiedDocumentContextParameter></rsm:ExchangedDocumentContext>' +
    exchangedDocument(input.number, spec, when, credit) +
    '<rsm:SupplyChainTradeTransaction>' +
    '<ram:ApplicableHeaderTradeAgreement>' +
    sellerParty(snapshot.seller, sellerAddress) +
    buyerParty(snapshot.buyer) +
    references(credit) +
    '</ram:ApplicableHeaderTradeAgreement>' +
    '<ram:ApplicableHeaderTradeDelivery/>' +
    settlement(snapshot.totals, credit) +
    lineItems(snapshot) +
    '</rsm:SupplyChainTradeTransaction>' +
    `</rsm:${root}>\n`;
  return { ok: true, xml, filename: `${spec.root === 'TaxInvoice' ? 'ETDA-TaxInvoice' : 'ETDA-CreditNote'}-${input.number}.xml` };
}

/**
 * The subject of the e-mail that carries a tax document by the Time Stamp route: the seller's 13-digit
 * tax ID and the document number, dot-separated. Not confirmed by the Revenue Department or ETDA:
 * decision 0076 lists what was searched and where the rule is to be checked before the route is
 * enabled. One function, so a change of the rule is one line.
 */
export function etaxSubject(sellerTaxId: string, number: string): string {
  return `${sellerTaxId}.${number}`;
}

/** Where a document's e-Tax e-mail stands (the outbox row's state, read through etax_email_status). */
export interface EtaxMailStatus {
  status: 'pending' | 'sending' | 'sent' | 'failed';
  attempts: number;
  sentAt: Date | null;
  /** The day (YYYY-MM-DD, Bangkok) the studio recorded the time-stamped copy's arrival (decision 0076), or null. */
  timestampedOn?: string | null;
  /** The id of that record when the stamped PDF came with it (downloaded at /api/etax-timestamped/<id>), or null. */
  timestampedFile?: string | null;
}
