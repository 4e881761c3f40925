-- One-click unsubscribe (RFC 8058 + RFC 2369) on reminder e-mails (issue 38, docs/decisions/0075).
--   email_outbox.list_unsubscribe: the signed link a reminder is queued with, sent as
--     `List-Unsubscribe: <link>` and `List-Unsubscribe-Post: List-Unsubscribe=One-Click`, so a retry sends
--     the same headers. Only the reminder kinds a client can turn off may carry it: receipts, documents,
--     replies and every other e-mail are never unsubscribable, whatever the code asks.
--   public.stop_reminders_by_link: the one way the link (no session, the service role) writes a client's
--     notification preference: off. Turning reminders on stays the client's own, signed in.
alter table public.email_outbox
  add column list_unsubscribe text
  constraint email_outbox_list_unsubscribe_check check (
    list_unsubscribe is null
    or (
      list_unsubscribe ~ '^https?://[^\s<>,]+$'
      and char_length(list_unsubscribe) <= 2000
      and kind in ('reminder_quote_lapsing', 'reminder_instalment_due', 'reminder_instalment_overdue', 'reminder_withholding_missing')
    )
  );

comment on column public.email_outbox.list_unsubscribe is
  'The one-click unsubscribe link (RFC 8058) the e-mail is sent with; reminder kinds only.';

-- The link's way to stop reminders. The service role bypasses RLS, so a policy could not hold it to
-- "off": it gets no write on the table at all, only this function, which can only turn reminders off
-- (and leaves a row that is off already as it is).
create or replace function public.stop_reminders_by_link(p_user uuid)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  insert into public.notification_preferences (user_id, reminders, updated_at)
  select u.id, false, clock_timestamp() from auth.users u where u.id = p_user
  on conflict (user_id) do update set reminders = false, updated_at = excluded.updated_at
  where public.notification_preferences.reminders;
$$;

comment on function public.stop_reminders_by_link(uuid) is
  'One-click unsubscribe (RFC 8058): turns a client''s reminders off, never on; nothing for an account that is gone.';

revoke execute on function public.stop_reminders_by_link(uuid) from public, anon, authenticated, service_role;
grant execute on function public.stop_reminders_by_link(uuid) to service_role;
