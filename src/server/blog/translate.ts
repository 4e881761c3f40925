/** "Translate with AI" through the AI port (decision 0022); the prompt and the reading of the answer are pure (src/domain/blog/translation.ts). */
import { parseTranslation, translationRequest, type TranslatedTexts, type TranslationDirection } from '../../domain/blog/translation';
import type { AiPort } from '../ai';

/** The drafted texts, or null when the answer held no readable translation; the port's AiError passes through. */
export async function translatePost(ai: AiPort, direction: TranslationDirection, source: TranslatedTexts): Promise<TranslatedTexts | null> {
  return parseTranslation(await ai.complete(translationRequest(direction, source)));
}
