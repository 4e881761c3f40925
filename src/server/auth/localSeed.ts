import { hash } from '@node-rs/argon2';
import type { Database } from '../db/types';

const FULL_NAME = 'Studio Admin';

/**
 * Creates the local admin the README documents on first start (idempotent). Local mode only
 * (src/server/services.ts); production admins are real users promoted by the studio.
 */
export async function ensureLocalAdmin(db: Database, LOCAL_ADMIN: { email: string; password: string }): Promise<void> {
  const exists = await db.asService((tx) => tx.one('select 1 from auth.users where lower(email) = lower($1)', [LOCAL_ADMIN.email]));
  if (exists) return;
  const passwordHash = await hash(LOCAL_ADMIN.password);
  await db.asService(async (tx) => {
    const user = await tx.one<{ id: string }>(
      `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_user_meta_data, raw_app_meta_data)
       values ($1, $2, now(), $3, $4) returning id`,
      [
        LOCAL_ADMIN.email,
        passwordHash,
        JSON.stringify({ full_name: FULL_NAME, phone: '', company: 'Siam Pixel Studio' }),
        JSON.stringify({ provider: 'email', providers: ['email'] }),
      ],
    );
    // The trigger created the profile as 'user'; only the service role may promote.
    await tx.query(`update public.profiles set role = 'admin' where id = $1`, [user?.id]);
  });
  console.info(`[auth] created the local admin ${LOCAL_ADMIN.email}`);
}
