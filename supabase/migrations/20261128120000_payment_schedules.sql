-- Issue 22: payment schedules (docs/decisions/0050-payment-schedules.md). The studio splits a quote's
-- price into instalments: a deposit due on acceptance, then milestones it marks due. A schedule is a
-- revision: changing it adds a new revision (allowed while none of the current one's instalments has
-- an invoice); an instalment's amount, label and place are never edited. What moves is when it became
-- due and which invoice it got, each set once. The client reads their own; admins (aal2) read all and
-- write through the functions below only.

create table public.payment_schedules (
  id uuid primary key default gen_random_uuid(),
  quote_id uuid not null references public.quotes (id) on delete restrict,
  revision integer not null check (revision >= 1),
  -- The quote's price when the schedule was made, in satang; the instalments add up to it exactly.
  total_satang bigint not null check (total_satang > 0),
  created_by uuid,
  created_at timestamptz not null default now(),
  unique (quote_id, revision)
);

comment on table public.payment_schedules is
  'Revisions of a quote''s payment schedule; the highest revision is the current one. Never changed.';

create table public.payment_instalments (
  id uuid primary key default gen_random_uuid(),
  schedule_id uuid not null references public.payment_schedules (id) on delete restrict,
  -- Denormalised from the schedule so RLS reads one row: the quote and its client.
  quote_id uuid not null references public.quotes (id) on delete restrict,
  user_id uuid,
  position integer not null check (position between 1 and 12),
  label_en text not null check (char_length(btrim(label_en)) between 1 and 80),
  label_th text not null check (char_length(btrim(label_th)) between 1 and 80),
  due_trigger text not null check (due_trigger in ('acceptance', 'milestone')),
  amount_satang bigint not null check (amount_satang > 0),
  -- When it became due (acceptance for the deposit, the studio's mark for a milestone): set once.
  due_at timestamptz,
  -- Its invoice (ใบแจ้งหนี้), issued when it became due: set once.
  invoice_document_id uuid,
  unique (schedule_id, position),
  constraint payment_instalments_invoice_after_due check (invoice_document_id is null or due_at is not null)
);

comment on table public.payment_instalments is
  'A schedule''s instalments: amount fixed at creation; due_at and invoice_document_id are set once.';

create index payment_instalments_quote_idx on public.payment_instalments (quote_id, schedule_id, position);
create index payment_instalments_user_idx on public.payment_instalments (user_id);

-- A schedule's instalments add up to its total: checked when the transaction that wrote them commits.
create or replace function public.check_schedule_total()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_schedule uuid;
  v_total bigint;
  v_sum bigint;
begin
  if tg_table_name = 'payment_instalments' then
    v_schedule := new.schedule_id;
  else
    v_schedule := new.id;
  end if;
  select s.total_satang into v_total from public.payment_schedules s where s.id = v_schedule;
  select coalesce(sum(i.amount_satang), 0) into v_sum from public.payment_instalments i where i.schedule_id = v_schedule;
  if v_total is distinct from v_sum then
    raise exception 'the instalments of schedule % add up to % satang, not its total %', v_schedule, v_sum, v_total
      using errcode = '23514';
  end if;
  return null;
end;
$$;

revoke execute on function public.check_schedule_total() from public, anon, authenticated, service_role;

create constraint trigger check_schedule_total_on_instalments
  after insert on public.payment_instalments
  deferrable initially deferred
  for each row execute function public.check_schedule_total();

create constraint trigger check_schedule_total_on_schedules
  after insert on public.payment_schedules
  deferrable initially deferred
  for each row execute function public.check_schedule_total();

-- Money is never edited: a schedule never changes; an instalment changes only by getting its due
-- date and then its invoice, once each; neither is ever deleted.
create or replace function public.guard_payment_schedule()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_table_name = 'payment_instalments' and tg_op = 'UPDATE' then
    if (new.id, new.schedule_id, new.quote_id, new.user_id, new.position, new.label_en, new.label_th, new.due_trigger, new.amount_satang)
       is distinct from
       (old.id, old.schedule_id, old.quote_id, old.user_id, old.position, old.label_en, old.label_th, old.due_trigger, old.amount_satang)
      or (old.due_at is not null and new.due_at is distinct from old.due_at)
      or (old.invoice_document_id is not null and new.invoice_document_id is distinct from old.invoice_document_id) then
      raise exception 'an instalment is never edited: make a new schedule revision or a credit note' using errcode = '42501';
    end if;
    return new;
  end if;
  raise exception 'payment schedules are never changed or removed: make a new revision' using errcode = '42501';
end;
$$;

revoke execute on function public.guard_payment_schedule() from public, anon, authenticated, service_role;

create trigger guard_payment_schedules
  before update or delete on public.payment_schedules
  for each row execute function public.guard_payment_schedule();

create trigger guard_payment_instalments
  before update or delete on public.payment_instalments
  for each row execute function public.guard_payment_schedule();

alter table public.payment_schedules enable row level security;
alter table public.payment_instalments enable row level security;

revoke all on table public.payment_schedules from public, anon, authenticated, service_role;
revoke all on table public.payment_instalments from public, anon, authenticated, service_role;
grant select on table public.payment_schedules, public.payment_instalments to authenticated;
grant select on table public.payment_schedules, public.payment_instalments to service_role;
grant update (due_at, invoice_document_id) on table public.payment_instalments to service_role;

create policy "Payment schedules are readable by the client of the quote"
  on public.payment_schedules for select to authenticated
  using (exists (select 1 from public.quotes q where q.id = quote_id and q.user_id = (select auth.uid())));

create policy "Payment schedules are readable by admins"
  on public.payment_schedules for select to authenticated
  using ((select public.is_admin()));

create policy "Payment schedules are readable by the service"
  on public.payment_schedules for select to service_role
  using (true);

create policy "Instalments are readable by their client"
  on public.payment_instalments for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Instalments are readable by admins"
  on public.payment_instalments for select to authenticated
  using ((select public.is_admin()));

create policy "Instalments are readable by the service"
  on public.payment_instalments for select to service_role
  using (true);

create policy "Instalments get their due date and invoice from the service"
  on public.payment_instalments for update to service_role
  using (true) with check (true);

-- The studio sets a quote's schedule: a new revision with its instalments, [{label_en, label_th,
-- trigger, amount_satang}] in order, adding up to the quote's price. Refused (false-y outcomes) unless
-- the caller is an admin at aal2, the quote is priced and not yet accepted... or accepted with nothing
-- of the current schedule invoiced yet. The server splits with src/domain/schedule/split.ts first.
create or replace function public.set_payment_schedule(p_quote_id uuid, p_instalments jsonb)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_quote public.quotes%rowtype;
  v_current uuid;
  v_revision integer;
  v_schedule uuid;
  v_total bigint;
  v_item jsonb;
  v_position integer := 0;
begin
  if not (select public.is_admin()) then
    return 'forbidden';
  end if;
  select * into v_quote from public.quotes where id = p_quote_id for update;
  if not found then
    return 'not_found';
  end if;
  v_total := coalesce(v_quote.accepted_price, v_quote.quoted_price)::bigint * 100;
  if v_total is null or v_total <= 0 then
    return 'not_priced';
  end if;
  select s.id, s.revision into v_current, v_revision
    from public.payment_schedules s where s.quote_id = p_quote_id order by s.revision desc limit 1;
  if v_current is not null and exists (
    select 1 from public.payment_instalments i where i.schedule_id = v_current and i.invoice_document_id is not null
  ) then
    return 'invoiced';
  end if;
  insert into public.payment_schedules (quote_id, revision, total_satang, created_by)
    values (p_quote_id, coalesce(v_revision, 0) + 1, v_total, (select auth.uid()))
    returning id into v_schedule;
  for v_item in select * from jsonb_array_elements(p_instalments) loop
    v_position := v_position + 1;
    insert into public.payment_instalments (schedule_id, quote_id, user_id, position, label_en, label_th, due_trigger, amount_satang)
      values (v_schedule, p_quote_id, v_quote.user_id, v_position, v_item ->> 'label_en', v_item ->> 'label_th',
              v_item ->> 'trigger', (v_item ->> 'amount_satang')::bigint);
  end loop;
  -- The totals trigger is deferred; check now so the caller gets the answer, not a commit error.
  set constraints public.check_schedule_total_on_instalments, public.check_schedule_total_on_schedules immediate;
  return 'ok';
end;
$$;

revoke execute on function public.set_payment_schedule(uuid, jsonb) from public, anon, authenticated, service_role;
grant execute on function public.set_payment_schedule(uuid, jsonb) to authenticated;

-- The studio marks a milestone due (design approved, launch). Returns the instalment's id when this
-- call made it due, so the server issues its invoice in the same transaction; null otherwise (not an
-- admin, not found, not of the current schedule, already due).
create or replace function public.mark_instalment_due(p_instalment_id uuid)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid;
begin
  if not (select public.is_admin()) then
    return null;
  end if;
  update public.payment_instalments i
     set due_at = now()
   where i.id = p_instalment_id
     and i.due_at is null
     and i.schedule_id = (select s.id from public.payment_schedules s where s.quote_id = i.quote_id order by s.revision desc limit 1)
     and exists (select 1 from public.quotes q where q.id = i.quote_id and q.status = 'approved')
  returning i.id into v_id;
  return v_id;
end;
$$;

revoke execute on function public.mark_instalment_due(uuid) from public, anon, authenticated, service_role;
grant execute on function public.mark_instalment_due(uuid) to authenticated;
