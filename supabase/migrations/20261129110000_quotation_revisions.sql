-- Issue 22: the quotation as a document (docs/decisions/0053-quotation-revisions-and-acceptance.md).
--
-- quotation_revisions: each time the studio prices or re-prices a quote (status quoted with a price), a
-- revision 1, 2, ... of that quote, with its QT document (issued through issue_document; null only when
-- the studio's identity was incomplete and no document could be issued, decision 0043). Never changed:
-- a changed quotation is a new revision and the old one stays readable.
--
-- quote_acceptances: who accepted which revision at what price, when, from which address and browser.
-- Written only by accept_quote, in the transaction that approves the quote; never changed.

create table public.quotation_revisions (
  id uuid primary key default gen_random_uuid(),
  quote_id uuid not null references public.quotes (id) on delete restrict,
  -- Denormalised from the quote so RLS reads one row: the client the quotation is addressed to.
  user_id uuid,
  revision integer not null check (revision >= 1),
  -- Whole baht, VAT included (as the checkout charges it): the quote's quoted_price when issued.
  price integer not null check (price > 0),
  timeline text check (timeline is null or char_length(timeline) <= 200),
  valid_until date not null,
  document_id uuid,
  created_by uuid default auth.uid(),
  created_at timestamptz not null default now(),
  unique (quote_id, revision)
);

comment on table public.quotation_revisions is
  'Revisions of a quote''s quotation (QT document); the highest is current, and the only one a client can accept. Never changed.';

create index quotation_revisions_user_idx on public.quotation_revisions (user_id);

-- A revision is the next number of its quote, at the quote's current price while it is quoted, for the
-- quote's client; then it is never changed or removed (the table owner included).
create or replace function public.guard_quotation_revision()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  q record;
  v_last integer;
begin
  if tg_op = 'INSERT' then
    select status, quoted_price, user_id into q from public.quotes where id = new.quote_id;
    if not found or q.status <> 'quoted' or q.quoted_price is distinct from new.price or q.user_id is distinct from new.user_id then
      raise exception 'a quotation revision is the quoted price of a quoted quote, for its client' using errcode = '23514';
    end if;
    select coalesce(max(r.revision), 0) into v_last from public.quotation_revisions r where r.quote_id = new.quote_id;
    if new.revision <> v_last + 1 then
      raise exception 'a quotation revision takes the next number of its quote (%)', v_last + 1 using errcode = '23514';
    end if;
    return new;
  end if;
  raise exception 'quotation revisions are never changed or removed: issue a new revision' using errcode = '42501';
end;
$$;

revoke execute on function public.guard_quotation_revision() from public, anon, authenticated, service_role;

create trigger guard_quotation_revisions
  before insert or update or delete on public.quotation_revisions
  for each row execute function public.guard_quotation_revision();

create trigger quotation_revisions_never_truncate
  before truncate on public.quotation_revisions
  for each statement execute function public.guard_quotation_revision();

alter table public.quotation_revisions enable row level security;
revoke all on table public.quotation_revisions from public, anon, authenticated, service_role;
grant select on table public.quotation_revisions to authenticated;
-- The server issues a revision as the service, in the admin's pricing transaction (with its document).
grant select, insert on table public.quotation_revisions to service_role;

create policy "Quotation revisions are readable by their client"
  on public.quotation_revisions for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Quotation revisions are readable by admins"
  on public.quotation_revisions for select to authenticated
  using ((select public.is_admin()));

create policy "Quotation revisions are issued by the service"
  on public.quotation_revisions for insert to service_role
  with check (true);

create policy "Quotation revisions are readable by the service"
  on public.quotation_revisions for select to service_role
  using (true);

create table public.quote_acceptances (
  id uuid primary key default gen_random_uuid(),
  quote_id uuid not null unique references public.quotes (id) on delete restrict,
  user_id uuid not null,
  -- The revision accepted; null only for a quote priced before quotation revisions existed.
  revision_id uuid references public.quotation_revisions (id) on delete restrict,
  revision integer check (revision >= 1),
  -- Whole baht: the price accepted (quotes.accepted_price).
  price integer not null check (price >= 0),
  accepted_at timestamptz not null default now(),
  -- The client's address as the server saw it ('unknown' when the adapter gives none) and browser.
  client_address text not null check (char_length(client_address) between 1 and 100),
  user_agent text check (user_agent is null or char_length(user_agent) <= 512),
  constraint quote_acceptances_revision_pair check ((revision_id is null) = (revision is null))
);

comment on table public.quote_acceptances is
  'Who accepted a quote, which revision at what price, when, from which address: written by accept_quote only, never changed.';

create index quote_acceptances_user_idx on public.quote_acceptances (user_id);

create or replace function public.guard_quote_acceptance()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'an acceptance is a record: it is never changed or removed' using errcode = '42501';
end;
$$;

revoke execute on function public.guard_quote_acceptance() from public, anon, authenticated, service_role;

create trigger guard_quote_acceptances
  before update or delete on public.quote_acceptances
  for each row execute function public.guard_quote_acceptance();

create trigger quote_acceptances_never_truncate
  before truncate on public.quote_acceptances
  for each statement execute function public.guard_quote_acceptance();

alter table public.quote_acceptances enable row level security;
revoke all on table public.quote_acceptances from public, anon, authenticated, service_role;
grant select on table public.quote_acceptances to authenticated, service_role;

create policy "Quote acceptances are readable by the client who accepted"
  on public.quote_acceptances for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Quote acceptances are readable by admins"
  on public.quote_acceptances for select to authenticated
  using ((select public.is_admin()));

create policy "Quote acceptances are readable by the service"
  on public.quote_acceptances for select to service_role
  using (true);

-- accept_quote now names the revision the client saw and records the acceptance. The one-argument
-- version is dropped: it would accept without a record.
drop function public.accept_quote(uuid);

-- Locks the caller's quote and approves it if it is quoted with a price and `p_revision` is its latest
-- quotation revision at that price (null: the client saw none, for a quote priced before revisions);
-- writes the acceptance record in the same transaction. Answers accepted | already_accepted |
-- not_found | not_acceptable | stale_revision.
create or replace function public.accept_quote(p_quote_id uuid, p_revision integer, p_client_address text, p_user_agent text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  q record;
  v_latest public.quotation_revisions%rowtype;
begin
  select id, user_id, status, quoted_price, accepted_price into q
    from public.quotes
   where id = p_quote_id
     for update;
  if not found or q.user_id is distinct from (select auth.uid()) then
    return 'not_found';
  end if;
  if q.status = 'approved' and q.accepted_price is not null then
    return 'already_accepted';
  end if;
  if q.status <> 'quoted' or q.quoted_price is null then
    return 'not_acceptable';
  end if;
  select * into v_latest from public.quotation_revisions r where r.quote_id = q.id order by r.revision desc limit 1;
  if found then
    -- An older revision, or a price changed since the latest was issued: not what the client saw.
    if p_revision is distinct from v_latest.revision or v_latest.price <> q.quoted_price then
      return 'stale_revision';
    end if;
  elsif p_revision is not null then
    return 'stale_revision';
  end if;
  update public.quotes
     set status = 'approved', accepted_price = q.quoted_price, accepted_at = now()
   where id = q.id;
  insert into public.quote_acceptances (quote_id, user_id, revision_id, revision, price, client_address, user_agent)
  values (
    q.id,
    q.user_id,
    v_latest.id,
    v_latest.revision,
    q.quoted_price,
    left(coalesce(nullif(btrim(p_client_address), ''), 'unknown'), 100),
    left(nullif(p_user_agent, ''), 512)
  );
  return 'accepted';
end;
$$;

revoke execute on function public.accept_quote(uuid, integer, text, text) from public, anon, authenticated, service_role;
grant execute on function public.accept_quote(uuid, integer, text, text) to authenticated;
