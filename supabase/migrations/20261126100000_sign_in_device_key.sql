-- The key that signs sign-in device cookies (docs/decisions/0026). A browser that signed in to an
-- account gets a cookie naming that account and a random device id; attempts that present it are
-- slowed by a backoff of their own, so strangers' failures never slow the owner's known devices.
-- The cookie must be signed, or anyone could invent a fresh device id per guess.
--
-- The key lives here rather than in a variable because no server secret exists in both modes: the
-- local JWT secret is local only, and production's Supabase anon key is public. Kept in the database,
-- it is one key for every server process and function instance, survives cold starts, and needs no
-- operator step. The server offers a random candidate; the first one stored wins, so concurrent first
-- calls agree. Nobody reads the table directly (RLS on, no policy, every API role refused); the server
-- reaches it only through the security-definer function below, with the service role. Deleting the row
-- rotates the key: every device cookie then counts as absent (the per-account backoff applies again).
create table private.sign_in_device_key (
  -- One row only.
  id boolean primary key default true check (id),
  secret text not null check (char_length(secret) between 43 and 200),
  created_at timestamptz not null default now()
);

alter table private.sign_in_device_key enable row level security;
revoke all on table private.sign_in_device_key from public, anon, authenticated, service_role;

create or replace function public.sign_in_device_key(p_candidate text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_secret text;
begin
  if p_candidate is null or char_length(p_candidate) not between 43 and 200 then
    raise exception 'sign_in_device_key: the candidate must be 43 to 200 characters' using errcode = '22023';
  end if;
  -- A concurrent first insert makes this one wait and then do nothing; the select below (a new
  -- snapshot under read committed) sees the row that won.
  insert into private.sign_in_device_key (id, secret) values (true, p_candidate) on conflict (id) do nothing;
  select k.secret into v_secret from private.sign_in_device_key k where k.id;
  return v_secret;
end;
$$;

revoke execute on function public.sign_in_device_key(text) from public, anon, authenticated, service_role;
grant execute on function public.sign_in_device_key(text) to service_role;
