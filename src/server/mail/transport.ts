/**
 * How a queued e-mail leaves: SendGrid in production, the console locally. deliverDueEmails
 * (deliver.ts) calls a transport and decides from its TransportError whether and when to retry.
 */
import { retryAfter } from '../http/retryAfter';
import { site } from '../../config/site';
import type { AppConfig } from '../config';

/** A file sent with the e-mail (a document's PDF). */
export interface MailAttachment {
  filename: string;
  /** MIME type, e.g. application/pdf. */
  type: string;
  /** The file, base64 (as SendGrid's v3 API takes it and the outbox stores it). */
  contentBase64: string;
}

export interface MailMessage {
  to: string;
  toName?: string | undefined;
  replyTo?: string | undefined;
  /** A copy address (the e-Tax time-stamp mailbox, decision 0069). */
  cc?: string | undefined;
  /** A sender other than the configured MAIL_FROM (the address registered for the e-Tax route), same name. */
  from?: string | undefined;
  subject: string;
  html?: string | undefined;
  text?: string | undefined;
  attachments?: readonly MailAttachment[] | undefined;
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post on reminders, decision 0075). */
  headers?: Readonly<Record<string, string>> | undefined;
}

export interface MailTransport {
  /** Resolves once the provider accepted the message; throws a TransportError otherwise. */
  send(message: MailMessage): Promise<void>;
}

export interface TransportErrorDetails {
  /** True when the same message may succeed later (rate limit, 5xx, timeout, network). */
  retryable: boolean;
  /** When the provider said how long to wait (429 with Retry-After or X-RateLimit-Reset). */
  retryAfterMs?: number | undefined;
  /** The provider's HTTP status, when it answered. */
  status?: number | undefined;
  cause?: unknown;
}

export class TransportError extends Error {
  readonly retryable: boolean;
  readonly retryAfterMs: number | undefined;
  readonly status: number | undefined;

  constructor(message: string, details: TransportErrorDetails) {
    super(message, { cause: details.cause });
    this.name = 'TransportError';
    this.retryable = details.retryable;
    this.retryAfterMs = details.retryAfterMs;
    this.status = details.status;
  }
}

export interface SendGridOptions {
  apiKey: string;
  /** Another host for the v3 API (tests: a fake on 127.0.0.1). Default https://api.sendgrid.com. */
  baseUrl?: string | undefined;
  from?: { email: string; name?: string | undefined } | undefined;
  /** A provider that does not answer within this time counts as a retryable failure. Default 10 s. */
  timeoutMs?: number | undefined;
}

export const DEFAULT_SEND_TIMEOUT_MS = 10_000;
export const DEFAULT_SENDGRID_BASE = 'https://api.sendgrid.com';

/**
 * SendGrid's v3 send is one POST, so plain fetch does it (as the AI, Pexels and X adapters do): the
 * body is the v3 JSON the official SDK used to build, field for field.
 */
export class SendGridTransport implements MailTransport {
  private readonly endpoint: string;
  private readonly apiKey: string;
  private readonly from: { email: string; name: string };
  private readonly timeoutMs: number;

  constructor(options: SendGridOptions) {
    this.endpoint = `${(options.baseUrl || DEFAULT_SENDGRID_BASE).replace(/\/+$/, '')}/v3/mail/send`;
    this.apiKey = options.apiKey;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_SEND_TIMEOUT_MS;
    this.from = { email: options.from?.email ?? site.email, name: options.from?.name ?? site.name };
  }

  async send(message: MailMessage): Promise<void> {
    // One signal for the request and the error body: a provider that answers headers and then
    // trickles bytes is cut off as surely as a silent one.
    const signal = AbortSignal.timeout(this.timeoutMs);
    let response: Response;
    try {
      response = await fetch(this.endpoint, {
        method: 'POST',
        headers: { authorization: `Bearer ${this.apiKey}`, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(sendGridBody(this.from, message)),
        signal,
      });
    } catch (error) {
      throw unreachable(error, this.timeoutMs);
    }
    if (response.ok) {
      // Accepted (202, no body worth reading): a slow body after it must not turn into a resend.
      await response.body?.cancel().catch(() => {});
      return;
    }
    // The error body only adds SendGrid's words to the message; the status alone decides the retry.
    const body = await response.text().catch(() => '');
    throw statusError(response.status, response.headers, body);
  }
}

/**
 * The v3 /mail/send body: one personalization with the one recipient (and its copy); text before HTML, as SendGrid
 * requires; attachments as base64 content with filename, type and disposition "attachment"
 * (https://www.twilio.com/docs/sendgrid/api-reference/mail-send/mail-send).
 */
export function sendGridBody(from: { email: string; name: string }, message: MailMessage) {
  const content = [
    ...(message.text ? [{ type: 'text/plain', value: message.text }] : []),
    ...(message.html ? [{ type: 'text/html', value: message.html }] : []),
  ];
  const to = [message.toName ? { email: message.to, name: message.toName } : { email: message.to }];
  return {
    from: message.from ? { ...from, email: message.from } : from,
    subject: message.subject,
    personalizations: [message.cc ? { to, cc: [{ email: message.cc }] } : { to }],
    content,
    ...(message.replyTo ? { reply_to: { email: message.replyTo } } : {}),
    // v3's top-level `headers`: name → string value, not one of SendGrid's reserved headers.
    ...(message.headers && Object.keys(message.headers).length ? { headers: { ...message.headers } } : {}),
    ...(message.attachments?.length
      ? {
          attachments: message.attachments.map((file) => ({
            content: file.contentBase64,
            filename: file.filename,
            type: file.type,
            disposition: 'attachment',
          })),
        }
      : {}),
  };
}

/** SendGrid with the configured key, sender and timeout. */
export function sendGridFrom(config: AppConfig['mail']): SendGridTransport {
  if (!config.sendgrid) throw new Error('SENDGRID_API_KEY is not set: e-mails stay in the outbox until it is.');
  return new SendGridTransport({
    apiKey: config.sendgrid.apiKey,
    baseUrl: config.sendgrid.baseUrl,
    from: config.from,
    timeoutMs: config.sendgrid.timeoutMs ?? DEFAULT_SEND_TIMEOUT_MS,
  });
}

/** Local mode: the message goes to the console (the /dev/outbox page lists the rows themselves). */
export class LocalTransport implements MailTransport {
  constructor(private readonly log: (line: string) => void = (line) => console.info(line)) {}

  async send(message: MailMessage): Promise<void> {
    const to = message.toName ? `${message.toName} <${message.to}>` : message.to;
    const replyTo = message.replyTo ? `\nReply-To: ${message.replyTo}` : '';
    const copy = `${message.from ? `\nFrom: ${message.from}` : ''}${message.cc ? `\nCc: ${message.cc}` : ''}`;
    const extra = Object.entries(message.headers ?? {})
      .map(([name, value]) => `\n${name}: ${value}`)
      .join('');
    // The files themselves stay in the outbox (/dev/outbox links them); the log names them and their size.
    const files = (message.attachments ?? [])
      .map((file) => `\nAttachment: ${file.filename} (${file.type}, ${Buffer.byteLength(file.contentBase64, 'base64')} bytes)`)
      .join('');
    this.log(
      `[mail] delivered locally\nTo: ${to}${copy}${replyTo}${extra}\nSubject: ${message.subject}${files}\n\n${message.text ?? '(HTML only)'}\n`,
    );
  }
}

/**
 * The transport this process uses: SendGrid when configured (always in production, where the
 * configuration refuses to start without it), else the console in local mode.
 */
export function configuredTransport(config: AppConfig): MailTransport {
  return config.mail.sendgrid || config.mode === 'production' ? sendGridFrom(config.mail) : new LocalTransport();
}

/**
 * A provider's refusal. 429 waits as long as it says; 408 and 5xx are the provider's trouble. 401/403
 * are ours (a wrong or revoked key), not the message's: keep retrying so the e-mails survive until the
 * key is fixed. Any other 4xx is about this message and will not get better: no retry.
 */
export function statusError(status: number, headers: unknown, body: string): TransportError {
  const detail = providerMessages(parseJson(body));
  const message = `SendGrid ${status}${detail ? `: ${detail}` : ''}`;
  if (status === 429) return new TransportError(message, { retryable: true, status, retryAfterMs: retryAfter(headers) });
  const retryable = status >= 500 || status === 408 || status === 401 || status === 403;
  return new TransportError(message, { retryable, status });
}

/** No answer at all: a timeout, a refused connection, DNS. Always retryable, nothing is lost. */
export function unreachable(error: unknown, timeoutMs: number): TransportError {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return new TransportError(`SendGrid did not answer within ${timeoutMs} ms`, { retryable: true, cause: error });
  }
  // fetch reports network failures as TypeError('fetch failed') with the system error as its cause.
  const cause = error instanceof Error ? (error.cause as { code?: unknown; message?: unknown } | undefined) : undefined;
  const code = typeof cause?.code === 'string' ? cause.code : undefined;
  const text = typeof cause?.message === 'string' ? cause.message : error instanceof Error ? error.message : String(error);
  return new TransportError(`SendGrid unreachable${code ? ` (${code})` : ''}: ${text}`, { retryable: true, cause: error });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function providerMessages(body: unknown): string {
  const errors = typeof body === 'object' && body !== null ? (body as { errors?: unknown }).errors : undefined;
  if (!Array.isArray(errors)) return '';
  return errors
    .map((entry: unknown) => (typeof entry === 'object' && entry !== null ? String((entry as { message?: unknown }).message ?? '') : ''))
    .filter(Boolean)
    .join('; ');
}
