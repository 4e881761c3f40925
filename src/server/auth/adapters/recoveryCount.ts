/**
 * How many of an account's recovery codes are unused, on Supabase (public.mfa_recovery_codes, decision
 * 0049; issue 35): its own small module so the dashboard can count them without loading the code
 * store's generator (otpauth, qrcode) or the admin client (decision 0055). Null when the account has no set.
 */
import type { Database } from '../../db/types';

export async function unusedRecoveryCodes(db: Database, userId: string): Promise<number | null> {
  // Service role: the table is the server's alone (decision 0049).
  const rows = await db.asService((tx) =>
    tx.db.selectFrom('public.mfa_recovery_codes').select('used_at').where('user_id', '=', userId).execute(),
  );
  return rows.length === 0 ? null : rows.filter((row) => row.used_at === null).length;
}
