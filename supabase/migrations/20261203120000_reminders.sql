-- Reminders that run themselves (issue 38, docs/decisions/0071): a scheduled run finds what is due to be
-- reminded (src/domain/reminders/rules.ts) and queues each reminder through the one outbox. Three tables:
--   reminders_sent: one row per event and channel, the unique key that makes a reminder go at most once,
--     even when two runs overlap (the second insert waits for the first and then finds the key taken);
--   reminder_settings: the studio's switch per kind (no row: on);
--   notification_preferences: a client's own choice (reminders off; receipts and documents always go).

create table public.reminders_sent (
  id uuid primary key default gen_random_uuid(),
  -- What the reminder is about, stable across runs: 'quote_lapsing:<revision id>', 'instalment_overdue_7:<instalment id>', …
  event_key text not null check (char_length(event_key) between 1 and 200),
  channel text not null default 'email' check (channel in ('email', 'line')),
  kind text not null check (
    kind in ('quote_lapsing', 'instalment_due_soon', 'instalment_overdue', 'withholding_missing', 'studio_digest')
  ),
  quote_id uuid references public.quotes (id) on delete set null,
  outbox_id uuid references public.email_outbox (id) on delete set null,
  created_at timestamptz not null default clock_timestamp(),
  constraint reminders_sent_once unique (event_key, channel)
);

comment on table public.reminders_sent is
  'Each reminder sent, once per event and channel (the unique key holds under overlapping runs); append-only.';

create index reminders_sent_quote_idx on public.reminders_sent (quote_id, created_at desc) where quote_id is not null;

alter table public.reminders_sent enable row level security;
revoke all on table public.reminders_sent from public, anon, authenticated, service_role;
grant select on table public.reminders_sent to authenticated;
grant select, insert, update (outbox_id) on table public.reminders_sent to service_role;

create policy "Reminders sent are readable by admins"
  on public.reminders_sent for select to authenticated
  using ((select public.is_admin()));

create policy "Reminders sent are readable by the service"
  on public.reminders_sent for select to service_role
  using (true);

create policy "The reminder run records what it sends"
  on public.reminders_sent for insert to service_role
  with check (true);

-- The run links the row to its e-mail in the same transaction; nothing else changes afterwards.
create policy "The reminder run links its e-mail"
  on public.reminders_sent for update to service_role
  using (true)
  with check (true);

create table public.reminder_settings (
  kind text primary key check (
    kind in ('quote_lapsing', 'instalment_due_soon', 'instalment_overdue', 'withholding_missing', 'studio_digest')
  ),
  enabled boolean not null,
  updated_by uuid default auth.uid(),
  updated_at timestamptz not null default clock_timestamp()
);

comment on table public.reminder_settings is 'The studio''s switch per kind of reminder; a kind without a row is on.';

alter table public.reminder_settings enable row level security;
revoke all on table public.reminder_settings from public, anon, authenticated, service_role;
grant select, insert (kind, enabled), update (enabled, updated_by, updated_at) on table public.reminder_settings to authenticated;
grant select on table public.reminder_settings to service_role;

create policy "Reminder settings are readable by admins"
  on public.reminder_settings for select to authenticated
  using ((select public.is_admin()));

create policy "Admins switch reminder kinds on and off"
  on public.reminder_settings for insert to authenticated
  with check ((select public.is_admin()) and updated_by = (select auth.uid()));

create policy "Admins change reminder switches"
  on public.reminder_settings for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()) and updated_by = (select auth.uid()));

create policy "Reminder settings are readable by the service"
  on public.reminder_settings for select to service_role
  using (true);

create table public.notification_preferences (
  user_id uuid primary key references auth.users (id) on delete cascade default auth.uid(),
  reminders boolean not null default true,
  updated_at timestamptz not null default clock_timestamp()
);

comment on table public.notification_preferences is
  'A client''s own choice about reminders (no row: on). Receipts, documents and replies are always sent.';

alter table public.notification_preferences enable row level security;
revoke all on table public.notification_preferences from public, anon, authenticated, service_role;
grant select, insert (user_id, reminders, updated_at), update (reminders, updated_at) on table public.notification_preferences to authenticated;
grant select on table public.notification_preferences to service_role;

create policy "Notification preferences are readable by their owner"
  on public.notification_preferences for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Notification preferences are readable by admins"
  on public.notification_preferences for select to authenticated
  using ((select public.is_admin()));

create policy "Clients set their own notification preferences"
  on public.notification_preferences for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "Clients change their own notification preferences"
  on public.notification_preferences for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "Notification preferences are readable by the service"
  on public.notification_preferences for select to service_role
  using (true);
