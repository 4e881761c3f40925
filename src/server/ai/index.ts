/** The AI adapter this process uses, from its configuration (src/server/config.ts). */
import { DEFAULT_AI_TIMEOUT_MS, OpenAiCompatibleAi } from './openaiCompatible';
import type { AiPort } from './types';
import type { AppConfig } from '../config';

export { AiError, type AiErrorCode, type AiPort, type CompletionRequest } from './types';
export { OpenAiCompatibleAi, DEFAULT_AI_BASE, DEFAULT_AI_MODEL, DEFAULT_AI_TIMEOUT_MS } from './openaiCompatible';

/**
 * Always an adapter: without a key it throws AiError('not_configured') when used, so the admin sees
 * why instead of a missing button.
 */
export function aiFrom(settings: AppConfig['ai']): AiPort {
  return new OpenAiCompatibleAi({
    apiKey: settings.apiKey,
    baseUrl: settings.baseUrl,
    model: settings.model,
    timeoutMs: settings.timeoutMs ?? DEFAULT_AI_TIMEOUT_MS,
  });
}
