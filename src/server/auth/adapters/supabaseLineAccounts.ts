/**
 * LINE on Supabase (decision 0060, addendum): who is who in auth.users, as the service role (as the
 * webhook's reconciliation reads auth.users). Apart from supabaseLine.ts so that listing an account's
 * ways in does not load the OIDC client.
 */
import { sql } from 'kysely';
import type { Database } from '../../db/types';
import { PLACEHOLDER_DOMAIN } from './supabase';

/** Who is who in auth.users: the account of a LINE subject (app_metadata.line_subject), of an address. */
export interface LineAccounts {
  bySubject(subject: string): Promise<string | null>;
  byEmail(email: string): Promise<string | null>;
  /**
   * The profile of a new LINE-only account says it has no address (null, as on the local adapter), not
   * the placeholder handle_new_user copied: mail is never queued to it and the studio never sees it.
   */
  hidePlaceholder(userId: string): Promise<void>;
  /**
   * Whether the account has a password. An account LINE made has Supabase's `email` identity (first for
   * the placeholder, then for the address the person added) but no password until one is set.
   */
  hasPassword(userId: string): Promise<boolean>;
}

/** The lookups against auth.users (service role, as the webhook's reconciliation reads it). */
export function lineAccountsInDatabase(db: Database): LineAccounts {
  return {
    bySubject: async (subject) => {
      const row = await db.asService((tx) =>
        tx.db
          .selectFrom('auth.users')
          .select('id')
          .where(sql<boolean>`raw_app_meta_data ->> 'line_subject' = ${subject}`)
          .executeTakeFirst(),
      );
      return row?.id ?? null;
    },
    byEmail: async (email) => {
      const row = await db.asService((tx) =>
        tx.db
          .selectFrom('auth.users')
          .select('id')
          .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
          .executeTakeFirst(),
      );
      return row?.id ?? null;
    },
    hasPassword: async (userId) => {
      const row = await db.asService((tx) =>
        tx.db
          .selectFrom('auth.users')
          .select(sql<boolean>`coalesce(encrypted_password, '') <> ''`.as('has_password'))
          .where('id', '=', userId)
          .executeTakeFirst(),
      );
      return row?.has_password === true;
    },
    hidePlaceholder: async (userId) => {
      await db.asService((tx) =>
        tx.db
          .updateTable('public.profiles')
          .set({ email: null })
          .where('id', '=', userId)
          .where('email', 'like', `%@${PLACEHOLDER_DOMAIN}`)
          .execute(),
      );
    },
  };
}
