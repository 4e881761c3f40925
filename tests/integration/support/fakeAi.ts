/**
 * A fake OpenAI-compatible chat completions API (Perplexity's shape) on 127.0.0.1: POST
 * {prefix}/chat/completions, checking the Bearer key like the real one, recording every request, and
 * answering what the test queued next (a completion by default; empty content, no choices, 4xx/5xx
 * with the provider's error JSON, a delay, or no answer at all).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { listen, serverFor, stop } from './localServer';
import { takeReply } from './replyQueue';

export const FAKE_AI_KEY = 'pplx-fake-test-key';

export interface ChatRequestBody {
  model: string;
  messages: { role: string; content: string }[];
  max_tokens: number;
  temperature: number;
}

export interface RecordedAiRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: ChatRequestBody;
}

/**
 * What the fake answers: `content` (a string, or null for a message without content), `noChoices`
 * (choices: []), an error status, or 'hang' (never answers). `delayMs` postpones any answer;
 * `forText` keeps it for a request whose messages contain that text (other tests may ask meanwhile).
 */
type Answer = { content: string | null } | { noChoices: true } | { status: 400 | 401 | 429 | 500 | 503 };
export type AiReply = (Answer & { delayMs?: number; forText?: string }) | 'hang';

export type FakeAi = Awaited<ReturnType<typeof startFakeAi>>;

const ERRORS = {
  400: ['invalid_request_error', 'Invalid model'],
  401: ['authentication_error', 'Invalid API key provided'],
  429: ['rate_limit_error', 'Rate limit exceeded'],
  500: ['server_error', 'Internal server error'],
  503: ['server_error', 'Service temporarily unavailable'],
} as const;

const errorBody = (status: keyof typeof ERRORS) =>
  JSON.stringify({ error: { type: ERRORS[status][0], message: ERRORS[status][1], code: status } });

export async function startFakeAi(apiKey = FAKE_AI_KEY, listenPort = 0) {
  const requests: RecordedAiRequest[] = [];
  const replies: AiReply[] = [];
  let completions = 0;

  const completion = (model: string, content: string | null, noChoices: boolean) =>
    JSON.stringify({
      id: `fake-${++completions}`,
      model,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      citations: ['https://example.test/source'],
      choices: noChoices
        ? []
        : [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', ...(content === null ? {} : { content }) } }],
      usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
    });

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const json = { 'content-type': 'application/json' };
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404, json).end(JSON.stringify({ error: { message: 'Not found' } }));
      return;
    }
    if (req.headers.authorization !== `Bearer ${apiKey}`) {
      res.writeHead(401, json).end(errorBody(401));
      return;
    }
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatRequestBody;
    requests.push({
      method: req.method,
      path: req.url,
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'],
      body,
    });
    // By default an answer that shows the prompt arrived: the last user message, echoed.
    const sent = body.messages.map((message) => message.content).join('\n');
    const reply = takeReply(replies, sent) ?? { content: `Echo: ${body.messages.at(-1)?.content ?? ''}` };
    if (reply === 'hang') return; // the socket stays open until the client gives up or close()
    if (reply.delayMs) await new Promise((done) => setTimeout(done, reply.delayMs));
    if ('status' in reply) {
      res.writeHead(reply.status, json).end(errorBody(reply.status));
      return;
    }
    res.writeHead(200, json).end(completion(body.model, 'content' in reply ? reply.content : null, 'noChoices' in reply));
  };

  const server = serverFor(handle);
  const url = await listen(server, listenPort);

  return {
    url,
    requests,
    /** Answers for the next authorized requests (the first that fits each), in order; afterwards the echo completion. */
    reply(...next: AiReply[]) {
      replies.push(...next);
    },
    reset() {
      requests.length = 0;
      replies.length = 0;
    },
    close: () => stop(server),
  };
}
