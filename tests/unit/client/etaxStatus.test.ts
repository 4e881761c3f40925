// Payment History's e-Tax line (issue 37, decision 0069): what each state of the e-mail says.
import { describe, expect, it } from 'vitest';
import { etaxLabel } from '../../../src/components/payments/etaxStatus';
import { formatDate } from '../../../src/i18n/format';

describe('etaxLabel', () => {
  it('says nothing for a document the route did not send, and each state otherwise', () => {
    expect(etaxLabel(null)).toBeNull();
    expect(etaxLabel({ status: 'pending', attempts: 0, sentAt: null })).toEqual({ key: 'payments.etax.pending', date: null });
    expect(etaxLabel({ status: 'sending', attempts: 0, sentAt: null })).toEqual({ key: 'payments.etax.pending', date: null });
    expect(etaxLabel({ status: 'pending', attempts: 2, sentAt: null })).toEqual({ key: 'payments.etax.retrying', date: null });
    expect(etaxLabel({ status: 'failed', attempts: 8, sentAt: null })).toEqual({ key: 'payments.etax.failed', date: null });
    expect(etaxLabel({ status: 'sent', attempts: 1, sentAt: new Date('2026-12-02T03:00:00Z') })).toEqual({
      key: 'payments.etax.sent',
      date: '2026-12-02T03:00:00.000Z',
    });
  });

  it('says the time-stamped copy arrived once the studio recorded it (decision 0076), on that Bangkok day', () => {
    const label = etaxLabel({ status: 'sent', attempts: 1, sentAt: new Date('2026-12-02T03:00:00Z'), timestampedOn: '2026-12-03' });
    expect(label).toEqual({ key: 'payments.etax.timestamped', date: '2026-12-03T05:00:00.000Z' });
    expect(formatDate('th', label!.date!)).toBe('3 ธ.ค. 2569');
    expect(formatDate('en', label!.date!)).toBe('Dec 3, 2026');
  });
});
