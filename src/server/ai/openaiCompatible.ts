/**
 * AI content through an OpenAI-compatible chat completions API: POST {base}/chat/completions with a
 * Bearer key. Perplexity (sonar-pro) by default; any compatible host (OpenAI, a local server, the
 * test fake) through `baseUrl` and `model`.
 */
import { AiError, type AiPort, type CompletionRequest } from './types';
import { AI_REASONS } from '../../domain/blog/generation';

export const DEFAULT_AI_BASE = 'https://api.perplexity.ai';
export const DEFAULT_AI_MODEL = 'sonar-pro';
export const DEFAULT_AI_TIMEOUT_MS = 60_000;

export interface OpenAiCompatibleOptions {
  /** Without a key the adapter still exists, so the UI can show "not configured" when it is used. */
  apiKey?: string | undefined;
  /** e.g. https://api.openai.com/v1; a path is kept, /chat/completions is appended to it. */
  baseUrl?: string | undefined;
  model?: string | undefined;
  timeoutMs?: number | undefined;
}

interface ChatCompletionResponse {
  choices?: { message?: { content?: unknown } | null }[] | null;
}

export class OpenAiCompatibleAi implements AiPort {
  private readonly apiKey: string | undefined;
  /** POST target, {base}/chat/completions. */
  readonly endpoint: string;
  readonly model: string;
  private readonly timeoutMs: number;

  constructor(options: OpenAiCompatibleOptions = {}) {
    this.apiKey = options.apiKey || undefined;
    this.endpoint = `${(options.baseUrl || DEFAULT_AI_BASE).replace(/\/+$/, '')}/chat/completions`;
    this.model = options.model || DEFAULT_AI_MODEL;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_AI_TIMEOUT_MS;
  }

  async complete(request: CompletionRequest): Promise<string> {
    if (!this.apiKey)
      throw new AiError('not_configured', 'AI service API key is not configured', { reason: { key: AI_REASONS.notConfigured } });
    let response: Response;
    try {
      response = await fetch(this.endpoint, {
        method: 'POST',
        headers: { authorization: `Bearer ${this.apiKey}`, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          model: this.model,
          messages: [
            { role: 'system', content: request.system },
            { role: 'user', content: request.user },
          ],
          max_tokens: request.maxTokens,
          temperature: request.temperature,
        }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw unreachable(error, this.timeoutMs);
    }
    if (!response.ok) {
      const detail = await errorDetail(response);
      throw new AiError('api_error', `API error: ${response.status} ${response.statusText}`, {
        status: response.status,
        statusText: response.statusText,
        detail,
        reason: { key: AI_REASONS.apiError, vars: { status: response.status, statusText: response.statusText } },
      });
    }
    let body: ChatCompletionResponse | null;
    try {
      body = (await response.json()) as ChatCompletionResponse | null;
    } catch (error) {
      // A timeout while the body trickles in is still the provider's silence, not an empty answer.
      if (isTimeout(error)) throw unreachable(error, this.timeoutMs);
      body = null; // a 2xx that is not JSON carries no completion
    }
    const content = body?.choices?.[0]?.message?.content;
    if (typeof content !== 'string' || content.trim() === '')
      throw new AiError('empty', 'No content generated', { reason: { key: AI_REASONS.empty } });
    return content;
  }
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

// No status: the provider never answered (timeout, refused connection, DNS). Still an api_error for
// the UI, with a message that says which.
function unreachable(error: unknown, timeoutMs: number): AiError {
  if (isTimeout(error)) {
    return new AiError('api_error', `AI service did not answer within ${timeoutMs} ms`, {
      cause: error,
      reason: { key: AI_REASONS.timeout, vars: { ms: timeoutMs } },
    });
  }
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  const code = typeof cause?.code === 'string' ? ` (${cause.code})` : '';
  return new AiError('api_error', `AI service unreachable${code}`, {
    cause: error,
    reason: { key: AI_REASONS.unreachable, vars: { code } },
  });
}

/** The provider's own words ({error:{message}} in OpenAI's shape), shortened; never throws. */
async function errorDetail(response: Response): Promise<string | undefined> {
  try {
    const text = await response.text();
    try {
      const body = JSON.parse(text) as { error?: { message?: unknown } | string; detail?: unknown; message?: unknown };
      const message = typeof body.error === 'string' ? body.error : (body.error?.message ?? body.detail ?? body.message);
      if (typeof message === 'string' && message) return message.slice(0, 500);
    } catch {
      // not JSON: the text itself
    }
    return text.trim().slice(0, 500) || undefined;
  } catch {
    return undefined;
  }
}
