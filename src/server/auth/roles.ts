import { call } from '../db/builder';
import type { Database } from '../db/types';
import type { VerifiedSession } from './types';
import { ADMIN_ROLES, adminReason, type RoleSources } from '../../domain/auth/adminReason';

/**
 * Admin per spec §6, decided by the database functions so the server and the RLS policies agree:
 * app_metadata.role (set only by the service) or profiles.role. user_metadata is editable by its owner,
 * so it never grants admin (docs/decisions/0004-admin-role-source.md). `isAdmin` is public.is_admin():
 * the role AND a session at aal2 (docs/decisions/0045); `adminRole` is the role alone
 * (public.has_admin_role()), which sends an admin who has not given a code to the two-step screens.
 * A failed check leaves the user non-admin.
 */
export async function adminStanding(db: Database, session: VerifiedSession | null): Promise<{ isAdmin: boolean; adminRole: boolean }> {
  if (!session) return { isAdmin: false, adminRole: false };
  const aal2 = session.claims.aal === 'aal2';
  if (ADMIN_ROLES.includes(String(session.claims.app_metadata?.['role'] ?? ''))) return { isAdmin: aal2, adminRole: true };
  try {
    const row = await db.asCaller(session.claims, (tx) =>
      tx.db.selectNoFrom([call('public.is_admin').as('admin'), call('public.has_admin_role').as('role')]).executeTakeFirst(),
    );
    return { isAdmin: row?.admin === true, adminRole: row?.role === true };
  } catch (error) {
    console.error('[auth] admin check failed', error);
    return { isAdmin: false, adminRole: false };
  }
}

const roleOf = (metadata: Record<string, unknown> | undefined) => {
  const role = metadata?.['role'];
  return typeof role === 'string' ? role : null;
};

/** What decides the caller's admin flag, read as the caller (their own profile only), with the reason. */
export async function explainAdmin(db: Database, session: VerifiedSession): Promise<RoleSources & { isAdmin: boolean; reason: string }> {
  const profile = await db.asCaller(session.claims, (tx) =>
    tx.db.selectFrom('public.profiles').select('role').where('id', '=', session.user.id).executeTakeFirst(),
  );
  const sources: RoleSources = {
    appMetadataRole: roleOf(session.claims.app_metadata),
    profileRole: profile?.role ?? null,
    userMetadataRole: roleOf(session.user.userMetadata),
  };
  return { ...sources, ...adminReason(sources) };
}

/** Whether the session is an admin's at aal2 (public.is_admin()). */
export async function isAdmin(db: Database, session: VerifiedSession | null): Promise<boolean> {
  return (await adminStanding(db, session)).isAdmin;
}
