/**
 * A tax document as an electronic one (e-Tax Invoice by Time Stamp; decision 0069): PDF/A-3, level U,
 * carrying its ETDA XML as an associated file. pdfkit writes the structure PDF/A asks for: the sRGB
 * output intent (GTS_PDFA1, with pdfkit's own sRGB IEC61966-2.1 profile), the XMP packet with the
 * PDF/A identification, the embedded file with its MIME type and dates, its file specification with
 * /AFRelationship and the catalog's /AF. This module asks for level U (every glyph maps to Unicode:
 * textLayer.ts makes it true), no default standard font (every font is embedded), and adds ETDA's XMP
 * extension schema, following the recipe of ETDA's own generator (ETDA/e-TaxInvoice-PDFgen, read only):
 * the file name ETDA-invoice.xml, relationship Alternative, and the schema's DocumentFileName,
 * DocumentType and Version.
 */
import type { EtdaDocumentType } from '../../../domain/money/etdaXml';
import { srgbProfile } from './srgbProfile';

type Doc = PDFKit.PDFDocument;

/** The name of the XML inside the PDF, as ETDA's generator names it. */
export const ETDA_XML_NAME = 'ETDA-invoice.xml';
/** The XMP namespace of ETDA's extension schema (as ETDA's generator writes it, with the trailing #). */
export const ETDA_XMP_NAMESPACE = 'urn:etda:uncefact:data:standard:Invoice_CrossIndustryInvoice:2#';

const DOCUMENT_TYPES: Record<EtdaDocumentType, string> = { tax_invoice: 'Tax Invoice', credit_note: 'Credit Note' };

export interface EtdaAttachment {
  type: EtdaDocumentType;
  xml: string;
  issuedAt: Date;
}

/** The PDFDocument options of a PDF/A-3 file (merged into the renderer's own). */
export function pdfA3Options(): Pick<PDFKit.PDFDocumentOptions, 'subset' | 'pdfVersion' | 'font'> {
  return {
    // pdfkit's subsets stop at conformance B; pdfA3u below raises it to U.
    subset: 'PDF/A-3b',
    pdfVersion: '1.7',
    // No default Helvetica: a standard font is never embedded, and PDF/A wants every font embedded.
    font: null as unknown as string,
  };
}

function extensionSchema(attachment: EtdaAttachment): string {
  const property = (name: string, description: string) =>
    `<rdf:li rdf:parseType="Resource"><pdfaProperty:name>${name}</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>${description}</pdfaProperty:description></rdf:li>`;
  return [
    '<rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">',
    '<pdfaExtension:schemas><rdf:Bag><rdf:li rdf:parseType="Resource">',
    '<pdfaSchema:schema>Electronic Tax Invoice PDFA Extension Schema</pdfaSchema:schema>',
    `<pdfaSchema:namespaceURI>${ETDA_XMP_NAMESPACE}</pdfaSchema:namespaceURI>`,
    '<pdfaSchema:prefix>rsm</pdfaSchema:prefix>',
    '<pdfaSchema:property><rdf:Seq>',
    property('DocumentFileName', 'Name of the embedded XML invoice file'),
    property('DocumentType', 'Type of the document'),
    property('Version', 'Version of the ETDA XML data'),
    '</rdf:Seq></pdfaSchema:property>',
    '</rdf:li></rdf:Bag></pdfaExtension:schemas>',
    '</rdf:Description>',
    `<rdf:Description rdf:about="" xmlns:rsm="${ETDA_XMP_NAMESPACE}">`,
    `<rsm:DocumentFileName>${ETDA_XML_NAME}</rsm:DocumentFileName>`,
    `<rsm:DocumentType>${DOCUMENT_TYPES[attachment.type]}</rsm:DocumentType>`,
    '<rsm:Version>2.0</rsm:Version>',
    '</rdf:Description>',
  ].join('');
}

/** pdfkit's PDF/A mixin: the method that writes the output intent when the document ends. */
interface PdfaInternals {
  _addColorOutputIntent(this: Doc): void;
  ref(data: Record<string, unknown>): { write(chunk: Buffer): void; end(): void };
  _root: { data: Record<string, unknown> };
}

/**
 * The output intent pdfkit writes (GTS_PDFA1, sRGB IEC61966-2.1), with the profile's bytes from this
 * module instead of pdfkit's run-time read of its data file (decision 0076): a bundled function needs
 * no file beside its code to render a PDF/A document. Same objects, same bytes as pdfkit's own.
 */
function writeOutputIntent(this: Doc): void {
  const internals = this as unknown as PdfaInternals;
  const profile = srgbProfile();
  const profileRef = internals.ref({ Length: profile.length, N: 3 });
  profileRef.write(profile);
  profileRef.end();
  const intent = internals.ref({
    Type: 'OutputIntent',
    S: 'GTS_PDFA1',
    Info: new String('sRGB IEC61966-2.1'),
    OutputConditionIdentifier: new String('sRGB IEC61966-2.1'),
    DestOutputProfile: profileRef,
  });
  intent.end();
  internals._root.data.OutputIntents = [intent];
}

/** Makes the document PDF/A-3u with the XML embedded; call on a document made with pdfA3Options(). */
export function pdfA3u(doc: Doc, attachment: EtdaAttachment): void {
  const internals = doc as unknown as PdfaInternals;
  // pdfkit calls this at doc.end(); a pdfkit without it would write no output intent, which the tests catch.
  if (typeof internals._addColorOutputIntent !== 'function') throw new Error('pdfkit no longer writes a PDF/A output intent here');
  internals._addColorOutputIntent = writeOutputIntent;
  // Read by pdfkit when it writes the XMP identification at doc.end().
  (doc as unknown as { subset_conformance: string }).subset_conformance = 'U';
  // pdfkit writes /AFRelationship from `relationship` and lists the file in the catalog's /AF (its types omit it).
  const options: PDFKit.Mixins.PDFAttachmentOptions & { relationship: 'Alternative' } = {
    name: ETDA_XML_NAME,
    type: 'text/xml',
    relationship: 'Alternative',
    description: `${DOCUMENT_TYPES[attachment.type]} XML data (ETDA 3-2560 v2.0)`,
    creationDate: attachment.issuedAt,
    modifiedDate: attachment.issuedAt,
  };
  doc.file(Buffer.from(attachment.xml, 'utf8'), options);
  doc.appendXML(extensionSchema(attachment));
}
