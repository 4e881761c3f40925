// LINE messages (decision 0072): which e-mails get a LINE push and what it says (short, the client's
// language, one dashboard link); how LINE's answers are read (429 waits, 400/403 means unreachable);
// and the configuration (off in production without LINE_MESSAGING_TOKEN, the console locally).
import { describe, expect, it } from 'vitest';
import { lineMessageFor } from '../../../../src/server/mail/line/messages';
import { lineStatusError, LocalLineTransport, LineMessagingTransport } from '../../../../src/server/mail/line/transport';
import { configuredLineTransport, lineMessagesOn } from '../../../../src/server/mail/line/configured';
import { configFrom, readConfig } from '../../../../src/server/config';
import { PRODUCTION_ENV } from '../../support/productionEnv';

const client = { name: 'สมชาย ใจดี', email: 'somchai@example.test' };
const link = 'https://siampixel.example/th/dashboard/payments';

describe('LINE message texts', () => {
  it('says a quotation is ready, in Thai, with the link and the package', () => {
    const message = lineMessageFor('quote_status', {
      to: client,
      locale: 'th',
      name: client.name,
      status: 'quoted',
      packageName: 'Website Starter',
      dashboardUrl: 'https://siampixel.example/th/dashboard',
    });
    expect(message?.locale).toBe('th');
    expect(message?.text).toContain('ใบเสนอราคา');
    expect(message?.text).toContain('Website Starter');
    expect(message?.text).toContain('https://siampixel.example/th/dashboard');
    expect(message!.text.length).toBeLessThan(300);
  });

  it('has no push for other statuses, for a visitor without a dashboard, or for kinds that are not updates', () => {
    expect(lineMessageFor('quote_status', { to: client, locale: 'en', name: 'A', status: 'reviewed', dashboardUrl: link })).toBeNull();
    expect(lineMessageFor('quote_status', { to: client, locale: 'en', name: 'A', status: 'quoted', dashboardUrl: null })).toBeNull();
    expect(lineMessageFor('quote_reply', { locale: 'en', client, quoteId: 'q', link, reply: 'Hi', hasAccount: false })).toBeNull();
    expect(lineMessageFor('password_reset', { to: client.email, name: 'A', link, locale: 'en' })).toBeNull();
  });

  it('names the instalment and its day for reminders, in the client’s calendar', () => {
    const input = {
      locale: 'th' as const,
      client,
      link,
      stopLink: link,
      instalment: { position: 2, count: 3, label: { en: 'Launch', th: 'เปิดตัวเว็บไซต์' } },
      amount: 3_350_000,
      dueDate: '2026-12-20',
      daysOverdue: 7,
    };
    const overdue = lineMessageFor('reminder_instalment_overdue', input)!.text;
    expect(overdue).toContain('งวดที่ 2 จาก 3');
    expect(overdue).toContain('2569'); // Buddhist era
    expect(overdue).toContain(link);
    expect(lineMessageFor('reminder_instalment_due', { ...input, locale: 'en', daysOverdue: null })!.text).toMatch(
      /instalment 2 of 3 is due on .*2026/,
    );
  });

  it('says a payment was received and a document issued, with the receipt link', () => {
    expect(
      lineMessageFor('receipt_credit_note', {
        locale: 'en',
        client,
        amount: 100,
        number: 'CN-2026-0001',
        original: 'RC-1',
        reason: 'x',
        link,
        attached: true,
      })!.text,
    ).toContain('CN-2026-0001');
    expect(
      lineMessageFor('quote_payment_received', {
        locale: 'th',
        client,
        quoteId: 'q',
        link,
        received: 100,
        settlement: { outcome: 'settled' } as never,
      })!.text,
    ).toContain('ได้รับยอดชำระ');
  });
});

describe('LINE answers', () => {
  it('retries a 429 after the wait it names, and never drops it', () => {
    const error = lineStatusError(429, new Headers({ 'retry-after': '30' }), '{"message":"Too Many Requests"}');
    expect(error).toMatchObject({ failure: 'retry', status: 429, retryAfterMs: 30_000, message: 'LINE 429: Too Many Requests' });
  });

  it('reads 400 and 403 as a person LINE cannot reach, 401 and 5xx as retryable, other 4xx as refused', () => {
    expect(lineStatusError(403, {}, '').failure).toBe('unreachable');
    expect(lineStatusError(400, {}, '{"message":"Failed to send messages"}').failure).toBe('unreachable');
    expect(lineStatusError(401, {}, '').failure).toBe('retry');
    expect(lineStatusError(503, {}, 'not json').failure).toBe('retry');
    expect(lineStatusError(413, {}, '').failure).toBe('rejected');
  });

  it('logs locally', async () => {
    const lines: string[] = [];
    await new LocalLineTransport((line) => lines.push(line)).push({ id: '1', to: 'U1', text: 'Hello' });
    expect(lines[0]).toContain('Hello');
  });
});

describe('LINE messages configuration', () => {
  it('is off in production without a token, on with one; the console locally', () => {
    const production = configFrom(PRODUCTION_ENV);
    expect(lineMessagesOn(production)).toBe(false);
    expect(configuredLineTransport(production)).toBeUndefined();
    const withToken = configFrom({ ...PRODUCTION_ENV, LINE_MESSAGING_TOKEN: 'token', LINE_MESSAGING_SECRET: 'secret' });
    expect(lineMessagesOn(withToken)).toBe(true);
    expect(configuredLineTransport(withToken)).toBeInstanceOf(LineMessagingTransport);
    expect(configuredLineTransport(configFrom({}))).toBeInstanceOf(LocalLineTransport);
  });

  it('refuses a token without the channel secret in production (the webhook could not be checked)', () => {
    const result = readConfig({ ...PRODUCTION_ENV, LINE_MESSAGING_TOKEN: 'token' });
    expect(result.ok ? [] : result.problems.join(' ')).toMatch(/LINE_MESSAGING_TOKEN is set without LINE_MESSAGING_SECRET/);
    expect(configFrom({ ...PRODUCTION_ENV, LINE_MESSAGING_TOKEN: 'token', LINE_MESSAGING_SECRET: 'secret' }).lineMessaging.secret).toBe(
      'secret',
    );
  });

  it('refuses an http API host in production', () => {
    const result = readConfig({ ...PRODUCTION_ENV, LINE_MESSAGING_TOKEN: 't', LINE_MESSAGING_API_BASE: 'http://api.line.example' });
    expect(result.ok ? [] : result.problems.join(' ')).toMatch(/LINE_MESSAGING_API_BASE must use https/);
  });
});
