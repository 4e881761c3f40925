// The typed enqueue helpers: each writes one row with the right kind, recipient, reply-to and
// language, inside the caller's transaction (rolled back with it), and an admin may queue the
// quote-status e-mail under RLS.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MailQueue } from '../../../src/server/mail/outbox';
import type { Tx } from '../../../src/server/db/types';
import { createUser, setProfileRole } from '../support/actors';
import { engines, openTestDatabase, type TestDatabase } from '../support/database';
import { clearOutbox } from '../support/fakeSendgrid';

const STUDIO = 'team@siampixel.example';
const mail = new MailQueue({ logToConsole: false, studioInbox: STUDIO });
const customer = { name: 'สมชาย ใจดี', email: 'somchai@example.test', phone: '081 234 5678', company: 'ใจดี จำกัด' };
const plan = {
  title: 'ร้านค้าออนไลน์',
  description: 'ร้านขายผ้าไหม'.repeat(10),
  timeline: '4-6 สัปดาห์',
  basePrice: 25000,
  finalPrice: 30000,
  features: [{ name: 'ระบบอีคอมเมิร์ซ', price: 5000 }],
};
const details = { business_name: 'ใจดี', timeline: '1 เดือน', quantity: 1 };
const related = { relatedTable: 'quotes', relatedId: '00000000-0000-4000-8000-000000000001' };

type Helper = [kind: string, queue: (tx: Tx) => Promise<string>, expected: { to: string; replyTo: string; locale: 'en' | 'th' }];
const toStudio = { to: STUDIO, replyTo: customer.email, locale: 'en' } as const;
const toCustomer = { to: customer.email, replyTo: STUDIO, locale: 'th' } as const;

const helpers: Helper[] = [
  [
    'onboarding_request',
    (tx) =>
      mail.enqueue(
        tx,
        'onboarding_request',
        {
          ...customer,
          selectedPackage: 'Business',
          packagePrice: 45000,
          projectDescription: 'x'.repeat(60),
          source: 'modal',
          locale: 'th',
        },
        related,
      ),
    toStudio,
  ],
  [
    'onboarding_confirmation',
    (tx) =>
      mail.enqueue(
        tx,
        'onboarding_confirmation',
        {
          to: customer,
          name: customer.name,
          selectedPackage: 'Business',
          packagePrice: 45000,
          projectDescription: 'x'.repeat(60),
          locale: 'th',
        },
        related,
      ),
    toCustomer,
  ],
  [
    'contact_notification',
    (tx) => mail.enqueue(tx, 'contact_notification', { ...customer, subject: 'สอบถาม', message: 'สวัสดีครับ', locale: 'th' }),
    toStudio,
  ],
  [
    'contact_thank_you',
    (tx) => mail.enqueue(tx, 'contact_thank_you', { ...customer, subject: 'สอบถาม', message: 'สวัสดีครับ', locale: 'th' }),
    toCustomer,
  ],
  [
    'purchase_attempt',
    (tx) =>
      mail.enqueue(
        tx,
        'purchase_attempt',
        { ...customer, packageName: 'Business', amount: 45000, projectDetails: details, locale: 'th' },
        related,
      ),
    toStudio,
  ],
  [
    'quote_confirmation',
    (tx) =>
      mail.enqueue(
        tx,
        'quote_confirmation',
        { ...customer, packageName: 'Business', amount: 45000, projectDetails: details, locale: 'th' },
        related,
      ),
    toCustomer,
  ],
  [
    'custom_project_plan',
    (tx) => mail.enqueue(tx, 'custom_project_plan', { to: customer, name: customer.name, locale: 'th', plan }, related),
    toCustomer,
  ],
  [
    'quote_request_without_account',
    (tx) =>
      mail.enqueue(tx, 'quote_request_without_account', { ...customer, locale: 'th', projectDescription: plan.description, plan }, related),
    toStudio,
  ],
  [
    'quote_status',
    (tx) =>
      mail.enqueue(tx, 'quote_status', { to: customer, locale: 'th', name: customer.name, status: 'quoted', quotedPrice: 52000 }, related),
    toCustomer,
  ],
];

interface Row {
  kind: string;
  to_email: string;
  to_name: string | null;
  reply_to: string | null;
  locale: string;
  status: string;
  subject: string;
  html: string;
  text: string;
}

describe.each(engines)('mail queue helpers on %s', (engine) => {
  let handle: TestDatabase;
  const rowOf = async (id: string) =>
    (await handle.db.asService((tx) =>
      tx.one<Row>('select kind, to_email, to_name, reply_to, locale, status, subject, html, text from public.email_outbox where id = $1', [
        id,
      ]),
    ))!;

  beforeAll(async () => {
    handle = await openTestDatabase(engine);
  });
  afterAll(() => handle.close());
  beforeEach(() => clearOutbox(handle.db));

  it.each(helpers)('%s: queued pending, to the right recipient, reply-to and language', async (kind, queue, expected) => {
    const id = await handle.db.asService(queue);
    const row = await rowOf(id);
    expect(row).toMatchObject({ kind, to_email: expected.to, reply_to: expected.replyTo, locale: expected.locale, status: 'pending' });
    expect(row.to_name).toBe(expected.to === STUDIO ? 'Siam Pixel Studio' : customer.name);
    expect(row.subject.trim()).not.toBe('');
    expect(row.html).toContain(`lang="${expected.locale}"`);
    expect(row.text).not.toBe('');
  });

  it('links lead e-mails to their row', async () => {
    const id = await handle.db.asService((tx) =>
      mail.enqueue(tx, 'quote_status', { to: customer, locale: 'en', name: 'Ann', status: 'approved' }, related),
    );
    const link = await handle.db.asService((tx) => tx.one('select related_table, related_id from public.email_outbox where id = $1', [id]));
    expect(link).toEqual({ related_table: 'quotes', related_id: related.relatedId });
  });

  it('rolls the e-mail back with the transaction it was queued in', async () => {
    await expect(
      handle.db.asService(async (tx) => {
        await mail.enqueue(tx, 'contact_thank_you', { ...customer, subject: 'Hi', message: 'Hi', locale: 'en' });
        throw new Error('the lead could not be saved');
      }),
    ).rejects.toThrow('the lead could not be saved');
    expect(await handle.db.asService((tx) => tx.query('select id from public.email_outbox'))).toHaveLength(0);
  });

  it('lets an admin queue a quote-status e-mail, and no customer', async () => {
    const admin = await createUser(handle.db, { email: `admin-${engine}-${Date.now()}@example.test` });
    await setProfileRole(handle.db, admin.id, 'admin');
    const customerUser = await createUser(handle.db, { email: `client-${engine}-${Date.now()}@example.test` });
    const queue = (tx: Tx) => mail.enqueue(tx, 'quote_status', { to: customer, locale: 'en', name: 'Ann', status: 'reviewed' });

    const id = await handle.db.asCaller(admin.claims, queue);
    expect((await rowOf(id)).kind).toBe('quote_status');
    await expect(handle.db.asCaller(customerUser.claims, queue)).rejects.toMatchObject({ code: '42501' });
  });
});
