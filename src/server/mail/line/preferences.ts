/**
 * A client's "Updates on LINE" (docs/decisions/0072), read and written as the caller so RLS decides: a
 * client reads and writes only their own row, and turns it on only with LINE linked.
 */
import { sql } from 'kysely';
import type { SignedInCallerDb } from '../../db/caller';

export interface OwnLineSetting {
  /** Whether the account has LINE linked (else the setting is not offered). */
  linked: boolean;
  on: boolean;
  /** The delivery run turned it off because LINE could not reach the person. */
  blocked: boolean;
}

export async function ownLineSetting(caller: SignedInCallerDb, userId: string): Promise<OwnLineSetting> {
  return caller.run(async (tx) => {
    const linked = await tx.db.selectNoFrom(sql<boolean>`public.has_line_identity()`.as('linked')).executeTakeFirst();
    const row = await tx.db
      .selectFrom('public.line_preferences')
      .select(['updates', 'turned_off_reason'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return { linked: linked?.linked === true, on: row?.updates ?? false, blocked: !row?.updates && row?.turned_off_reason === 'blocked' };
  });
}

/** The client turns updates on LINE on or off (RLS refuses 'on' without a LINE identity). */
export async function setOwnLineUpdates(caller: SignedInCallerDb, userId: string, on: boolean): Promise<void> {
  const at = new Date().toISOString();
  await caller.run((tx) =>
    tx.db
      .insertInto('public.line_preferences')
      .values({ user_id: userId, updates: on, updated_at: at })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ updates: on, turned_off_reason: null, updated_at: at }))
      .execute(),
  );
}
