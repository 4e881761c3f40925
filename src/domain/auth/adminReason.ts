/**
 * Why someone is or is not an admin, in the words of the diagnostics page (/admin-test). The rule is
 * public.is_admin()'s (docs/decisions/0004): app_metadata.role (set only by the service) or
 * profiles.role is 'admin' or 'super_admin'; user_metadata.role is the user's own to edit and never counts.
 */
export const ADMIN_ROLES: readonly string[] = ['admin', 'super_admin'];

export interface RoleSources {
  /** The access token's app_metadata.role, if any. */
  appMetadataRole: string | null;
  /** The user's row in public.profiles (null: no profile). */
  profileRole: string | null;
  /** user_metadata.role, shown because people expect it to matter. */
  userMetadataRole: string | null;
}

const shown = (value: string | null) => (value === null ? 'not set' : `'${value}'`);

export function adminReason(sources: RoleSources): { isAdmin: boolean; reason: string } {
  const byApp = sources.appMetadataRole !== null && ADMIN_ROLES.includes(sources.appMetadataRole);
  const byProfile = sources.profileRole !== null && ADMIN_ROLES.includes(sources.profileRole);
  if (byApp) return { isAdmin: true, reason: `Admin because app_metadata.role is ${shown(sources.appMetadataRole)}.` };
  if (byProfile) return { isAdmin: true, reason: `Admin because profiles.role is ${shown(sources.profileRole)}.` };
  const profile = sources.profileRole === null ? 'there is no profile row' : `profiles.role is ${shown(sources.profileRole)}`;
  const userNote =
    sources.userMetadataRole !== null && ADMIN_ROLES.includes(sources.userMetadataRole)
      ? ` user_metadata.role is ${shown(sources.userMetadataRole)}, but users can edit their own user_metadata, so it never grants admin.`
      : '';
  return {
    isAdmin: false,
    reason: `Not an admin: app_metadata.role is ${shown(sources.appMetadataRole)} and ${profile}.${userNote} An admin sets profiles.role to 'admin' (README, Deploy, step 1.8).`,
  };
}
