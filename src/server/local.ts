/**
 * Local mode's stand-ins for the services a deployment gets elsewhere: the local auth adapter and its
 * JWT secret, the README's seeded admin, the demo checkout, and the in-process loops that do what the
 * scheduled functions do in production (mail delivery, due X posts). services.ts loads this module only
 * in local mode; the Netlify build does not carry it (src/server/buildTarget.ts).
 */
import type { OidcClients } from './auth/adapters/oidc';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import type { AppConfig } from './config';
import { asNotWritable } from './dataDir';
import { localDataPaths } from './db/index';
import type { Database } from './db/types';
import { LocalAuth } from './auth/adapters/local';
import { secretKey } from './auth/adapters/totp';
import { startLocalDeliveryLoop } from './mail/deliver';
import { configuredTransport } from './mail/transport';
import { DemoPayments } from './payments/demo';
import { runDueXPosts } from './social/posting';
import { publishDuePosts } from './blog/scheduled';
import { expireAbandonedCheckouts } from './orders/expire';
import { MailQueue } from './mail/outbox';
import { configuredLineTransport, lineQueueFor } from './mail/line/configured';
import { runReminders } from './reminders/run';
import { purgePastRetention } from './privacy/retention';
import type { RebuildPort } from './site/rebuild';
import type { SocialPort } from './social/types';

export { ensureLocalAdmin } from './auth/adapters/localSeed';

/**
 * The local JWT secret: configured, else generated once into LOCAL_DATA_DIR/auth-secret, inside the one
 * directory local mode writes to (never beside it: dataDir.ts). Kept across restarts so sessions are.
 */
function localJwtSecret(configured: string | undefined): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  const { root, secret: file } = localDataPaths();
  if (!existsSync(file)) {
    try {
      mkdirSync(root, { recursive: true });
      writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
    } catch (error) {
      throw asNotWritable(error, root);
    }
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

export function localAuth(db: Database, jwtSecret: string | undefined, mail: MailQueue, mfaKey?: string, oidc?: OidcClients): LocalAuth {
  return new LocalAuth({
    db,
    jwtSecret: localJwtSecret(jwtSecret),
    mail,
    ...(mfaKey ? { mfaKey: secretKey(mfaKey) } : {}),
    ...(oidc ? { oidc } : {}),
  });
}

export const demoPayments = (db: Database): DemoPayments => new DemoPayments(db);

let stopMail: (() => Promise<void>) | undefined;
let xRunner: ReturnType<typeof setInterval> | undefined;

/** Reminders (decision 0071) run at most this often locally; production runs them hourly. */
const REMINDER_EVERY_MS = 60_000;
/** The retention purge (decision 0075), daily as in production. */
const PURGE_EVERY_MS = 24 * 60 * 60_000;

/**
 * Mail every 5 s, and every 15 s scheduled blog posts that are due, then due X posts, then abandoned
 * checkouts, then (once a minute) the reminders that are due, then (once a day) the retention purge, in this
 * process (production: scheduled functions).
 */
export function startLocalLoops(db: Database, config: AppConfig, social: SocialPort, rebuild: RebuildPort): void {
  stopMail ??= startLocalDeliveryLoop(db, configuredTransport(config), 5_000, {}, configuredLineTransport(config));
  if (xRunner) return;
  let busy = false;
  let remindedAt = 0;
  let purgedAt = 0;
  const reminders = {
    db,
    mail: new MailQueue({ logToConsole: false, studioInbox: config.mail.studioInbox, line: lineQueueFor(config) }),
    origin: config.siteUrl,
  };
  xRunner = setInterval(() => {
    if (busy) return;
    busy = true;
    // Publishing first: a post that goes live queues its announcement for the X run just after.
    publishDuePosts({ db, rebuild }, new Date(), config.siteUrl)
      .catch((error: unknown) => console.error('[blog] scheduled publishing failed', error))
      .then(() => runDueXPosts(db, social, new Date()))
      .catch((error: unknown) => console.error('[x] scheduled run failed', error))
      .then(() => expireAbandonedCheckouts(db))
      .catch((error: unknown) => console.error('[orders] expiring abandoned checkouts failed', error))
      .then(async () => {
        if (Date.now() - remindedAt < REMINDER_EVERY_MS) return;
        remindedAt = Date.now();
        await runReminders(reminders);
      })
      .catch((error: unknown) => console.error('[reminders] run failed', error))
      .then(async () => {
        if (Date.now() - purgedAt < PURGE_EVERY_MS) return;
        purgedAt = Date.now();
        await purgePastRetention(db);
      })
      .catch((error: unknown) => console.error('[privacy] retention purge failed', error))
      .finally(() => (busy = false));
  }, 15_000);
  xRunner.unref?.();
}
