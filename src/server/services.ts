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

export function supabaseConfigured(): boolean {
  return Boolean(process.env.SUPABASE_URL && process.env.SUPABASE_ANON_KEY);
}

/** True when the embedded local services run (no external accounts configured). */
export function isLocalMode(): boolean {
  return !supabaseConfigured();
}

let mail: MailQueue | undefined;
export function getMailQueue(): MailQueue {
  mail ??= new MailQueue({ logToConsole: isLocalMode() });
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
    return new LocalAuth({ db, jwtSecret: localJwtSecret(), mail: getMailQueue() });
  })();
  return auth;
}

export { getDatabase };
export type { Database };
