-- Guarded status changes and the trail (issue 21, docs/decisions/0041-status-transitions-and-trail.md).
--
-- Statuses move only along the transitions written in the decision record; the tables below are the
-- database's copy of src/domain/pipeline/transitions.ts (a test compares them). The guard triggers
-- refuse any other UPDATE, whoever runs it, so the admin panel, a script or a direct SQL session all
-- meet the same rules. Every change of price, status, timeline or notes, every payment (order),
-- credit note, e-mail and message is written to public.audit_events by triggers, in the transaction
-- of the change: admins read it, nobody changes it.

-- Quotes ---------------------------------------------------------------------------------------------

create or replace function public.quote_status_allowed(p_from text, p_to text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_from = p_to or (p_from, p_to) in (
    ('pending', 'reviewed'), ('pending', 'quoted'), ('pending', 'approved'), ('pending', 'rejected'),
    ('reviewed', 'quoted'), ('reviewed', 'approved'), ('reviewed', 'rejected'),
    ('quoted', 'reviewed'), ('quoted', 'approved'), ('quoted', 'rejected'),
    ('approved', 'reviewed'), ('approved', 'quoted'), ('approved', 'rejected'),
    ('rejected', 'reviewed')
  )
$$;

-- Money settles a quote: once the client accepted it or paid for it, its status no longer moves
-- (a correction is a new record: a credit note, a new quote), and a paid quote is never rejected.
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
  if (old.status = 'approved' and (old.accepted_at is not null or paid)) or (new.status = 'rejected' and paid) then
    raise exception 'quote_transition % -> % is not allowed: the quote is accepted or paid', old.status, new.status
      using errcode = '23514';
  end if;
  return new;
end;
$$;

revoke execute on function public.guard_quote_status() from public, anon, authenticated, service_role;

create trigger guard_quote_status
  before update of status on public.quotes
  for each row execute function public.guard_quote_status();

-- Orders ---------------------------------------------------------------------------------------------

-- p_system: the payment path (the service role, or a maintenance session without API claims). Only
-- a payment makes an order processing; a payment that arrives for an expired checkout still counts,
-- because the money is real (src/server/orders/fulfil.ts).
create or replace function public.order_status_allowed(p_from text, p_to text, p_system boolean)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_from = p_to
    or (p_from, p_to) in (('pending', 'cancelled'), ('processing', 'completed'), ('completed', 'processing'))
    or (p_system and (p_from, p_to) in (('pending', 'processing'), ('cancelled', 'processing')))
$$;

create or replace function public.guard_order_status()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status is distinct from old.status
     and not public.order_status_allowed(old.status, new.status, coalesce(auth.role(), 'service_role') = 'service_role') then
    raise exception 'order_transition % -> % is not allowed', old.status, new.status using errcode = '23514';
  end if;
  return new;
end;
$$;

revoke execute on function public.guard_order_status() from public, anon, authenticated, service_role;

create trigger guard_order_status
  before update of status on public.orders
  for each row execute function public.guard_order_status();

-- The studio's order status change, replacing set_order_status: the answer says why nothing changed.
-- changed | unchanged | not_found (absent, or the caller is not an admin) | not_allowed.
drop function public.set_order_status(uuid, text);

create or replace function public.change_order_status(p_order_id uuid, p_status text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  current_status text;
begin
  if not (select public.is_admin()) then
    return 'not_found';
  end if;
  select status into current_status from public.orders where id = p_order_id for update;
  if not found then
    return 'not_found';
  end if;
  if current_status = p_status then
    return 'unchanged';
  end if;
  if not public.order_status_allowed(current_status, p_status, false) then
    return 'not_allowed';
  end if;
  update public.orders set status = p_status where id = p_order_id;
  return 'changed';
end;
$$;

revoke execute on function public.change_order_status(uuid, text) from public, anon, authenticated, service_role;
grant execute on function public.change_order_status(uuid, text) to authenticated;

-- The pipeline lists filter by status and sort by date (issue 21: 150 ms with 5,000 of each).
create index quotes_status_created_at_idx on public.quotes (status, created_at desc);
create index orders_created_at_idx on public.orders (created_at desc);
create index orders_status_created_at_idx on public.orders (status, created_at desc);

-- The trail -----------------------------------------------------------------------------------------

create table public.audit_events (
  id bigint generated always as identity primary key,
  occurred_at timestamptz not null default clock_timestamp(),
  actor_id uuid,
  actor_email text,
  actor_kind text not null check (actor_kind in ('admin', 'client', 'visitor', 'system')),
  quote_id uuid,
  order_id uuid,
  subject text not null check (subject in ('quote', 'order', 'credit_note', 'email', 'message')),
  subject_id uuid not null,
  action text not null check (action in ('created', 'changed', 'deleted')),
  changes jsonb not null default '{}'::jsonb check (jsonb_typeof(changes) = 'object')
);

comment on table public.audit_events is
  'Who changed what on quotes and orders, when, before and after: written by triggers, never changed.';
comment on column public.audit_events.changes is '{field: {before, after}}';

-- No foreign keys: the trail outlives a deleted quote.
create index audit_events_quote_id_idx on public.audit_events (quote_id, id);
create index audit_events_order_id_idx on public.audit_events (order_id, id);

alter table public.audit_events enable row level security;

revoke all on table public.audit_events from public, anon, authenticated, service_role;
grant select on table public.audit_events to authenticated, service_role;

create policy "The trail is readable by admins"
  on public.audit_events for select to authenticated
  using ((select public.is_admin()));

create policy "The trail is readable by the service"
  on public.audit_events for select to service_role
  using (true);

-- Even the table's owner cannot rewrite history through UPDATE, DELETE or TRUNCATE.
create or replace function public.refuse_audit_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'audit events are never changed' using errcode = '42501';
end;
$$;

revoke execute on function public.refuse_audit_change() from public, anon, authenticated, service_role;

create trigger audit_events_never_change
  before update or delete on public.audit_events
  for each row execute function public.refuse_audit_change();

create trigger audit_events_never_truncate
  before truncate on public.audit_events
  for each statement execute function public.refuse_audit_change();

-- {field: {before, after}} for the fields whose values differ.
create or replace function public.audit_diff(p_old jsonb, p_new jsonb, p_fields text[])
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select coalesce(jsonb_object_agg(f, jsonb_build_object('before', p_old -> f, 'after', p_new -> f)), '{}'::jsonb)
    from unnest(p_fields) as f
   where (p_old -> f) is distinct from (p_new -> f)
$$;

-- Who: the JWT's user (with the e-mail as it was then), or the system (service role, maintenance).
create or replace function public.write_audit(
  p_subject text,
  p_subject_id uuid,
  p_quote_id uuid,
  p_order_id uuid,
  p_action text,
  p_changes jsonb
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
  system boolean := coalesce(auth.role(), 'service_role') = 'service_role';
begin
  insert into public.audit_events (actor_id, actor_email, actor_kind, quote_id, order_id, subject, subject_id, action, changes)
  values (
    case when system then null else uid end,
    case when system or uid is null then null
         else coalesce(auth.jwt() ->> 'email', (select p.email from public.profiles p where p.id = uid)) end,
    case when system then 'system'
         when uid is null then 'visitor'
         when public.is_admin() then 'admin'
         else 'client' end,
    p_quote_id, p_order_id, p_subject, p_subject_id, p_action, p_changes
  );
end;
$$;

revoke execute on function public.write_audit(text, uuid, uuid, uuid, text, jsonb) from public, anon, authenticated, service_role;
revoke execute on function public.audit_diff(jsonb, jsonb, text[]) from public, anon, authenticated, service_role;

create or replace function public.audit_quote()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  d jsonb;
begin
  if tg_op = 'INSERT' then
    d := public.audit_diff('{}'::jsonb, to_jsonb(new), array['status', 'package_name', 'package_price', 'quantity', 'quoted_price', 'source']);
    perform public.write_audit('quote', new.id, new.id, null, 'created', d);
  elsif tg_op = 'UPDATE' then
    d := public.audit_diff(to_jsonb(old), to_jsonb(new),
      array['status', 'quoted_price', 'quoted_timeline', 'admin_notes', 'accepted_price', 'quantity', 'package_name']);
    if d <> '{}'::jsonb then
      perform public.write_audit('quote', new.id, new.id, null, 'changed', d);
    end if;
  else
    d := public.audit_diff(to_jsonb(old), '{}'::jsonb, array['status', 'package_name', 'quoted_price', 'accepted_price']);
    perform public.write_audit('quote', old.id, old.id, null, 'deleted', d);
  end if;
  return null;
end;
$$;

create or replace function public.audit_order()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  d jsonb;
begin
  if tg_op = 'INSERT' then
    d := public.audit_diff('{}'::jsonb, to_jsonb(new), array['status', 'total_amount', 'currency', 'purpose', 'quantity']);
    perform public.write_audit('order', new.id, new.quote_id, new.id, 'created', d);
  else
    d := public.audit_diff(to_jsonb(old), to_jsonb(new), array['status', 'total_amount', 'quantity']);
    if d <> '{}'::jsonb then
      perform public.write_audit('order', new.id, new.quote_id, new.id, 'changed', d);
    end if;
  end if;
  return null;
end;
$$;

create or replace function public.audit_credit_note()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.write_audit('credit_note', new.id, new.quote_id, null, 'created',
    public.audit_diff('{}'::jsonb, to_jsonb(new), array['amount', 'currency']));
  return null;
end;
$$;

create or replace function public.audit_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  q uuid;
  o uuid;
begin
  if new.related_table = 'quotes' then
    q := new.related_id;
  elsif new.related_table = 'orders' then
    o := new.related_id;
    select quote_id into q from public.orders where id = new.related_id;
  else
    return null;
  end if;
  perform public.write_audit('email', new.id, q, o, 'created',
    public.audit_diff('{}'::jsonb, to_jsonb(new), array['kind', 'to_email', 'subject', 'locale']));
  return null;
end;
$$;

create or replace function public.audit_message()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.write_audit('message', new.id, new.quote_id, null, 'created',
    public.audit_diff('{}'::jsonb, to_jsonb(new), array['author_role', 'body']));
  return null;
end;
$$;

revoke execute on function public.audit_quote(), public.audit_order(), public.audit_credit_note(), public.audit_email(),
  public.audit_message() from public, anon, authenticated, service_role;

create trigger audit_quotes
  after insert or update or delete on public.quotes
  for each row execute function public.audit_quote();

create trigger audit_orders
  after insert or update on public.orders
  for each row execute function public.audit_order();

create trigger audit_credit_notes
  after insert on public.quote_credit_notes
  for each row execute function public.audit_credit_note();

create trigger audit_emails
  after insert on public.email_outbox
  for each row execute function public.audit_email();

create trigger audit_messages
  after insert on public.quote_messages
  for each row execute function public.audit_message();
