/**
 * POST /api/line/webhook (docs/decisions/0075): LINE's Messaging API channel posts its events here (set
 * as the channel's webhook URL). Not found where no channel secret is configured; otherwise the signature
 * is checked over the raw body before anything else (src/server/line/webhook.ts). LINE sends JSON, which
 * the origin check lets through (it refuses cross-site form posts only: src/server/http/originCheck.ts).
 */
import type { APIContext } from 'astro';
import { getConfig } from '../config';
import { BODY_LIMITS, BodyTooLargeError, readBodyText, tooLarge } from '../http/body';
import { handleLineWebhook, LINE_SIGNATURE_HEADER } from '../mail/line/webhook';
import { getDatabase } from '../services';

export async function receiveLineWebhook(context: APIContext): Promise<Response> {
  const secret = getConfig().lineMessaging.secret;
  if (!secret) return new Response(null, { status: 404 });
  let body: string;
  try {
    body = await readBodyText(context.request, BODY_LIMITS.webhook);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return tooLarge(error.limit);
    throw error;
  }
  const outcome = await handleLineWebhook(await getDatabase(), secret, body, context.request.headers.get(LINE_SIGNATURE_HEADER));
  if (outcome.turnedOff > 0)
    console.info(`[line] [${context.locals.requestId}] unfollow: updates on LINE turned off for ${outcome.turnedOff}`);
  return new Response(null, { status: outcome.status });
}
