-- Issue 22: e-mails carry attachments (the receipt/tax invoice or credit note PDF). The file is stored
-- with the outbox row, in the transaction that queues it, so what is delivered (now or on a retry hours
-- later) is exactly what was queued, and delivery needs no renderer (docs/decisions/0051). Base64 text,
-- as SendGrid's v3 API takes it, and the same on both engines.
create table public.email_attachments (
  id uuid primary key default gen_random_uuid(),
  email_id uuid not null references public.email_outbox (id) on delete cascade,
  position smallint not null default 0 check (position >= 0),
  filename text not null check (char_length(filename) between 1 and 200 and filename !~ '[/\\\x00-\x1f]'),
  content_type text not null check (content_type ~ '^[a-z]+/[a-z0-9.+-]+$'),
  content_base64 text not null check (char_length(content_base64) between 4 and 14000000 and content_base64 ~ '^[A-Za-z0-9+/]+=*$'),
  -- The document it is the PDF of, when it is one (for the admin's outbox view and the tests).
  document_id uuid,
  created_at timestamptz not null default now(),
  unique (email_id, position)
);

comment on table public.email_attachments is 'Files sent with an outbox e-mail, base64, written with it by the service.';

create index email_attachments_document_id_idx on public.email_attachments (document_id);

alter table public.email_attachments enable row level security;
revoke all on table public.email_attachments from public, anon, authenticated, service_role;
grant select on table public.email_attachments to authenticated;
grant select, insert, delete on table public.email_attachments to service_role;

-- Admins read what they may read of the outbox (never a secret kind's row): the outbox policy decides.
create policy "Email attachments are readable with their e-mail"
  on public.email_attachments for select to authenticated
  using (exists (select 1 from public.email_outbox o where o.id = email_id));

create policy "Email attachments are kept by the service"
  on public.email_attachments for all to service_role
  using (true) with check (true);
