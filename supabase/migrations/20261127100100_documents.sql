-- Issue 22: documents (receipts and tax invoices now; invoices, quotations and credit notes later), each
-- issued once with a gapless number per type and Buddhist-era year, and never changed
-- (docs/decisions/0043-thai-tax-documents.md).
--
-- Numbering: a counter row per (type, year), locked with SELECT ... FOR UPDATE by issue_document in the
-- transaction that issues the document (the one that records the payment). A sequence would skip a
-- number whenever that transaction rolls back; the counter rolls back with it, and two payments at the
-- same moment queue on the row and get consecutive numbers. Triggers make the rule hold for anyone: a
-- counter only ever moves up by one, and a document is inserted only with the number its counter just
-- reached.

create table public.document_counters (
  doc_type text not null check (doc_type in ('quotation', 'invoice', 'tax_invoice', 'receipt', 'credit_note')),
  be_year integer not null check (be_year between 2500 and 2800),
  last_number integer not null check (last_number >= 0),
  primary key (doc_type, be_year)
);

comment on table public.document_counters is
  'The last number issued per document type and Buddhist-era year: moved by issue_document only, one at a time.';

alter table public.document_counters enable row level security;
revoke all on table public.document_counters from public, anon, authenticated, service_role;
grant select, insert, update (last_number) on table public.document_counters to service_role;

create policy "Document counters are kept by the service"
  on public.document_counters for all to service_role
  using (true) with check (true);

create or replace function public.guard_document_counter()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' and new.last_number <> 0 then
    raise exception 'a document counter starts at 0' using errcode = '23514';
  end if;
  if tg_op = 'UPDATE' and (new.last_number <> old.last_number + 1 or new.doc_type <> old.doc_type or new.be_year <> old.be_year) then
    raise exception 'a document counter moves up by one' using errcode = '23514';
  end if;
  if tg_op = 'DELETE' or tg_op = 'TRUNCATE' then
    raise exception 'document counters are never removed' using errcode = '42501';
  end if;
  return new;
end;
$$;

revoke execute on function public.guard_document_counter() from public, anon, authenticated, service_role;

create trigger guard_document_counters
  before insert or update or delete on public.document_counters
  for each row execute function public.guard_document_counter();

create trigger document_counters_never_truncate
  before truncate on public.document_counters
  for each statement execute function public.guard_document_counter();

-- INV-2569-0001: the prefix of the type, the Buddhist-era year, four digits at least. The same rule as
-- src/domain/money/documentNumber.ts (a test holds them equal).
create or replace function public.document_number(p_type text, p_be_year integer, p_sequence integer)
returns text
language sql
immutable
set search_path = ''
as $$
  select (case p_type
      when 'quotation' then 'QT'
      when 'invoice' then 'INV'
      when 'tax_invoice' then 'RT'
      when 'receipt' then 'RC'
      when 'credit_note' then 'CN'
    end) || '-' || p_be_year::text || '-' || (case when p_sequence < 10000 then lpad(p_sequence::text, 4, '0') else p_sequence::text end);
$$;

grant execute on function public.document_number(text, integer, integer) to authenticated, service_role;

create table public.documents (
  id uuid primary key default gen_random_uuid(),
  doc_type text not null check (doc_type in ('quotation', 'invoice', 'tax_invoice', 'receipt', 'credit_note')),
  be_year integer not null,
  sequence integer not null check (sequence >= 1),
  number text not null unique,
  issued_at timestamptz not null default clock_timestamp(),
  -- The buyer's account (who may download it), the quote and order it is about. No foreign keys: a
  -- document outlives anything it names, and ON DELETE SET NULL would be an edit.
  user_id uuid,
  quote_id uuid,
  order_id uuid,
  -- Seller, buyer, lines and totals exactly as issued (src/domain/money/document.ts): the document is
  -- rendered from this alone, so later edits of the studio's settings or the client's billing identity
  -- never change it.
  snapshot jsonb not null check (jsonb_typeof(snapshot) = 'object'),
  unique (doc_type, be_year, sequence),
  constraint documents_number_matches check (number = public.document_number(doc_type, be_year, sequence))
);

comment on table public.documents is
  'Issued documents with their gapless numbers and frozen contents: inserted by issue_document, never changed or deleted.';

-- One receipt or tax invoice per paid order, however often the payment is reported.
create unique index documents_one_per_order_idx on public.documents (doc_type, order_id) where order_id is not null;
create index documents_user_id_idx on public.documents (user_id, issued_at desc);
create index documents_quote_id_idx on public.documents (quote_id);

alter table public.documents enable row level security;
revoke all on table public.documents from public, anon, authenticated, service_role;
grant select on table public.documents to authenticated;
grant select, insert on table public.documents to service_role;

create policy "Documents are readable by their buyer"
  on public.documents for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Documents are readable by admins"
  on public.documents for select to authenticated
  using ((select public.is_admin()));

create policy "Documents are issued by the service"
  on public.documents for insert to service_role
  with check (true);

create policy "Documents are readable by the service"
  on public.documents for select to service_role
  using (true);

-- A document takes the number its counter has just reached, in the same transaction; and then it is
-- never changed: a mistake is corrected by a credit note, not by an edit (Revenue Code section 86/10).
create or replace function public.guard_document()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if not exists (
      select 1 from public.document_counters c
      where c.doc_type = new.doc_type and c.be_year = new.be_year and c.last_number = new.sequence
    ) then
      raise exception 'a document takes the number its counter has just reached' using errcode = '23514';
    end if;
    return new;
  end if;
  raise exception 'documents are never changed: issue a credit note' using errcode = '42501';
end;
$$;

revoke execute on function public.guard_document() from public, anon, authenticated, service_role;

create trigger guard_documents
  before insert or update or delete on public.documents
  for each row execute function public.guard_document();

create trigger documents_never_truncate
  before truncate on public.documents
  for each statement execute function public.guard_document();

-- Issues a document in the caller's transaction: creates the year's counter if needed, locks it with
-- SELECT ... FOR UPDATE (a concurrent issue of the same type and year waits here until this transaction
-- ends), takes the next number and inserts the document. An order already holding a document of this
-- type gets that one back instead (the payment was reported twice). Service role only.
create or replace function public.issue_document(
  p_type text,
  p_issued_at timestamptz,
  p_user_id uuid,
  p_quote_id uuid,
  p_order_id uuid,
  p_snapshot jsonb
)
returns table (id uuid, number text, sequence integer, issued boolean)
language plpgsql
set search_path = ''
as $$
declare
  -- The Buddhist-era year in Bangkok (UTC+7, no daylight saving): the year turns at midnight there.
  p_be_year integer := extract(year from (p_issued_at at time zone 'UTC') + interval '7 hours')::integer + 543;
  v_last integer;
  v_existing public.documents%rowtype;
begin
  if p_order_id is not null then
    select * into v_existing from public.documents d where d.doc_type = p_type and d.order_id = p_order_id;
    if found then
      return query select v_existing.id, v_existing.number, v_existing.sequence, false;
      return;
    end if;
  end if;
  insert into public.document_counters (doc_type, be_year, last_number)
    values (p_type, p_be_year, 0)
    on conflict (doc_type, be_year) do nothing;
  select c.last_number into v_last
    from public.document_counters c
    where c.doc_type = p_type and c.be_year = p_be_year
    for update;
  -- Another transaction may have issued this order's document while this one waited for the lock.
  if p_order_id is not null then
    select * into v_existing from public.documents d where d.doc_type = p_type and d.order_id = p_order_id;
    if found then
      return query select v_existing.id, v_existing.number, v_existing.sequence, false;
      return;
    end if;
  end if;
  update public.document_counters c set last_number = v_last + 1 where c.doc_type = p_type and c.be_year = p_be_year;
  return query
    insert into public.documents as d (doc_type, be_year, sequence, number, issued_at, user_id, quote_id, order_id, snapshot)
    values (p_type, p_be_year, v_last + 1, public.document_number(p_type, p_be_year, v_last + 1), p_issued_at, p_user_id, p_quote_id, p_order_id, p_snapshot)
    returning d.id, d.number, d.sequence, true;
end;
$$;

revoke execute on function public.issue_document(text, timestamptz, uuid, uuid, uuid, jsonb) from public, anon, authenticated, service_role;
grant execute on function public.issue_document(text, timestamptz, uuid, uuid, uuid, jsonb) to service_role;
