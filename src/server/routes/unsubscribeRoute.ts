/**
 * /unsubscribe?token=… (and /th/unsubscribe): the one-click unsubscribe of reminder e-mails (RFC 8058,
 * docs/decisions/0075). The address is the e-mail's List-Unsubscribe link.
 * - GET: a confirmation with one button (a form that POSTs here), in the page's language. Opening the
 *   link stops nothing, so a mail scanner that follows links unsubscribes nobody. No JavaScript needed.
 * - POST: stops what the signed token names, without any sign-in, idempotently. A mail client's
 *   one-click POST (`List-Unsubscribe=One-Click`, cross-site, no cookies) and the button's are the same
 *   request; the origin check lets this one address through (src/server/http/originCheck.ts).
 * A token that is not this server's is refused (400) before anything is counted or written; a valid one
 * is counted per person and topic (`oneClickUnsubscribes`).
 */
import type { APIContext } from 'astro';
import { consume } from '../rateLimit';
import { hasOneClickShape, oneClickKey, readOneClickToken, stopByOneClick, type UnsubscribeTopic } from '../privacy/oneClick';
import { getDatabase } from '../services';

export type UnsubscribeState = 'confirm' | 'done' | 'invalid' | 'limited' | 'failed';

export interface UnsubscribeView {
  state: UnsubscribeState;
  /** What the token stops (null when it is not valid). */
  topic: UnsubscribeTopic | null;
  /** The HTTP status the page answers with. */
  status: number;
}

export async function unsubscribeView(context: Pick<APIContext, 'request' | 'url' | 'locals'>): Promise<UnsubscribeView> {
  const token = context.url.searchParams.get('token');
  const invalid: UnsubscribeView = { state: 'invalid', topic: null, status: 400 };
  if (!hasOneClickShape(token)) return invalid;
  const db = await getDatabase();
  const named = readOneClickToken(await db.asService(oneClickKey), token);
  if (!named) return invalid;
  const { topic, userId } = named;
  if (context.request.method !== 'POST') return { state: 'confirm', topic, status: 200 };
  try {
    const decision = await consume('oneClickUnsubscribes', `${topic}:${userId}`);
    if (!decision.allowed) return { state: 'limited', topic, status: 429 };
    await stopByOneClick(db, topic, userId, context.locals.i18n.locale);
    return { state: 'done', topic, status: 200 };
  } catch (error) {
    console.error(`[privacy] [${context.locals.requestId}] one-click unsubscribe failed`, error);
    return { state: 'failed', topic, status: 503 };
  }
}
