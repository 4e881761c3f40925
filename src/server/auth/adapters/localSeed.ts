import { hash } from '@node-rs/argon2';
import { sql } from 'kysely';
import type { Database } from '../../db/types';

const FULL_NAME = 'Studio Admin';

/**
 * Creates the local admin the README documents on first start (idempotent). Local mode only
 * (src/server/services.ts); production admins are real users promoted by the studio.
 */
export async function ensureLocalAdmin(db: Database, LOCAL_ADMIN: { email: string; password: string }): Promise<void> {
  const exists = await db.asService((tx) =>
    tx.db
      .selectFrom('auth.users')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', eb.fn('lower', [eb.val(LOCAL_ADMIN.email)])))
      .executeTakeFirst(),
  );
  if (exists) return;
  const passwordHash = await hash(LOCAL_ADMIN.password);
  await db.asService(async (tx) => {
    const user = await tx.db
      .insertInto('auth.users')
      .values({
        email: LOCAL_ADMIN.email,
        encrypted_password: passwordHash,
        email_confirmed_at: sql<Date>`now()`,
        raw_user_meta_data: { full_name: FULL_NAME, phone: '', company: 'Siam Pixel Studio' },
        raw_app_meta_data: { provider: 'email', providers: ['email'] },
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The trigger created the profile as 'user'; only the service role may promote.
    await tx.db.updateTable('public.profiles').set({ role: 'admin' }).where('id', '=', user.id).execute();
  });
  console.info(`[auth] created the local admin ${LOCAL_ADMIN.email}`);
}
