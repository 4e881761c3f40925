-- Issue 22: paying instalments (docs/decisions/0050-payment-schedules.md). Each instalment is paid by
-- one order of the quote (purpose quote_balance, the custom-quote path of decision 0018), so every sum
-- the existing rules make (quote_balance_due, settlement, credit notes) keeps counting it:
--   - by card: record_instalment_checkout writes the pending order for the instalment's checkout, the
--     provider's payment settles it as any order (orders/fulfil.ts, which issues its receipt/tax invoice);
--   - by bank transfer or PromptPay: the studio marks it received (record_instalment_transfer), which
--     writes the paid order and what arrived in the bank, and the server issues the receipt/tax invoice
--     in the same transaction.

alter table public.orders
  add column instalment_id uuid references public.payment_instalments (id) on delete restrict;

comment on column public.orders.instalment_id is
  'The schedule instalment this order pays, when it pays one (decision 0050).';

-- Not unique: a card checkout superseded but paid anyway is real money and must still settle (fulfil
-- reopens it); the quote's settlement then shows the overpayment. The functions below never write a
-- second payment for a paid instalment.
create index orders_instalment_idx on public.orders (instalment_id) where instalment_id is not null;

create table public.instalment_transfers (
  id uuid primary key default gen_random_uuid(),
  instalment_id uuid not null unique references public.payment_instalments (id) on delete restrict,
  order_id uuid not null unique references public.orders (id) on delete restrict,
  user_id uuid,
  method text not null check (method in ('transfer', 'promptpay')),
  -- The instalment's amount (VAT included), what reached the studio's bank, and the withholding the
  -- company client deducted (3% of the value before VAT), which it certifies with a 50 ทวิ.
  amount_satang bigint not null check (amount_satang > 0),
  received_satang bigint not null check (received_satang > 0),
  withheld_satang bigint not null default 0 check (withheld_satang >= 0),
  reference text check (reference is null or char_length(reference) <= 120),
  received_on date not null,
  recorded_by uuid,
  created_at timestamptz not null default now(),
  constraint instalment_transfers_adds_up check (received_satang + withheld_satang = amount_satang)
);

comment on table public.instalment_transfers is
  'Bank transfers and PromptPay payments the studio marked received, one per instalment. Never changed.';

create trigger guard_instalment_transfers
  before update or delete on public.instalment_transfers
  for each row execute function public.guard_payment_schedule();

alter table public.instalment_transfers enable row level security;
revoke all on table public.instalment_transfers from public, anon, authenticated, service_role;
grant select on table public.instalment_transfers to authenticated, service_role;

create policy "Instalment transfers are readable by their client"
  on public.instalment_transfers for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Instalment transfers are readable by admins"
  on public.instalment_transfers for select to authenticated
  using ((select public.is_admin()));

create policy "Instalment transfers are readable by the service"
  on public.instalment_transfers for select to service_role
  using (true);

-- p_instalment_id when it is an instalment of the current schedule of an accepted quote, due and
-- unpaid; null otherwise. Ownership is the caller function's to check.
create or replace function public.payable_instalment(p_instalment_id uuid)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select i.id
    from public.payment_instalments i
    join public.quotes q on q.id = i.quote_id
   where i.id = p_instalment_id
     and i.due_at is not null
     and q.status = 'approved'
     and i.schedule_id = (select s.id from public.payment_schedules s where s.quote_id = i.quote_id order by s.revision desc limit 1)
     and not exists (
       select 1 from public.orders o where o.instalment_id = i.id and o.status in ('processing', 'completed')
     );
$$;

revoke execute on function public.payable_instalment(uuid) from public, anon, authenticated, service_role;

-- The pending order for a card checkout of one due instalment of the caller's own accepted quote. Its
-- amount is the instalment's, never the server's or the browser's, and never more than the quote
-- still asks for (quote_balance_due). An older open checkout of the quote is superseded.
create or replace function public.record_instalment_checkout(p_instalment_id uuid, p_session_id text, p_checkout_url text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_instalment public.payment_instalments%rowtype;
  v_order uuid;
begin
  select * into v_instalment from public.payment_instalments where id = public.payable_instalment(p_instalment_id);
  if v_instalment.id is null or v_instalment.user_id is distinct from (select auth.uid()) then
    raise exception 'instalment % is not a due instalment of the caller', p_instalment_id using errcode = '42501';
  end if;
  if v_instalment.amount_satang % 100 <> 0
     or v_instalment.amount_satang / 100 > coalesce(public.quote_balance_due(v_instalment.quote_id), 0) then
    raise exception 'instalment % asks for more than the quote still owes', p_instalment_id using errcode = '23514';
  end if;
  update public.orders
     set status = 'cancelled'
   where quote_id = v_instalment.quote_id and purpose = 'quote_balance' and status = 'pending';
  insert into public.orders
    (user_id, quote_id, package_id, quantity, total_amount, currency, status, purpose, payment_session_id, checkout_url, instalment_id)
  select q.user_id, q.id, q.package_id, 1, (v_instalment.amount_satang / 100)::integer, 'THB', 'pending', 'quote_balance',
         p_session_id, p_checkout_url, v_instalment.id
    from public.quotes q
   where q.id = v_instalment.quote_id
  returning id into v_order;
  return v_order;
end;
$$;

revoke execute on function public.record_instalment_checkout(uuid, text, text) from public, anon, authenticated, service_role;
grant execute on function public.record_instalment_checkout(uuid, text, text) to authenticated;

-- The studio marks a due instalment received by bank transfer or PromptPay. The paid order and the
-- transfer row are written here; the server issues the receipt/tax invoice in the same transaction.
-- Null when the caller is not an admin at aal2 or the instalment is not due and unpaid.
create or replace function public.record_instalment_transfer(
  p_instalment_id uuid,
  p_method text,
  p_received_satang bigint,
  p_withheld_satang bigint,
  p_reference text,
  -- yyyy-mm-dd, the day the money reached the bank (text, so every driver sends it alike).
  p_received_on text
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_instalment public.payment_instalments%rowtype;
  v_order uuid;
begin
  if not (select public.is_admin()) then
    return null;
  end if;
  perform 1 from public.payment_instalments where id = p_instalment_id for update;
  select * into v_instalment from public.payment_instalments where id = public.payable_instalment(p_instalment_id);
  if v_instalment.id is null or v_instalment.amount_satang % 100 <> 0 then
    return null;
  end if;
  -- A card checkout left open for this instalment is superseded by the money that arrived.
  update public.orders set status = 'cancelled'
   where instalment_id = v_instalment.id and status = 'pending';
  insert into public.orders
    (user_id, quote_id, package_id, quantity, total_amount, currency, status, purpose, payment_session_id, instalment_id)
  select q.user_id, q.id, q.package_id, 1, (v_instalment.amount_satang / 100)::integer, 'THB', 'processing', 'quote_balance',
         'transfer:' || v_instalment.id::text, v_instalment.id
    from public.quotes q
   where q.id = v_instalment.quote_id
  returning id into v_order;
  insert into public.instalment_transfers
    (instalment_id, order_id, user_id, method, amount_satang, received_satang, withheld_satang, reference, received_on, recorded_by)
  values
    (v_instalment.id, v_order, v_instalment.user_id, p_method, v_instalment.amount_satang, p_received_satang, p_withheld_satang,
     nullif(btrim(p_reference), ''), p_received_on::date, (select auth.uid()));
  return v_order;
end;
$$;

revoke execute on function public.record_instalment_transfer(uuid, text, bigint, bigint, text, text) from public, anon, authenticated, service_role;
grant execute on function public.record_instalment_transfer(uuid, text, bigint, bigint, text, text) to authenticated;
