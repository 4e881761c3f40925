/**
 * A client's report of a bank transfer or PromptPay payment, with the slip (docs/decisions/0064). The
 * slip's type is read from its first bytes, never from the browser's Content-Type or the file's name:
 * only JPEG, PNG and WebP images are kept, and no larger than MAX_SLIP_BYTES.
 */
import { parseBahtText } from './receiptActions';
import type { Satang } from './satang';
import { bangkokMoment } from '../time/bangkok';

export const MAX_SLIP_BYTES = 5 * 1024 * 1024;
export type SlipType = 'image/jpeg' | 'image/png' | 'image/webp';
export const SLIP_EXTENSIONS: Record<SlipType, 'jpg' | 'png' | 'webp'> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

/** The image type the bytes are, by their signature; null for anything else (a PDF, HTML, SVG, a GIF). */
export function sniffSlipType(bytes: Uint8Array): SlipType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

export type ReportProblem = 'amount' | 'when' | 'slip_missing' | 'slip_type' | 'slip_size';

export interface ReportFields {
  amount: string;
  /** yyyy-mm-dd and hh:mm, Bangkok time, as a date and a time input give them. */
  date: string;
  time: string;
}

export interface CheckedReport {
  amountSatang: Satang;
  /** The moment in ISO form (Bangkok is UTC+7 all year). */
  transferredAt: string;
}

/**
 * The report's fields, checked: a positive amount, a moment not in the future (a few minutes of clock
 * difference allowed) nor more than a year back. Problems are per field, for the form to word.
 */
export function checkReport(
  fields: ReportFields,
  now: Date,
): { ok: true; report: CheckedReport } | { ok: false; problems: ReportProblem[] } {
  const problems: ReportProblem[] = [];
  const amountSatang = parseBahtText(fields.amount);
  if (amountSatang === null) problems.push('amount');
  let transferredAt: string | null = null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(fields.date) && /^\d{2}:\d{2}$/.test(fields.time || '00:00')) {
    const moment = bangkokMoment(fields.date, fields.time || '00:00');
    const ms = moment.getTime();
    if (!Number.isNaN(ms) && ms <= now.getTime() + 10 * 60_000 && ms >= now.getTime() - 366 * 24 * 3600_000)
      transferredAt = moment.toISOString();
  }
  if (transferredAt === null) problems.push('when');
  if (problems.length > 0 || amountSatang === null || transferredAt === null) return { ok: false, problems };
  return { ok: true, report: { amountSatang, transferredAt } };
}

/** The slip's problem, or its sniffed type. */
export function checkSlip(bytes: Uint8Array | null): { ok: true; type: SlipType } | { ok: false; problem: ReportProblem } {
  if (!bytes || bytes.length === 0) return { ok: false, problem: 'slip_missing' };
  if (bytes.length > MAX_SLIP_BYTES) return { ok: false, problem: 'slip_size' };
  const type = sniffSlipType(bytes);
  return type ? { ok: true, type } : { ok: false, problem: 'slip_type' };
}
