/**
 * Confirmation links of the local adapter (decision 0049), as GoTrue keeps them: one live
 * `confirmation_token` per account in auth.one_time_tokens, stored as its SHA-256 hash, used once,
 * expiring after CONFIRM_TOKEN_TTL_HOURS; the e-mail goes through the outbox in the same transaction.
 */
import { sql } from 'kysely';
import type { Tx } from '../db/types';
import type { JsonValue } from '../db/schema.generated';
import type { MailQueue } from '../mail/outbox';
import { localePrefix, type Locale } from '../../i18n/locales';
import { hashToken, randomToken } from './tokens';

/** A day: long enough for someone who reads mail the next morning; a resend gives a fresh link. */
export const CONFIRM_TOKEN_TTL_HOURS = 24;
const TOKEN_TYPE = 'confirmation_token';

/** The landing page of a confirmation link, in the account's language. */
export function confirmationLink(origin: string, locale: Locale, token: string): string {
  return `${origin}${localePrefix(locale)}/auth/confirm?token=${encodeURIComponent(token)}`;
}

/**
 * Queues a confirmation e-mail with a fresh link. Earlier unused links of the account stop working
 * (one live link, as GoTrue keeps one confirmation_token), so a forwarded old e-mail confirms nothing.
 */
export async function queueConfirmation(
  tx: Tx,
  mail: MailQueue,
  user: { id: string; email: string; name: string },
  locale: Locale,
  origin: string,
): Promise<void> {
  await tx.db
    .deleteFrom('auth.one_time_tokens')
    .where('user_id', '=', user.id)
    .where('token_type', '=', TOKEN_TYPE)
    .where('used_at', 'is', null)
    .execute();
  const token = randomToken();
  await tx.db
    .insertInto('auth.one_time_tokens')
    .values({ user_id: user.id, token_type: TOKEN_TYPE, token_hash: hashToken(token), relates_to: user.email })
    .execute();
  await mail.enqueue(tx, 'auth_confirm_email', {
    to: user.email,
    name: user.name,
    link: confirmationLink(origin, locale, token),
    locale,
  });
}

export type TakenConfirmation = { state: 'confirmed' | 'alreadyConfirmed'; userId: string } | { state: 'invalid' };

/**
 * Uses a confirmation token: marks it used and confirms the address. A token used before, of an
 * account whose address is confirmed, answers `alreadyConfirmed` (a mail scanner may have opened the
 * link first); an unknown, expired or replaced token answers `invalid`.
 */
export async function takeConfirmation(tx: Tx, token: string): Promise<TakenConfirmation> {
  const row = await tx.db
    .selectFrom('auth.one_time_tokens as t')
    .innerJoin('auth.users as u', 'u.id', 't.user_id')
    .select(['t.id', 't.user_id', 't.used_at', 'u.email_confirmed_at'])
    .select(sql<boolean>`t.created_at > now() - make_interval(hours => ${CONFIRM_TOKEN_TTL_HOURS})`.as('fresh'))
    .where('t.token_hash', '=', hashToken(token))
    .where('t.token_type', '=', TOKEN_TYPE)
    .executeTakeFirst();
  if (!row) return { state: 'invalid' };
  if (row.used_at) return row.email_confirmed_at ? { state: 'alreadyConfirmed', userId: row.user_id } : { state: 'invalid' };
  if (!row.fresh) return { state: 'invalid' };
  // used_at is null in the condition: two requests racing with one link, only one confirms and signs in.
  const used = await tx.db
    .updateTable('auth.one_time_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!used) return { state: 'alreadyConfirmed', userId: row.user_id };
  const meta = sql<JsonValue>`coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb`;
  await tx.db
    .updateTable('auth.users')
    .set({ email_confirmed_at: sql<Date>`coalesce(email_confirmed_at, now())`, raw_user_meta_data: meta, updated_at: sql<Date>`now()` })
    .where('id', '=', row.user_id)
    .execute();
  return { state: 'confirmed', userId: row.user_id };
}
