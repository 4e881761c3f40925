/**
 * Confirmation links of the local adapter (decision 0049), as GoTrue keeps them in auth.one_time_tokens:
 * stored as their SHA-256 hash, used once, expiring after CONFIRM_TOKEN_TTL_HOURS, one live link of a
 * kind per account; the e-mail goes through the outbox in the same transaction. Two kinds:
 * - `confirmation_token`: the address of a new account;
 * - `email_change_token_new`: a new address for the account, GoTrue's name for it: given to an account
 *   that has none (a LINE sign-up, decision 0048), or replacing the one it has (decision 0049 addendum
 *   (b)). The address waits in the token's `relates_to` and becomes the account's only when the link is
 *   followed, as Supabase keeps it in `new_email`: until then nothing is sent to it but the link, and an
 *   old address stays the sign-in and the contact address. One live link: a change replaces an add.
 */
import { sql } from 'kysely';
import type { Tx } from '../../db/types';
import type { JsonValue } from '../../db/schema.generated';
import type { MailQueue } from '../../mail/outbox';
import { hashToken, randomToken } from './tokens';
import { confirmLandingUrl } from '../confirmLanding';
import type { ConfirmLanding } from '../types';

/** A day: long enough for someone who reads mail the next morning; a resend gives a fresh link. */
export const CONFIRM_TOKEN_TTL_HOURS = 24;
const SIGN_UP = 'confirmation_token';
const ADDED_ADDRESS = 'email_change_token_new';

async function queueLink(
  tx: Tx,
  mail: MailQueue,
  link: { userId: string; to: string; name: string; type: typeof SIGN_UP | typeof ADDED_ADDRESS; purpose?: 'addEmail' | 'changeEmail' },
  landing: ConfirmLanding,
): Promise<void> {
  // Earlier unused links of this kind stop working, so a forwarded old e-mail confirms nothing.
  await tx.db
    .deleteFrom('auth.one_time_tokens')
    .where('user_id', '=', link.userId)
    .where('token_type', '=', link.type)
    .where('used_at', 'is', null)
    .execute();
  const token = randomToken();
  await tx.db
    .insertInto('auth.one_time_tokens')
    .values({ user_id: link.userId, token_type: link.type, token_hash: hashToken(token), relates_to: link.to })
    .execute();
  await mail.enqueue(tx, 'auth_confirm_email', {
    to: link.to,
    name: link.name,
    link: confirmLandingUrl(landing, token),
    locale: landing.locale,
    ...(link.purpose ? { purpose: link.purpose } : {}),
  });
}

/** Queues the confirmation e-mail of a new account, with a fresh link. */
export async function queueConfirmation(
  tx: Tx,
  mail: MailQueue,
  user: { id: string; email: string; name: string },
  landing: ConfirmLanding,
): Promise<void> {
  await queueLink(tx, mail, { userId: user.id, to: user.email, name: user.name, type: SIGN_UP }, landing);
}

/** Queues the link that adds `email` to an account without an address; a new one replaces it. */
export async function queueAddedAddress(
  tx: Tx,
  mail: MailQueue,
  user: { id: string; name: string },
  email: string,
  landing: ConfirmLanding,
): Promise<void> {
  await queueLink(tx, mail, { userId: user.id, to: email, name: user.name, type: ADDED_ADDRESS, purpose: 'addEmail' }, landing);
}

/** Queues the link that makes `email` the account's address in place of the one it has; a new one replaces it. */
export async function queueEmailChange(
  tx: Tx,
  mail: MailQueue,
  user: { id: string; name: string },
  email: string,
  landing: ConfirmLanding,
): Promise<void> {
  await queueLink(tx, mail, { userId: user.id, to: email, name: user.name, type: ADDED_ADDRESS, purpose: 'changeEmail' }, landing);
}

export type TakenConfirmation =
  | {
      state: 'confirmed' | 'alreadyConfirmed';
      userId: string;
      /** The link carried a new address (added or changed): it proves the inbox, not the account. */
      addedAddress: boolean;
      /** The new address replaced an old one: the account's other sessions were ended. */
      replaced?: boolean;
    }
  | { state: 'invalid' };

/**
 * Uses a confirmation token: marks it used and confirms the address (an added address becomes the
 * account's). A token used before, of an account whose address is confirmed, answers
 * `alreadyConfirmed` (a mail scanner may have opened the link first); an unknown, expired or replaced
 * token answers `invalid`, and so does a new address another account took in the meantime.
 * A new address that replaces an old one ends every session of the account but `keepSessionId` (the
 * session of the browser following the link, when it is the account's), as a new password does.
 */
export async function takeConfirmation(tx: Tx, token: string, keepSessionId?: string): Promise<TakenConfirmation> {
  const row = await tx.db
    .selectFrom('auth.one_time_tokens as t')
    .innerJoin('auth.users as u', 'u.id', 't.user_id')
    .select(['t.id', 't.user_id', 't.used_at', 't.token_type', 't.relates_to', 'u.email_confirmed_at', 'u.email'])
    .select(sql<boolean>`t.created_at > now() - make_interval(hours => ${CONFIRM_TOKEN_TTL_HOURS})`.as('fresh'))
    .where('t.token_hash', '=', hashToken(token))
    .where('t.token_type', 'in', [SIGN_UP, ADDED_ADDRESS])
    .executeTakeFirst();
  if (!row) return { state: 'invalid' };
  const addedAddress = row.token_type === ADDED_ADDRESS;
  if (row.used_at) return row.email_confirmed_at ? { state: 'alreadyConfirmed', userId: row.user_id, addedAddress } : { state: 'invalid' };
  if (!row.fresh) return { state: 'invalid' };
  // used_at is null in the condition: two requests racing with one link, only one confirms and signs in.
  const used = await tx.db
    .updateTable('auth.one_time_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!used) return { state: 'alreadyConfirmed', userId: row.user_id, addedAddress };
  const meta = sql<JsonValue>`coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb`;
  const confirm = {
    email_confirmed_at: sql<Date>`coalesce(email_confirmed_at, now())`,
    raw_user_meta_data: meta,
    updated_at: sql<Date>`now()`,
  };
  if (!addedAddress) {
    await tx.db.updateTable('auth.users').set(confirm).where('id', '=', row.user_id).execute();
    return { state: 'confirmed', userId: row.user_id, addedAddress };
  }
  // The address becomes the account's only if no other account took it meanwhile (in a race past this
  // check, the unique index on lower(email) refuses the update and the link stays unused).
  const taken = await tx.db
    .selectFrom('auth.users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', (row.relates_to ?? '').toLowerCase()))
    .where('id', '<>', row.user_id)
    .executeTakeFirst();
  if (taken || !row.relates_to) return { state: 'invalid' };
  await tx.db
    .updateTable('auth.users')
    .set({ ...confirm, email: row.relates_to, email_confirmed_at: sql<Date>`now()` })
    .where('id', '=', row.user_id)
    .execute();
  // Another link of the account for an address it no longer has (a sign-up link of the old one) stops working.
  await tx.db
    .deleteFrom('auth.one_time_tokens')
    .where('user_id', '=', row.user_id)
    .where('token_type', '=', SIGN_UP)
    .where('used_at', 'is', null)
    .execute();
  const replaced = row.email !== null && row.email.toLowerCase() !== row.relates_to.toLowerCase();
  if (replaced) {
    // The sign-in address changed: the other devices sign in again, with the new one (as after a new password).
    let sessions = tx.db.deleteFrom('auth.sessions').where('user_id', '=', row.user_id);
    if (keepSessionId) sessions = sessions.where('id', '<>', keepSessionId);
    await sessions.execute();
  }
  return { state: 'confirmed', userId: row.user_id, addedAddress, replaced };
}
