// The cast every RLS suite runs with: users are created the way the local auth adapter creates them
// (an insert into auth.users with the service role), so the handle_new_user trigger makes their profiles.
import type { DatabaseEngine, JwtClaims, Tx } from '../../../src/server/db/types';

export type ActorName =
  | 'visitor' // anon, no claims
  | 'userA'
  | 'userB'
  | 'admin' // profiles.role = 'admin'
  | 'appAdmin' // app_metadata.role = 'admin', profiles.role = 'user'
  | 'fakeAdmin' // user_metadata.role = 'admin' (self-written, not trusted), profiles.role = 'user'
  | 'superAdmin' // profiles.role = 'super_admin'
  | 'service'; // service_role

export interface User {
  id: string;
  email: string;
  claims: JwtClaims;
}

export type Cast = Record<Exclude<ActorName, 'visitor' | 'service'>, User>;

export interface NewUser {
  email: string;
  userMetadata?: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
}

export async function createUser(db: DatabaseEngine, user: NewUser): Promise<User> {
  const appMetadata = { provider: 'email', providers: ['email'], ...user.appMetadata };
  const userMetadata = user.userMetadata ?? {};
  const row = await db.asService((tx) =>
    tx.one<{ id: string }>(
      `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_user_meta_data, raw_app_meta_data)
       values ($1, 'not-a-real-hash', now(), $2::jsonb, $3::jsonb)
       returning id`,
      [user.email, userMetadata, appMetadata],
    ),
  );
  if (!row) throw new Error(`could not create ${user.email}`);
  const now = Math.floor(Date.now() / 1000);
  return {
    id: row.id,
    email: user.email,
    claims: {
      sub: row.id,
      role: 'authenticated',
      aud: 'authenticated',
      email: user.email,
      iat: now,
      exp: now + 3600,
      app_metadata: appMetadata,
      user_metadata: userMetadata,
      session_id: crypto.randomUUID(),
      // Signed in all the way: admins act at aal2 only (decision 0045; tests/integration/auth/admin-aal2.test.ts
      // covers the password-only admin).
      aal: 'aal2',
      is_anonymous: false,
    },
  };
}

/** Sets a profile role directly as the database owner (how a super admin or a migration would). */
export async function setProfileRole(db: DatabaseEngine, id: string, role: 'user' | 'admin' | 'super_admin') {
  await db.asOwner((tx) => tx.query('update public.profiles set role = $2 where id = $1', [id, role]));
}

export async function createCast(db: DatabaseEngine): Promise<Cast> {
  const cast: Cast = {
    userA: await createUser(db, { email: 'ann@example.test', userMetadata: { full_name: 'Ann Arun' } }),
    userB: await createUser(db, { email: 'boon@example.test', userMetadata: { full_name: 'Boon Boonmee' } }),
    admin: await createUser(db, { email: 'admin@example.test', userMetadata: { full_name: 'Ada Admin' } }),
    appAdmin: await createUser(db, { email: 'app-admin@example.test', appMetadata: { role: 'admin' } }),
    fakeAdmin: await createUser(db, { email: 'mallory@example.test', userMetadata: { full_name: 'Mallory', role: 'admin' } }),
    superAdmin: await createUser(db, { email: 'root@example.test', userMetadata: { full_name: 'Sam Super' } }),
  };
  await setProfileRole(db, cast.admin.id, 'admin');
  await setProfileRole(db, cast.superAdmin.id, 'super_admin');
  return cast;
}

/** Runs fn as the named actor, in one transaction (committed unless fn throws). */
export function runAs<T>(db: DatabaseEngine, cast: Cast, actor: ActorName, fn: (tx: Tx) => Promise<T>): Promise<T> {
  if (actor === 'service') return db.asService(fn);
  if (actor === 'visitor') return db.asCaller(null, fn);
  return db.asCaller(cast[actor].claims, fn);
}
