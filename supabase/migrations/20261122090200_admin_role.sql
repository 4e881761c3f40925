-- Who is an admin, for every policy and for the server (docs/decisions/0004-admin-role-source.md).
--
-- The spec (public-site section 6) counts a user as admin when the role in user_metadata or app_metadata
-- is admin or super_admin, else when profiles.role is. user_metadata is NOT trusted here: on Supabase
-- every signed-in user can rewrite their own user_metadata (supabase.auth.updateUser({ data })), so
-- honouring it would let anyone make themselves admin. app_metadata is only writable with the service
-- role, and profiles.role only by a super admin (protect_profile_role below), so those two stay.
--
-- Security definer so the policies of profiles can call it without recursing into themselves; it reads
-- nothing but the caller's own claims and the caller's own profile row.
create or replace function public.is_admin()
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

revoke execute on function public.is_admin() from public, anon, authenticated, service_role;
grant execute on function public.is_admin() to anon, authenticated, service_role;

-- The same rule for the one power reserved to super admins: changing roles.
create or replace function public.is_super_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((auth.jwt() -> 'app_metadata' ->> 'role') = 'super_admin', false)
    or exists (
      select 1
      from public.profiles p
      where p.id = auth.uid()
        and p.role = 'super_admin'
    );
$$;

revoke execute on function public.is_super_admin() from public, anon, authenticated, service_role;
grant execute on function public.is_super_admin() to anon, authenticated, service_role;

-- Roles: a user cannot change their own role, an admin may edit other fields of any profile but not
-- roles, and only a super admin (or the service role and the database owner, i.e. the server and
-- migrations) may change a role. A trigger rather than column privileges, since admins and super
-- admins reach the table through the same `authenticated` role. Refusals raise 42501, like RLS.
create or replace function public.protect_profile_role()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') and not public.is_super_admin() then
    raise exception 'Only a super admin may change a role'
      using errcode = '42501',
            hint = 'Roles are granted by a super admin from the admin panel.';
  end if;
  return new;
end;
$$;

revoke execute on function public.protect_profile_role() from public, anon, authenticated, service_role;

create trigger protect_profile_role
  before update of role on public.profiles
  for each row
  when (old.role is distinct from new.role)
  execute function public.protect_profile_role();

create policy "Profiles are readable by admins"
  on public.profiles for select to authenticated
  using ((select public.is_admin()));

create policy "Profiles are updatable by admins"
  on public.profiles for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));
