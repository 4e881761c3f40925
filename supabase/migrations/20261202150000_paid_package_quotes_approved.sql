-- Issue 35 item 5: a paid package order's quote moves on as an accepted custom quote does
-- (docs/decisions/0065-paid-package-orders-move-on.md).
--
-- A custom quote becomes 'approved' when the client accepts it (accept_quote); a package order's quote
-- stayed 'pending' after its payment, so the client's dashboard and the studio's pipeline said
-- "Pending" about money already received. Paying the package is the client's acceptance of its
-- price: the payment now approves the quote, in the transaction that records the payment, whoever
-- records it (the webhook, the return from checkout, the demo checkout, a late payment of an expired
-- checkout). Only a quote still waiting for the studio (pending, reviewed) moves: a quote the studio has
-- priced since (quoted) waits for the client's acceptance of that price, and a rejected one stays as
-- the studio left it (the payment is real and shows on it).
--
-- accepted_at and accepted_price stay empty: they record the acceptance of a quotation (decision 0018,
-- 0053), which a package payment is not. That is also what lets the studio still re-price a paid
-- package order after its review (decision 0018): the guard below allows approved -> quoted for a
-- quote that is paid but whose quotation nobody accepted. Once the client accepts a quotation, the
-- quote is final as before (decision 0041).

create or replace function public.approve_paid_package_quote()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.quotes
     set status = 'approved'
   where id = new.quote_id
     and status in ('pending', 'reviewed');
  return null;
end;
$$;

revoke execute on function public.approve_paid_package_quote() from public, anon, authenticated, service_role;

create trigger approve_paid_package_quote
  after insert or update of status on public.orders
  for each row
  when (new.purpose = 'package' and new.status in ('processing', 'completed') and new.quote_id is not null)
  execute function public.approve_paid_package_quote();

-- Decision 0041 with one exception: a quote approved by its package payment, with no quotation
-- accepted, may still be re-priced (approved -> quoted), so the studio's review of a paid package order
-- keeps working as decision 0018 describes. Everything else about settled quotes is unchanged.
create or replace function public.guard_quote_status()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  paid boolean;
begin
  if new.status is not distinct from old.status then
    return new;
  end if;
  if not public.quote_status_allowed(old.status, new.status) then
    raise exception 'quote_transition % -> % is not allowed', old.status, new.status using errcode = '23514';
  end if;
  paid := exists (select 1 from public.orders o where o.quote_id = old.id and o.status in ('processing', 'completed'));
  if (old.status = 'approved' and (old.accepted_at is not null or (paid and new.status <> 'quoted')))
     or (new.status = 'rejected' and paid) then
    raise exception 'quote_transition % -> % is not allowed: the quote is accepted or paid', old.status, new.status
      using errcode = '23514';
  end if;
  return new;
end;
$$;

revoke execute on function public.guard_quote_status() from public, anon, authenticated, service_role;
