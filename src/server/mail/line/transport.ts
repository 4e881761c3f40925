/**
 * How a queued LINE push leaves (docs/decisions/0072): the Messaging API's push endpoint with the
 * channel access token, by plain fetch as the SendGrid, AI and X adapters do; the console locally (the
 * /dev/outbox page lists the rows themselves). The delivery run (deliver.ts) reads a LineSendError to
 * decide: retry later (429 quota or rate, 5xx, no answer), the person is unreachable (400/403: blocked,
 * unfollowed, not a friend), or our own key is wrong (401: kept and retried until it is fixed).
 * https://developers.line.biz/en/reference/messaging-api/#send-push-message
 */
import { retryAfter } from '../../http/retryAfter';

export interface LinePush {
  /** The outbox row's id: sent as X-Line-Retry-Key, so a retry of an accepted push is not sent twice. */
  id: string;
  to: string;
  text: string;
}

export interface LineTransport {
  /** Resolves once LINE accepted the push; throws a LineSendError otherwise. */
  push(message: LinePush): Promise<void>;
}

export type LineFailure = 'retry' | 'unreachable' | 'rejected';

export class LineSendError extends Error {
  constructor(
    message: string,
    readonly failure: LineFailure,
    readonly status?: number,
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'LineSendError';
  }
}

export const DEFAULT_LINE_API = 'https://api.line.me';

export interface LineApiOptions {
  token: string;
  /** Another host for the API (tests: a fake on 127.0.0.1). Default https://api.line.me. */
  baseUrl?: string | undefined;
  timeoutMs?: number | undefined;
}

export class LineMessagingTransport implements LineTransport {
  private readonly endpoint: string;

  constructor(private readonly options: LineApiOptions) {
    this.endpoint = `${(options.baseUrl || DEFAULT_LINE_API).replace(/\/+$/, '')}/v2/bot/message/push`;
  }

  async push(message: LinePush): Promise<void> {
    const signal = AbortSignal.timeout(this.options.timeoutMs ?? 10_000);
    let response: Response;
    try {
      response = await fetch(this.endpoint, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${this.options.token}`,
          'content-type': 'application/json',
          'x-line-retry-key': message.id,
        },
        body: JSON.stringify({ to: message.to, messages: [{ type: 'text', text: message.text }] }),
        signal,
      });
    } catch (error) {
      throw new LineSendError(`LINE unreachable: ${error instanceof Error ? error.message : String(error)}`, 'retry');
    }
    // 409: a push with this retry key was accepted already (an earlier attempt whose answer was lost).
    if (response.ok || response.status === 409) {
      await response.body?.cancel().catch(() => {});
      return;
    }
    const body = await response.text().catch(() => '');
    throw lineStatusError(response.status, response.headers, body);
  }
}

/**
 * LINE's answer, classified. 429 is a rate limit or the month's message quota: wait (as long as it
 * says) and try again, never drop. 400 and 403 about a push to one user mean that user cannot receive
 * it (blocked or unfollowed the account, never added it, or the id is not of this provider): retrying
 * will not help, and the client's setting goes off. 401 is our token: retry until it is fixed.
 */
export function lineStatusError(status: number, headers: unknown, body: string): LineSendError {
  let detail = '';
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    if (typeof parsed.message === 'string') detail = `: ${parsed.message}`;
  } catch {
    // not JSON: the status says enough
  }
  const message = `LINE ${status}${detail}`.slice(0, 2000);
  if (status === 429) return new LineSendError(message, 'retry', status, retryAfter(headers));
  if (status === 400 || status === 403) return new LineSendError(message, 'unreachable', status);
  if (status === 401 || status === 408 || status >= 500) return new LineSendError(message, 'retry', status);
  return new LineSendError(message, 'rejected', status);
}

/** Local mode without a token: the push goes to the console. */
export class LocalLineTransport implements LineTransport {
  constructor(private readonly log: (line: string) => void = (line) => console.info(line)) {}

  async push(message: LinePush): Promise<void> {
    this.log(`[line] delivered locally to ${message.to}\n${message.text}\n`);
  }
}
