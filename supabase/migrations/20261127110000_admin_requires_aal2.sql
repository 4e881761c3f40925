-- Admins act only after the second step of signing in (docs/decisions/0045). is_admin() and
-- is_super_admin(), which every admin-only policy and the server's admin check call, now also require
-- the session's assurance level to be aal2: the `aal` claim that Supabase Auth (and the local adapter,
-- src/server/auth/local.ts) puts in the access token once a TOTP code or a recovery code was given. A
-- stolen admin password alone yields an aal1 token, and an aal1 token reaches no admin row.
--
-- has_admin_role() keeps the old role-only answer, for one use: telling an admin who has not yet given
-- a code (or has no factor yet) where to go, instead of showing them a plain "admins only".

create or replace function public.has_admin_role()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((auth.jwt() -> 'app_metadata' ->> 'role') in ('admin', 'super_admin'), false)
    or exists (
      select 1
      from public.profiles p
      where p.id = auth.uid()
        and p.role in ('admin', 'super_admin')
    );
$$;

revoke execute on function public.has_admin_role() from public, anon, authenticated, service_role;
grant execute on function public.has_admin_role() to anon, authenticated, service_role;

create or replace function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(auth.jwt() ->> 'aal', '') = 'aal2' and public.has_admin_role();
$$;

create or replace function public.is_super_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(auth.jwt() ->> 'aal', '') = 'aal2'
    and (
      coalesce((auth.jwt() -> 'app_metadata' ->> 'role') = 'super_admin', false)
      or exists (
        select 1
        from public.profiles p
        where p.id = auth.uid()
          and p.role = 'super_admin'
      )
    );
$$;
