/**
 * A fake of the LINE Messaging API's push endpoint (POST /v2/bot/message/push) on 127.0.0.1 for the
 * LINE outbox tests (docs/decisions/0072): checks the Bearer token, records every push, and answers
 * what the test queued next (200 by default; 429 with Retry-After, 403 for a user who blocked us, 500).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { listen, serverFor, stop } from './localServer';

export const FAKE_LINE_TOKEN = 'fake-line-channel-token';
/** The channel secret the site checks LINE's webhook with (decision 0075); tests sign their deliveries with it. */
export const FAKE_LINE_CHANNEL_SECRET = 'fake-line-channel-secret';

export interface RecordedPush {
  authorization: string | undefined;
  retryKey: string | undefined;
  body: { to: string; messages: { type: string; text: string }[] };
}

export type LineReply = { status: 200 | 400 | 403 | 500 } | { status: 429; retryAfter?: string; message?: string };

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeLine(token = FAKE_LINE_TOKEN, port = 0) {
  const pushes: RecordedPush[] = [];
  const replies: LineReply[] = [];
  const server = serverFor(async (req: IncomingMessage, res: ServerResponse) => {
    const json = (status: number, body: unknown, headers: Record<string, string> = {}): void => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
    };
    if (req.method !== 'POST' || req.url !== '/v2/bot/message/push') return json(404, { message: 'Not found' });
    const body = JSON.parse(await readBody(req)) as RecordedPush['body'];
    if (req.headers.authorization !== `Bearer ${token}`) return json(401, { message: 'Authentication failed' });
    pushes.push({ authorization: req.headers.authorization, retryKey: req.headers['x-line-retry-key'] as string | undefined, body });
    const reply = replies.shift() ?? { status: 200 };
    if (reply.status === 200) return json(200, { sentMessages: [{ id: String(pushes.length), quoteToken: 'q' }] });
    if (reply.status === 429) {
      return json(429, { message: reply.message ?? 'Too Many Requests' }, reply.retryAfter ? { 'retry-after': reply.retryAfter } : {});
    }
    if (reply.status === 400 || reply.status === 403) return json(reply.status, { message: 'Failed to send messages' });
    return json(500, { message: 'Internal error' });
  });
  const url = await listen(server, port);
  return {
    url,
    pushes,
    /** The next push gets this answer. */
    reply: (answer: LineReply) => replies.push(answer),
    close: () => stop(server),
  };
}
