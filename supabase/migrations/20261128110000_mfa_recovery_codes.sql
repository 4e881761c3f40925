-- One-time recovery codes of two-step sign-in on Supabase (decision 0049). Supabase Auth keeps none,
-- so the server keeps them here: ten per confirmed enrolment, scrypt hashes only (Node's own crypto: the
-- production function carries no native module), each used once.
-- A correct unused code removes the account's authenticators through the admin MFA API (which ends
-- its sessions); the person signs in again with the password and enrols anew.
--
-- Only the service role reads or writes either table (RLS on, no policy for anyone else): a signed-in
-- user never sees even the hashes of their own codes, and nobody can mark a code unused again.
-- The local adapter keeps its codes in auth.mfa_recovery_codes (supabase/local/bootstrap.sql).
create table public.mfa_recovery_codes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  code_hash text not null check (code_hash like 'scrypt:%'),
  used_at timestamptz,
  created_at timestamptz not null default now()
);

comment on table public.mfa_recovery_codes is
  'Two-step recovery codes on Supabase (decision 0049): scrypt hashes, service role only.';

create index mfa_recovery_codes_unused_idx on public.mfa_recovery_codes (user_id) where used_at is null;

alter table public.mfa_recovery_codes enable row level security;
revoke all on table public.mfa_recovery_codes from public, anon, authenticated, service_role;
grant select, insert, update, delete on table public.mfa_recovery_codes to service_role;

-- What happened to an account's sign-in that Supabase Auth's own log does not say: a recovery code
-- used, and the authenticators it removed. Append-only: the service role inserts and reads.
create table public.auth_events (
  id bigint generated always as identity primary key,
  user_id uuid references auth.users (id) on delete set null,
  event text not null check (event in ('mfa_recovery_code_used')),
  detail jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);

comment on table public.auth_events is
  'Account security events the server records (decision 0049); append-only, service role only.';

create index auth_events_user_idx on public.auth_events (user_id, created_at desc);

alter table public.auth_events enable row level security;
revoke all on table public.auth_events from public, anon, authenticated, service_role;
grant select, insert on table public.auth_events to service_role;
