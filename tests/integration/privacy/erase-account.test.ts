// Delete my account (issue 38, decision 0070): public.erase_account removes the login and every
// personal field in one transaction, keeps the tax documents and accounting records detached from any
// login, and refuses the last admin. "Download my data" before it holds the person's rows and nobody
// else's.
import { describe, expect, it } from 'vitest';
import { engines } from '../support/database';
import { useSuite, type Suite } from '../support/matrix';
import { addReceiptMoney } from '../support/receiptMoney';
import { collectPersonalData } from '../../../src/server/privacy/export';

const ANN = { email: 'ann@example.test', name: 'Ann Arun', phone: '081-555-0199', company: 'Arun Clinic Co' };
const ANN_IP = '203.0.113.7';

async function addPersonalRows(suite: Suite) {
  await addReceiptMoney(suite);
  const { db, cast } = suite;
  const a = cast.userA;
  await db.asService((tx) => tx.query('update public.profiles set phone = $2, company = $3 where id = $1', [a.id, ANN.phone, ANN.company]));
  await db.asCaller(a.claims, (tx) =>
    tx.query(
      `insert into public.quote_messages (quote_id, author_id, author_role, body) values ($1, $2, 'client', 'Call me on ${ANN.phone}')`,
      [suite.ids['quoteA'], a.id],
    ),
  );
  await db.asCaller(a.claims, (tx) =>
    tx.query(
      `insert into public.marketing_consents (given, wording_version, method, locale) values (true, '2026-12', 'account_settings', 'en')`,
    ),
  );
  await db.asService(async (tx) => {
    await tx.query(
      `insert into public.contact_messages (name, email, phone, company, subject, message) values ($1, upper($2), $3, $4, 'Hello', 'About my clinic')`,
      [ANN.name, ANN.email, ANN.phone, ANN.company],
    );
    await tx.query(
      `insert into public.email_outbox (to_email, to_name, subject, text, kind) values ($1, $2, 'Your quote', 'Dear Ann Arun', 'quote_status')`,
      [ANN.email, ANN.name],
    );
    await tx.query(
      `insert into public.data_requests (kind, user_id, token_hash, expires_at) values ('export', $1, repeat('a', 64), now())`,
      [a.id],
    );
  });
  await addSupabaseAuthRows(suite);
}

/**
 * What Supabase Auth itself keeps (decision 0080), written as GoTrue writes it: audit rows naming Ann as
 * actor and as the subject of the studio's action (and one of user B's), a LINE sign-in flow in progress
 * with its provider token, a two-step challenge from her address, how a session of hers signed in.
 */
async function addSupabaseAuthRows(suite: Suite) {
  const { cast } = suite;
  const a = cast.userA;
  const audit = (actor: { id: string; email: string }, action: string, traits?: object) =>
    JSON.stringify({ actor_id: actor.id, actor_username: actor.email, actor_name: ANN.name, action, log_type: 'account', traits });
  await suite.db.asOwner(async (tx) => {
    await tx.query(
      `insert into auth.audit_log_entries (id, payload, created_at, ip_address) values
         (gen_random_uuid(), $1::json, now(), $4), (gen_random_uuid(), $2::json, now(), '198.51.100.9'), (gen_random_uuid(), $3::json, now(), '198.51.100.10')`,
      [
        audit(a, 'login', { provider: 'line' }),
        audit(cast.admin, 'user_modified', { user_id: a.id, user_email: a.email }).replace(ANN.name, 'Studio Admin'),
        audit(cast.userB, 'login').replace(ANN.name, 'Bee'),
        ANN_IP,
      ],
    );
    await tx.query(
      `insert into auth.flow_state (id, user_id, provider_type, provider_access_token, auth_code, created_at)
       values (gen_random_uuid(), $1, 'line', 'line-access-token-of-ann', 'auth-code-of-ann', now())`,
      [a.id],
    );
    const factor = await tx.one<{ id: string }>(
      `insert into auth.mfa_factors (user_id, friendly_name, secret, status) values ($1, 'Phone', 'sealed', 'verified') returning id`,
      [a.id],
    );
    await tx.query(`insert into auth.mfa_challenges (id, factor_id, created_at, ip_address) values (gen_random_uuid(), $1, now(), $2)`, [
      factor!.id,
      ANN_IP,
    ]);
    const session = await tx.one<{ id: string }>('insert into auth.sessions (user_id) values ($1) returning id', [a.id]);
    await tx.query(`insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, 'totp')`, [session!.id]);
  });
}

/** Every text-like column of every base table in public and auth that still holds one of `needles`. */
async function whereFound(suite: Suite, needles: string[]): Promise<string[]> {
  const columns = await suite.db.asOwner((tx) =>
    tx.query<{ schema: string; table: string; column: string }>(
      `select c.table_schema as schema, c.table_name as table, c.column_name as column
         from information_schema.columns c
         join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema in ('public', 'auth') and t.table_type = 'BASE TABLE'
          and c.data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`,
    ),
  );
  const found: string[] = [];
  for (const { schema, table, column } of columns) {
    const rows = await suite.db.asOwner((tx) =>
      tx.query<{ n: number }>(`select count(*)::int as n from ${schema}.${table} where ${column}::text ilike any ($1::text[])`, [
        needles.map((needle) => `%${needle}%`),
      ]),
    );
    if ((rows[0]?.n ?? 0) > 0) found.push(`${schema}.${table}.${column}`);
  }
  return found.sort();
}

const countOf = async (suite: Suite, sql: string, params: unknown[] = []) =>
  (await suite.db.asOwner((tx) => tx.one<{ n: number }>(`select count(*)::int as n from (${sql}) s`, params)))?.n ?? 0;

describe.each(engines)('erase_account on %s', (engine) => {
  const suite = useSuite(engine, addPersonalRows);

  it('exports every row about the person and none about anyone else', async () => {
    const data = await collectPersonalData(suite.db, suite.cast.userA.id);
    for (const table of [
      'auth.users',
      'public.profiles',
      'public.quotes',
      'public.quote_messages',
      'public.payment_schedules',
      'public.payment_instalments',
      'public.orders',
      'public.instalment_transfers',
      'public.transfer_reports',
      'public.documents',
      'public.receipt_credit_notes',
      'public.receipt_refunds',
      'public.marketing_consents',
      'public.contact_messages',
      'public.email_outbox',
      'public.data_requests',
      'auth.flow_state',
      'auth.mfa_challenges',
      'auth.mfa_amr_claims',
    ]) {
      expect(data.tables[table]?.length ?? 0, table).toBeGreaterThan(0);
    }
    expect(data.documentIds.length).toBeGreaterThan(0);
    const json = JSON.stringify(data);
    expect(json).toContain(ANN.phone);
    expect(json).not.toContain(suite.cast.userB.email);
    expect(json).not.toContain('not-a-real-hash');
    expect(json).not.toContain('a'.repeat(64));
    // Supabase's audit trail: her own sign-in and the studio's change to her account, not user B's.
    expect(data.tables['auth.audit_log_entries']?.map((row) => (row['payload'] as { action: string }).action).sort()).toEqual([
      'login',
      'user_modified',
    ]);
    expect(json).toContain(ANN_IP);
    for (const secret of ['line-access-token-of-ann', 'auth-code-of-ann']) expect(json).not.toContain(secret);
  });

  it('refuses the last admin, and erases nothing then', async () => {
    const { admin, appAdmin, superAdmin } = suite.cast;
    const rollback = new Error('rollback');
    await expect(
      suite.db.asService(async (tx) => {
        for (const id of [admin.id, appAdmin.id])
          expect((await tx.one<{ r: string }>('select public.erase_account($1) as r', [id]))?.r).toBe('erased');
        expect((await tx.one<{ r: string }>('select public.erase_account($1) as r', [superAdmin.id]))?.r).toBe('last_admin');
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await countOf(suite, 'select 1 from auth.users where id = $1', [admin.id])).toBe(1);
  });

  it('is the service role’s only', async () => {
    await expect(
      suite.db.asCaller(suite.cast.userA.claims, (tx) => tx.query('select public.erase_account($1)', [suite.cast.userA.id])),
    ).rejects.toMatchObject({
      code: '42501',
    });
  });

  it('leaves no personal field outside the kept tax documents, and keeps the money records', async () => {
    const a = suite.cast.userA;
    const documentsBefore = await countOf(suite, 'select 1 from public.documents where user_id = $1', [a.id]);
    const ordersBefore = await countOf(suite, 'select 1 from public.orders where quote_id = $1', [suite.ids['quoteA']]);
    expect(documentsBefore).toBeGreaterThan(0);
    const needles = [ANN.email, ANN.name, ANN.phone, ANN.company, a.email, ANN_IP, 'line-access-token-of-ann'];
    expect(await whereFound(suite, needles)).toEqual(
      expect.arrayContaining(['auth.audit_log_entries.payload', 'auth.flow_state.provider_access_token']),
    );

    const result = await suite.db.asService((tx) => tx.one<{ r: string }>('select public.erase_account($1) as r', [a.id]));
    expect(result?.r).toBe('erased');

    expect(await whereFound(suite, needles)).toEqual([]);
    expect(await countOf(suite, 'select 1 from auth.mfa_challenges')).toBe(0);
    expect(await countOf(suite, `select 1 from auth.mfa_amr_claims where authentication_method = 'totp'`)).toBe(0);
    // The studio's own audit row stays, without the traits that named her; user B's is untouched.
    expect(
      await countOf(suite, `select 1 from auth.audit_log_entries where payload ->> 'actor_id' = $1 and payload -> 'traits' is null`, [
        suite.cast.admin.id,
      ]),
    ).toBe(1);
    expect(await countOf(suite, `select 1 from auth.audit_log_entries where payload ->> 'actor_id' = $1`, [suite.cast.userB.id])).toBe(1);
    for (const table of ['auth.users', 'public.profiles'])
      expect(await countOf(suite, `select 1 from ${table} where id = $1`, [a.id]), table).toBe(0);
    for (const table of ['auth.sessions', 'auth.identities', 'public.billing_identities', 'public.marketing_consents']) {
      expect(await countOf(suite, `select 1 from ${table} where user_id = $1`, [a.id]), table).toBe(0);
    }
    // Kept for their legal retention, detached: the user id they name belongs to no login any more.
    expect(await countOf(suite, 'select 1 from public.documents where user_id = $1', [a.id])).toBe(documentsBefore);
    expect(await countOf(suite, 'select 1 from public.orders where quote_id = $1 and user_id is null', [suite.ids['quoteA']])).toBe(
      ordersBefore,
    );
    expect(await countOf(suite, 'select 1 from public.instalment_transfers where id = $1', [suite.ids['transferA']])).toBe(1);
    // The log says a deletion's export happened, not whose.
    expect(await countOf(suite, `select 1 from public.data_requests where kind = 'export' and user_id is null`)).toBe(1);
    // User B is untouched.
    expect(await whereFound(suite, [suite.cast.userB.email])).toContain('public.profiles.email');
    expect(await suite.db.asService((tx) => tx.one<{ r: string }>('select public.erase_account($1) as r', [a.id]))).toEqual({
      r: 'not_found',
    });
  });
});
