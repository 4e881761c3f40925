-- Owner writes the database authorises itself (issue 20, docs/decisions/0030).
--
-- A client accepting their quote and paying what it still asks for used to run as the service role,
-- with "is this the caller's quote?" checked in TypeScript. These functions run in the caller's own
-- transaction (role authenticated, their JWT claims) and check auth.uid() themselves, so the database
-- refuses another user whatever the server code does. The model is basejump's: security definer,
-- an empty search_path (every name qualified), execute granted to the one role that needs it.
-- The studio setting an order's status gets the same treatment, checked with is_admin().

-- Accept a priced quote (status quoted -> approved, the price kept as accepted_price). The row stays
-- locked until the caller's transaction ends, so a double click waits and then finds it accepted.
-- Answers: accepted | already_accepted | not_found (absent or another user's) | not_acceptable.
create or replace function public.accept_quote(p_quote_id uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  q record;
begin
  select id, user_id, status, quoted_price, accepted_price into q
    from public.quotes
   where id = p_quote_id
     for update;
  if not found or q.user_id is distinct from (select auth.uid()) then
    return 'not_found';
  end if;
  if q.status = 'approved' and q.accepted_price is not null then
    return 'already_accepted';
  end if;
  if q.status <> 'quoted' or q.quoted_price is null then
    return 'not_acceptable';
  end if;
  update public.quotes
     set status = 'approved', accepted_price = q.quoted_price, accepted_at = now()
   where id = q.id;
  return 'accepted';
end;
$$;

revoke execute on function public.accept_quote(uuid) from public, anon, authenticated, service_role;
grant execute on function public.accept_quote(uuid) to authenticated;

-- Lock the caller's own quote for the rest of their transaction (two "Pay now" clicks at once open one
-- checkout: the second waits, then finds the first's). False when it is absent or another user's.
create or replace function public.lock_own_quote(p_quote_id uuid)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform 1
     from public.quotes
    where id = p_quote_id
      and user_id = (select auth.uid())
      for update;
  return found;
end;
$$;

revoke execute on function public.lock_own_quote(uuid) from public, anon, authenticated, service_role;
grant execute on function public.lock_own_quote(uuid) to authenticated;

-- What an accepted quote still asks for: the accepted price minus what was paid (processing or
-- completed orders) plus what was credited back. Null unless the quote is the caller's and accepted.
-- The same sum as src/domain/quotes/settlement.ts, which tests hold to it.
create or replace function public.quote_balance_due(p_quote_id uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select q.accepted_price
         - coalesce((select sum(o.total_amount) from public.orders o
                      where o.quote_id = q.id and o.status in ('processing', 'completed')), 0)::integer
         + coalesce((select sum(c.amount) from public.quote_credit_notes c where c.quote_id = q.id), 0)::integer
    from public.quotes q
   where q.id = p_quote_id
     and q.user_id = (select auth.uid())
     and q.status = 'approved'
     and q.accepted_price is not null;
$$;

revoke execute on function public.quote_balance_due(uuid) from public, anon, authenticated, service_role;
grant execute on function public.quote_balance_due(uuid) to authenticated;

-- The pending order for a balance checkout the provider just opened. The amount is the server's, and
-- the database checks it against its own sum: a checkout for any other amount is refused. An older
-- open balance checkout of the quote is superseded (cancelled) by this one.
create or replace function public.record_balance_checkout(
  p_quote_id uuid,
  p_amount integer,
  p_session_id text,
  p_checkout_url text
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  due integer := public.quote_balance_due(p_quote_id);
  order_id uuid;
begin
  if due is null then
    raise exception 'quote % is not an accepted quote of the caller', p_quote_id using errcode = '42501';
  end if;
  if p_amount is distinct from due or due <= 0 then
    raise exception 'a balance checkout of % does not match the % due on quote %', p_amount, due, p_quote_id
      using errcode = '23514';
  end if;
  update public.orders
     set status = 'cancelled'
   where quote_id = p_quote_id
     and purpose = 'quote_balance'
     and status = 'pending';
  insert into public.orders
    (user_id, quote_id, package_id, quantity, total_amount, currency, status, purpose, payment_session_id, checkout_url)
  select q.user_id, q.id, q.package_id, 1, p_amount, 'THB', 'pending', 'quote_balance', p_session_id, p_checkout_url
    from public.quotes q
   where q.id = p_quote_id
  returning id into order_id;
  return order_id;
end;
$$;

revoke execute on function public.record_balance_checkout(uuid, integer, text, text) from public, anon, authenticated, service_role;
grant execute on function public.record_balance_checkout(uuid, integer, text, text) to authenticated;

-- The studio marks an order completed or cancelled (or back to processing). Orders stay unwritable
-- by any user; an admin changes the status through this function only. False when the caller is not
-- an admin or the order does not exist.
create or replace function public.set_order_status(p_order_id uuid, p_status text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not (select public.is_admin()) then
    return false;
  end if;
  update public.orders set status = p_status where id = p_order_id;
  return found;
end;
$$;

revoke execute on function public.set_order_status(uuid, text) from public, anon, authenticated, service_role;
grant execute on function public.set_order_status(uuid, text) to authenticated;

-- A retried order page submission revises the caller's own unfinished order quote (still pending, the
-- same active package, nothing paid for it) instead of adding another; the quote's open checkout is
-- superseded. No row when it cannot be revised (the server then creates a new quote).
create or replace function public.revise_order_quote(
  p_quote_id uuid,
  p_package_id uuid,
  p_quantity integer,
  p_description text,
  p_details jsonb
)
returns table (id uuid, package_name text, package_price integer, currency text)
language plpgsql
security definer
set search_path = ''
as $$
begin
  return query
  update public.quotes q
     set quantity = p_quantity, project_description = p_description, project_details = p_details
    from public.packages p
   where q.id = p_quote_id
     and q.user_id = (select auth.uid())
     and q.package_id = p_package_id
     and q.source = 'order'
     and q.status = 'pending'
     and p.id = q.package_id
     and p.is_active
     and not exists (
       select 1 from public.orders o where o.quote_id = q.id and o.status in ('processing', 'completed')
     )
  returning q.id, q.package_name, q.package_price, p.currency;
  if found then
    update public.orders set status = 'cancelled' where quote_id = p_quote_id and status = 'pending';
  end if;
end;
$$;

revoke execute on function public.revise_order_quote(uuid, uuid, integer, text, jsonb) from public, anon, authenticated, service_role;
grant execute on function public.revise_order_quote(uuid, uuid, integer, text, jsonb) to authenticated;

-- The pending order for a package checkout the provider just opened, on the caller's own pending order
-- quote. Its amount is the quote's package price times its quantity, never the server's or the
-- browser's. Recorded once per provider session (a replay returns null).
create or replace function public.record_package_checkout(p_quote_id uuid, p_session_id text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  order_id uuid;
begin
  if not exists (
    select 1 from public.quotes q
     where q.id = p_quote_id and q.user_id = (select auth.uid()) and q.source = 'order'
       and q.status = 'pending' and q.package_id is not null and q.package_price is not null
  ) then
    raise exception 'quote % is not a pending order quote of the caller', p_quote_id using errcode = '42501';
  end if;
  insert into public.orders (user_id, quote_id, package_id, quantity, total_amount, currency, status, payment_session_id)
  select q.user_id, q.id, q.package_id, q.quantity, q.package_price * q.quantity, p.currency, 'pending', p_session_id
    from public.quotes q
    join public.packages p on p.id = q.package_id
   where q.id = p_quote_id
  on conflict (payment_session_id) do nothing
  returning id into order_id;
  return order_id;
end;
$$;

revoke execute on function public.record_package_checkout(uuid, text) from public, anon, authenticated, service_role;
grant execute on function public.record_package_checkout(uuid, text) to authenticated;
