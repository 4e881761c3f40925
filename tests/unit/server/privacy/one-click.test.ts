// One-click unsubscribe (RFC 8058 + RFC 2369; docs/decisions/0075): the token names one person and one
// topic under the server's key and nothing else; the headers are the two RFC 8058 asks for; SendGrid and
// the local transport carry them; the origin check lets only the unsubscribe page take a cross-site post.
import { describe, expect, it } from 'vitest';
import { listUnsubscribeHeaders } from '../../../../src/domain/mail/listUnsubscribe';
import { isRefusedCrossSite } from '../../../../src/server/http/originCheck';
import { LocalTransport, sendGridBody } from '../../../../src/server/mail/transport';
import { hasOneClickShape, oneClickToken, oneClickUrl, readOneClickToken } from '../../../../src/server/privacy/oneClick';

const key = new Uint8Array(32).fill(7);
const otherKey = new Uint8Array(32).fill(8);
const ann = '6f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f';
const ben = '0a1b2c3d-4e5f-4a6b-9c7d-8e9f0a1b2c3d';

describe('one-click token', () => {
  it('names the person and the topic, and reads back only under the same key', () => {
    const token = oneClickToken(key, 'reminders', ann);
    expect(token).toMatch(new RegExp(`^reminders\\.${ann}\\.[A-Za-z0-9_-]{43}$`));
    expect(readOneClickToken(key, token)).toEqual({ topic: 'reminders', userId: ann });
    expect(readOneClickToken(otherKey, token)).toBeNull();
    expect(readOneClickToken(key, oneClickToken(key, 'marketing', ann))).toEqual({ topic: 'marketing', userId: ann });
  });

  it('never turns into another person’s or another topic’s link', () => {
    const [, , tag] = oneClickToken(key, 'reminders', ann).split('.');
    expect(readOneClickToken(key, `reminders.${ben}.${tag}`)).toBeNull();
    expect(readOneClickToken(key, `marketing.${ann}.${tag}`)).toBeNull();
    expect(readOneClickToken(key, `receipts.${ann}.${tag}`)).toBeNull();
  });

  it('refuses what is cut short, padded or not a token at all', () => {
    const token = oneClickToken(key, 'reminders', ann);
    for (const bad of [
      null,
      undefined,
      '',
      token.slice(0, -1),
      `${token}.x`,
      `${token}A`,
      'reminders..',
      token.toUpperCase(),
      'x'.repeat(300),
    ])
      expect(readOneClickToken(key, bad)).toBeNull();
    // The page checks the shape before it asks the database for the key.
    expect(hasOneClickShape(token)).toBe(true);
    expect(hasOneClickShape(oneClickToken(otherKey, 'marketing', ben))).toBe(true);
    expect(hasOneClickShape('reminders.x.y')).toBe(false);
  });

  it('is a link on the site, in the person’s language', () => {
    const token = oneClickToken(key, 'reminders', ann);
    expect(oneClickUrl('https://studio.example/', 'th', token)).toBe(`https://studio.example/th/unsubscribe?token=${token}`);
    expect(oneClickUrl('https://studio.example', 'en', token)).toBe(`https://studio.example/unsubscribe?token=${token}`);
  });
});

describe('List-Unsubscribe headers', () => {
  const url = 'https://studio.example/th/unsubscribe?token=reminders.x.y';

  it('are RFC 2369’s link in angle brackets and RFC 8058’s one-click marker', () => {
    expect(listUnsubscribeHeaders(url)).toEqual({
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(() => listUnsubscribeHeaders('javascript:alert(1)')).toThrow();
    expect(() => listUnsubscribeHeaders('https://a.example/x>, <mailto:b@example.test')).toThrow();
  });

  it('go to SendGrid as its top-level headers, and are shown by the local transport', async () => {
    const message = { to: 'a@example.test', subject: 'Reminder', text: 'Hi', headers: listUnsubscribeHeaders(url) };
    expect(sendGridBody({ email: 'studio@example.test', name: 'Studio' }, message).headers).toEqual(listUnsubscribeHeaders(url));
    expect(sendGridBody({ email: 'studio@example.test', name: 'Studio' }, { ...message, headers: undefined })).not.toHaveProperty(
      'headers',
    );
    const lines: string[] = [];
    await new LocalTransport((line) => lines.push(line)).send(message);
    expect(lines[0]).toContain(`List-Unsubscribe: <${url}>`);
    expect(lines[0]).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });
});

describe('the origin check', () => {
  const post = (path: string, headers: Record<string, string>) => {
    const url = new URL(`https://studio.example${path}`);
    return isRefusedCrossSite(new Request(url, { method: 'POST', headers }), url);
  };
  const form = { 'content-type': 'application/x-www-form-urlencoded' };

  it('refuses cross-site form posts as Astro’s did', () => {
    expect(post('/api/auth/sign-out', form)).toBe(true);
    expect(post('/api/auth/sign-out', { ...form, origin: 'https://evil.example' })).toBe(true);
    expect(post('/api/auth/sign-out', { ...form, origin: 'https://studio.example' })).toBe(false);
    expect(post('/api/auth/sign-out', { 'content-type': 'multipart/form-data; boundary=x' })).toBe(true);
    expect(post('/api/auth/sign-out', {})).toBe(true);
    // JSON is not a form a page can send cross-site without CORS: LINE's and Stripe's webhooks.
    expect(post('/api/line/webhook', { 'content-type': 'application/json' })).toBe(false);
    const get = new URL('https://studio.example/unsubscribe');
    expect(isRefusedCrossSite(new Request(get), get)).toBe(false);
  });

  it('lets a mail provider’s one-click post reach the unsubscribe page, in either language, and nothing else', () => {
    expect(post('/unsubscribe', form)).toBe(false);
    expect(post('/th/unsubscribe', { 'content-type': 'multipart/form-data; boundary=x' })).toBe(false);
    expect(post('/unsubscribe/extra', form)).toBe(true);
    expect(post('/privacy/unsubscribe', form)).toBe(true);
    const put = new URL('https://studio.example/unsubscribe');
    expect(isRefusedCrossSite(new Request(put, { method: 'PUT', headers: form }), put)).toBe(true);
  });
});
