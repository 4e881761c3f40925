import { describe, expect, it } from 'vitest';
import {
  bangkokHour,
  bangkokIsoDay,
  daysBetween,
  digestCounts,
  dueReminders,
  overdueStep,
  type InstalmentFact,
  type QuotationFact,
  type ReminderFacts,
  type WithholdingFact,
} from '../../../../src/domain/reminders/rules';

// 10.00 in Bangkok on 10 December 2026 (03.00 UTC).
const NOW = new Date('2026-12-10T03:00:00Z');
const none: ReminderFacts = { quotations: [], instalments: [], withholdings: [], unansweredQuotes: 0 };
const quotation = (validUntil: string, extra: Partial<QuotationFact> = {}): QuotationFact => ({
  quoteId: 'q1',
  revisionId: 'r1',
  validUntil,
  open: true,
  clientOptedOut: false,
  ...extra,
});
const instalment = (dueDate: string | null, extra: Partial<InstalmentFact> = {}): InstalmentFact => ({
  quoteId: 'q1',
  instalmentId: 'i1',
  dueDate,
  paid: false,
  clientOptedOut: false,
  ...extra,
});
const withholding = (paidOn: string, extra: Partial<WithholdingFact> = {}): WithholdingFact => ({
  documentId: 'd1',
  quoteId: 'q1',
  paidOn,
  certificate: 'missing',
  clientOptedOut: false,
  ...extra,
});
/** The event keys due; the client's reminders only unless `digest` (the digest goes with anything waiting). */
const kinds = (facts: Partial<ReminderFacts>, now = NOW, digest = false) =>
  dueReminders({ ...none, ...facts }, { now, ...(digest ? {} : { disabled: new Set(['studio_digest'] as const) }) }).map((r) => r.eventKey);

describe('Bangkok days', () => {
  it('counts calendar days in Bangkok, where 18.00 UTC is already tomorrow', () => {
    expect(bangkokIsoDay(new Date('2026-12-10T16:59:59Z'))).toBe('2026-12-10');
    expect(bangkokIsoDay(new Date('2026-12-10T17:00:00Z'))).toBe('2026-12-11');
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(daysBetween('2026-12-10', '2026-12-07')).toBe(-3);
    expect(bangkokHour(new Date('2026-12-10T01:00:00Z'))).toBe(8);
  });
});

describe('a quotation lapsing', () => {
  it('is reminded from three days before its last valid day until that day', () => {
    expect(kinds({ quotations: [quotation('2026-12-14')] })).toEqual([]);
    expect(kinds({ quotations: [quotation('2026-12-13')] })).toEqual(['quote_lapsing:r1']);
    expect(kinds({ quotations: [quotation('2026-12-10')] })).toEqual(['quote_lapsing:r1']);
    expect(kinds({ quotations: [quotation('2026-12-09')] })).toEqual([]);
  });

  it('only while the client has still to answer, and not to a client who turned reminders off', () => {
    expect(kinds({ quotations: [quotation('2026-12-12', { open: false })] })).toEqual([]);
    expect(kinds({ quotations: [quotation('2026-12-12', { clientOptedOut: true })] })).toEqual([]);
  });

  it('is a new event for a new revision (the validity was renewed)', () => {
    expect(kinds({ quotations: [quotation('2026-12-12', { revisionId: 'r2' })] })).toEqual(['quote_lapsing:r2']);
  });
});

describe('an instalment', () => {
  it('is reminded three days before its due date, and not before it is due at all', () => {
    expect(kinds({ instalments: [instalment('2026-12-14')] })).toEqual([]);
    expect(kinds({ instalments: [instalment('2026-12-13')] })).toEqual(['instalment_due_soon:i1']);
    expect(kinds({ instalments: [instalment('2026-12-10')] })).toEqual(['instalment_due_soon:i1']);
    expect(kinds({ instalments: [instalment(null)] })).toEqual([]);
  });

  it('is overdue after 1, 7 and 14 days, one step at a time, and the latest step only after missed runs', () => {
    expect(kinds({ instalments: [instalment('2026-12-09')] })).toEqual(['instalment_overdue_1:i1']);
    expect(kinds({ instalments: [instalment('2026-12-04')] })).toEqual(['instalment_overdue_1:i1']);
    expect(kinds({ instalments: [instalment('2026-12-03')] })).toEqual(['instalment_overdue_7:i1']);
    expect(kinds({ instalments: [instalment('2026-11-26')] })).toEqual(['instalment_overdue_14:i1']);
    expect(kinds({ instalments: [instalment('2026-10-01')] })).toEqual(['instalment_overdue_14:i1']);
    expect(overdueStep(0)).toBeNull();
  });

  it('says nothing once paid, or to a client who turned reminders off', () => {
    expect(kinds({ instalments: [instalment('2026-12-03', { paid: true })] })).toEqual([]);
    expect(kinds({ instalments: [instalment('2026-12-03', { clientOptedOut: true })] })).toEqual([]);
  });
});

describe('a withholding certificate', () => {
  it('is asked for when still missing 30 days after the payment', () => {
    expect(kinds({ withholdings: [withholding('2026-11-11')] })).toEqual([]);
    expect(kinds({ withholdings: [withholding('2026-11-10')] })).toEqual(['withholding_missing:d1']);
  });

  it('not when the client reported it sent or the studio has it', () => {
    expect(kinds({ withholdings: [withholding('2026-10-01', { certificate: 'sent' })] })).toEqual([]);
    expect(kinds({ withholdings: [withholding('2026-10-01', { certificate: 'received' })] })).toEqual([]);
  });
});

describe("the studio's daily digest", () => {
  const waiting: ReminderFacts = {
    quotations: [quotation('2026-12-12', { clientOptedOut: true })],
    instalments: [instalment('2026-12-01', { clientOptedOut: true }), instalment('2026-12-20', { instalmentId: 'i2' })],
    withholdings: [withholding('2026-10-01', { clientOptedOut: true })],
    unansweredQuotes: 2,
  };

  it('counts what waits, whatever the client chose', () => {
    expect(digestCounts(waiting, NOW)).toEqual({ unanswered: 2, lapsing: 1, overdue: 1, certificates: 1 });
  });

  it('goes once a Bangkok day, from 08.00, and only when something waits', () => {
    expect(kinds(waiting, NOW, true)).toEqual(['studio_digest:2026-12-10']);
    expect(kinds(waiting, new Date('2026-12-10T00:59:00Z'), true)).toEqual([]);
    expect(kinds(none, NOW, true)).toEqual([]);
  });
});

describe("the studio's switches", () => {
  it('leave out each kind switched off, and only that kind', () => {
    const facts: ReminderFacts = {
      ...none,
      quotations: [quotation('2026-12-12')],
      instalments: [instalment('2026-12-03')],
    };
    const off = (kind: 'quote_lapsing' | 'instalment_overdue' | 'studio_digest') =>
      dueReminders(facts, { now: NOW, disabled: new Set([kind]) }).map((r) => r.kind);
    expect(off('quote_lapsing')).toEqual(['instalment_overdue', 'studio_digest']);
    expect(off('instalment_overdue')).toEqual(['quote_lapsing', 'studio_digest']);
    expect(off('studio_digest')).toEqual(['quote_lapsing', 'instalment_overdue']);
  });
});
