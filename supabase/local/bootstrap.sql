-- What a Supabase project provides before any migration runs, recreated for the embedded database
-- (PGlite) and for a plain PostgreSQL server (tests with TEST_DATABASE_URL). Never run against Supabase.
--
-- Idempotent: src/server/db/migrate.ts runs it again whenever its text changes, and several test
-- databases on one server create the (cluster-wide) roles concurrently. Changes must stay re-runnable:
-- "if not exists", "create or replace", "add column if not exists".

-- Roles. PostgREST switches to one of these per request; so does src/server/db (set local role).
-- service_role bypasses row-level security, as on Supabase.
do $$
declare
  r record;
begin
  for r in
    select * from (values ('anon', false), ('authenticated', false), ('service_role', true)) as v (name, bypass)
  loop
    begin
      if not exists (select 1 from pg_roles where rolname = r.name) then
        execute format('create role %I nologin noinherit %s', r.name, case when r.bypass then 'bypassrls' else '' end);
      end if;
    exception
      -- Another database on the same server created it between the check and the create.
      when duplicate_object or unique_violation then null;
    end;
  end loop;

  if not (select rolbypassrls from pg_roles where rolname = 'service_role') then
    alter role service_role bypassrls;
  end if;

  -- A superuser may switch to any role; any other migrating user needs membership, as `postgres` has on Supabase.
  if not (select rolsuper from pg_roles where rolname = current_user) then
    execute format('grant anon, authenticated, service_role to %I', current_user);
  end if;
end
$$;

grant usage on schema public to anon, authenticated, service_role;

-- Supabase grants every privilege on new objects in public to the three API roles. Mirrored here so the
-- migrations' explicit revokes are exercised locally exactly as they are in production.
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;

create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;

-- Users. A subset of Supabase's auth.users; the local auth adapter (src/server/auth) reads and writes it
-- with the service role, and the handle_new_user trigger of the migrations turns inserts into profiles.
create table if not exists auth.users (
  id uuid primary key default gen_random_uuid(),
  email text,
  encrypted_password text,
  email_confirmed_at timestamptz,
  raw_user_meta_data jsonb not null default '{}'::jsonb,
  raw_app_meta_data jsonb not null default '{}'::jsonb,
  role text not null default 'authenticated',
  aud text not null default 'authenticated',
  last_sign_in_at timestamptz,
  banned_until timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index if not exists users_email_lower_key on auth.users (lower(email));

create table if not exists auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  not_after timestamptz
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

-- Refresh tokens are stored as SHA-256 hashes, never in plain text; `parent` is the hash of the token
-- this one replaced (rotation), so reuse of a rotated token can revoke the whole session.
create table if not exists auth.refresh_tokens (
  id bigserial primary key,
  token_hash text not null unique,
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid references auth.sessions (id) on delete cascade,
  parent text,
  revoked boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);

-- Password-reset (and similar) tokens, hashed. Supabase's token_type values: confirmation_token,
-- reauthentication_token, recovery_token, email_change_token_new, email_change_token_current,
-- phone_change_token.
create table if not exists auth.one_time_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  token_type text not null,
  token_hash text not null unique,
  relates_to text,
  created_at timestamptz not null default now(),
  used_at timestamptz
);
create index if not exists one_time_tokens_user_id_idx on auth.one_time_tokens (user_id, token_type);

-- Two-step sign-in (docs/decisions/0045), in the shape of Supabase's MFA tables. A session's assurance
-- level: aal1 after a password, aal2 once a code of a verified factor (or a recovery code) was given.
alter table auth.sessions add column if not exists aal text not null default 'aal1';
alter table auth.sessions add column if not exists factor_id uuid;

-- TOTP factors. `secret` is AES-256-GCM ciphertext (src/server/auth/mfaSecrets.ts), never the base32
-- secret itself. `last_used_step` is a local addition: the 30-second step of the last accepted code,
-- so no code is ever accepted twice (GoTrue keeps the same guarantee in its challenge rows).
create table if not exists auth.mfa_factors (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text not null,
  factor_type text not null default 'totp',
  status text not null default 'unverified' check (status in ('unverified', 'verified')),
  secret text not null,
  last_used_step integer,
  last_challenged_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists mfa_factors_user_id_idx on auth.mfa_factors (user_id);
create unique index if not exists mfa_factors_user_friendly_name_key on auth.mfa_factors (user_id, friendly_name);

-- How each session was authenticated: the JWT's `amr` claim (password, totp, recovery).
create table if not exists auth.mfa_amr_claims (
  id uuid primary key default gen_random_uuid(),
  session_id uuid not null references auth.sessions (id) on delete cascade,
  authentication_method text not null,
  created_at timestamptz not null default now(),
  unique (session_id, authentication_method)
);

-- One-time recovery codes, stored as Argon2id hashes (local only: Supabase Auth has none).
create table if not exists auth.mfa_recovery_codes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  code_hash text not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index if not exists mfa_recovery_codes_user_id_idx on auth.mfa_recovery_codes (user_id);

-- Social sign-in identities (docs/decisions/0048), in the shape of Supabase's auth.identities: one row
-- per provider account (the issuer's `sub` as provider_id) linked to one user. A password is not a row
-- here locally: auth.users.encrypted_password says whether the account has one.
create table if not exists auth.identities (
  id uuid primary key default gen_random_uuid(),
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null default '{}'::jsonb,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (provider_id, provider)
);
create index if not exists identities_user_id_idx on auth.identities (user_id);

-- Three more of Supabase Auth's tables that hold a person's data, in their shape on Supabase (supabase/auth
-- migrations, 2026): the local adapter writes none of them, but "Download my data" and erase_account must
-- handle them where Supabase does (decision 0080), so the tests write rows as GoTrue would.
-- The audit trail: one row per auth event, the actor named inside the JSON payload (actor_id, actor_username,
-- traits), its address in ip_address.
create table if not exists auth.audit_log_entries (
  instance_id uuid,
  id uuid primary key,
  payload json,
  created_at timestamptz,
  ip_address varchar(64) not null default ''
);
-- PKCE and OAuth sign-in flows (LINE, Google): the provider's tokens of a sign-in in progress.
create table if not exists auth.flow_state (
  id uuid primary key,
  user_id uuid,
  auth_code text,
  code_challenge_method text,
  code_challenge text,
  provider_type text not null,
  provider_access_token text,
  provider_refresh_token text,
  created_at timestamptz,
  updated_at timestamptz,
  authentication_method text not null default '',
  auth_code_issued_at timestamptz,
  invite_token text,
  referrer text,
  oauth_client_state_id uuid,
  linking_target_id uuid,
  email_optional boolean not null default false
);
-- Two-step sign-in challenges: the address each came from; gone with the factor.
create table if not exists auth.mfa_challenges (
  id uuid primary key,
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  created_at timestamptz not null,
  verified_at timestamptz,
  ip_address inet not null,
  otp_code text,
  web_authn_session_data jsonb
);

-- Only the service role touches the auth tables; visitors and signed-in users never read them.
revoke all on all tables in schema auth from public, anon, authenticated;
revoke all on all sequences in schema auth from public, anon, authenticated;
grant select, insert, update, delete on all tables in schema auth to service_role;
grant usage, select on all sequences in schema auth to service_role;

-- The claim readers, as Supabase defines them: the current request.jwt.claims (set per transaction by
-- PostgREST and by src/server/db), falling back to the legacy one-claim settings.
create or replace function auth.uid()
returns uuid
language sql
stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role()
returns text
language sql
stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.jwt()
returns jsonb
language sql
stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

-- Deprecated on Supabase in favour of auth.jwt() ->> 'email', kept for SQL written against it.
create or replace function auth.email()
returns text
language sql
stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

grant execute on function auth.uid(), auth.role(), auth.jwt(), auth.email() to anon, authenticated, service_role;
