// Payment History's e-Tax line (issue 37, decision 0069): what each state of the e-mail says.
import { describe, expect, it } from 'vitest';
import { etaxLabel } from '../../../src/components/payments/etaxStatus';

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
});
