/**
 * The time-stamped copy of an e-Tax document (e-Tax Invoice by Time Stamp; decision 0076). The
 * Revenue Department's mailbox time-stamps the file the studio sent and e-mails the stamped copy back
 * to both parties; the studio records the day its copy arrived. A day of its own: not before the
 * document was issued, not after today (both in Bangkok). An append-only log: the latest entry counts.
 */
import { z } from '../zod';
import { withLocale } from '../validation/locale';
import { bangkokDay, todayInBangkok } from '../time/bangkok';

export type TimestampProblem = 'date' | 'before_issue' | 'future' | 'file_type' | 'file_size';

/** The largest stamped PDF the studio keeps (the route's files are a few hundred kilobytes). */
export const MAX_TIMESTAMPED_BYTES = 5 * 1024 * 1024;

/**
 * The uploaded stamped copy, checked: a PDF by its first bytes (never the browser's Content-Type or the
 * file's name), of at most MAX_TIMESTAMPED_BYTES. No file at all is fine: the day alone is a record.
 */
export function checkTimestampedFile(bytes: Uint8Array | null): TimestampProblem | null {
  if (!bytes || bytes.length === 0) return null;
  if (bytes.length > MAX_TIMESTAMPED_BYTES) return 'file_size';
  const signature = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
  return signature.every((byte, i) => bytes[i] === byte) ? null : 'file_type';
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
function isCalendarDay(value: string): boolean {
  if (!isoDay.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value >= '2020-01-01';
}

/** Whether `receivedOn` (YYYY-MM-DD, a Bangkok day) can be the day the stamped copy of a document issued at `issuedAt` arrived. */
export function checkTimestampDay(receivedOn: string, issuedAt: Date, now: Date = new Date()): TimestampProblem | null {
  if (!isCalendarDay(receivedOn)) return 'date';
  if (receivedOn < bangkokDay(issuedAt)) return 'before_issue';
  if (receivedOn > todayInBangkok(now)) return 'future';
  return null;
}

/** The studio's record: which document, and the day its time-stamped copy arrived. */
export const etaxTimestampInput = z.object({
  documentId: z.uuid('etax.timestamp.error.not_found'),
  receivedOn: z.string('etax.timestamp.error.date').trim().refine(isCalendarDay, 'etax.timestamp.error.date'),
});
export const etaxTimestampAction = etaxTimestampInput.extend(withLocale);
export type EtaxTimestampInput = z.output<typeof etaxTimestampInput>;
