-- Rate limits shared by every server process (docs/decisions/0011): Netlify runs many function
-- instances and forgets memory on a cold start, so the counters live here.
--
-- One row per limited key (the server hashes what a visitor controls, such as an e-mail address, so a
-- key is short and never the address itself). Nobody reads or writes the table directly: it lives in
-- a schema the Data API does not expose, RLS is on with no policy, and every API role is refused. The
-- server reaches it only through the security-definer functions below, with the service role.
create schema if not exists private;
revoke all on schema private from public;

create table private.rate_limits (
  key text primary key check (char_length(key) between 1 and 200),
  -- Fixed windows: when the current window began. Sign-in backoff: when the last attempt began.
  window_start timestamptz not null,
  -- Fixed windows: calls in the window (refused calls stop at limit + 1). Backoff: failed attempts.
  count integer not null check (count >= 0),
  -- After this the row means nothing any more and may be deleted.
  expires_at timestamptz not null
);

create index rate_limits_expires_at_idx on private.rate_limits (expires_at);

alter table private.rate_limits enable row level security;
revoke all on table private.rate_limits from public, anon, authenticated, service_role;

-- A few expired rows go on every call (skipping rows another call holds), so the table stays small
-- without a scheduled job.
create or replace function private.forget_expired_rate_limits()
returns void
language sql
set search_path = ''
as $$
  delete from private.rate_limits d
  where d.key in (
    select e.key from private.rate_limits e
    where e.expires_at < now()
    order by e.expires_at
    limit 5
    for update skip locked
  )
  and d.expires_at < now();
$$;

revoke execute on function private.forget_expired_rate_limits() from public;

-- Fixed window: counts one call for p_key and answers whether it is within p_limit calls per
-- p_window_seconds. One upsert, so concurrent callers queue on the row lock and each sees the count the
-- previous one left: no two can both take the last call.
create or replace function public.consume_rate_limit(p_key text, p_limit integer, p_window_seconds integer)
returns table (allowed boolean, remaining integer, retry_after_seconds integer)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_count integer;
  v_expires timestamptz;
begin
  if p_limit is null or p_limit < 1 or p_window_seconds is null or p_window_seconds < 1 then
    raise exception 'consume_rate_limit: the limit and the window must be positive' using errcode = '22023';
  end if;

  insert into private.rate_limits as r (key, window_start, count, expires_at)
  values (p_key, now(), 1, now() + make_interval(secs => p_window_seconds))
  on conflict (key) do update set
    window_start = case when r.expires_at <= now() then now() else r.window_start end,
    count = case when r.expires_at <= now() then 1 else least(r.count + 1, p_limit + 1) end,
    expires_at = case when r.expires_at <= now() then now() + make_interval(secs => p_window_seconds) else r.expires_at end
  returning r.count, r.expires_at into v_count, v_expires;

  perform private.forget_expired_rate_limits();

  return query select
    v_count <= p_limit,
    greatest(p_limit - v_count, 0),
    case when v_count <= p_limit then 0 else greatest(1, ceil(extract(epoch from v_expires - now()))::integer) end;
end;
$$;

revoke execute on function public.consume_rate_limit(text, integer, integer) from public, anon, authenticated, service_role;
grant execute on function public.consume_rate_limit(text, integer, integer) to service_role;

-- Sign-in backoff for one account: the first p_free_attempts failures cost nothing; after n failures
-- (n >= p_free_attempts) the next attempt must wait 2^(n - p_free_attempts) seconds, at most
-- p_max_delay_seconds, since the last one. An allowed attempt is counted as a failure at once, so
-- concurrent guesses cannot all pass before the first fails; a success deletes the row
-- (clear_rate_limit), an attempt that ended without an answer is given back (refund_sign_in_attempt).
-- Failures are forgotten p_forget_after_seconds after the last attempt.
create or replace function public.begin_sign_in_attempt(
  p_key text,
  p_free_attempts integer,
  p_max_delay_seconds integer,
  p_forget_after_seconds integer
)
returns table (allowed boolean, failures integer, retry_after_seconds integer)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_count integer;
  v_last timestamptz;
begin
  if p_free_attempts is null or p_free_attempts < 0 or p_max_delay_seconds is null or p_max_delay_seconds < 1
     or p_forget_after_seconds is null or p_forget_after_seconds < p_max_delay_seconds then
    raise exception 'begin_sign_in_attempt: bad backoff settings' using errcode = '22023';
  end if;

  insert into private.rate_limits as r (key, window_start, count, expires_at)
  values (p_key, now(), 1, now() + make_interval(secs => p_forget_after_seconds))
  on conflict (key) do update set
    count = case when r.expires_at <= now() then 1 else r.count + 1 end,
    window_start = now(),
    expires_at = now() + make_interval(secs => p_forget_after_seconds)
  where r.expires_at <= now()
     or r.count < p_free_attempts
     or now() >= r.window_start + make_interval(secs => least(power(2::double precision, least(r.count - p_free_attempts, 30)), p_max_delay_seconds))
  returning r.count into v_count;

  if found then
    perform private.forget_expired_rate_limits();
    return query select true, v_count, 0;
    return;
  end if;

  -- Refused: the upsert left the row locked and unchanged.
  select r.count, r.window_start into v_count, v_last from private.rate_limits r where r.key = p_key;
  return query select
    false,
    v_count,
    greatest(1, ceil(extract(epoch from
      v_last + make_interval(secs => least(power(2::double precision, least(v_count - p_free_attempts, 30)), p_max_delay_seconds)) - now()
    ))::integer);
end;
$$;

revoke execute on function public.begin_sign_in_attempt(text, integer, integer, integer) from public, anon, authenticated, service_role;
grant execute on function public.begin_sign_in_attempt(text, integer, integer, integer) to service_role;

-- Gives back the failure begin_sign_in_attempt counted in advance (the provider did not answer).
create or replace function public.refund_sign_in_attempt(p_key text)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update private.rate_limits set count = greatest(count - 1, 0) where key = p_key;
$$;

revoke execute on function public.refund_sign_in_attempt(text) from public, anon, authenticated, service_role;
grant execute on function public.refund_sign_in_attempt(text) to service_role;

-- Forgets a key (a successful sign-in clears the account's failures).
create or replace function public.clear_rate_limit(p_key text)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  delete from private.rate_limits where key = p_key;
$$;

revoke execute on function public.clear_rate_limit(text) from public, anon, authenticated, service_role;
grant execute on function public.clear_rate_limit(text) to service_role;
