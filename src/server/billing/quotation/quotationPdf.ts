/**
 * The quotation's PDF (ใบเสนอราคา, decision 0053): the receipt's and invoice's layout (documents/pdf.ts:
 * seller, buyer, lines, totals with VAT apart, withholding and the net for a company, the amount in Thai
 * words, the signature line) with what a quotation adds under the totals: its revision, the date the
 * price holds until, the timeline, the payment schedule if one exists, and the terms. Drawn from the
 * frozen snapshot alone, Thai first and English beneath.
 */
import { renderDocumentPdf, type IssuedDocumentView, type PdfAppendix } from '../rendering/pdf';
import type { QuotationSnapshot } from '../../../domain/money/quotation';
import { formatSatang } from '../../../domain/money/satang';
import { documentDate } from '../../../domain/money/buddhistEra';
import { bangkokNoon } from '../../../domain/time/bangkok';

const MUTED = '#475569';

export async function renderQuotationPdf(view: IssuedDocumentView): Promise<Buffer> {
  const terms = (view.snapshot as QuotationSnapshot).quotation;
  if (!terms) return renderDocumentPdf(view);
  const appendix: PdfAppendix = (doc, top, { left, width, draw, bilingual, measure, fit }) => {
    let y = top + 4;
    const until = bangkokNoon(terms.validUntil);
    y += bilingual(
      doc,
      // The document's own number heads the page; no internal id is printed (issue 39).
      `ใบเสนอราคาฉบับที่ ${terms.revision} ยืนราคาถึงวันที่ ${documentDate(until, 'th')}`,
      `Revision ${terms.revision}, valid until ${documentDate(until, 'en')}`,
      left,
      y,
      width,
      { size: 11, bold: true },
    );
    if (terms.timeline) y += draw(doc, `ระยะเวลาดำเนินงาน / Timeline: ${terms.timeline}`, left, y + 2, width, { size: 10 }) + 2;

    if (terms.schedule) {
      y = fit(y + 8, 60);
      y += bilingual(doc, 'งวดการชำระเงิน', 'Payment schedule', left, y, width, { size: 10, bold: true }) + 4;
      const amountWidth = 110;
      for (const item of terms.schedule) {
        const when =
          item.trigger === 'acceptance' ? { th: 'เมื่อยอมรับใบเสนอราคา', en: 'on acceptance' } : { th: 'เมื่อถึงงวดงาน', en: 'at the milestone' };
        const th = `${item.position}. ${item.label.th} (${when.th})`;
        const en = `${item.label.en} (${when.en})`;
        y = fit(y, measure(doc, th, width - amountWidth, { size: 10 }) + measure(doc, en, width - amountWidth, { size: 8 }) + 2);
        const height = bilingual(doc, th, en, left, y, width - amountWidth, { size: 10 });
        draw(doc, `${formatSatang(item.amount)} บาท / THB`, left + width - amountWidth, y, amountWidth - 4, { size: 10, align: 'right' });
        y += height + 2;
      }
    }

    // The heading stays with the first term.
    y = fit(y + 8, 64);
    y += bilingual(doc, 'เงื่อนไข', 'Terms', left, y, width, { size: 10, bold: true }) + 4;
    terms.terms.forEach((term, i) => {
      const th = `${i + 1}. ${term.th}`;
      y = fit(y, measure(doc, th, width, { size: 9 }) + measure(doc, term.en, width - 12, { size: 7 }) + 3);
      y += draw(doc, th, left, y, width, { size: 9 });
      y += draw(doc, term.en, left + 12, y, width - 12, { size: 7, color: MUTED }) + 3;
    });
    return y + 4;
  };
  return renderDocumentPdf(view, appendix);
}
