// LINE's webhook signature and event reading (docs/decisions/0075): base64(HMAC-SHA256(channel secret,
// raw body)) compared in constant time; only `unfollow` events from a user are read.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { lineSignature, lineSignatureValid, unfollowedUsers } from '../../../../src/server/mail/line/webhook';

const USER = 'U1234567890abcdef1234567890abcdef';

describe('LINE webhook signature', () => {
  const body = JSON.stringify({ destination: 'U0', events: [] });

  it('is the base64 HMAC-SHA256 of the raw body under the channel secret', () => {
    expect(lineSignature('secret', body)).toBe(createHmac('sha256', 'secret').update(body).digest('base64'));
    expect(lineSignatureValid('secret', body, lineSignature('secret', body))).toBe(true);
    expect(lineSignatureValid('secret', Buffer.from(body), lineSignature('secret', body))).toBe(true);
  });

  it('refuses another secret, another body, a truncated or absent signature, and an empty secret', () => {
    const good = lineSignature('secret', body);
    expect(lineSignatureValid('other', body, good)).toBe(false);
    expect(lineSignatureValid('secret', `${body} `, good)).toBe(false);
    expect(lineSignatureValid('secret', body, good.slice(0, 20))).toBe(false);
    expect(lineSignatureValid('secret', body, null)).toBe(false);
    expect(lineSignatureValid('secret', body, '')).toBe(false);
    expect(lineSignatureValid('', body, lineSignature('', body))).toBe(false);
  });
});

describe('LINE webhook events', () => {
  it('reads the users who unfollowed, once each, and nothing else', () => {
    const events = [
      { type: 'unfollow', source: { type: 'user', userId: USER } },
      { type: 'unfollow', source: { type: 'user', userId: USER } },
      { type: 'follow', source: { type: 'user', userId: 'Uffffffffffffffffffffffffffffffff' }, follow: { isUnblocked: true } },
      { type: 'unfollow', source: { type: 'group', groupId: 'C1' } },
      { type: 'unfollow', source: { type: 'user', userId: 'not a line id' } },
    ];
    expect(unfollowedUsers(JSON.stringify({ destination: 'U0', events }))).toEqual([USER]);
    expect(unfollowedUsers(JSON.stringify({ events: [] }))).toEqual([]);
  });

  it('says when a body is not LINE’s shape', () => {
    expect(unfollowedUsers('not json')).toBeNull();
    expect(unfollowedUsers(JSON.stringify({ destination: 'U0' }))).toBeNull();
    expect(unfollowedUsers(JSON.stringify({ events: [{ source: {} }] }))).toBeNull();
  });
});
