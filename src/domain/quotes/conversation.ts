/**
 * A conversation per quote (issue 21, docs/decisions/0040): what is unread for each side and whether
 * the studio owes an answer. Pure: the server computes the same with SQL for lists
 * (src/server/admin/conversation.ts) and these for the messages it has already read.
 */
import { z } from '../zod';
import { multiLineText } from '../validation/text';
import type { QuoteMessageAuthor } from '../statuses';
import { QUOTE_MESSAGE_MAX } from './settlement';

export { QUOTE_MESSAGE_MAX };

/** One message as both sides' threads show it. */
export interface ThreadMessage {
  id: string;
  author: QuoteMessageAuthor;
  body: string;
  createdAt: string;
}

/** The side reading a thread: the client (the quote's owner) or the studio (any admin). */
export type ThreadSide = QuoteMessageAuthor;

/** The other side's messages newer than `readAt` (all of them when the side never opened the thread). */
export function unreadMessages<M extends Pick<ThreadMessage, 'author' | 'createdAt'>>(
  messages: readonly M[],
  side: ThreadSide,
  readAt: string | null,
): M[] {
  const since = readAt === null ? -Infinity : Date.parse(readAt);
  return messages.filter((m) => m.author !== side && Date.parse(m.createdAt) > since);
}

/** Waiting for an answer: the newest message is the client's (messages oldest first). */
export function isWaitingForAnswer(messages: readonly Pick<ThreadMessage, 'author'>[]): boolean {
  return messages.at(-1)?.author === 'client';
}

/** The studio's reply: plain text, one to two thousand characters, line breaks kept. */
export const quoteReplyInput = z.object({
  quoteId: z.uuid('quote.error.notFound'),
  body: multiLineText().min(1, 'quote.reply.required').max(QUOTE_MESSAGE_MAX, 'quote.reply.tooLong'),
});
export type QuoteReplyInput = z.infer<typeof quoteReplyInput>;
