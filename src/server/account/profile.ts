/**
 * The signed-in user's own contact details, read as them (RLS returns only their row). Missing
 * values come back as empty text, as the forms and e-mails use them.
 */
import type { SignedInCallerDb } from '../db/caller';

export interface ContactProfile {
  fullName: string;
  phone: string;
  company: string;
}

export async function loadOwnProfile(caller: SignedInCallerDb): Promise<ContactProfile> {
  const row = await caller.run((tx) =>
    tx.db
      .selectFrom('public.profiles')
      .select(['full_name', 'phone', 'company'])
      .where('id', '=', caller.claims.sub ?? null)
      .executeTakeFirst(),
  );
  return { fullName: row?.full_name ?? '', phone: row?.phone ?? '', company: row?.company ?? '' };
}
