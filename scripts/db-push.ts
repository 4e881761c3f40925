// `npm run db:push -- <postgres-url> [--reset] [--seed]`: prepares a plain PostgreSQL database the way a
// Supabase project is migrated (scripts/lib/supabase-like.ts): bootstrap, migrations, seed, one line per
// file. Running it again applies nothing. --reset drops and creates the database first; --seed applies
// supabase/seed.sql unless it already ran. Never for Supabase itself: production uses `supabase db push`.
import { parseArgs } from 'node:util';
import { prepareSupabaseLike } from './lib/supabase-like';

const usage = 'usage: npm run db:push -- <postgres-url> [--reset] [--seed]';

let parsed;
try {
  parsed = parseArgs({ allowPositionals: true, options: { reset: { type: 'boolean' }, seed: { type: 'boolean' } } });
} catch (error) {
  console.error(`db:push: ${error instanceof Error ? error.message : String(error)}\n${usage}`);
  process.exit(2);
}
const [url, ...extra] = parsed.positionals;
if (!url || extra.length > 0 || !/^postgres(ql)?:\/\//.test(url)) {
  console.error(usage);
  process.exit(2);
}

try {
  await prepareSupabaseLike(url, { reset: parsed.values.reset ?? false, seed: parsed.values.seed ?? false });
} catch (error) {
  console.error(`db:push: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
