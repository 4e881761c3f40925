// The local auth adapter as the integration tests build it: a 48-byte signing key and a mail queue that
// keeps its messages off the console. A test passes what it is about (a clock, social providers).
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { LocalAuth, type LocalAuthOptions } from '../../../src/server/auth/adapters/local';
import type { DatabaseEngine } from '../../../src/server/db/types';
import { MailQueue } from '../../../src/server/mail/outbox';
import { openTestDatabase, type TestDatabase } from './database';

export function localAuth(db: DatabaseEngine, options: Partial<Omit<LocalAuthOptions, 'db'>> = {}): LocalAuth {
  return new LocalAuth({
    db,
    jwtSecret: new TextEncoder().encode('x'.repeat(48)),
    mail: new MailQueue({ logToConsole: false }),
    ...options,
  });
}

export interface LocalAuthSuite {
  db: DatabaseEngine;
  /** A fresh adapter for each test (its mail queue empty), on the suite's one database. */
  auth: LocalAuth;
}

/** Opens a PGlite database for the suite, and builds the adapter on it before each test. */
export function useLocalAuth(options: Partial<Omit<LocalAuthOptions, 'db'>> = {}): LocalAuthSuite {
  const suite = {} as LocalAuthSuite;
  let opened: TestDatabase | undefined;
  beforeAll(async () => {
    opened = await openTestDatabase('pglite');
    suite.db = opened.db;
  }, 60_000);
  afterAll(() => opened?.close());
  beforeEach(() => {
    suite.auth = localAuth(suite.db, options);
  });
  return suite;
}
