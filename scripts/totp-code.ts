// `npx tsx scripts/totp-code.ts <secret>`: the current two-step sign-in code of a TOTP secret (the key
// the enrolment screen shows as text), for trying the local admin without a phone (decision 0045).
// It computes what any authenticator app would; it reads no database and knows no account.
import { codeAt } from '../src/server/auth/adapters/totp';

const secret = process.argv[2]?.replace(/\s/g, '').toUpperCase();
if (!secret || !/^[A-Z2-7]+=*$/.test(secret)) {
  console.error('Usage: npx tsx scripts/totp-code.ts <secret>   (the key shown when you set up two-step sign-in)');
  process.exit(1);
}
const now = Math.floor(Date.now() / 1000);
const left = 30 - (now % 30);
console.log(codeAt(secret, now));
console.error(`(valid for ${left} more second${left === 1 ? '' : 's'}, and the next 30 s; each code works once)`);
