-- Shared trigger function: every table with an updated_at column gets a
-- `before update ... execute function public.set_updated_at()` trigger, so no caller has to remember it.
create or replace function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

-- A trigger function is never called directly; triggers fire it whatever the caller's privileges.
revoke execute on function public.set_updated_at() from public, anon, authenticated, service_role;
