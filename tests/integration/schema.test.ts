// Schema-wide guarantees: row-level security on every table of public, grants on the auth schema.
import { describe, expect, it } from 'vitest';
import { engines } from './support/database';
import { matrix, useSuite } from './support/matrix';

const PUBLIC_TABLES = [
  'audit_events',
  'auth_events',
  'billing_identities',
  'blog_posts',
  'contact_messages',
  'credit_note_documents',
  'data_requests',
  'document_counters',
  'documents',
  'email_attachments',
  'email_outbox',
  'etax_timestamped_copies',
  'etax_timestamped_files',
  'instalment_transfers',
  'line_outbox',
  'line_preferences',
  'marketing_consents',
  'mfa_recovery_codes',
  'notification_preferences',
  'orders',
  'package_features',
  'packages',
  'payment_instalments',
  'payment_reconciliations',
  'payment_schedules',
  'profiles',
  'quotation_revisions',
  'quote_acceptances',
  'quote_credit_notes',
  'quote_messages',
  'quote_reads',
  'quotes',
  'receipt_credit_notes',
  'receipt_refunds',
  'reminder_settings',
  'reminders_sent',
  'scheduled_x_posts',
  'transfer_reports',
  'transfer_slip_files',
  'withholding_certificate_marks',
  'withholding_certificate_reports',
  'x_post_log',
];

describe.each(engines)('schema on %s', (engine) => {
  const suite = useSuite(engine);

  it('has row-level security enabled on every table of schema public', async () => {
    const rows = await suite.db.asOwner((tx) =>
      tx.query<{ table: string; rls: boolean }>(
        `select c.relname as table, c.relrowsecurity as rls
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = 'public' and c.relkind in ('r', 'p')
         order by c.relname`,
      ),
    );
    expect(rows.map((row) => row.table)).toEqual(PUBLIC_TABLES);
    expect(rows.filter((row) => !row.rls)).toEqual([]);
  });

  it('names every policy as a sentence', async () => {
    const names = await suite.db.asOwner((tx) =>
      tx.query<{ policyname: string }>(`select policyname from pg_policies where schemaname = 'public'`),
    );
    expect(names.length).toBeGreaterThan(20);
    for (const { policyname } of names) expect(policyname).toMatch(/^[A-Z][a-z]*( [A-Za-z-]+)+$/);
  });

  it('recorded bootstrap, every migration and the seed', async () => {
    const rows = await suite.db.asOwner((tx) => tx.query<{ name: string }>('select name from local_meta.schema_migrations order by name'));
    const names = rows.map((row) => row.name);
    expect(names).toContain('local/bootstrap.sql');
    expect(names).toContain('seed.sql');
    expect(names.filter((name) => /^\d{14}_/.test(name)).length).toBeGreaterThanOrEqual(10);
  });

  it('runs service_role with BYPASSRLS and the API roles without login', async () => {
    const roles = await suite.db.asOwner((tx) =>
      tx.query<{ rolname: string; rolcanlogin: boolean; rolbypassrls: boolean }>(
        `select rolname, rolcanlogin, rolbypassrls from pg_roles
         where rolname in ('anon', 'authenticated', 'service_role') order by rolname`,
      ),
    );
    expect(roles).toEqual([
      { rolname: 'anon', rolcanlogin: false, rolbypassrls: false },
      { rolname: 'authenticated', rolcanlogin: false, rolbypassrls: false },
      { rolname: 'service_role', rolcanlogin: false, rolbypassrls: true },
    ]);
  });

  describe('the auth schema is closed to visitors and users', () => {
    for (const table of ['users', 'sessions', 'refresh_tokens', 'one_time_tokens']) {
      matrix(
        suite,
        `select from auth.${table}`,
        { sql: `select 1 from auth.${table} limit 1` },
        {
          visitor: 'denied',
          userA: 'denied',
          admin: 'denied',
          appAdmin: 'denied',
        },
      );
    }
    matrix(suite, 'select users from auth.users', { sql: 'select id from auth.users' }, { service: 6 });
    matrix(
      suite,
      'update own auth.users row',
      { sql: `update auth.users set raw_app_meta_data = '{"role":"admin"}' where id = $1 returning id`, params: (s) => [s.cast.userA.id] },
      { userA: 'denied' },
    );
    matrix(
      suite,
      'select from local_meta.schema_migrations',
      { sql: 'select 1 from local_meta.schema_migrations' },
      {
        visitor: 'denied',
        userA: 'denied',
        admin: 'denied',
        service: 'denied',
      },
    );
  });
});
