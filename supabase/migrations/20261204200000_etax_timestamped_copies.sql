-- e-Tax Invoice by Time Stamp (issue 37, docs/decisions/0076): the Revenue Department's mailbox
-- time-stamps each e-Tax document the studio sends and returns the time-stamped copy by e-mail to both
-- parties. The studio records that its copy arrived, and on which day, against the document. Money
-- documents are never edited: this is an append-only log beside them, its latest entry the state (a
-- date recorded wrongly is corrected by a new entry).
-- No foreign key to documents (documents have none, as in the withholding logs): the insert policy
-- checks the document exists and is an e-Tax document type. Admins (aal2, is_admin()) write and read
-- all; the client reads the entries of their own documents.

create table public.etax_timestamped_copies (
  id uuid primary key default gen_random_uuid(),
  document_id uuid not null,
  received_on date not null check (received_on between date '2020-01-01' and date '2200-12-31'),
  recorded_by uuid default auth.uid(),
  created_at timestamptz not null default clock_timestamp()
);

comment on table public.etax_timestamped_copies is
  'The studio recording that the time-stamped copy of an e-Tax document came back from the Revenue Department''s mailbox, and the day: append-only, the latest entry is the state.';

create index etax_timestamped_copies_document_idx on public.etax_timestamped_copies (document_id, created_at desc);

alter table public.etax_timestamped_copies enable row level security;
revoke all on table public.etax_timestamped_copies from public, anon, authenticated, service_role;
grant select, insert (document_id, received_on) on table public.etax_timestamped_copies to authenticated;
grant select on table public.etax_timestamped_copies to service_role;

create policy "Time-stamped copies are readable by the document's client"
  on public.etax_timestamped_copies for select to authenticated
  using (exists (select 1 from public.documents d where d.id = document_id and d.user_id = (select auth.uid())));

create policy "Time-stamped copies are readable by admins"
  on public.etax_timestamped_copies for select to authenticated
  using ((select public.is_admin()));

-- Only a document the route sends (a receipt/tax invoice or a credit note), on or after the day it was
-- issued (Bangkok), and not in the future.
create policy "Admins record time-stamped copies of e-Tax documents"
  on public.etax_timestamped_copies for insert to authenticated
  with check (
    (select public.is_admin())
    and recorded_by = (select auth.uid())
    and received_on <= ((now() at time zone 'UTC') + interval '7 hours')::date
    and exists (
      select 1 from public.documents d
      where d.id = document_id
        and d.doc_type in ('tax_invoice', 'credit_note')
        and received_on >= ((d.issued_at at time zone 'UTC') + interval '7 hours')::date
    )
  );

create policy "Time-stamped copies are readable by the service"
  on public.etax_timestamped_copies for select to service_role
  using (true);

create trigger guard_etax_timestamped_copies
  before update or delete on public.etax_timestamped_copies
  for each row execute function public.guard_append_only();

create trigger etax_timestamped_copies_never_truncate
  before truncate on public.etax_timestamped_copies
  for each statement execute function public.guard_append_only();
