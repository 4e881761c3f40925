// Which transport a process gets, how a provider's wait is read, and what the local transport prints.
import { describe, expect, it } from 'vitest';
import {
  LocalTransport,
  SendGridTransport,
  configuredTransport,
  sendGridBody,
  sendGridFrom,
  statusError,
  unreachable,
} from '../../../src/server/mail/transport';
import { retryAfter } from '../../../src/server/http/retryAfter';
import { configFrom } from '../../../src/server/config';
import { PRODUCTION_ENV } from '../support/productionEnv';

describe('configuredTransport', () => {
  it('uses SendGrid whenever a key is set, and always in production', () => {
    expect(configuredTransport(configFrom({ SENDGRID_API_KEY: 'SG.x' }))).toBeInstanceOf(SendGridTransport);
    expect(configuredTransport(configFrom(PRODUCTION_ENV))).toBeInstanceOf(SendGridTransport);
  });

  it('prints to the console in local mode without a key', () => {
    expect(configuredTransport(configFrom({}))).toBeInstanceOf(LocalTransport);
  });

  it('refuses to build SendGrid without a key, saying what happens to the e-mails', () => {
    expect(() => sendGridFrom(configFrom({}).mail)).toThrow('SENDGRID_API_KEY is not set: e-mails stay in the outbox until it is.');
  });
});

describe('retryAfter', () => {
  const now = Date.parse('2026-11-22T07:00:00Z');

  it('reads Retry-After in seconds or as an HTTP date, before X-RateLimit-Reset', () => {
    expect(retryAfter({ 'retry-after': '120', 'x-ratelimit-reset': String(now / 1000 + 600) }, now)).toBe(120_000);
    expect(retryAfter({ 'Retry-After': 'Sun, 22 Nov 2026 07:01:30 GMT' }, now)).toBe(90_000);
  });

  it('falls back to X-RateLimit-Reset, a Unix time in seconds', () => {
    expect(retryAfter({ 'x-ratelimit-reset': String(now / 1000 + 45) }, now)).toBe(45_000);
    expect(retryAfter({ get: (name: string) => (name === 'x-ratelimit-reset' ? String(now / 1000 + 5) : undefined) }, now)).toBe(5_000);
  });

  it('never answers a negative wait, and nothing when the provider said nothing', () => {
    expect(retryAfter({ 'x-ratelimit-reset': String(now / 1000 - 30) }, now)).toBe(0);
    expect(retryAfter({}, now)).toBeUndefined();
    expect(retryAfter(undefined, now)).toBeUndefined();
  });
});

describe('statusError', () => {
  const body = JSON.stringify({ errors: [{ message: 'first' }, { message: 'second' }] });

  it('retries a 429 after the wait the provider gave', () => {
    const error = statusError(429, new Headers({ 'retry-after': '30' }), body);
    expect(error).toMatchObject({ retryable: true, status: 429, retryAfterMs: 30_000, message: 'SendGrid 429: first; second' });
  });

  it("retries 5xx and 408, the provider's trouble, and 401/403, a key to fix, not a bad message", () => {
    for (const status of [500, 502, 503, 408, 401, 403]) {
      expect(statusError(status, new Headers(), body)).toMatchObject({ retryable: true, status, retryAfterMs: undefined });
    }
  });

  it('does not retry any other 4xx: the message itself is refused', () => {
    for (const status of [400, 404, 413, 422]) expect(statusError(status, new Headers(), body)).toMatchObject({ retryable: false, status });
  });

  it("names the status alone when the body is not SendGrid's error JSON", () => {
    expect(statusError(502, new Headers(), '<html>Bad gateway</html>').message).toBe('SendGrid 502');
  });
});

describe('unreachable', () => {
  it('reports a timeout as retryable, with the time waited', () => {
    const error = unreachable(new DOMException('The operation was aborted due to timeout', 'TimeoutError'), 300);
    expect(error).toMatchObject({ retryable: true, status: undefined, message: 'SendGrid did not answer within 300 ms' });
  });

  it('reports a network failure as retryable, with the system error code', () => {
    const cause = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' });
    const error = unreachable(new TypeError('fetch failed', { cause }), 300);
    expect(error).toMatchObject({ retryable: true, message: 'SendGrid unreachable (ECONNREFUSED): connect ECONNREFUSED 127.0.0.1:9' });
  });
});

describe('sendGridBody', () => {
  const from = { email: 'hello@studio.test', name: 'Studio' };

  it('is the v3 body: one personalization, text before HTML, reply_to when set', () => {
    expect(
      sendGridBody(from, {
        to: 'ann@example.test',
        toName: 'Ann',
        replyTo: 'team@studio.test',
        subject: 'Hi',
        text: 'Hi',
        html: '<p>Hi</p>',
      }),
    ).toEqual({
      from,
      subject: 'Hi',
      personalizations: [{ to: [{ email: 'ann@example.test', name: 'Ann' }] }],
      content: [
        { type: 'text/plain', value: 'Hi' },
        { type: 'text/html', value: '<p>Hi</p>' },
      ],
      reply_to: { email: 'team@studio.test' },
    });
  });

  it('leaves out a missing name, reply-to or part', () => {
    expect(sendGridBody(from, { to: 'ann@example.test', subject: 'Hi', html: '<p>Hi</p>' })).toEqual({
      from,
      subject: 'Hi',
      personalizations: [{ to: [{ email: 'ann@example.test' }] }],
      content: [{ type: 'text/html', value: '<p>Hi</p>' }],
    });
  });

  it('carries attachments as base64 content with filename, type and disposition', () => {
    const body = sendGridBody(from, {
      to: 'ann@example.test',
      subject: 'Receipt',
      text: 'Attached',
      attachments: [{ filename: 'ใบลดหนี้ CN-2569-0001.pdf', type: 'application/pdf', contentBase64: 'JVBERi0xLjM=' }],
    });
    expect(body.attachments).toEqual([
      { content: 'JVBERi0xLjM=', filename: 'ใบลดหนี้ CN-2569-0001.pdf', type: 'application/pdf', disposition: 'attachment' },
    ]);
    expect(sendGridBody(from, { to: 'ann@example.test', subject: 'Hi', text: 'Hi', attachments: [] })).not.toHaveProperty('attachments');
  });
});

describe('LocalTransport', () => {
  it('prints recipient, reply-to, subject and text', async () => {
    const lines: string[] = [];
    await new LocalTransport((line) => lines.push(line)).send({
      to: 'ann@example.test',
      toName: 'Ann',
      replyTo: 'team@example.test',
      subject: 'Hi',
      text: 'Hello',
      html: '<p>Hello</p>',
    });
    expect(lines).toEqual(['[mail] delivered locally\nTo: Ann <ann@example.test>\nReply-To: team@example.test\nSubject: Hi\n\nHello\n']);
  });

  it('names each attachment and its size', async () => {
    const lines: string[] = [];
    await new LocalTransport((line) => lines.push(line)).send({
      to: 'ann@example.test',
      subject: 'Receipt',
      text: 'Attached',
      attachments: [
        {
          filename: 'Receipt-Tax-Invoice RT-2569-0001.pdf',
          type: 'application/pdf',
          contentBase64: Buffer.from('%PDF-1.3 x').toString('base64'),
        },
      ],
    });
    expect(lines[0]).toContain('\nAttachment: Receipt-Tax-Invoice RT-2569-0001.pdf (application/pdf, 10 bytes)\n');
  });
});
