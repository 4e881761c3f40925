/**
 * Composition root: builds each adapter from the validated configuration (src/server/config.ts), once
 * per process. The mode decides; nothing here looks at which variables happen to be missing.
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { getConfig } from './config';
import { getDatabase, localDataDir } from './db/index';
import type { Database } from './db/types';
import { LocalAuth } from './auth/local';
import { SupabaseAuth } from './auth/supabase';
import { ensureLocalAdmin } from './auth/localSeed';
import type { AuthPort } from './auth/types';
import { MailQueue } from './mail/outbox';
import { startLocalDeliveryLoop } from './mail/deliver';
import { configuredTransport } from './mail/transport';
import type { PaymentsPort } from './payments/types';
import { StripePayments } from './payments/stripe';
import { DemoPayments } from './payments/demo';
import { aiFrom, type AiPort } from './ai';
import { photosFrom, type PhotoPort } from './photos';
import { socialFrom, type SocialPort } from './social';
import { rebuildFrom, type RebuildPort } from './site/rebuild';
import { runDueXPosts } from './social/posting';

/** True when the embedded local services run (the mode is decided by the configuration, never guessed). */
export function isLocalMode(): boolean {
  return getConfig().mode === 'local';
}

let mail: MailQueue | undefined;
export function getMailQueue(): MailQueue {
  // Locally the delivery loop prints each e-mail when it is "sent"; no need to print on queueing too.
  mail ??= new MailQueue({ logToConsole: false, studioInbox: getConfig().mail.studioInbox });
  return mail;
}

/** The local JWT secret: configured, else generated once and kept beside the data. */
function localJwtSecret(configured: string | undefined): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  const file = resolve(dirname(localDataDir()), 'auth-secret');
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

let stopLocalMail: (() => Promise<void>) | undefined;
/** Local mode delivers the outbox every few seconds (production: a scheduled function). */
function startLocalMail(db: Database): void {
  if (stopLocalMail) return;
  stopLocalMail = startLocalDeliveryLoop(db, configuredTransport(getConfig()), 5_000);
}

let xRunner: ReturnType<typeof setInterval> | undefined;
/** Local mode runs scheduled X posts every 15 s (production: a scheduled function). */
function startLocalXRunner(db: Database): void {
  if (xRunner) return;
  let busy = false;
  xRunner = setInterval(() => {
    if (busy) return;
    busy = true;
    runDueXPosts(db, getSocial(), new Date())
      .catch((error: unknown) => console.error('[x] scheduled run failed', error))
      .finally(() => (busy = false));
  }, 15_000);
  xRunner.unref?.();
}

let auth: Promise<AuthPort> | undefined;
/** The auth adapter of this mode; building it has no other effect (local workers start in startLocalServices). */
export function getAuth(): Promise<AuthPort> {
  auth ??= (async () => {
    const config = getConfig();
    if (config.auth.kind === 'supabase') {
      return new SupabaseAuth({ url: config.auth.url, anonKey: config.auth.anonKey, siteUrl: config.siteUrl });
    }
    const db = await getDatabase();
    return new LocalAuth({ db, jwtSecret: localJwtSecret(config.auth.jwtSecret), mail: getMailQueue() });
  })();
  return auth;
}

let localServices: Promise<void> | undefined;
/**
 * Local mode only, once per process, before the first on-demand request is handled (the middleware
 * calls it): seeds the README's admin and starts the loops that scheduled functions run in production
 * (mail delivery, due X posts). A no-op in production. A failure is retried on the next request.
 */
export function startLocalServices(): Promise<void> {
  const config = getConfig();
  if (config.mode !== 'local' || config.auth.kind !== 'local') return Promise.resolve();
  const admin = config.auth.admin;
  localServices ??= (async () => {
    const db = await getDatabase();
    await ensureLocalAdmin(db, admin);
    startLocalMail(db);
    startLocalXRunner(db);
  })().catch((error: unknown) => {
    localServices = undefined;
    throw error;
  });
  return localServices;
}

export { getDatabase };
export type { Database };

let payments: Promise<PaymentsPort> | undefined;
/** Stripe when configured (required in production); the labelled demo checkout in local mode only. */
export function getPayments(): Promise<PaymentsPort> {
  payments ??= (async () => {
    const config = getConfig();
    if (config.payments.kind === 'stripe') {
      const { secretKey, webhookSecret, apiBase } = config.payments;
      return new StripePayments({ secretKey, webhookSecret, apiBase });
    }
    if (config.mode !== 'local') throw new Error('The demo checkout never runs in production.');
    return new DemoPayments(await getDatabase());
  })();
  return payments;
}

/** AI, stock photos, X and the site rebuild: each answers "not configured" on use when its keys are missing. */
let ai: AiPort | undefined;
export const getAi = (): AiPort => (ai ??= aiFrom(getConfig().ai));
let photos: PhotoPort | undefined;
export const getPhotos = (): PhotoPort => (photos ??= photosFrom(getConfig().photos));
let social: SocialPort | undefined;
export const getSocial = (): SocialPort => (social ??= socialFrom(getConfig().x));
let rebuild: RebuildPort | undefined;
export const getRebuild = (): RebuildPort => (rebuild ??= rebuildFrom(getConfig().rebuildHookUrl));

/** Where every outbound link points (e-mails, tweets, checkout returns): the configured site, never the Host header. */
export function siteUrl(): string {
  return getConfig().siteUrl;
}
