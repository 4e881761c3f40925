/**
 * Where the fake Supabase Auth (fakeGotrue.ts) keeps its users: in memory (tests of the adapter alone)
 * or in auth.users of a PostgreSQL database prepared like Supabase (supabase/local/bootstrap.sql and the
 * migrations), so the handle_new_user trigger, profiles, roles and row-level security run as they do
 * on Supabase. Sessions, refresh tokens and links stay in the fake's memory either way.
 */
import { hash, verify } from '@node-rs/argon2';
import postgres from 'postgres';

export type Json = Record<string, unknown>;

/** An error answered with this status and GoTrue's error code and message. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Json = {},
  ) {
    super(message);
  }
}

/** What GoTrue answers when the insert into auth.users fails, e.g. in the handle_new_user trigger. */
export const databaseErrorSavingUser = () => new HttpError(500, 'unexpected_failure', 'Database error saving new user');
export const userAlreadyExists = () => new HttpError(422, 'user_already_exists', 'User already registered');

/** A user as the fake's HTTP layer sees it, whichever store holds it. */
export interface StoredUser {
  id: string;
  email: string;
  user_metadata: Json;
  /** GoTrue's raw_app_meta_data: provider(s), and the role a service sets to promote an admin. */
  app_metadata: Json;
  email_confirmed_at: string | null;
  created_at: string;
  updated_at?: string;
  last_sign_in_at?: string | null;
  banned_until?: string | null;
  /** auth.users.role, the `role` claim ('authenticated' unless changed in the database). */
  role?: string;
}

/** The in-memory store's record: the password in plain text, so tests can read what was set. */
export type FakeUser = StoredUser & { password: string };

export interface NewUser {
  id: string;
  email: string;
  password: string;
  user_metadata: Json;
  app_metadata: Json;
  email_confirmed_at: string | null;
}

export interface UserChanges {
  password?: string;
  /** A new address (an e-mail change whose link was followed). */
  email?: string;
  user_metadata?: Json;
  /** Set through the admin API only (a LINE subject the site records, decision 0060 addendum). */
  app_metadata?: Json;
  email_confirmed_at?: string;
  last_sign_in_at?: string;
}

export interface UserStore {
  readonly kind: 'memory' | 'postgres';
  /** By e-mail, however it is cased. */
  byEmail(email: string): Promise<StoredUser | undefined>;
  byId(id: string): Promise<StoredUser | undefined>;
  /** Throws userAlreadyExists() for a taken address, databaseErrorSavingUser() when the database refuses the row. */
  create(user: NewUser): Promise<StoredUser>;
  passwordMatches(id: string, password: string): Promise<boolean>;
  update(id: string, changes: UserChanges): Promise<StoredUser>;
  /** Forgets every user (in-memory store); a database store leaves its users alone. */
  reset(): void;
  close(): Promise<void>;
}

export class MemoryUserStore implements UserStore {
  readonly kind = 'memory' as const;
  /** By lower-cased e-mail. */
  readonly users = new Map<string, FakeUser>();

  async byEmail(email: string) {
    // An account without an address (a LINE sign-up) is found by no address.
    return email ? this.users.get(email.toLowerCase()) : undefined;
  }
  async byId(id: string) {
    return [...this.users.values()].find((u) => u.id === id);
  }
  async create(input: NewUser) {
    const email = input.email.toLowerCase();
    if (email && this.users.has(email)) throw userAlreadyExists();
    const user: FakeUser = { ...input, email, created_at: new Date().toISOString() };
    this.users.set(email || `#${input.id}`, user);
    return user;
  }
  async passwordMatches(id: string, password: string) {
    return (await this.byId(id))?.password === password;
  }
  async update(id: string, changes: UserChanges) {
    const user = await this.byId(id);
    if (!user) throw new HttpError(404, 'user_not_found', 'User not found');
    if (changes.email !== undefined) {
      // Kept by address: the record moves to its new key.
      for (const [key, each] of this.users) if (each === user) this.users.delete(key);
      this.users.set(changes.email.toLowerCase(), user);
    }
    Object.assign(user, changes, { updated_at: new Date().toISOString() });
    return user;
  }
  reset() {
    this.users.clear();
  }
  async close() {}
}

interface UserRow {
  id: string;
  email: string | null;
  raw_user_meta_data: unknown;
  raw_app_meta_data: unknown;
  email_confirmed_at: Date | null;
  created_at: Date;
  updated_at: Date;
  last_sign_in_at: Date | null;
  banned_until: Date | null;
  role: string;
}

const COLUMNS =
  'id, email, raw_user_meta_data, raw_app_meta_data, email_confirmed_at, created_at, updated_at, last_sign_in_at, banned_until, role';
const object = (value: unknown): Json => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {});
const iso = (value: Date | null) => (value ? value.toISOString() : null);

function toUser(row: UserRow): StoredUser {
  return {
    id: row.id,
    email: row.email ?? '',
    user_metadata: object(row.raw_user_meta_data),
    app_metadata: object(row.raw_app_meta_data),
    email_confirmed_at: iso(row.email_confirmed_at),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    last_sign_in_at: iso(row.last_sign_in_at),
    banned_until: iso(row.banned_until),
    role: row.role,
  };
}

/**
 * Users in auth.users, written as GoTrue writes them: an Argon2id hash in encrypted_password (the local
 * adapter's hash too, so its users sign in here), the sign-up `data` in raw_user_meta_data. Connect as
 * the database owner, as GoTrue connects as supabase_auth_admin: no role switch, no RLS.
 */
export class PostgresUserStore implements UserStore {
  readonly kind = 'postgres' as const;
  readonly sql: postgres.Sql;

  constructor(databaseUrl: string) {
    this.sql = postgres(databaseUrl, { max: 4, onnotice: () => {} });
  }

  private async one(rows: Promise<UserRow[]>) {
    const [row] = await rows;
    return row ? toUser(row) : undefined;
  }

  byEmail(email: string) {
    return this.one(this.sql.unsafe<UserRow[]>(`select ${COLUMNS} from auth.users where lower(email) = lower($1)`, [email]));
  }

  byId(id: string) {
    // A `sub` that is not a UUID (a tampered token) matches no user rather than failing the cast.
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return Promise.resolve(undefined);
    return this.one(this.sql.unsafe<UserRow[]>(`select ${COLUMNS} from auth.users where id = $1`, [id]));
  }

  async create(input: NewUser) {
    // No password (an account the admin API made without one): empty, as GoTrue leaves it.
    const encrypted = input.password === '' ? '' : await hash(input.password);
    try {
      const [row] = await this.sql.unsafe<UserRow[]>(
        `insert into auth.users
           (id, email, encrypted_password, email_confirmed_at, raw_user_meta_data, raw_app_meta_data, role, aud)
         values ($1, $2, $3, $4, $5::text::jsonb, $6::text::jsonb, 'authenticated', 'authenticated')
         returning ${COLUMNS}`,
        [
          input.id,
          input.email.toLowerCase() || null,
          encrypted,
          input.email_confirmed_at,
          JSON.stringify(input.user_metadata),
          JSON.stringify(input.app_metadata),
        ],
      );
      if (!row) throw new Error('insert into auth.users returned no row');
      return toUser(row);
    } catch (error) {
      const e = error as { code?: string; constraint_name?: string };
      // The unique index on lower(email) (bootstrap.sql): a concurrent or repeated sign-up.
      if (e.code === '23505' && e.constraint_name === 'users_email_lower_key') throw userAlreadyExists();
      // GoTrue logs the cause and answers one message, whatever the trigger raised.
      console.error('[fake-gotrue] insert into auth.users failed:', (error as Error).message);
      throw databaseErrorSavingUser();
    }
  }

  async passwordMatches(id: string, password: string) {
    const [row] = await this.sql.unsafe<{ encrypted_password: string | null }[]>(
      `select encrypted_password from auth.users where id = $1`,
      [id],
    );
    if (!row?.encrypted_password) return false;
    return verify(row.encrypted_password, password).catch(() => false);
  }

  async update(id: string, changes: UserChanges) {
    const sets: string[] = [];
    const params: unknown[] = [id];
    const set = (column: string, value: unknown, cast = '') => {
      params.push(value);
      sets.push(`${column} = $${params.length}${cast}`);
    };
    if (changes.password !== undefined) set('encrypted_password', await hash(changes.password));
    if (changes.email !== undefined) set('email', changes.email.toLowerCase());
    if (changes.user_metadata !== undefined) set('raw_user_meta_data', JSON.stringify(changes.user_metadata), '::text::jsonb');
    if (changes.app_metadata !== undefined) set('raw_app_meta_data', JSON.stringify(changes.app_metadata), '::text::jsonb');
    if (changes.email_confirmed_at !== undefined) set('email_confirmed_at', changes.email_confirmed_at);
    if (changes.last_sign_in_at !== undefined) set('last_sign_in_at', changes.last_sign_in_at);
    sets.push('updated_at = now()');
    const user = await this.one(
      this.sql.unsafe<UserRow[]>(
        `update auth.users set ${sets.join(', ')} where id = $1 returning ${COLUMNS}`,
        params as postgres.ParameterOrJSON<never>[],
      ),
    );
    if (!user) throw new HttpError(404, 'user_not_found', 'User not found');
    return user;
  }

  reset() {}

  close() {
    return this.sql.end({ timeout: 5 });
  }
}
