// Which transport a process gets, how a provider's wait is read, and what the local transport prints.
import { describe, expect, it } from 'vitest';
import { LocalTransport, SendGridTransport, configuredTransport, retryAfter, sendGridFrom } from '../../../src/server/mail/transport';
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
});
