-- Every e-mail is first written here, in the same transaction as the data it belongs to, then delivered
-- by the mail transport running with the service role; failed sends are retried from next_attempt_at.
--
-- Who writes: the service role (all server flows started by visitors and customers, and delivery state:
-- status, attempts, last_error, sent_at). Admins may queue e-mails (the quote e-mail to a client is
-- queued in the same transaction as the quote update) and read the outbox; they cannot alter delivery
-- state. Customers and visitors get nothing: a table they could insert into would be a mail relay.
create table public.email_outbox (
  id uuid primary key default gen_random_uuid(),
  to_email text not null check (position('@' in to_email) > 1),
  to_name text,
  reply_to text,
  subject text not null,
  html text,
  text text,
  kind text not null,
  locale text not null default 'en' check (locale in ('en', 'th')),
  status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed')),
  attempts integer not null default 0 check (attempts >= 0),
  last_error text,
  next_attempt_at timestamptz not null default now(),
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  related_table text,
  related_id uuid,
  check (html is not null or text is not null)
);

-- password_reset and every kind starting with auth_ (auth_confirm_email, ...) carry a secret link. Admins
-- never see those rows: reading a reset link would let an admin take over any account, a super admin's too.
create or replace function public.is_secret_email_kind(kind text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select kind = 'password_reset' or kind like 'auth\_%';
$$;

revoke execute on function public.is_secret_email_kind(text) from public, anon, authenticated, service_role;
grant execute on function public.is_secret_email_kind(text) to authenticated, service_role;

comment on column public.email_outbox.kind is
  'Template name, e.g. quote_confirmation, contact_notification. password_reset and auth_* carry secrets.';

create index email_outbox_due_idx on public.email_outbox (next_attempt_at) where status = 'pending';
create index email_outbox_related_idx on public.email_outbox (related_table, related_id);

alter table public.email_outbox enable row level security;

revoke all on table public.email_outbox from anon, authenticated, service_role;
grant select, insert on table public.email_outbox to authenticated;
grant select, insert, update, delete on table public.email_outbox to service_role;

create policy "Outbox e-mails without secrets are readable by admins"
  on public.email_outbox for select to authenticated
  using ((select public.is_admin()) and not public.is_secret_email_kind(kind));

create policy "Outbox e-mails can be queued by admins"
  on public.email_outbox for insert to authenticated
  with check (
    (select public.is_admin())
    and not public.is_secret_email_kind(kind)
    and status = 'pending'
    and attempts = 0
    and sent_at is null
  );
