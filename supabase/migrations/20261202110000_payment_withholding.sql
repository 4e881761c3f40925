-- Issue 35: withholding follows what happened (docs/decisions/0061-withholding-follows-the-payment.md).
-- A company client withholds 3% only when it pays the net; a payment charged in full had nothing
-- withheld. What was withheld is a fact of the payment, so it lives on the payment (the order), set
-- when the checkout is opened or the transfer recorded, and fixed once the order is paid. The
-- withholding-certificate pages and policies read it from there instead of from the document's
-- snapshot (documents are never edited: a snapshot that claimed a withholding that never happened is
-- read through its payment, whose record says none).

alter table public.orders
  add column withheld_satang bigint not null default 0;

comment on column public.orders.withheld_satang is
  'Satang the client withheld from this payment (3% of the value before VAT) and certifies with a 50 ทวิ; '
  'the money received is total_amount × 100 − this. 0 when the payment was made in full (decision 0061).';

-- Backfill, honestly: a card or demo payment was charged in full (0, the default); a transfer is what
-- the studio recorded arriving (instalment_transfers.withheld_satang). updated_at is a paid order's date
-- of last resort (documents/reissue.ts), so the backfill leaves it as it was.
alter table public.orders disable trigger set_orders_updated_at;
update public.orders o
   set withheld_satang = t.withheld_satang
  from public.instalment_transfers t
 where t.order_id = o.id and t.withheld_satang > 0;
alter table public.orders enable trigger set_orders_updated_at;

-- 3% of the value before VAT is less than 5% of the total (whole baht × 100 satang × 5%).
alter table public.orders
  add constraint orders_withheld_within_total check (withheld_satang >= 0 and withheld_satang <= total_amount::bigint * 5);

-- What was withheld from a paid payment never changes afterwards.
create or replace function public.guard_order_withholding()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.withheld_satang is distinct from old.withheld_satang and old.status in ('processing', 'completed') then
    raise exception 'the withholding of paid order % is fixed', old.id using errcode = '23514';
  end if;
  return new;
end;
$$;

revoke execute on function public.guard_order_withholding() from public, anon, authenticated, service_role;

create trigger guard_order_withholding
  before update of withheld_satang on public.orders
  for each row execute function public.guard_order_withholding();

-- The client chose to withhold on the checkout it just opened (quotes/pay.ts, orders/start.ts): the
-- caller's own pending order for that session takes the amount the server computed. Only a client
-- with a company billing identity withholds (a person does not: Revenue Code section 3 tredecim,
-- ท.ป. 4/2528 applies to juristic payers). False when nothing matched.
create or replace function public.set_checkout_withholding(p_session_id text, p_withheld_satang bigint)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  if p_withheld_satang is null or p_withheld_satang < 0 then
    return false;
  end if;
  if p_withheld_satang > 0 and not exists (
    select 1 from public.billing_identities b where b.user_id = (select auth.uid()) and b.kind = 'company'
  ) then
    return false;
  end if;
  update public.orders
     set withheld_satang = p_withheld_satang
   where payment_session_id = p_session_id
     and user_id = (select auth.uid())
     and status = 'pending';
  get diagnostics v_count = row_count;
  return v_count = 1;
end;
$$;

revoke execute on function public.set_checkout_withholding(text, bigint) from public, anon, authenticated, service_role;
grant execute on function public.set_checkout_withholding(text, bigint) to authenticated;

-- True when the document acknowledges a payment from which tax was actually withheld: read from the
-- payment, not from the snapshot (decision 0061). Invoker, as before: the caller's documents and
-- orders policies apply, so a client passes only for their own documents.
create or replace function public.document_withholds(p_document_id uuid)
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (
    select 1
      from public.documents d
      join public.orders o on o.id = d.order_id
     where d.id = p_document_id
       and d.doc_type in ('tax_invoice', 'receipt')
       and o.withheld_satang > 0
  );
$$;

revoke execute on function public.document_withholds(uuid) from public, anon, authenticated, service_role;
grant execute on function public.document_withholds(uuid) to authenticated, service_role;

-- The studio marks a due instalment received by bank transfer or PromptPay: as before
-- (20261128120100_instalment_payments.sql), and the paid order now carries what was withheld.
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
    (user_id, quote_id, package_id, quantity, total_amount, currency, status, purpose, payment_session_id, instalment_id, withheld_satang)
  select q.user_id, q.id, q.package_id, 1, (v_instalment.amount_satang / 100)::integer, 'THB', 'processing', 'quote_balance',
         'transfer:' || v_instalment.id::text, v_instalment.id, p_withheld_satang
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
