// @vitest-environment happy-dom
/**
 * The quote dialog's receipts section (decision 0064): the credit-note and refund forms check what they
 * can before asking (an amount in baht to the satang, at most what remains; a reason), keep what was
 * typed, send satang and the trimmed reason, and word the server's refusal. The limits themselves are
 * the database's (tests/integration/documents/receiptMoney.test.ts).
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ReceiptMoneySection from '../../src/islands/admin/ReceiptMoneySection';
import en from '../../src/i18n/en';
import { makeT } from '../../src/client/i18n';
import type { AdminT } from '../../src/islands/admin/words';
import { actions } from './support/astroActions';

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const t = makeT(en) as unknown as AdminT;
const QUOTE = '11111111-1111-4111-8111-111111111111';
const RECEIPT = '22222222-2222-4222-8222-222222222222';
const receipt = (creditable: number, refundable: number) => ({
  id: RECEIPT,
  number: 'RT-2569-0001',
  type: 'tax_invoice',
  issuedAt: '2026-12-02T03:00:00.000Z',
  totalSatang: 2_490_000,
  creditableSatang: creditable,
  refundableSatang: refundable,
  credits: [],
  refunds: [],
});

async function open(button: string) {
  actions.admin['receiptMoney']!.mockResolvedValue({ data: [receipt(2_490_000, 2_490_000)], error: undefined });
  render(<ReceiptMoneySection quoteId={QUOTE} t={t} locale="en" />);
  await userEvent.click(await screen.findByRole('button', { name: button }));
}

describe('issuing a credit note', () => {
  it('asks for an amount within what remains and a reason before sending, keeping what was typed', async () => {
    await open(en['admin.money.issueCredit']);
    const amount = screen.getByLabelText(/Amount \(THB, VAT included\)/);
    await userEvent.type(amount, '30,000');
    await userEvent.click(screen.getByRole('button', { name: en['admin.money.issueCreditSubmit'] }));
    expect(screen.getByText(en['admin.money.problem.over'])).toBeTruthy();
    expect(screen.getByText('Give the reason for the credit note (3–300 characters).')).toBeTruthy();
    expect((amount as HTMLInputElement).value).toBe('30,000');
    await userEvent.clear(amount);
    await userEvent.type(amount, '12.345');
    await userEvent.click(screen.getByRole('button', { name: en['admin.money.issueCreditSubmit'] }));
    expect(screen.getByText(en['admin.money.problem.amount'])).toBeTruthy();
    expect(actions.admin['issueCreditNote']).not.toHaveBeenCalled();
  });

  it('sends satang and the trimmed reason, then shows the new number', async () => {
    await open(en['admin.money.issueCredit']);
    actions.admin['issueCreditNote']!.mockResolvedValue({
      data: { ok: true, documentId: RECEIPT, number: 'CN-2569-0004' },
      error: undefined,
    });
    await userEvent.type(screen.getByLabelText(/Amount \(THB, VAT included\)/), '2,490.50');
    await userEvent.type(screen.getByLabelText(/Reason/), '  Late launch  ');
    await userEvent.click(screen.getByRole('button', { name: en['admin.money.issueCreditSubmit'] }));
    await waitFor(() => expect(screen.getByText('Credit note CN-2569-0004 issued.')).toBeTruthy());
    expect(actions.admin['issueCreditNote']).toHaveBeenCalledWith({ documentId: RECEIPT, amountSatang: 249_050, reason: 'Late launch' });
  });

  it('words the server’s refusal when another credit took the remainder first', async () => {
    await open(en['admin.money.issueCredit']);
    actions.admin['issueCreditNote']!.mockResolvedValue({ data: { ok: false, problem: 'over' }, error: undefined });
    await userEvent.type(screen.getByLabelText(/Amount \(THB, VAT included\)/), '100');
    await userEvent.type(screen.getByLabelText(/Reason/), 'Goodwill');
    await userEvent.click(screen.getByRole('button', { name: en['admin.money.issueCreditSubmit'] }));
    await waitFor(() => expect(screen.getByText(en['admin.money.problem.over'])).toBeTruthy());
  });
});

describe('recording a refund', () => {
  it('refuses more than can be refunded before sending, then sends the refund', async () => {
    await open(en['admin.money.recordRefund']);
    const amount = screen.getByLabelText(/Amount \(THB, VAT included\)/);
    await userEvent.type(amount, '24,900.01');
    await userEvent.click(screen.getByRole('button', { name: en['admin.money.recordRefundSubmit'] }));
    expect(screen.getByText(en['admin.money.problem.refundOver'])).toBeTruthy();
    expect(actions.admin['recordRefund']).not.toHaveBeenCalled();
    actions.admin['recordRefund']!.mockResolvedValue({ data: { ok: true, refundId: RECEIPT }, error: undefined });
    await userEvent.clear(amount);
    await userEvent.type(amount, '500');
    await userEvent.selectOptions(screen.getByLabelText(en['admin.money.method']), 'cash');
    await userEvent.click(screen.getByRole('button', { name: en['admin.money.recordRefundSubmit'] }));
    await waitFor(() => expect(screen.getByText(en['admin.money.refundRecorded'])).toBeTruthy());
    expect(actions.admin['recordRefund']).toHaveBeenCalledWith(
      expect.objectContaining({ documentId: RECEIPT, amountSatang: 50_000, method: 'cash' }),
    );
  });
});
