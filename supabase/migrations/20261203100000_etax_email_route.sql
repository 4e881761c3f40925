-- e-Tax Invoice by Time Stamp (issue 37, docs/decisions/0069). A tax document is e-mailed to its buyer
-- with a copy to the Revenue Department's time-stamp mailbox, from the sender registered for the route:
-- the outbox learns a copy address and a sender of its own per e-mail (null: the site's MAIL_FROM and
-- no copy, as every other e-mail).
alter table public.email_outbox
  add column cc_email text check (cc_email is null or position('@' in cc_email) > 1),
  add column from_email text check (from_email is null or position('@' in from_email) > 1);

comment on column public.email_outbox.cc_email is
  'A copy address (the e-Tax time-stamp mailbox for kind etax_document); null for none.';
comment on column public.email_outbox.from_email is
  'The sender when not the site''s MAIL_FROM (the address registered for the e-Tax route); null for MAIL_FROM.';

create index email_outbox_etax_idx on public.email_outbox (related_id) where kind = 'etax_document';

-- A document's e-Tax e-mail as its buyer or an admin may see it: the outbox itself is the studio's,
-- so this answers only the delivery state of that one e-mail, and only to who may read the document.
create or replace function public.etax_email_status(p_document_id uuid)
returns table (status text, attempts integer, sent_at timestamptz, queued_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select o.status, o.attempts, o.sent_at, o.created_at
  from public.email_outbox o
  join public.documents d on d.id = o.related_id
  where o.kind = 'etax_document'
    and o.related_table = 'documents'
    and o.related_id = p_document_id
    and (d.user_id = (select auth.uid()) or (select public.is_admin()))
  order by o.created_at desc
  limit 1;
$$;

revoke execute on function public.etax_email_status(uuid) from public, anon;
grant execute on function public.etax_email_status(uuid) to authenticated, service_role;
