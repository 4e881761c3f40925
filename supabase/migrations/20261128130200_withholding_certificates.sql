-- Issue 22: withholding certificates (หนังสือรับรองการหักภาษี ณ ที่จ่าย, 50 ทวิ). A company buyer withholds
-- 3% of a paid document's value before VAT and owes the studio the certificate; the studio tracks which
-- arrived (docs/decisions/0051). Two append-only logs, the latest entry of each being the state:
--   reports: the client says "sent", with the certificate's date and number;
--   marks:   the studio says "received" or "missing" (after checking its post or e-mail).
-- No foreign keys to documents (as documents have none): the insert policies check the document exists,
-- is the caller's (or the caller is an admin) and withheld tax.
-- Only documents that withheld something (a receipt or tax invoice whose snapshot shows withholding)
-- take entries. The client writes and reads their own; admins (aal2, is_admin()) read and mark all.

-- True when the document is a paid document with withholding. Invoker: the caller's documents policies
-- apply, so a client passes only for their own documents.
create or replace function public.document_withholds(p_document_id uuid)
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (
    select 1 from public.documents d
    where d.id = p_document_id
      and d.doc_type in ('tax_invoice', 'receipt')
      and coalesce((d.snapshot -> 'totals' ->> 'withholding')::bigint, 0) > 0
  );
$$;

revoke execute on function public.document_withholds(uuid) from public, anon, authenticated, service_role;
grant execute on function public.document_withholds(uuid) to authenticated, service_role;

create table public.withholding_certificate_reports (
  id uuid primary key default gen_random_uuid(),
  document_id uuid not null,
  user_id uuid not null default auth.uid(),
  certificate_date date not null check (certificate_date between date '2000-01-01' and date '2200-12-31'),
  certificate_number text check (certificate_number is null or char_length(certificate_number) between 1 and 60),
  created_at timestamptz not null default clock_timestamp()
);

comment on table public.withholding_certificate_reports is
  'A client saying they sent the withholding certificate (50 ทวิ) for one of their documents: append-only.';

create index withholding_certificate_reports_document_idx on public.withholding_certificate_reports (document_id, created_at desc);

create table public.withholding_certificate_marks (
  id uuid primary key default gen_random_uuid(),
  document_id uuid not null,
  status text not null check (status in ('received', 'missing')),
  marked_by uuid default auth.uid(),
  created_at timestamptz not null default clock_timestamp()
);

comment on table public.withholding_certificate_marks is
  'The studio marking a withholding certificate received or missing: append-only, the latest mark is the state.';

create index withholding_certificate_marks_document_idx on public.withholding_certificate_marks (document_id, created_at desc);

alter table public.withholding_certificate_reports enable row level security;
alter table public.withholding_certificate_marks enable row level security;
revoke all on table public.withholding_certificate_reports from public, anon, authenticated, service_role;
revoke all on table public.withholding_certificate_marks from public, anon, authenticated, service_role;
grant select, insert (document_id, certificate_date, certificate_number) on table public.withholding_certificate_reports to authenticated;
grant select, insert (document_id, status) on table public.withholding_certificate_marks to authenticated;
grant select on table public.withholding_certificate_reports, public.withholding_certificate_marks to service_role;

create policy "Withholding certificate reports are readable by their client"
  on public.withholding_certificate_reports for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Withholding certificate reports are readable by admins"
  on public.withholding_certificate_reports for select to authenticated
  using ((select public.is_admin()));

create policy "Clients report the certificates of their own documents"
  on public.withholding_certificate_reports for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.documents d where d.id = document_id and d.user_id = (select auth.uid()))
    and public.document_withholds(document_id)
  );

create policy "Withholding certificate marks are readable by their client"
  on public.withholding_certificate_marks for select to authenticated
  using (exists (select 1 from public.documents d where d.id = document_id and d.user_id = (select auth.uid())));

create policy "Withholding certificate marks are readable by admins"
  on public.withholding_certificate_marks for select to authenticated
  using ((select public.is_admin()));

create policy "Admins mark withholding certificates"
  on public.withholding_certificate_marks for insert to authenticated
  with check ((select public.is_admin()) and marked_by = (select auth.uid()) and public.document_withholds(document_id));

create policy "Withholding certificates are readable by the service"
  on public.withholding_certificate_reports for select to service_role
  using (true);

create policy "Withholding certificate marks are readable by the service"
  on public.withholding_certificate_marks for select to service_role
  using (true);

create trigger guard_withholding_certificate_reports
  before update or delete on public.withholding_certificate_reports
  for each row execute function public.guard_append_only();

create trigger withholding_certificate_reports_never_truncate
  before truncate on public.withholding_certificate_reports
  for each statement execute function public.guard_append_only();

create trigger guard_withholding_certificate_marks
  before update or delete on public.withholding_certificate_marks
  for each row execute function public.guard_append_only();

create trigger withholding_certificate_marks_never_truncate
  before truncate on public.withholding_certificate_marks
  for each statement execute function public.guard_append_only();
