import { hash } from '@node-rs/argon2';
import type { Database } from '../db/types';

/** The local admin account the README documents. Local mode only; production admins are real users. */
export const LOCAL_ADMIN = {
  email: process.env.LOCAL_ADMIN_EMAIL ?? 'admin@siampixel.example',
  password: process.env.LOCAL_ADMIN_PASSWORD ?? 'admin-siam-2026',
  fullName: 'Studio Admin',
};

/** Creates the local admin on first start (idempotent). */
export async function ensureLocalAdmin(db: Database): Promise<void> {
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
        JSON.stringify({ full_name: LOCAL_ADMIN.fullName, phone: '', company: 'Siam Pixel Studio' }),
        JSON.stringify({ provider: 'email', providers: ['email'] }),
      ],
    );
    // The trigger created the profile as 'user'; only the service role may promote.
    await tx.query(`update public.profiles set role = 'admin' where id = $1`, [user?.id]);
  });
  console.info(`[auth] created the local admin ${LOCAL_ADMIN.email}`);
}
