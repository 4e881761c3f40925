-- Issue 38, PDPA (docs/decisions/0070): the data requests the studio answers (a copy of one's data, the
-- deletion of one's account), the marketing consents a client gives and withdraws, and the erasure that
-- keeps only what tax and accounting law require.

-- Every export and deletion a person asked for, with its dates: the admin's log (PDPA section 30 and 33
-- requests are answered and can be shown to have been). An export also carries its one-time download
-- link: the SHA-256 of a random token (never the token), when it lapses and when it was used. After a
-- deletion user_id is empty: the log keeps that a deletion happened and when, not who.
create table public.data_requests (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('export', 'deletion')),
  user_id uuid references auth.users (id) on delete set null,
  requested_at timestamptz not null default now(),
  completed_at timestamptz,
  token_hash text unique check (token_hash ~ '^[0-9a-f]{64}$'),
  expires_at timestamptz,
  used_at timestamptz,
  check ((kind = 'export') = (token_hash is not null and expires_at is not null))
);

comment on table public.data_requests is
  'Data subject requests (export, deletion) with their dates; an export holds its one-time link''s hash. Written by the server only.';

create index data_requests_requested_idx on public.data_requests (requested_at desc);
create index data_requests_user_idx on public.data_requests (user_id, kind, requested_at desc);

alter table public.data_requests enable row level security;
revoke all on table public.data_requests from public, anon, authenticated, service_role;
grant select on table public.data_requests to authenticated;
grant select, insert, update on table public.data_requests to service_role;

create policy "Data requests are readable by admins"
  on public.data_requests for select to authenticated
  using ((select public.is_admin()));
create policy "Data requests are readable by the service"
  on public.data_requests for select to service_role
  using (true);
create policy "Data requests are written by the service"
  on public.data_requests for insert to service_role
  with check (true);
create policy "Data requests are completed by the service"
  on public.data_requests for update to service_role
  using (true) with check (true);

-- Marketing e-mail consent (PDPA section 19): one row per decision, never changed, so the record shows
-- when consent was given or withdrawn, to which wording and how. The latest row is the state; no row
-- means no consent.
create table public.marketing_consents (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  given boolean not null,
  wording_version text not null check (wording_version ~ '^[a-z0-9-]{1,40}$'),
  method text not null check (method in ('account_settings', 'one_click_link')),
  locale text not null check (locale in ('en', 'th')),
  created_at timestamptz not null default now()
);

comment on table public.marketing_consents is
  'Marketing e-mail consent decisions (given or withdrawn), append-only; the newest row per user is the state.';

create index marketing_consents_user_idx on public.marketing_consents (user_id, created_at desc);

-- Never changed; removed only with the account (erase_account sets privacy.erasing to its id).
create or replace function public.guard_marketing_consent()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' and old.user_id::text = coalesce(current_setting('privacy.erasing', true), '') then
    return old;
  end if;
  raise exception 'marketing_consents rows are never changed: add a new one' using errcode = '42501';
end;
$$;

revoke execute on function public.guard_marketing_consent() from public, anon, authenticated, service_role;

create trigger guard_marketing_consents
  before update or delete on public.marketing_consents
  for each row execute function public.guard_marketing_consent();

alter table public.marketing_consents enable row level security;
revoke all on table public.marketing_consents from public, anon, authenticated, service_role;
grant select, insert on table public.marketing_consents to authenticated, service_role;

create policy "Marketing consents are readable by their person"
  on public.marketing_consents for select to authenticated
  using (user_id = (select auth.uid()));
create policy "Marketing consents are readable by admins"
  on public.marketing_consents for select to authenticated
  using ((select public.is_admin()));
create policy "Marketing consents are given by their person"
  on public.marketing_consents for insert to authenticated
  with check (user_id = (select auth.uid()) and method = 'account_settings');
create policy "Marketing consents are readable by the service"
  on public.marketing_consents for select to service_role
  using (true);
-- The one-click withdrawal link (no session) records through the service.
create policy "Marketing consents are recorded by the service"
  on public.marketing_consents for insert to service_role
  with check (true);

-- The audit trail stays append-only, with one exception: while an account is being erased (the setting
-- privacy.erasing, transaction-local, set only by erase_account), an event may lose the e-mail address
-- it names as its actor and fields of its changes (a message's words, an e-mail's address), nothing
-- else. The trail keeps what changed and when; it no longer says who, or what they wrote.
create or replace function public.refuse_audit_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE'
    and coalesce(current_setting('privacy.erasing', true), '') <> ''
    and (new.actor_email is null or new.actor_email = old.actor_email)
    and old.changes @> new.changes
    and (to_jsonb(new) - 'actor_email' - 'changes') = (to_jsonb(old) - 'actor_email' - 'changes')
  then
    return new;
  end if;
  raise exception 'audit events are never changed' using errcode = '42501';
end;
$$;

revoke execute on function public.refuse_audit_change() from public, anon, authenticated, service_role;

-- Deletes an account (PDPA section 33) in the caller's transaction: personal data is erased, the tax
-- documents and accounting records the law requires are kept (decision 0070) but no longer reachable
-- from any login: their user_id names an account that no longer exists. Refuses the last admin.
-- Returns 'erased', 'not_found' or 'last_admin'. Service role only: the server checks the password or
-- code first, and ends the sessions (auth.sessions and refresh tokens go with auth.users).
create or replace function public.erase_account(p_user_id uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_email text;
  v_admin boolean;
  v_quotes uuid[];
begin
  select lower(u.email),
         coalesce(u.raw_app_meta_data ->> 'role', '') in ('admin', 'super_admin')
           or exists (select 1 from public.profiles p where p.id = u.id and p.role in ('admin', 'super_admin'))
    into v_email, v_admin
    from auth.users u where u.id = p_user_id
    for update;
  if not found then
    return 'not_found';
  end if;
  if v_admin and not exists (
    select 1 from auth.users u
     where u.id <> p_user_id
       and (coalesce(u.raw_app_meta_data ->> 'role', '') in ('admin', 'super_admin')
            or exists (select 1 from public.profiles p where p.id = u.id and p.role in ('admin', 'super_admin')))
  ) then
    return 'last_admin';
  end if;

  perform set_config('privacy.erasing', p_user_id::text, true);
  select coalesce(array_agg(q.id), '{}') into v_quotes from public.quotes q where q.user_id = p_user_id;

  -- The conversation and what was read of it: the person's words, and the studio's to them.
  delete from public.quote_messages m where m.quote_id = any (v_quotes);
  delete from public.quote_reads r where r.quote_id = any (v_quotes) or r.reader_id = p_user_id;
  -- A quote stays (its revisions, schedule and money rest on it); what the person wrote goes.
  update public.quotes q
     set contact_info = '{}'::jsonb, project_description = '', project_details = null, plan = null
   where q.id = any (v_quotes);
  -- E-mails to the person, about their quotes, or from them to the studio (with their attachments).
  delete from public.email_outbox o
   where lower(o.to_email) = v_email
      or lower(coalesce(o.reply_to, '')) = v_email
      or (o.related_table = 'quotes' and o.related_id = any (v_quotes));
  delete from public.contact_messages c where lower(c.email) = v_email;
  update public.payment_reconciliations r set customer_email = null where lower(r.customer_email) = v_email;
  update public.audit_events a
     set actor_email = case when a.actor_id = p_user_id then null else a.actor_email end,
         changes = case when a.subject in ('message', 'email') then a.changes - 'body' - 'to_email' - 'subject' else a.changes end
   where a.actor_id = p_user_id or a.quote_id = any (v_quotes);
  delete from public.auth_events e where e.user_id = p_user_id;
  delete from public.marketing_consents c where c.user_id = p_user_id;

  -- The login itself: profile, billing identity, recovery codes, identities, factors and sessions go
  -- with it (on delete cascade); orders, quotes and the log of requests keep their rows with no user.
  delete from auth.users u where u.id = p_user_id;
  perform set_config('privacy.erasing', '', true);
  return 'erased';
end;
$$;

revoke execute on function public.erase_account(uuid) from public, anon, authenticated, service_role;
grant execute on function public.erase_account(uuid) to service_role;
