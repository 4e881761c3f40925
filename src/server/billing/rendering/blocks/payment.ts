/**
 * How a receipt was paid, under the amount in words: the method, the date and what was received, as a
 * Thai accountant reads a receipt: the money, and apart the part the buyer's withholding certificate
 * covers (decisions 0061 and 0067).
 */
import type { PaymentSnapshot } from '../../../../domain/money/document';
import type { Satang } from '../../../../domain/money/satang';
import { formatSatang } from '../../../../domain/money/satang';

/** What settlementOf() says of a receipt: the money received and the tax withheld. */
export type Settled = { received: Satang; withheld: Satang };
import { documentDate } from '../../../../domain/money/buddhistEra';
import { draw, MUTED } from '../text';
import type { Sheet } from '../sheet';

export const METHODS = {
  card: { th: 'บัตรเครดิต/เดบิต', en: 'card' },
  demo: { th: 'การชำระเงินทดลอง', en: 'demo checkout' },
  transfer: { th: 'โอนเงิน', en: 'bank transfer' },
  promptpay: { th: 'พร้อมเพย์', en: 'PromptPay' },
};

export function drawPayment(sheet: Sheet, payment: PaymentSnapshot, settled: Settled | null): void {
  const { doc, left, width: full } = sheet;
  sheet.room(40);
  const method = METHODS[payment.method];
  const received = settled?.received ?? payment.amount;
  const withheld = settled?.withheld ?? 0;
  const howMuch =
    withheld > 0
      ? {
          th: `รับชำระเป็นเงิน ${formatSatang(received)} บาท และหนังสือรับรองการหักภาษี ณ ที่จ่าย ${formatSatang(withheld)} บาท`,
          en: `THB ${formatSatang(received)} in money and a withholding tax certificate for THB ${formatSatang(withheld)}`,
        }
      : { th: `จำนวน ${formatSatang(received)} บาท`, en: `THB ${formatSatang(received)}` };
  const paidAt = new Date(payment.paidAt);
  sheet.y += draw(doc, `ชำระโดย${method.th} วันที่ ${documentDate(paidAt, 'th')} ${howMuch.th}`, left, sheet.y, full, { size: 9 });
  const reference = `Paid by ${method.en} on ${documentDate(paidAt, 'en')}, ${howMuch.en}, reference ${payment.reference}`;
  sheet.y += draw(doc, reference, left, sheet.y, full, { size: 8, color: MUTED });
}
