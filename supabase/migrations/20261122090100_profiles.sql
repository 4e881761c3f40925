-- Profiles: one row per auth user, created by a trigger on auth.users, never by the client.
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  full_name text not null default '',
  email text,
  phone text not null default '',
  company text not null default '',
  role text not null default 'user' check (role in ('user', 'admin', 'super_admin')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on column public.profiles.role is
  'user | admin | super_admin. Set to user on sign-up whatever the client sent; only a super admin '
  '(or the service role) may change it, see protect_profile_role in the admin_role migration.';

create index profiles_created_at_idx on public.profiles (created_at desc);

create trigger set_profiles_updated_at
  before update on public.profiles
  for each row execute function public.set_updated_at();

-- Sign-up creates the profile from the sign-up metadata. The role is always 'user': raw_user_meta_data
-- is whatever the client sent to signUp(), so a role in it must never be trusted.
create or replace function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
begin
  insert into public.profiles (id, email, full_name, phone, company, role)
  values (
    new.id,
    new.email,
    btrim(coalesce(nullif(btrim(meta ->> 'full_name'), ''), meta ->> 'name', '')),
    btrim(coalesce(meta ->> 'phone', '')),
    btrim(coalesce(meta ->> 'company', '')),
    'user'
  );
  return new;
end;
$$;

revoke execute on function public.handle_new_user() from public, anon, authenticated, service_role;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();

-- The profile e-mail mirrors the account e-mail; nobody edits it in the profile itself.
create or replace function public.sync_profile_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.profiles set email = new.email where id = new.id;
  return new;
end;
$$;

revoke execute on function public.sync_profile_email() from public, anon, authenticated, service_role;

create trigger on_auth_user_email_updated
  after update of email on auth.users
  for each row
  when (old.email is distinct from new.email)
  execute function public.sync_profile_email();

alter table public.profiles enable row level security;

-- Profiles are inserted by the trigger and deleted with the account (cascade): the API roles may only
-- read and update, and only the editable columns. Whether a role change is allowed is decided by the
-- protect_profile_role trigger (admin_role migration), not by column privileges, because a super admin
-- changes roles through the same `authenticated` role.
revoke all on table public.profiles from anon, authenticated, service_role;
grant select on table public.profiles to authenticated;
grant update (full_name, phone, company, role) on table public.profiles to authenticated;
grant select, insert, update, delete on table public.profiles to service_role;

create policy "Profiles are readable by their owner"
  on public.profiles for select to authenticated
  using (id = (select auth.uid()));

create policy "Profiles are updatable by their owner"
  on public.profiles for update to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));
