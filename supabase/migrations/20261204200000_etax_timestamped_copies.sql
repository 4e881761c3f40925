-- e-Tax Invoice by Time Stamp (issue 37, docs/decisions/0076): the Revenue Department's mailbox
-- time-stamps each e-Tax document the studio sends and returns the time-stamped copy by e-mail to both
-- parties. The studio records that its copy arrived, and on which day, against the document. Money
-- documents are never edited: this is an append-only log beside them, its latest entry the state (a
-- date recorded wrongly is corrected by a new entry).
-- No foreign key to documents (documents have none, as in the withholding logs): the insert policy
-- checks the document exists and is an e-Tax document type. Admins (aal2, is_admin()) write and read
-- all; the client reads the entries of their own documents.
--
-- The studio may upload the stamped PDF with the entry. It is private, as transfer slips are (decision
-- 0064): the entry names it (file_path); the bytes live in the store the server is configured with,
-- Supabase Storage's private bucket in production or etax_timestamped_files below on the embedded
-- database, read only by the server after the entry itself was read as the caller under RLS.

create table public.etax_timestamped_copies (
  id uuid primary key default gen_random_uuid(),
  document_id uuid not null,
  received_on date not null check (received_on between date '2020-01-01' and date '2200-12-31'),
  recorded_by uuid default auth.uid(),
  -- The stamped PDF in the store, and its size; both or neither.
  file_path text unique check (file_path ~ '^timestamped/[0-9a-f-]{36}/[0-9a-f-]{36}\.pdf$'),
  file_bytes integer check (file_bytes between 1 and 5242880),
  created_at timestamptz not null default clock_timestamp(),
  check ((file_path is null) = (file_bytes is null))
);

comment on table public.etax_timestamped_copies is
  'The studio recording that the time-stamped copy of an e-Tax document came back from the Revenue Department''s mailbox, and the day: append-only, the latest entry is the state.';

create index etax_timestamped_copies_document_idx on public.etax_timestamped_copies (document_id, created_at desc);

alter table public.etax_timestamped_copies enable row level security;
revoke all on table public.etax_timestamped_copies from public, anon, authenticated, service_role;
grant select, insert (document_id, received_on, file_path, file_bytes) on table public.etax_timestamped_copies to authenticated;
grant select on table public.etax_timestamped_copies to service_role;

create policy "Stamped copies are readable by the client of their document"
  on public.etax_timestamped_copies for select to authenticated
  using (exists (select 1 from public.documents d where d.id = document_id and d.user_id = (select auth.uid())));

create policy "Stamped copies are readable by admins"
  on public.etax_timestamped_copies for select to authenticated
  using ((select public.is_admin()));

-- Only a document the route sends (a receipt/tax invoice or a credit note), on or after the day it was
-- issued (Bangkok), and not in the future.
create policy "Admins record stamped copies of e-Tax documents"
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

create policy "Stamped copies are readable by the service"
  on public.etax_timestamped_copies for select to service_role
  using (true);

create trigger guard_etax_timestamped_copies
  before update or delete on public.etax_timestamped_copies
  for each row execute function public.guard_append_only();

create trigger etax_timestamped_copies_never_truncate
  before truncate on public.etax_timestamped_copies
  for each statement execute function public.guard_append_only();

create table public.etax_timestamped_files (
  path text primary key check (path ~ '^timestamped/[0-9a-f-]{36}/[0-9a-f-]{36}\.pdf$'),
  content_base64 text not null check (char_length(content_base64) between 4 and 7000000 and content_base64 ~ '^[A-Za-z0-9+/]+=*$'),
  created_at timestamptz not null default now()
);

comment on table public.etax_timestamped_files is
  'Time-stamped e-Tax copies on the embedded store: written and read by the server as the service, after RLS on etax_timestamped_copies.';

alter table public.etax_timestamped_files enable row level security;
revoke all on table public.etax_timestamped_files from public, anon, authenticated, service_role;
grant select, insert on table public.etax_timestamped_files to service_role;

create policy "Stamped copy files are kept by the service"
  on public.etax_timestamped_files for all to service_role
  using (true) with check (true);

create trigger guard_etax_timestamped_files
  before update or delete on public.etax_timestamped_files
  for each row execute function public.guard_append_only();

-- Supabase: the private bucket the production store writes to (no public URL; the server reads it with
-- the service key). The embedded engines have no storage schema and skip this.
do $$
begin
  if exists (select 1 from information_schema.tables where table_schema = 'storage' and table_name = 'buckets') then
    execute $sql$
      insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
      values ('etax-timestamped', 'etax-timestamped', false, 5242880, array['application/pdf'])
      on conflict (id) do nothing
    $sql$;
  end if;
end;
$$;
