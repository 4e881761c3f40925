/**
 * What a credit note (ใบลดหนี้) prints besides a receipt's parts (Revenue Code section 86/10;
 * docs/decisions/0051): the original tax invoice it corrects (number, date, amount) and why, then the
 * original value, the correct value, the difference and the VAT on the difference. Text and figures
 * only; pdf.ts draws them with its bilingual helpers.
 */
import type { DocumentSnapshot } from '../../../domain/money/document';
import { formatSatang } from '../../../domain/money/satang';
import { formatRate } from '../../../domain/money/tax';
import { documentDate } from '../../../domain/money/buddhistEra';

export interface BilingualLine {
  th: string;
  en: string;
}

export interface TotalsRow extends BilingualLine {
  amount: number;
  bold?: boolean;
}

/** One line per original document, then the reason. */
export function creditReferenceLines(s: DocumentSnapshot): BilingualLine[] {
  if (!s.credit) return [];
  const vat = s.totals.vatRateBp > 0;
  const original = vat ? { th: 'ใบกำกับภาษีเดิม', en: 'Original tax invoice' } : { th: 'ใบเสร็จรับเงินเดิม', en: 'Original receipt' };
  return [
    ...s.credit.references.map((ref) => ({
      th: `อ้างอิง${original.th} เลขที่ ${ref.number} ลงวันที่ ${documentDate(new Date(ref.issuedAt), 'th')} จำนวนเงิน ${formatSatang(ref.total)} บาท`,
      en: `${original.en} No. ${ref.number} dated ${documentDate(new Date(ref.issuedAt), 'en')}, THB ${formatSatang(ref.total)}`,
    })),
    { th: `สาเหตุการลดหนี้: ${s.credit.reason.th}`, en: `Reason: ${s.credit.reason.en}` },
  ];
}

/** The credit note's totals: values before VAT, the difference and its VAT, the total credited. */
export function creditTotalsRows(s: DocumentSnapshot): TotalsRow[] {
  if (!s.credit) return [];
  const t = s.totals;
  const rows: TotalsRow[] = [
    { th: 'มูลค่าตามใบกำกับภาษีเดิม', en: 'Original value', amount: s.credit.originalValue },
    { th: 'มูลค่าที่ถูกต้อง', en: 'Correct value', amount: s.credit.correctValue },
    { th: 'ผลต่าง', en: 'Difference', amount: s.credit.difference },
  ];
  if (t.vatRateBp > 0) {
    rows[0] = { ...rows[0]!, th: 'มูลค่าตามใบกำกับภาษีเดิม (ก่อนภาษีมูลค่าเพิ่ม)', en: 'Original value before VAT' };
    rows[1] = { ...rows[1]!, th: 'มูลค่าที่ถูกต้อง (ก่อนภาษีมูลค่าเพิ่ม)', en: 'Correct value before VAT' };
    rows.push({
      th: `ภาษีมูลค่าเพิ่ม ${formatRate(t.vatRateBp)}% ของผลต่าง`,
      en: `VAT ${formatRate(t.vatRateBp)}% on the difference`,
      amount: t.vat,
    });
  } else {
    rows[0] = { ...rows[0]!, th: 'มูลค่าตามใบเสร็จรับเงินเดิม' };
  }
  rows.push({ th: 'รวมมูลค่าที่ลดหนี้ทั้งสิ้น', en: 'Total credited', amount: t.total, bold: true });
  return rows;
}
