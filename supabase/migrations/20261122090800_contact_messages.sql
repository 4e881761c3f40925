-- Messages from the public contact form. Visitors never write this table directly: the server validates
-- the form (and rate-limits it), then inserts with the service role in the same transaction as the
-- outbox e-mails. Admins read them and mark them handled.
create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null check (btrim(name) <> ''),
  email text not null check (position('@' in email) > 1),
  phone text not null default '',
  company text not null default '',
  subject text not null check (btrim(subject) <> ''),
  message text not null check (btrim(message) <> ''),
  locale text not null default 'en' check (locale in ('en', 'th')),
  created_at timestamptz not null default now(),
  handled_at timestamptz
);

create index contact_messages_created_at_idx on public.contact_messages (created_at desc);

alter table public.contact_messages enable row level security;

revoke all on table public.contact_messages from anon, authenticated, service_role;
grant select, update, delete on table public.contact_messages to authenticated;
grant select, insert, update, delete on table public.contact_messages to service_role;

create policy "Contact messages are readable by admins"
  on public.contact_messages for select to authenticated
  using ((select public.is_admin()));

create policy "Contact messages are updatable by admins"
  on public.contact_messages for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "Contact messages are deletable by admins"
  on public.contact_messages for delete to authenticated
  using ((select public.is_admin()));
