// @vitest-environment happy-dom
/**
 * The studio's "received" form (decision 0064) starts from the client's transfer report: its amount,
 * its day, and the withholding that amount implies. A company that reported the whole amount withheld
 * nothing; one that reported the net withheld the 3%; without a report the expected split fills it.
 */
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReceivedForm } from '../../src/islands/admin/scheduleSection/ReceivedForm';
import en from '../../src/i18n/en';
import { makeT } from '../../src/client/i18n';
import type { AdminT } from '../../src/islands/admin/words';

afterEach(cleanup);

const t = makeT(en) as unknown as AdminT;
const expected = { net: 2_600_000, withholding: 75_000 };

function open(report: { amountSatang: number; transferredAt: string } | null) {
  const onSubmit = vi.fn();
  render(<ReceivedForm t={t} busy={false} locale="en" expected={expected} report={report} onCancel={() => {}} onSubmit={onSubmit} />);
  return onSubmit;
}

describe('the received form', () => {
  it('a company that reported the whole amount withheld nothing', async () => {
    const onSubmit = open({ amountSatang: 2_675_000, transferredAt: '2026-12-01T03:00:00.000Z' });
    expect(screen.getByLabelText(en['admin.schedule.received'])).toHaveProperty('value', '26750.00');
    expect(screen.getByLabelText(en['admin.schedule.withheld'])).toHaveProperty('value', '0.00');
    await userEvent.click(screen.getByRole('button', { name: en['admin.schedule.record'] }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ receivedSatang: 2_675_000, withheldSatang: 0, receivedOn: '2026-12-01' }),
    );
  });

  it('one that reported the net withheld the 3%', () => {
    open({ amountSatang: 2_600_000, transferredAt: '2026-12-01T03:00:00.000Z' });
    expect(screen.getByLabelText(en['admin.schedule.withheld'])).toHaveProperty('value', '750.00');
  });

  it('without a report, the expected split', () => {
    open(null);
    expect(screen.getByLabelText(en['admin.schedule.received'])).toHaveProperty('value', '26000.00');
    expect(screen.getByLabelText(en['admin.schedule.withheld'])).toHaveProperty('value', '750.00');
  });
});
