/**
 * Withholding certificates (หนังสือรับรองการหักภาษี ณ ที่จ่าย, 50 ทวิ; docs/decisions/0051). A company
 * buyer withholds tax from a paid document and owes the studio the certificate. Two append-only logs
 * say where it is: the client's "sent" reports and the studio's "received"/"missing" marks. The state:
 *   - the studio's latest mark is "received": received;
 *   - else a client report newer than the studio's latest "missing" mark (or with no mark): sent, to check;
 *   - else: missing.
 * A "missing" mark after a report means the studio looked and found nothing: missing again until the
 * client reports anew.
 */
import { z } from '../zod';
import { singleLineText } from '../validation/text';
import { withLocale } from '../validation/locale';

export const CERTIFICATE_STATES = ['missing', 'sent', 'received'] as const;
export type CertificateState = (typeof CERTIFICATE_STATES)[number];
export const CERTIFICATE_MARKS = ['received', 'missing'] as const;
export type CertificateMark = (typeof CERTIFICATE_MARKS)[number];

export function certificateState(mark: { status: CertificateMark; at: Date } | null, report: { at: Date } | null): CertificateState {
  if (mark?.status === 'received') return 'received';
  if (report && (!mark || report.at.getTime() > mark.at.getTime())) return 'sent';
  return 'missing';
}

/** YYYY-MM-DD of a real calendar day. */
const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;
function isCalendarDay(value: string): boolean {
  const match = isoDay.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && Number(match[1]) >= 2000;
}

/** The client's "I sent it": the certificate's date (required) and its book/number (optional). */
export const withholdingReportInput = z.object({
  documentId: z.uuid('withholding.error.notFound'),
  certificateDate: z
    .string('withholding.error.date')
    .trim()
    .refine(isCalendarDay, 'withholding.error.date')
    // A certificate is dated when the tax was withheld: not in the future (a day's grace for time zones).
    .refine((value) => new Date(`${value}T00:00:00Z`).getTime() <= Date.now() + 86_400_000, 'withholding.error.dateFuture'),
  certificateNumber: singleLineText().max(60, 'withholding.error.numberTooLong').default(''),
});
export const withholdingReportAction = withholdingReportInput.extend(withLocale);
export type WithholdingReportInput = z.output<typeof withholdingReportInput>;

/** The studio's mark. */
export const withholdingMarkInput = z.object({
  documentId: z.uuid('withholding.error.notFound'),
  status: z.enum(CERTIFICATE_MARKS, 'withholding.error.notFound'),
});
export const withholdingMarkAction = withholdingMarkInput.extend(withLocale);
