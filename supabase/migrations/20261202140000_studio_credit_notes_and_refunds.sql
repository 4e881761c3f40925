-- Issue 35: the studio's own money actions on a receipt/tax invoice (docs/decisions/0064).
--
-- 1. A credit note (ใบลดหนี้) the studio issues against one receipt/tax invoice, with the reason it
--    gives (Revenue Code section 86/10: a credit note states the reason and refers to the original tax
--    invoice). The document is issued by issue_document like every other, so its CN number is gapless;
--    this table is the money row behind it (amount, reason, which original), written once.
-- 2. A refund the studio records against a receipt: money that went back to the client (method, date,
--    reference). Append-only; never more than was received on that receipt less what was refunded.
--
-- Neither changes the quote's price or what the schedule still asks for (a re-quote does that): they
-- correct one document's value and record money returned. Admins write them, at aal2, only through the
-- two functions below, which check is_admin() and the limits under a lock; clients read their own.

create table public.receipt_credit_notes (
  id uuid primary key default gen_random_uuid(),
  -- The receipt/tax invoice corrected and the credit-note document issued for it. No foreign keys, as
  -- the documents have none: both outlive anything they name.
  original_document_id uuid not null,
  document_id uuid not null unique,
  quote_id uuid,
  user_id uuid,
  -- VAT included, as the receipt's total.
  amount_satang bigint not null check (amount_satang > 0),
  reason text not null check (char_length(btrim(reason)) between 3 and 300),
  issued_by uuid,
  created_at timestamptz not null default now()
);

comment on table public.receipt_credit_notes is
  'Credit notes the studio issued against one receipt/tax invoice, with their reason: written by record_receipt_credit_note, never changed.';

create index receipt_credit_notes_original_idx on public.receipt_credit_notes (original_document_id);
create index receipt_credit_notes_quote_idx on public.receipt_credit_notes (quote_id);

create table public.receipt_refunds (
  id uuid primary key default gen_random_uuid(),
  document_id uuid not null,
  quote_id uuid,
  user_id uuid,
  amount_satang bigint not null check (amount_satang > 0),
  method text not null check (method in ('transfer', 'promptpay', 'card', 'cash')),
  refunded_on date not null,
  reference text check (reference is null or char_length(reference) <= 120),
  recorded_by uuid,
  created_at timestamptz not null default now()
);

comment on table public.receipt_refunds is
  'Money the studio paid back against a receipt: written by record_receipt_refund, never changed.';

create index receipt_refunds_document_idx on public.receipt_refunds (document_id);
create index receipt_refunds_quote_idx on public.receipt_refunds (quote_id);
create index receipt_refunds_user_idx on public.receipt_refunds (user_id);

create trigger guard_receipt_credit_notes
  before update or delete on public.receipt_credit_notes
  for each row execute function public.guard_append_only();
create trigger receipt_credit_notes_never_truncate
  before truncate on public.receipt_credit_notes
  for each statement execute function public.guard_append_only();
create trigger guard_receipt_refunds
  before update or delete on public.receipt_refunds
  for each row execute function public.guard_append_only();
create trigger receipt_refunds_never_truncate
  before truncate on public.receipt_refunds
  for each statement execute function public.guard_append_only();

alter table public.receipt_credit_notes enable row level security;
alter table public.receipt_refunds enable row level security;
revoke all on table public.receipt_credit_notes from public, anon, authenticated, service_role;
revoke all on table public.receipt_refunds from public, anon, authenticated, service_role;
grant select on table public.receipt_credit_notes to authenticated, service_role;
grant select on table public.receipt_refunds to authenticated, service_role;

create policy "Receipt credit notes are readable by their client"
  on public.receipt_credit_notes for select to authenticated
  using (user_id = (select auth.uid()));
create policy "Receipt credit notes are readable by admins"
  on public.receipt_credit_notes for select to authenticated
  using ((select public.is_admin()));
create policy "Receipt credit notes are readable by the service"
  on public.receipt_credit_notes for select to service_role
  using (true);
create policy "Receipt refunds are readable by their client"
  on public.receipt_refunds for select to authenticated
  using (user_id = (select auth.uid()));
create policy "Receipt refunds are readable by admins"
  on public.receipt_refunds for select to authenticated
  using ((select public.is_admin()));
create policy "Receipt refunds are readable by the service"
  on public.receipt_refunds for select to service_role
  using (true);

-- The trail names refunds too (credit notes already have their subject).
alter table public.audit_events drop constraint audit_events_subject_check;
alter table public.audit_events add constraint audit_events_subject_check
  check (subject in ('quote', 'order', 'credit_note', 'email', 'message', 'refund'));

-- Amounts go on the trail in baht, as every other amount there.
create or replace function public.audit_receipt_money()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_table_name = 'receipt_credit_notes' then
    perform public.write_audit('credit_note', new.id, new.quote_id, null, 'created',
      jsonb_build_object('amount', jsonb_build_object('before', null, 'after', new.amount_satang / 100.0),
                         'reason', jsonb_build_object('before', null, 'after', new.reason)));
  else
    perform public.write_audit('refund', new.id, new.quote_id, null, 'created',
      jsonb_build_object('amount', jsonb_build_object('before', null, 'after', new.amount_satang / 100.0),
                         'reference', jsonb_build_object('before', null, 'after', new.reference)));
  end if;
  return null;
end;
$$;

revoke execute on function public.audit_receipt_money() from public, anon, authenticated, service_role;

create trigger audit_receipt_credit_notes
  after insert on public.receipt_credit_notes
  for each row execute function public.audit_receipt_money();
create trigger audit_receipt_refunds
  after insert on public.receipt_refunds
  for each row execute function public.audit_receipt_money();

-- What can still be credited on receipt/tax invoice p_document_id: its total less every credit note
-- that refers to it (the studio's, and a re-quote's, which may refer to several receipts and is then
-- counted whole against each: never too much, at worst too little). Null when it is not a receipt.
-- Security invoker: a caller sees only what RLS lets them read (the record functions run as the owner).
create or replace function public.receipt_creditable_satang(p_document_id uuid)
returns bigint
language sql
stable
set search_path = ''
as $$
  select (d.snapshot -> 'totals' ->> 'total')::bigint - coalesce((
      select sum((c.snapshot -> 'totals' ->> 'total')::bigint)
        from public.documents c
       where c.doc_type = 'credit_note'
         and c.quote_id is not distinct from d.quote_id
         and c.snapshot -> 'credit' -> 'references' @> jsonb_build_array(jsonb_build_object('number', d.number))
    ), 0)
    from public.documents d
   where d.id = p_document_id and d.doc_type in ('tax_invoice', 'receipt');
$$;

-- What can still be refunded on receipt p_document_id: what reached the studio for it (a transfer's
-- amount received; a card order's charge; else the receipt's total) less the refunds recorded.
create or replace function public.receipt_refundable_satang(p_document_id uuid)
returns bigint
language sql
stable
set search_path = ''
as $$
  select coalesce(
           (select t.received_satang from public.instalment_transfers t where t.order_id = d.order_id),
           (select o.total_amount::bigint * 100 from public.orders o where o.id = d.order_id),
           (d.snapshot -> 'totals' ->> 'total')::bigint)
         - coalesce((select sum(r.amount_satang) from public.receipt_refunds r where r.document_id = d.id), 0)
    from public.documents d
   where d.id = p_document_id and d.doc_type in ('tax_invoice', 'receipt');
$$;

revoke execute on function public.receipt_creditable_satang(uuid) from public, anon, authenticated, service_role;
revoke execute on function public.receipt_refundable_satang(uuid) from public, anon, authenticated, service_role;
grant execute on function public.receipt_creditable_satang(uuid) to authenticated, service_role;
grant execute on function public.receipt_refundable_satang(uuid) to authenticated, service_role;

-- The studio issues a credit note against a receipt: the server builds the document's snapshot (the
-- domain's creditNoteFor) and this checks it against the rules, under a lock per original so two
-- credits at once cannot both take the same remainder, then issues the document with its gapless
-- number and records the credit. Answers the document's id and number, or a refusal:
--   forbidden (not an admin at aal2), not_found (no such receipt), over (more than remains creditable),
--   mismatch (the snapshot's total or reference is not this credit's), reason (none given).
create or replace function public.record_receipt_credit_note(
  p_document_id uuid,
  p_amount_satang bigint,
  p_reason text,
  p_snapshot jsonb
)
returns table (outcome text, document_id uuid, number text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_original public.documents%rowtype;
  v_issued record;
begin
  if not (select public.is_admin()) then
    return query select 'forbidden'::text, null::uuid, null::text;
    return;
  end if;
  select * into v_original from public.documents d where d.id = p_document_id and d.doc_type in ('tax_invoice', 'receipt');
  if not found then
    return query select 'not_found'::text, null::uuid, null::text;
    return;
  end if;
  if p_reason is null or char_length(btrim(p_reason)) < 3 or char_length(btrim(p_reason)) > 300 then
    return query select 'reason'::text, null::uuid, null::text;
    return;
  end if;
  perform pg_advisory_xact_lock(hashtext('receipt_credit:' || p_document_id::text));
  if p_amount_satang is null or p_amount_satang <= 0 or p_amount_satang > public.receipt_creditable_satang(p_document_id) then
    return query select 'over'::text, null::uuid, null::text;
    return;
  end if;
  if (p_snapshot -> 'totals' ->> 'total')::bigint is distinct from p_amount_satang
     or not (p_snapshot -> 'credit' -> 'references' @> jsonb_build_array(jsonb_build_object('number', v_original.number)))
     or (p_snapshot -> 'credit' -> 'reason' ->> 'en') is distinct from btrim(p_reason) then
    return query select 'mismatch'::text, null::uuid, null::text;
    return;
  end if;
  select * into v_issued
    from public.issue_document('credit_note', clock_timestamp(), v_original.user_id, v_original.quote_id, null, p_snapshot);
  insert into public.receipt_credit_notes
    (original_document_id, document_id, quote_id, user_id, amount_satang, reason, issued_by)
  values
    (v_original.id, v_issued.id, v_original.quote_id, v_original.user_id, p_amount_satang, btrim(p_reason), (select auth.uid()));
  return query select 'ok'::text, v_issued.id, v_issued.number;
end;
$$;

revoke execute on function public.record_receipt_credit_note(uuid, bigint, text, jsonb) from public, anon, authenticated, service_role;
grant execute on function public.record_receipt_credit_note(uuid, bigint, text, jsonb) to authenticated;

-- The studio records money paid back against a receipt. Answers ok with the refund's id, or a refusal:
-- forbidden, not_found, over (more than received less refunded), invalid (method or date).
create or replace function public.record_receipt_refund(
  p_document_id uuid,
  p_amount_satang bigint,
  p_method text,
  -- yyyy-mm-dd (text, so every driver sends it alike).
  p_refunded_on text,
  p_reference text
)
returns table (outcome text, refund_id uuid)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_original public.documents%rowtype;
  v_id uuid;
begin
  if not (select public.is_admin()) then
    return query select 'forbidden'::text, null::uuid;
    return;
  end if;
  select * into v_original from public.documents d where d.id = p_document_id and d.doc_type in ('tax_invoice', 'receipt');
  if not found then
    return query select 'not_found'::text, null::uuid;
    return;
  end if;
  if p_method is null or p_method not in ('transfer', 'promptpay', 'card', 'cash')
     or p_refunded_on is null or p_refunded_on !~ '^\d{4}-\d{2}-\d{2}$' then
    return query select 'invalid'::text, null::uuid;
    return;
  end if;
  perform pg_advisory_xact_lock(hashtext('receipt_refund:' || p_document_id::text));
  if p_amount_satang is null or p_amount_satang <= 0 or p_amount_satang > public.receipt_refundable_satang(p_document_id) then
    return query select 'over'::text, null::uuid;
    return;
  end if;
  insert into public.receipt_refunds
    (document_id, quote_id, user_id, amount_satang, method, refunded_on, reference, recorded_by)
  values
    (v_original.id, v_original.quote_id, v_original.user_id, p_amount_satang, p_method, p_refunded_on::date,
     nullif(btrim(coalesce(p_reference, '')), ''), (select auth.uid()))
  returning id into v_id;
  return query select 'ok'::text, v_id;
end;
$$;

revoke execute on function public.record_receipt_refund(uuid, bigint, text, text, text) from public, anon, authenticated, service_role;
grant execute on function public.record_receipt_refund(uuid, bigint, text, text, text) to authenticated;
