/** The AI adapter this process uses, from its environment. */
import { DEFAULT_AI_TIMEOUT_MS, OpenAiCompatibleAi } from './openaiCompatible';
import type { AiPort } from './types';

export { AiError, type AiErrorCode, type AiPort, type CompletionRequest } from './types';
export { OpenAiCompatibleAi, DEFAULT_AI_BASE, DEFAULT_AI_MODEL, DEFAULT_AI_TIMEOUT_MS } from './openaiCompatible';

/**
 * AI_API_KEY, AI_API_BASE, AI_MODEL, AI_TIMEOUT_MS. Always an adapter: without a key it throws
 * AiError('not_configured') when used, so the admin sees why instead of a missing button.
 */
export function aiFromEnv(env: NodeJS.ProcessEnv = process.env): AiPort {
  const timeout = Number(env.AI_TIMEOUT_MS);
  return new OpenAiCompatibleAi({
    apiKey: env.AI_API_KEY || undefined,
    baseUrl: env.AI_API_BASE || undefined,
    model: env.AI_MODEL || undefined,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_AI_TIMEOUT_MS,
  });
}
