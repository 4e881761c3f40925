import { call } from '../db/builder';
import type { Database } from '../db/types';
import type { VerifiedSession } from './types';

const ADMIN_ROLES = new Set(['admin', 'super_admin']);

/**
 * Admin per spec §6, decided by the database function public.is_admin() so the server and the RLS
 * policies agree: app_metadata.role (set only by the service) or profiles.role. user_metadata is
 * editable by its owner, so it never grants admin (docs/decisions/0004-admin-role-source.md).
 * A failed check leaves the user non-admin.
 */
export async function isAdmin(db: Database, session: VerifiedSession | null): Promise<boolean> {
  if (!session) return false;
  if (ADMIN_ROLES.has(String(session.claims.app_metadata?.['role'] ?? ''))) return true;
  try {
    const row = await db.asCaller(session.claims, (tx) => tx.db.selectNoFrom(call('public.is_admin').as('admin')).executeTakeFirst());
    return row?.admin === true;
  } catch (error) {
    console.error('[auth] admin check failed', error);
    return false;
  }
}
