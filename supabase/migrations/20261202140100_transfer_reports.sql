-- Issue 35: a client tells the studio they paid a due instalment by bank transfer or PromptPay, with
-- the slip (docs/decisions/0064). The report is the client's word, not a payment: the studio checks the
-- bank and records the transfer as before (record_instalment_transfer), prefilled from the report.
--
-- The slip image is private. The report row names it (slip_path); the bytes live in the slip store the
-- server is configured with: Supabase Storage's private bucket in production, or transfer_slip_files
-- below on the embedded database. Either is read only by the server, after the report itself was read
-- as the caller under RLS (its client or an admin), so the report's policies decide who sees a slip.

create table public.transfer_reports (
  id uuid primary key default gen_random_uuid(),
  instalment_id uuid not null references public.payment_instalments (id) on delete restrict,
  quote_id uuid not null,
  user_id uuid not null,
  amount_satang bigint not null check (amount_satang > 0 and amount_satang <= 100000000000),
  transferred_at timestamptz not null,
  -- Where the slip is in the slip store, its type as sniffed from its bytes, and its size.
  slip_path text not null unique check (slip_path ~ '^slips/[0-9a-f-]{36}/[0-9a-f-]{36}\.(jpg|png|webp)$'),
  slip_type text not null check (slip_type in ('image/jpeg', 'image/png', 'image/webp')),
  slip_bytes integer not null check (slip_bytes between 1 and 5242880),
  created_at timestamptz not null default now()
);

comment on table public.transfer_reports is
  'A client''s report of a transfer to pay an instalment, with the slip''s place in the slip store: written by report_transfer, never changed.';

create index transfer_reports_instalment_idx on public.transfer_reports (instalment_id, created_at);
create index transfer_reports_user_idx on public.transfer_reports (user_id);

create trigger guard_transfer_reports
  before update or delete on public.transfer_reports
  for each row execute function public.guard_append_only();
create trigger transfer_reports_never_truncate
  before truncate on public.transfer_reports
  for each statement execute function public.guard_append_only();

alter table public.transfer_reports enable row level security;
revoke all on table public.transfer_reports from public, anon, authenticated, service_role;
grant select on table public.transfer_reports to authenticated, service_role;

create policy "Transfer reports are readable by their client"
  on public.transfer_reports for select to authenticated
  using (user_id = (select auth.uid()));
create policy "Transfer reports are readable by admins"
  on public.transfer_reports for select to authenticated
  using ((select public.is_admin()));
create policy "Transfer reports are readable by the service"
  on public.transfer_reports for select to service_role
  using (true);

-- The embedded slip store: the bytes, base64 as e-mail attachments are (the same on both engines).
-- The service only: no client or admin reads it directly.
create table public.transfer_slip_files (
  path text primary key check (path ~ '^slips/[0-9a-f-]{36}/[0-9a-f-]{36}\.(jpg|png|webp)$'),
  content_type text not null check (content_type in ('image/jpeg', 'image/png', 'image/webp')),
  content_base64 text not null check (char_length(content_base64) between 4 and 7000000 and content_base64 ~ '^[A-Za-z0-9+/]+=*$'),
  created_at timestamptz not null default now()
);

comment on table public.transfer_slip_files is
  'Transfer slips on the embedded slip store: written and read by the server as the service, after RLS on transfer_reports.';

alter table public.transfer_slip_files enable row level security;
revoke all on table public.transfer_slip_files from public, anon, authenticated, service_role;
grant select, insert on table public.transfer_slip_files to service_role;

create policy "Transfer slip files are kept by the service"
  on public.transfer_slip_files for all to service_role
  using (true) with check (true);

create trigger guard_transfer_slip_files
  before update or delete on public.transfer_slip_files
  for each row execute function public.guard_append_only();

-- The caller reports a transfer for a due, unpaid instalment of their own accepted quote. At most five
-- reports per instalment (a wrong slip, a second part-payment), on top of the server's rate limit.
-- Answers ok with the report's id, or not_due (not the caller's, not due, or paid) or too_many.
create or replace function public.report_transfer(
  p_instalment_id uuid,
  p_amount_satang bigint,
  -- An ISO moment (text, so every driver sends it alike).
  p_transferred_at text,
  p_slip_path text,
  p_slip_type text,
  p_slip_bytes integer
)
returns table (outcome text, report_id uuid)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_instalment public.payment_instalments%rowtype;
  v_id uuid;
begin
  perform 1 from public.payment_instalments where id = p_instalment_id for update;
  select * into v_instalment from public.payment_instalments where id = public.payable_instalment(p_instalment_id);
  if v_instalment.id is null or v_instalment.user_id is null or v_instalment.user_id is distinct from (select auth.uid()) then
    return query select 'not_due'::text, null::uuid;
    return;
  end if;
  if (select count(*) from public.transfer_reports r where r.instalment_id = v_instalment.id) >= 5 then
    return query select 'too_many'::text, null::uuid;
    return;
  end if;
  insert into public.transfer_reports
    (instalment_id, quote_id, user_id, amount_satang, transferred_at, slip_path, slip_type, slip_bytes)
  values
    (v_instalment.id, v_instalment.quote_id, v_instalment.user_id, p_amount_satang, p_transferred_at::timestamptz,
     p_slip_path, p_slip_type, p_slip_bytes)
  returning id into v_id;
  return query select 'ok'::text, v_id;
end;
$$;

revoke execute on function public.report_transfer(uuid, bigint, text, text, text, integer) from public, anon, authenticated, service_role;
grant execute on function public.report_transfer(uuid, bigint, text, text, text, integer) to authenticated;

-- Supabase: the private bucket the production slip store writes to (no public URL; the server reads it
-- with the service key). The embedded engines have no storage schema and skip this.
do $$
begin
  if exists (select 1 from information_schema.tables where table_schema = 'storage' and table_name = 'buckets') then
    execute $sql$
      insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
      values ('transfer-slips', 'transfer-slips', false, 5242880, array['image/jpeg', 'image/png', 'image/webp'])
      on conflict (id) do nothing
    $sql$;
  end if;
end;
$$;
