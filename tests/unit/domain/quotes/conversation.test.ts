import { describe, expect, it } from 'vitest';
import { isWaitingForAnswer, quoteReplyInput, unreadMessages, QUOTE_MESSAGE_MAX } from '../../../../src/domain/quotes/conversation';

const m = (id: string, author: 'client' | 'studio', createdAt: string) => ({ id, author, body: id, createdAt });
const thread = [
  m('q1', 'client', '2026-11-01T10:00:00Z'),
  m('a1', 'studio', '2026-11-01T11:00:00Z'),
  m('q2', 'client', '2026-11-02T09:00:00Z'),
];

describe('conversation per quote', () => {
  it('counts the other side’s messages since the reader last opened the thread', () => {
    expect(unreadMessages(thread, 'studio', null).map((x) => x.id)).toEqual(['q1', 'q2']);
    expect(unreadMessages(thread, 'studio', '2026-11-01T12:00:00Z').map((x) => x.id)).toEqual(['q2']);
    expect(unreadMessages(thread, 'client', null).map((x) => x.id)).toEqual(['a1']);
    expect(unreadMessages(thread, 'client', '2026-11-01T11:00:00Z')).toEqual([]);
  });

  it('waits for an answer while the newest message is the client’s', () => {
    expect(isWaitingForAnswer(thread)).toBe(true);
    expect(isWaitingForAnswer(thread.slice(0, 2))).toBe(false);
    expect(isWaitingForAnswer([])).toBe(false);
  });

  it('takes a reply of plain text, 1 to 2,000 characters, with its own messages', () => {
    const quoteId = '0b9c7c3e-1c7c-4b2e-9a53-2f1f1f1f1f1f';
    expect(quoteReplyInput.safeParse({ quoteId, body: 'Line one\nLine two <b>' }).success).toBe(true);
    const empty = quoteReplyInput.safeParse({ quoteId, body: '   ' });
    expect(empty.success || empty.error.issues[0]?.message).toBe('quote.reply.required');
    const long = quoteReplyInput.safeParse({ quoteId, body: 'x'.repeat(QUOTE_MESSAGE_MAX + 1) });
    expect(long.success || long.error.issues[0]?.message).toBe('quote.reply.tooLong');
    expect(quoteReplyInput.safeParse({ quoteId, body: 'bell\u0007' }).success).toBe(false);
  });
});
