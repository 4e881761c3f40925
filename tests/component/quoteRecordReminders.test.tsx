// @vitest-environment happy-dom
/**
 * The quote's record shows the studio what was sent (issue 38, decision 0071): a reminder the scheduled
 * run queued is listed with the quote's other e-mails and marked as a reminder; other e-mails are not.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import QuoteRecordView from '../../src/islands/admin/QuoteRecordView';
import en from '../../src/i18n/en';
import th from '../../src/i18n/th';
import { makeT } from '../../src/client/i18n';
import type { AdminT } from '../../src/islands/admin/words';
import type { QuoteRecord } from '../../src/domain/admin';

afterEach(cleanup);

const record: QuoteRecord = {
  quote: {
    id: '11111111-1111-4111-8111-111111111111',
    packageName: 'Custom plan',
    packageNameTh: null,
    originalPrice: null,
    quotedPrice: 30_000,
    quotedTimeline: '4 weeks',
    adminNotes: null,
    customLines: [],
    status: 'quoted',
    description: 'Clinic site',
    client: { name: 'Ann Client', email: 'ann@example.test', company: '', phone: '' },
    source: 'modal',
    locale: 'en',
    hasAccount: true,
    createdAt: '2026-12-01T03:00:00.000Z',
    acceptedPrice: null,
    messages: [],
    waitingForAnswer: false,
    unreadMessages: 0,
  },
  quantity: 1,
  details: [],
  plan: null,
  paid: false,
  orders: [],
  creditNotes: [],
  quotations: [],
  acceptance: null,
  emails: [
    {
      id: 'e2',
      subject: 'Your quotation holds until Dec 12, 2026',
      kind: 'reminder_quote_lapsing',
      status: 'sent',
      createdAt: '2026-12-10T03:00:00.000Z',
      sentAt: '2026-12-10T03:01:00.000Z',
    },
    {
      id: 'e1',
      subject: 'Your quote is ready',
      kind: 'quote_status',
      status: 'sent',
      createdAt: '2026-12-01T03:00:00.000Z',
      sentAt: '2026-12-01T03:01:00.000Z',
    },
  ],
  trail: [],
};

describe('the quote record’s e-mails', () => {
  it.each([
    ['en', en],
    ['th', th],
  ] as const)('%s: marks the reminders the run sent, and only them', (locale, words) => {
    const { container } = render(<QuoteRecordView record={record} t={makeT(words) as unknown as AdminT} locale={locale} />);
    const reminder = container.querySelector<HTMLElement>('[data-quote-email="reminder_quote_lapsing"]')!;
    expect(within(reminder).getByText(words['admin.record.reminder'])).toBeTruthy();
    expect(within(reminder).getByText('Your quotation holds until Dec 12, 2026')).toBeTruthy();
    const other = container.querySelector<HTMLElement>('[data-quote-email="quote_status"]')!;
    expect(within(other).queryByText(words['admin.record.reminder'])).toBeNull();
    expect(screen.getAllByText(words['admin.record.reminder'])).toHaveLength(1);
  });
});
