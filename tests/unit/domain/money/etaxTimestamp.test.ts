// The day a time-stamped copy arrived (issue 37, decision 0076): a real day, not before the document's
// issue, not after today, both in Bangkok; and the action's input.
import { describe, expect, it } from 'vitest';
import {
  checkTimestampDay,
  checkTimestampedFile,
  etaxTimestampAction,
  MAX_TIMESTAMPED_BYTES,
} from '../../../../src/domain/money/etaxTimestamp';

// Issued 1 December 2026, 23:30 Bangkok (16:30 UTC): a Bangkok day ahead of UTC's.
const issuedAt = new Date('2026-12-01T16:30:00Z');
const now = new Date('2026-12-03T17:30:00Z'); // 4 December, 00:30 Bangkok

describe('checkTimestampDay', () => {
  it('takes the issue day through today, in Bangkok', () => {
    expect(checkTimestampDay('2026-12-01', issuedAt, now)).toBeNull();
    expect(checkTimestampDay('2026-12-04', issuedAt, now)).toBeNull();
  });
  it('refuses a day before the issue, a day after today, and what is no day', () => {
    expect(checkTimestampDay('2026-11-30', issuedAt, now)).toBe('before_issue');
    expect(checkTimestampDay('2026-12-05', issuedAt, now)).toBe('future');
    for (const day of ['2026-02-30', '1/12/2026', '', '2019-12-31']) expect(checkTimestampDay(day, issuedAt, now)).toBe('date');
  });
});

describe('the action input', () => {
  it('needs a document id and a calendar day, and words what is wrong', () => {
    const ok = etaxTimestampAction.safeParse({ documentId: '2b8f7c1e-1d2a-4c3b-9a8e-0f1e2d3c4b5a', receivedOn: ' 2026-12-02 ' });
    expect(ok.success && ok.data).toMatchObject({ receivedOn: '2026-12-02', locale: 'en' });
    const bad = etaxTimestampAction.safeParse({ documentId: 'x', receivedOn: '2026-13-01' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => issue.message).sort()).toEqual(['etax.timestamp.error.date', 'etax.timestamp.error.not_found']);
  });
});

describe('checkTimestampedFile', () => {
  const bytes = (text: string) => new Uint8Array(Buffer.from(text));
  it('takes no file, or a PDF by its first bytes up to the limit', () => {
    expect(checkTimestampedFile(null)).toBeNull();
    expect(checkTimestampedFile(new Uint8Array())).toBeNull();
    expect(checkTimestampedFile(bytes('%PDF-1.7\n'))).toBeNull();
  });
  it('refuses anything else, whatever its name said, and a file over the limit', () => {
    for (const text of ['<html><script>', 'GIF89a', ' %PDF-1.7', '%PDF']) expect(checkTimestampedFile(bytes(text))).toBe('file_type');
    const big = new Uint8Array(MAX_TIMESTAMPED_BYTES + 1);
    big.set(bytes('%PDF-1.7'));
    expect(checkTimestampedFile(big)).toBe('file_size');
  });
});
