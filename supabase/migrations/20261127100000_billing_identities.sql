-- Issue 22: the client's billing identity, the buyer on their receipts and tax invoices (Revenue Code
-- section 86/4 (3): the buyer's name and address; a company's tax ID and head office or branch since
-- the Director-General's notice on VAT no. 199). One row per account, written by its owner, read by
-- the owner and the studio. Documents copy it when they are issued (public.documents.snapshot), so
-- editing it later never changes a document already given.

-- The check digit of a 13-digit Thai tax ID, as src/domain/money/taxId.ts computes it (a test holds
-- them equal): the first twelve digits weighted 13 down to 2, (11 - sum mod 11) mod 10.
create or replace function public.is_valid_tax_id(p_tax_id text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_tax_id ~ '^[0-9]{13}$'
    and (11 - (
      select sum(substr(p_tax_id, i, 1)::int * (14 - i)) from generate_series(1, 12) as i
    ) % 11) % 10 = substr(p_tax_id, 13, 1)::int;
$$;

grant execute on function public.is_valid_tax_id(text) to anon, authenticated, service_role;

create table public.billing_identities (
  user_id uuid primary key references auth.users (id) on delete cascade,
  kind text not null check (kind in ('individual', 'company')),
  -- A company's registered name (บริษัท … จำกัด), or the person's full name.
  legal_name text not null check (char_length(btrim(legal_name)) between 1 and 200),
  -- Required of a company; a person may give their citizen ID (needed only when they are VAT registered).
  tax_id text check (tax_id is null or public.is_valid_tax_id(tax_id)),
  -- Five digits; null is the head office (สำนักงานใหญ่). Only a company has branches.
  branch text check (branch is null or (branch ~ '^[0-9]{5}$' and branch <> '00000')),
  address text not null check (char_length(btrim(address)) between 1 and 500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint billing_identities_company_tax_id check (kind = 'individual' or tax_id is not null),
  constraint billing_identities_branch_is_a_company check (kind = 'company' or branch is null)
);

comment on table public.billing_identities is
  'Who the client''s receipts and tax invoices are made out to; copied into each document when issued.';

create trigger set_billing_identities_updated_at
  before update on public.billing_identities
  for each row execute function public.set_updated_at();

alter table public.billing_identities enable row level security;

revoke all on table public.billing_identities from public, anon, authenticated, service_role;
grant select, insert, update (kind, legal_name, tax_id, branch, address) on table public.billing_identities to authenticated;
grant select on table public.billing_identities to service_role;

create policy "Billing identities are readable by their owner"
  on public.billing_identities for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Billing identities are readable by admins"
  on public.billing_identities for select to authenticated
  using ((select public.is_admin()));

create policy "Billing identities are created by their owner"
  on public.billing_identities for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "Billing identities are updatable by their owner"
  on public.billing_identities for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "Billing identities are readable by the service"
  on public.billing_identities for select to service_role
  using (true);
