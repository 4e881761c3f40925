-- Issue 22: a credit note (quote_credit_notes, the money the studio owes back) gets its document: a
-- ใบลดหนี้ numbered CN-<BE year>-NNNN by issue_document, referencing the original receipt/tax invoice
-- (Revenue Code section 86/10; docs/decisions/0051). The money row is not touched: this table links
-- it to the document issued for it, once, and the link is never changed either.
create table public.credit_note_documents (
  -- No foreign key to the credit note: like the document, the link outlives the quote it is about.
  credit_note_id uuid primary key,
  -- No foreign key, as the documents have none: a truncate of documents must meet its own refusal (42501).
  document_id uuid not null unique,
  created_at timestamptz not null default now()
);

comment on table public.credit_note_documents is
  'The credit-note document (ใบลดหนี้) issued for a quote credit note: inserted by the service with the document, never changed.';

alter table public.credit_note_documents enable row level security;
revoke all on table public.credit_note_documents from public, anon, authenticated, service_role;
grant select on table public.credit_note_documents to authenticated;
grant select, insert on table public.credit_note_documents to service_role;

-- Whoever may read the document (its buyer, admins at aal2) may read the link: the documents policies decide.
create policy "Credit note documents are readable with their document"
  on public.credit_note_documents for select to authenticated
  using (exists (select 1 from public.documents d where d.id = document_id));

create policy "Credit note documents are linked by the service"
  on public.credit_note_documents for insert to service_role
  with check (true);

create policy "Credit note documents are readable by the service"
  on public.credit_note_documents for select to service_role
  using (true);

-- Append-only records (this link, withholding certificate reports and marks): inserted, never changed.
create or replace function public.guard_append_only()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception '% rows are never changed or removed: add a new one', tg_table_name using errcode = '42501';
end;
$$;

revoke execute on function public.guard_append_only() from public, anon, authenticated, service_role;

create trigger guard_credit_note_documents
  before update or delete on public.credit_note_documents
  for each row execute function public.guard_append_only();

create trigger credit_note_documents_never_truncate
  before truncate on public.credit_note_documents
  for each statement execute function public.guard_append_only();
