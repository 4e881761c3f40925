-- LINE messages (issue 38 point 1, docs/decisions/0072): a client with LINE linked may turn on "Updates on
-- LINE"; then the e-mails that matter to them (a quote priced, a studio reply, an instalment due or
-- overdue, a payment received, a document issued) are also queued as a short LINE push, in the same
-- transaction as the e-mail, and delivered by the outbox's delivery run with retries. E-mail stays the
-- record: LINE is an extra channel, never the only one.
--   line_preferences: the client's own switch (no row: off). Only an account with a LINE identity may
--     turn it on (RLS); the delivery run turns it off when LINE says the person blocked the account.
--   line_outbox: one row per LINE push, like email_outbox (pending → sending → sent | failed), its own
--     table because a push has no address, subject or HTML and is addressed to a LINE user id.

-- The LINE user id of an account: the subject the site stored on Supabase (app_metadata.line_subject,
-- decision 0060 addendum), else a LINE identity (the local adapter's auth.identities, or an older
-- Supabase custom provider's). Service only: a LINE user id is not for other users to read.
create or replace function public.line_subject_of(p_user uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select nullif(u.raw_app_meta_data ->> 'line_subject', '') from auth.users u where u.id = p_user),
    (select i.provider_id from auth.identities i
      where i.user_id = p_user and i.provider in ('line', 'custom:line')
      order by i.created_at limit 1)
  );
$$;

revoke execute on function public.line_subject_of(uuid) from public, anon, authenticated, service_role;
grant execute on function public.line_subject_of(uuid) to service_role;

-- Whether the signed-in account has LINE linked (the settings card and the policy below).
create or replace function public.has_line_identity()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select auth.uid() is not null and public.line_subject_of(auth.uid()) is not null;
$$;

revoke execute on function public.has_line_identity() from public, anon, authenticated, service_role;
grant execute on function public.has_line_identity() to authenticated, service_role;

create table public.line_preferences (
  user_id uuid primary key references auth.users (id) on delete cascade default auth.uid(),
  updates boolean not null default false,
  -- Why it went off by itself ('blocked': LINE refused a push because the person blocked or unfollowed).
  turned_off_reason text check (turned_off_reason in ('blocked')),
  updated_at timestamptz not null default clock_timestamp()
);

comment on table public.line_preferences is
  'A client''s "Updates on LINE" switch (no row: off); on only with LINE linked; the delivery run turns it off after a block.';

alter table public.line_preferences enable row level security;
revoke all on table public.line_preferences from public, anon, authenticated, service_role;
grant select, insert (user_id, updates, updated_at), update (updates, turned_off_reason, updated_at) on table public.line_preferences to authenticated;
grant select, update (updates, turned_off_reason, updated_at) on table public.line_preferences to service_role;

create policy "Owners read their LINE preference"
  on public.line_preferences for select to authenticated
  using (user_id = (select auth.uid()));

-- On only with LINE linked: the rule holds in the database, whatever the page does.
create policy "Clients set their own LINE preference"
  on public.line_preferences for insert to authenticated
  with check (user_id = (select auth.uid()) and (not updates or (select public.has_line_identity())));

create policy "Clients change their own LINE preference"
  on public.line_preferences for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()) and (not updates or (select public.has_line_identity())));

create policy "The service reads LINE preferences"
  on public.line_preferences for select to service_role
  using (true);

create policy "The delivery run turns LINE updates off after a block"
  on public.line_preferences for update to service_role
  using (true)
  with check (true);

create table public.line_outbox (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  -- The LINE user id the push goes to (the sign-in's subject; same provider as the Messaging API channel).
  to_line_user text not null check (char_length(to_line_user) between 1 and 100),
  -- The e-mail kind it accompanies (src/server/mail/kinds.ts).
  kind text not null check (char_length(kind) between 1 and 60),
  locale text not null check (locale in ('en', 'th')),
  -- A text message's limit is 5000 characters; ours are a sentence and a link.
  text text not null check (char_length(text) between 1 and 5000),
  status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed')),
  attempts integer not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz not null default clock_timestamp(),
  last_error text,
  related_table text,
  related_id uuid,
  created_at timestamptz not null default clock_timestamp(),
  sent_at timestamptz
);

comment on table public.line_outbox is
  'LINE pushes, queued with the e-mail they accompany and delivered with retries (429 waits, a block turns the client''s setting off).';

create index line_outbox_due_idx on public.line_outbox (next_attempt_at) where status in ('pending', 'sending');
create index line_outbox_user_idx on public.line_outbox (user_id, created_at desc);

alter table public.line_outbox enable row level security;
revoke all on table public.line_outbox from public, anon, authenticated, service_role;
grant select, insert, update on table public.line_outbox to service_role;

create policy "The service owns the LINE outbox"
  on public.line_outbox for all to service_role
  using (true)
  with check (true);
