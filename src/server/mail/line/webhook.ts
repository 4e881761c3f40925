/**
 * LINE's webhook (issue 38, docs/decisions/0075): the Messaging API channel posts its events here. The
 * only one the site acts on is `unfollow` (the person blocked the studio's Official Account): their
 * "Updates on LINE" goes off at once, instead of waiting for a refused push, which LINE does not
 * always send (a push to someone who blocked the account can still be answered 200).
 *
 * Framework-free, so tests call it with a real signed body:
 * - 401: no signature, or not this channel's. The body is not parsed, nothing is written.
 * - 400: signed, but not LINE's JSON shape. Nothing is written.
 * - 200: everything else, at once (LINE's "Verify" button sends an empty `events` array; message,
 *   follow and other events are ignored).
 * - 500: the database failed: LINE redelivers when the channel's redelivery is on.
 *
 * The signature is base64(HMAC-SHA256(channel secret, raw body)) in `x-line-signature`
 * (https://developers.line.biz/en/docs/messaging-api/verify-webhook-signature/), compared in constant time.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { call } from '../../db/builder';
import type { Database } from '../../db/types';

/** The header LINE signs its webhook requests with (names are case-insensitive). */
export const LINE_SIGNATURE_HEADER = 'x-line-signature';

/** The signature LINE sends for `body` under the channel secret. */
export function lineSignature(secret: string, body: string | Uint8Array): string {
  return createHmac('sha256', secret).update(body).digest('base64');
}

/** Whether `signature` is this channel's for exactly these bytes (constant-time). */
export function lineSignatureValid(secret: string, body: string | Uint8Array, signature: string | null | undefined): boolean {
  if (!secret || !signature) return false;
  const expected = createHmac('sha256', secret).update(body).digest();
  const given = Buffer.from(signature.trim(), 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * A user id as LINE gives it (U and 32 hex digits). Read loosely (the body is signed already): any short
 * id of letters, digits, '-' and '_', as the tests' stand-in provider issues.
 */
const LINE_USER_ID = /^[A-Za-z0-9_-]{1,100}$/;

/** Only the fields read; any other event or field passes through untouched. */
const WebhookBody = z.object({
  destination: z.string().optional(),
  events: z.array(
    z.looseObject({
      type: z.string(),
      source: z.looseObject({ type: z.string(), userId: z.string().optional() }).optional(),
    }),
  ),
});

/** The LINE user ids that unfollowed (blocked) the account in this delivery; null when not LINE's shape. */
export function unfollowedUsers(body: string): string[] | null {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return null;
  }
  const parsed = WebhookBody.safeParse(json);
  if (!parsed.success) return null;
  const ids = parsed.data.events
    .filter((event) => event.type === 'unfollow' && event.source?.type === 'user')
    .map((event) => event.source?.userId ?? '')
    .filter((id) => LINE_USER_ID.test(id));
  return [...new Set(ids)];
}

export interface LineWebhookOutcome {
  status: 200 | 400 | 401 | 500;
  /** How many accounts had "Updates on LINE" turned off. */
  turnedOff: number;
}

/** Checks the signature, then turns updates off for each unfollow (service role: LINE has no session). */
export async function handleLineWebhook(db: Database, secret: string, body: string, signature: string | null): Promise<LineWebhookOutcome> {
  if (!lineSignatureValid(secret, body, signature)) return { status: 401, turnedOff: 0 };
  const users = unfollowedUsers(body);
  if (users === null) return { status: 400, turnedOff: 0 };
  if (users.length === 0) return { status: 200, turnedOff: 0 };
  try {
    let turnedOff = 0;
    // The service role: the webhook is LINE's, signed with the channel secret, and names no account of ours.
    await db.asService(async (tx) => {
      for (const user of users) {
        const row = await tx.db.selectNoFrom(call('public.turn_off_line_updates_of', user).as('turned_off')).executeTakeFirst();
        turnedOff += Number(row?.turned_off ?? 0);
      }
    });
    return { status: 200, turnedOff };
  } catch (error) {
    console.error('[line] could not apply an unfollow from the webhook', error);
    return { status: 500, turnedOff: 0 };
  }
}
