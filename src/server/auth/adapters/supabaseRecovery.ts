/**
 * Recovery codes of two-step sign-in on Supabase (decision 0049). Supabase Auth keeps none, so the
 * server does: ten per confirmed enrolment in public.mfa_recovery_codes (scrypt hashes, codeHash.ts; service
 * role only), each used once. A correct unused code cannot raise a Supabase session to aal2 (only
 * Auth can, from a TOTP code), so it does what Supabase's own dashboard would: the account's
 * authenticators are removed through the admin MFA API, which also ends every session of the account.
 * The owner signs in again with the password alone and enrols anew; admins are sent to enrol before
 * /admin opens (decision 0045). Each use is written to public.auth_events.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { sql } from 'kysely';
import type { Database } from '../../db/types';
import { formatRecoveryCode, normaliseRecoveryCode } from '../../../domain/auth/twoStep';
import { newRecoveryCodes } from './totp';
import { hashCode, verifyCode } from './codeHash';
import { unusedRecoveryCodes } from './recoveryCount';

export interface RecoveryCodeStore {
  /** A new set for the account (the old one stops working); the codes in plain text, shown once. */
  replace(userId: string): Promise<string[]>;
  /**
   * Uses a code: when it is right and unused, removes every authenticator of the account (ending its
   * sessions), records the event and answers true; false for a wrong or used code.
   */
  redeem(userId: string, typed: string): Promise<boolean>;
  /** Forgets the account's codes (its last authenticator was removed). */
  clear(userId: string): Promise<void>;
  /** The unused codes left; null when the account has no set. */
  left(userId: string): Promise<number | null>;
  /** Uses a right, unused code without touching the authenticators (to renew the set); false otherwise. */
  spend(userId: string, typed: string): Promise<boolean>;
}

/** The admin client: the service-role key, server only, no session of its own. */
export function adminClient(url: string, serviceRoleKey: string): SupabaseClient {
  return createClient(url, serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });
}

export class SupabaseRecoveryCodes implements RecoveryCodeStore {
  constructor(
    private readonly db: Database,
    private readonly admin: SupabaseClient,
  ) {}

  async replace(userId: string): Promise<string[]> {
    const codes = newRecoveryCodes();
    const hashes = await Promise.all(codes.map((plain) => hashCode(plain)));
    // Service role: the table is the server's alone (decision 0049).
    await this.db.asService(async (tx) => {
      await tx.db.deleteFrom('public.mfa_recovery_codes').where('user_id', '=', userId).execute();
      await tx.db
        .insertInto('public.mfa_recovery_codes')
        .values(hashes.map((code_hash) => ({ user_id: userId, code_hash })))
        .execute();
    });
    return codes.map(formatRecoveryCode);
  }

  async redeem(userId: string, typed: string): Promise<boolean> {
    const codeId = await this.take(userId, typed);
    if (!codeId) return false;
    try {
      await this.removeFactors(userId, codeId);
    } catch (error) {
      // Auth could not remove the authenticators: the code did nothing, so it works again later.
      await this.db.asService((tx) =>
        tx.db.updateTable('public.mfa_recovery_codes').set({ used_at: null }).where('id', '=', codeId).execute(),
      );
      throw error;
    }
    return true;
  }

  /** Marks a right, unused code used; its id, or null. */
  private async take(userId: string, typed: string): Promise<string | null> {
    const plain = normaliseRecoveryCode(typed);
    if (!plain) return null;
    return this.db.asService(async (tx) => {
      const rows = await tx.db
        .selectFrom('public.mfa_recovery_codes')
        .select(['id', 'code_hash'])
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .execute();
      let matched: string | undefined;
      for (const row of rows) if (!matched && (await verifyCode(row.code_hash, plain))) matched = row.id;
      if (!matched) return null;
      // used_at is null in the condition: two requests racing with one code, only one uses it.
      const used = await tx.db
        .updateTable('public.mfa_recovery_codes')
        .set({ used_at: sql<Date>`now()` })
        .where('id', '=', matched)
        .where('used_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return used?.id ?? null;
    });
  }

  private async removeFactors(userId: string, codeId: string): Promise<void> {
    const listed = await this.admin.auth.admin.mfa.listFactors({ userId });
    if (listed.error) throw listed.error;
    const factors = listed.data.factors;
    for (const factor of factors) {
      const { error } = await this.admin.auth.admin.mfa.deleteFactor({ id: factor.id, userId });
      if (error) throw error;
    }
    await this.db.asService(async (tx) => {
      // The other codes protected the authenticators just removed: a new enrolment gives a new set.
      await tx.db.deleteFrom('public.mfa_recovery_codes').where('user_id', '=', userId).where('used_at', 'is', null).execute();
      await tx.db
        .insertInto('public.auth_events')
        .values({
          user_id: userId,
          event: 'mfa_recovery_code_used',
          detail: JSON.stringify({ recovery_code: codeId, factors_removed: factors.map((factor) => factor.id) }),
        })
        .execute();
    });
  }

  left(userId: string): Promise<number | null> {
    return unusedRecoveryCodes(this.db, userId);
  }

  async spend(userId: string, typed: string): Promise<boolean> {
    return (await this.take(userId, typed)) !== null;
  }

  async clear(userId: string): Promise<void> {
    await this.db.asService((tx) => tx.db.deleteFrom('public.mfa_recovery_codes').where('user_id', '=', userId).execute());
  }
}
