// Makes an existing local user an admin: npm run admin:promote -- someone@example.com
// Runs with the service role against the same database the site uses (PGlite locally, or
// DATABASE_URL). With PGlite, stop `npm start` first: the embedded database is one process's, and this
// refuses (exit 1, nothing written) while the site has it open.
import { closeDatabase, getDatabase } from '../src/server/db/index';
import { LocalDataError } from '../src/server/dataDir';

const email = process.argv[2];
if (!email) {
  console.error('Usage: npm run admin:promote -- <email>');
  process.exit(2);
}
const db = await getDatabase().catch((error: unknown) => {
  if (!(error instanceof LocalDataError)) throw error;
  console.error(`admin:promote: ${error.message}`);
  process.exit(1);
});
try {
  const rows = await db.asService((tx) =>
    tx.db
      .updateTable('public.profiles')
      .set({ role: 'admin' })
      .where((eb) => eb(eb.fn('lower', ['email']), '=', eb.fn('lower', [eb.val(email)])))
      .returning('id')
      .execute(),
  );
  if (rows.length === 0) {
    console.error(`No profile with the e-mail ${email}. Sign up first.`);
    process.exitCode = 1;
  } else console.log(`${email} is now an admin.`);
} finally {
  await closeDatabase();
}
