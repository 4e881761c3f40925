/**
 * Composition root: builds each adapter from the validated configuration (src/server/config.ts), once
 * per process. The mode decides; nothing here looks at which variables happen to be missing.
 *
 * Every request imports this module (the middleware does), so an adapter's module is imported where the
 * adapter is first built, not here: Stripe, X (twitter-text with core-js), OpenID Connect, recovery codes
 * (otpauth, qrcode) are loaded by the first request that needs them, and a public page or /auth never
 * loads them (docs/decisions/0055; tests/production/module-budget.spec.ts holds the count).
 */
import { getConfig } from './config';
import { deferredDatabase, getDatabase } from './db/index';
import type { Database } from './db/types';
import type { AuthPort } from './auth/types';
import { deferredSupabaseAuth } from './auth/adapters/deferred';
import type { RecoveryCodeStore } from './auth/adapters/supabaseRecovery';
import { MailQueue } from './mail/outbox';
import { lineQueueFor } from './mail/line/configured';
import type { PaymentsPort } from './payments/types';
import { localEnginesBundled } from './buildTarget';
import type { AiPort } from './ai';
import type { PhotoPort } from './photos';
import type { SocialPort } from './social/types';
import type { RebuildPort } from './site/rebuild';

/** True when the embedded local services run (the mode is decided by the configuration, never guessed). */
export function isLocalMode(): boolean {
  return getConfig().mode === 'local';
}

let mail: MailQueue | undefined;
export function getMailQueue(): MailQueue {
  // Locally the delivery loop prints each e-mail when it is "sent"; no need to print on queueing too.
  mail ??= new MailQueue({ logToConsole: false, studioInbox: getConfig().mail.studioInbox, line: lineQueueFor(getConfig()) });
  return mail;
}

let auth: Promise<AuthPort> | undefined;
/** The auth adapter of this mode; building it has no other effect (local workers start in startLocalServices). */
export function getAuth(): Promise<AuthPort> {
  auth ??= (async () => {
    const config = getConfig();
    if (config.auth.kind === 'supabase') {
      const { url, anonKey, serviceRoleKey } = config.auth;
      // Supabase's client loads on the first request that has a Supabase cookie or calls Auth (0055).
      return deferredSupabaseAuth(config.social.supabaseProviders, async () => {
        const { SupabaseAuth } = await import('./auth/adapters/supabase');
        // Recovery codes need the admin MFA API, so the service-role key (decision 0049).
        const recoveryCodes = serviceRoleKey ? await recoveryCodeStore(url, serviceRoleKey) : undefined;
        return new SupabaseAuth({
          url,
          anonKey,
          siteUrl: config.siteUrl,
          recoveryCodes,
          providers: config.social.supabaseProviders,
          lineProviderId: config.social.supabaseLineId,
          line: siteLine(config, serviceRoleKey),
        });
      });
    }
    const local = await localServices();
    const { OidcClients } = await import('./auth/adapters/oidc');
    const oidc = new OidcClients(config.social.oidc, config.social.allowHttpIssuers);
    return local.localAuth(await getDatabase(), config.auth.jwtSecret, getMailQueue(), config.auth.mfaKey, oidc);
  })();
  return auth;
}

/**
 * LINE on Supabase is run by the site (decision 0060, addendum) when its channel (AUTH_LINE_CLIENT_ID,
 * _SECRET) and the service-role key are set; its lookups in auth.users load with the LINE flow.
 */
function siteLine(config: ReturnType<typeof getConfig>, serviceRoleKey: string | undefined) {
  const oidc = config.social.oidc.line;
  if (!oidc || !serviceRoleKey || !config.social.supabaseProviders.includes('line')) return undefined;
  const accounts = async () => (await import('./auth/adapters/supabaseLineAccounts')).lineAccountsInDatabase(await getDatabase());
  return {
    oidc,
    // Production accepts an http issuer only on this machine (the config's loopback rule: a rehearsal's fake).
    allowHttp: config.social.allowHttpIssuers || ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(oidc.issuer).hostname),
    serviceRoleKey,
    accounts: {
      bySubject: async (subject: string) => (await accounts()).bySubject(subject),
      byEmail: async (email: string) => (await accounts()).byEmail(email),
      hidePlaceholder: async (userId: string) => (await accounts()).hidePlaceholder(userId),
      hasPassword: async (userId: string) => (await accounts()).hasPassword(userId),
    },
  };
}

/**
 * The store is built with the adapter but loads its code generator (otpauth, qrcode) and the admin
 * client only when a recovery code is made or used: signing in, or reading a session, never does.
 */
async function recoveryCodeStore(url: string, serviceRoleKey: string): Promise<RecoveryCodeStore> {
  const db = await getDatabase();
  let store: Promise<RecoveryCodeStore> | undefined;
  const load = () =>
    (store ??= import('./auth/adapters/supabaseRecovery').then(({ SupabaseRecoveryCodes, adminClient }) => {
      return new SupabaseRecoveryCodes(db, adminClient(url, serviceRoleKey));
    }));
  return {
    replace: async (userId) => (await load()).replace(userId),
    redeem: async (userId, typed) => (await load()).redeem(userId, typed),
    clear: async (userId) => (await load()).clear(userId),
    // Counting needs neither the generator nor the admin client: the dashboard asks on every visit.
    left: async (userId) => (await import('./auth/adapters/recoveryCount')).unusedRecoveryCodes(db, userId),
    spend: async (userId, typed) => (await load()).spend(userId, typed),
  };
}

let localStarted: Promise<void> | undefined;
/**
 * Local mode only, once per process, before the first on-demand request is handled (the middleware
 * calls it): seeds the README's admin and starts the loops that scheduled functions run in production
 * (mail delivery, due X posts). A no-op in production. A failure is retried on the next request.
 */
export function startLocalServices(): Promise<void> {
  const config = getConfig();
  if (config.mode !== 'local' || config.auth.kind !== 'local') return Promise.resolve();
  const admin = config.auth.admin;
  localStarted ??= (async () => {
    const local = await localServices();
    const db = await getDatabase();
    await local.ensureLocalAdmin(db, admin);
    local.startLocalLoops(db, config, await getSocial(), await getRebuild());
  })().catch((error: unknown) => {
    localStarted = undefined;
    throw error;
  });
  return localStarted;
}

/** The local-only adapters, loaded on first use; refused in a build that does not carry them. */
function localServices(): Promise<typeof import('./local')> {
  if (!localEnginesBundled) return Promise.reject(new Error('This build carries no local services: configure production (see README).'));
  return import('./local');
}

export { deferredDatabase, getDatabase };
export type { Database };

let payments: Promise<PaymentsPort> | undefined;
/** Stripe when configured (required in production); the labelled demo checkout in local mode only. */
export function getPayments(): Promise<PaymentsPort> {
  payments ??= (async () => {
    const config = getConfig();
    if (config.payments.kind === 'stripe') {
      const { secretKey, webhookSecret, apiBase } = config.payments;
      const { StripePayments } = await import('./payments/stripe');
      return new StripePayments({ secretKey, webhookSecret, apiBase });
    }
    if (config.mode !== 'local') throw new Error('The demo checkout never runs in production.');
    return (await localServices()).demoPayments(await getDatabase());
  })();
  return payments;
}

/**
 * AI, stock photos, X and the site rebuild: each answers "not configured" on use when its keys are
 * missing. Only the admin's blog and X tools and the scheduled posts use them.
 */
let ai: Promise<AiPort> | undefined;
export const getAi = (): Promise<AiPort> => (ai ??= import('./ai').then(({ aiFrom }) => aiFrom(getConfig().ai)));
let photos: Promise<PhotoPort> | undefined;
export const getPhotos = (): Promise<PhotoPort> => (photos ??= import('./photos').then(({ photosFrom }) => photosFrom(getConfig().photos)));
let social: Promise<SocialPort> | undefined;
export const getSocial = (): Promise<SocialPort> => (social ??= import('./social').then(({ socialFrom }) => socialFrom(getConfig().x)));
let rebuild: Promise<RebuildPort> | undefined;
export const getRebuild = (): Promise<RebuildPort> =>
  (rebuild ??= import('./site/rebuild').then(({ rebuildFrom }) => rebuildFrom(getConfig().rebuildHookUrl)));

/** Where every outbound link points (e-mails, tweets, checkout returns): the configured site, never the Host header. */
export function siteUrl(): string {
  return getConfig().siteUrl;
}
