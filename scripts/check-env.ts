// Validates an environment the way the site will at start, for operators:
//   npm run check:env                 the current environment
//   npm run check:env -- netlify.env  a file of NAME=value lines (e.g. a Netlify site's variables)
// Prints the mode, why, and every missing or malformed variable; exits 1 when the site would refuse to serve.
import { readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { readConfig, type Env } from '../src/server/config';

const file = process.argv[2];
const env: Env = file ? parseEnv(readFileSync(file, 'utf8')) : process.env;
const result = readConfig(env);
const source = file ?? 'the current environment';

if (!result.ok) {
  const why = result.deploymentSigns.length > 0 ? ` (because of ${result.deploymentSigns.join(', ')})` : '';
  console.error(`${source}: ${result.mode} mode${why}; the site would refuse to serve:`);
  for (const problem of result.problems) console.error(`  - ${problem}`);
  process.exit(1);
}
const { config } = result;
const why = config.deploymentSigns.length > 0 ? ` (because of ${config.deploymentSigns.join(', ')})` : ' (nothing says deployment)';
console.log(`${source}: ${config.mode} mode${why}. ${config.seller.ok ? 'OK.' : 'The site serves; documents do not (below).'}`);
console.log(`  site URL     ${config.siteUrl}`);
console.log(
  `  database     ${config.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.database.dataDir}`}`,
);
console.log(`  auth         ${config.auth.kind === 'supabase' ? 'Supabase Auth' : `local (admin ${config.auth.admin.email})`}`);
if (config.auth.kind === 'supabase') {
  // Decision 0049: recovery codes on Supabase need the admin MFA API.
  const recovery = config.auth.serviceRoleKey ? 'recovery codes on' : 'no recovery codes (SUPABASE_SERVICE_ROLE_KEY unset)';
  console.log(`  two-step     ${recovery}`);
}
console.log(`  mail         ${config.mail.sendgrid ? 'SendGrid' : 'console and /dev/outbox'}`);
console.log(`  payments     ${config.payments.kind === 'stripe' ? 'Stripe' : 'demo checkout'}`);
console.log(`  AI drafts    ${config.ai.apiKey ? 'configured' : 'not configured'}`);
console.log(`  stock photos ${config.photos.apiKey ? 'configured' : 'not configured'}`);
console.log(`  X posting    ${config.x.auth ? `configured (${config.x.auth.kind})` : 'not configured'}`);
console.log(`  rebuild hook ${config.rebuildHookUrl ? 'configured' : 'none (blog rendered on demand)'}`);
if (config.seller.ok) {
  const { identity, demo } = config.seller;
  const vat = identity.vat.registered ? `VAT ${identity.vat.rateBp / 100}%` : 'not VAT registered (plain receipts)';
  console.log(
    `  documents    ${demo ? 'the demo studio' : identity.name.en} (tax ID ${identity.taxId}, ${identity.branch ? `branch ${identity.branch}` : 'head office'}, ${vat})`,
  );
} else {
  // The site serves without them, but a payment gets no receipt and downloads answer 503: an operator must know.
  console.error(`${source}: documents (receipts, tax invoices) would be refused:`);
  for (const problem of config.seller.problems) console.error(`  - ${problem}`);
  process.exit(1);
}
