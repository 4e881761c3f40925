// A stand-in for one server instance, for the cross-process limit test (tests/integration/rate-limits.test.ts):
// opens the app's PostgreSQL engine on the database URL it is given, builds the app's limiter over it,
// says "ready", waits for "go" on stdin, then consumes `calls` times at once under leadSubmissions with
// a limit of `limit` per hour and prints one JSON line { allowed, refused, ms }.
//
//   tsx tests/integration/support/limiterProcess.ts <database-url> <key> <limit> <calls>
import { createInterface } from 'node:readline';
import { openPostgres } from '../../../src/server/db/postgres';
import { DatabaseRateLimiter, limitPolicies } from '../../../src/server/rateLimit';

const [url, key, limitText, callsText] = process.argv.slice(2);
if (!url || !key || !limitText || !callsText) throw new Error('usage: limiterProcess <database-url> <key> <limit> <calls>');
const limit = Number(limitText);
const calls = Number(callsText);

const db = await openPostgres(url, { max: 10 });
const limiter = new DatabaseRateLimiter(db, limitPolicies({ multiplier: 1, signUpsPerHour: 10, leadsPerHour: limit }));
// Open the pool's connections before the start signal, so both processes really race.
await Promise.all(Array.from({ length: 10 }, () => db.asService((tx) => tx.query('select 1'))));
console.log('ready');

const lines = createInterface({ input: process.stdin });
for await (const line of lines) if (line.trim() === 'go') break;
lines.close();

const started = performance.now();
const decisions = await Promise.all(Array.from({ length: calls }, () => limiter.consume('leadSubmissions', key)));
const ms = Math.round(performance.now() - started);
const allowed = decisions.filter((d) => d.allowed).length;
console.log(JSON.stringify({ allowed, refused: calls - allowed, ms }));
await db.close();
