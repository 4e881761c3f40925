/**
 * Composition root: picks each adapter from the environment, once per process.
 * Supabase when SUPABASE_URL and SUPABASE_ANON_KEY are set, else the local adapters.
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { getDatabase, localDataDir } from './db/index';
import type { Database } from './db/types';
import { LocalAuth } from './auth/local';
import { SupabaseAuth } from './auth/supabase';
import { ensureLocalAdmin } from './auth/localSeed';
import type { AuthPort } from './auth/types';
import { MailQueue } from './mail/outbox';
import { startLocalDeliveryLoop } from './mail/deliver';
import { transportFromEnv } from './mail/transport';
import { UnavailablePayments, type PaymentsPort } from './payments/types';
import { StripePayments } from './payments/stripe';
import { DemoPayments } from './payments/demo';
import { aiFromEnv, type AiPort } from './ai';
import { photosFromEnv, type PhotoPort } from './photos';
import { socialFromEnv, type SocialPort } from './social';
import { rebuildFromEnv, type RebuildPort } from './site/rebuild';
import { runDueXPosts } from './social/posting';

export function supabaseConfigured(): boolean {
  return Boolean(process.env.SUPABASE_URL && process.env.SUPABASE_ANON_KEY);
}

/** True when the embedded local services run (no external accounts configured). */
export function isLocalMode(): boolean {
  return !supabaseConfigured();
}

let mail: MailQueue | undefined;
export function getMailQueue(): MailQueue {
  // Locally the delivery loop prints each e-mail when it is "sent"; no need to print on queueing too.
  mail ??= new MailQueue({ logToConsole: false });
  return mail;
}

/** The local JWT secret: from the environment, else generated once and kept beside the data. */
function localJwtSecret(): Uint8Array {
  const fromEnv = process.env.LOCAL_AUTH_JWT_SECRET;
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  const file = resolve(dirname(localDataDir()), 'auth-secret');
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

let stopLocalMail: (() => Promise<void>) | undefined;
/** Local mode delivers the outbox to the console every few seconds (production: a scheduled function). */
function startLocalMail(db: Database): void {
  if (stopLocalMail) return;
  const transport = transportFromEnv({ local: true });
  if (transport) stopLocalMail = startLocalDeliveryLoop(db, transport, 5_000);
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
export function getAuth(): Promise<AuthPort> {
  auth ??= (async () => {
    if (supabaseConfigured()) {
      return new SupabaseAuth({
        url: process.env.SUPABASE_URL!,
        anonKey: process.env.SUPABASE_ANON_KEY!,
        siteUrl: process.env.SITE_URL ?? process.env.URL ?? '',
      });
    }
    const db = await getDatabase();
    await ensureLocalAdmin(db);
    startLocalMail(db);
    startLocalXRunner(db);
    return new LocalAuth({ db, jwtSecret: localJwtSecret(), mail: getMailQueue() });
  })();
  return auth;
}

export { getDatabase };
export type { Database };

export function stripeConfigured(): boolean {
  return Boolean(process.env.STRIPE_SECRET_KEY);
}

let payments: Promise<PaymentsPort> | undefined;
/**
 * Stripe when STRIPE_SECRET_KEY is set; the demo checkout in local mode only. With the production
 * backend (Supabase) but no Stripe key there is no payment provider: orders are still stored and
 * the customer is told checkout failed, so no one is ever sent to a fake checkout in production.
 */
export function getPayments(): Promise<PaymentsPort> {
  payments ??= (async () => {
    if (stripeConfigured()) {
      return new StripePayments({
        secretKey: process.env.STRIPE_SECRET_KEY!,
        webhookSecret: process.env.STRIPE_WEBHOOK_SECRET,
        apiBase: process.env.STRIPE_API_BASE,
      });
    }
    if (isLocalMode()) return new DemoPayments(await getDatabase());
    return new UnavailablePayments();
  })();
  return payments;
}

/** AI, stock photos, X and the site rebuild: each answers "not configured" on use when its keys are missing. */
let ai: AiPort | undefined;
export const getAi = (): AiPort => (ai ??= aiFromEnv());
let photos: PhotoPort | undefined;
export const getPhotos = (): PhotoPort => (photos ??= photosFromEnv());
let social: SocialPort | undefined;
export const getSocial = (): SocialPort => (social ??= socialFromEnv());
let rebuild: RebuildPort | undefined;
export const getRebuild = (): RebuildPort => (rebuild ??= rebuildFromEnv());

/** Where public links (tweets, e-mails from jobs) point: SITE_URL, else the request's origin. */
export function siteUrl(requestOrigin: string): string {
  return (process.env.SITE_URL ?? process.env.URL ?? requestOrigin).replace(/\/$/, '');
}
