/**
 * Fixture for tests/e2e/quotation-expiry.spec.ts, run with tsx before the spec's own server starts (no
 * server clock can be moved): a local data directory, migrated and seeded as `npm start` makes it, with
 * one confirmed client per address given, each with a quote the studio priced 31 days ago, so its
 * quotation revision 1 was valid until yesterday (Bangkok). The revision is issued by the product's own
 * reviseQuotation, dated back; nothing is written by hand that the studio could not have written.
 *
 *   tsx tests/e2e/support/lapsedQuotation.ts <LOCAL_DATA_DIR> <password> <email:locale>...
 */
import { join } from 'node:path';
import { hash } from '@node-rs/argon2';
import { openLocalDatabase } from '../../../src/server/db/local';
import { reviseQuotation } from '../../../src/server/billing/quotation/quotation';
import { getConfig } from '../../../src/server/config';

const [dataDir, password, ...clients] = process.argv.slice(2);
if (!dataDir || !password || clients.length === 0) throw new Error('usage: lapsedQuotation.ts <dir> <password> <email:locale>...');
const db = await openLocalDatabase(join(dataDir, 'pglite'));
try {
  const passwordHash = await hash(password);
  for (const client of clients) {
    const [email, locale] = client.split(':') as [string, string];
    const name = locale === 'th' ? 'สมชาย ใจดี' : 'Ann Lee';
    await db.asService(async (tx) => {
      const user = await tx.one<{ id: string }>(
        `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_user_meta_data, raw_app_meta_data)
         values ($1, $2, now(), jsonb_build_object('full_name', $3::text, 'locale', $4::text), '{"provider":"email","providers":["email"]}')
         returning id`,
        [email, passwordHash, name, locale],
      );
      const quote = await tx.one<{ id: string }>(
        `insert into public.quotes (user_id, package_name, package_price, project_description, contact_info, locale, status, quoted_price, quoted_timeline)
         values ($1, 'Custom plan', 25000, 'A bilingual site for a Bangkok clinic with online booking.',
                 jsonb_build_object('name', $2::text, 'email', $3::text, 'phone', '', 'company', ''), $4, 'quoted', 48000, '6 weeks')
         returning id`,
        [user!.id, name, email, locale],
      );
      await reviseQuotation(tx, quote!.id, getConfig(), new Date(Date.now() - 31 * 86_400_000));
    });
  }
} finally {
  await db.close();
}
