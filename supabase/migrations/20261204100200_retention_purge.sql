-- Retention purge (issue 38, docs/decisions/0070 and 0075): what is past its period goes, every day, by a
-- scheduled job (netlify/functions/purge-retention.mts; the local loop). Never anything still pending,
-- never a tax document or an accounting record (documents, orders, payments, quotes and the rest of
-- decision 0070's list are not touched here: they are kept at least 5 years and nothing deletes them
-- automatically).
--   contact_messages   2 years after the last contact (received, or handled if later): the notice's
--                      "enquiries ... up to 2 years after our last contact".
--   leads              quotes without an account (never accepted) 2 years after the last contact (the
--                      quote's last change or message): anonymised as erase_account anonymises a
--                      client's quotes (what the person wrote goes, with the conversation and the
--                      e-mails about it; the row, its numbers and any quotation revision stay).
--   email_outbox       sent or failed e-mails, 2 years after they were queued, with their attachments;
--                      except the e-Tax e-mails (etax_document), which are part of the tax record.
--   line_outbox        sent or failed LINE pushes, 90 days after they were queued: each repeats an
--                      e-mail, which stays the record.
--   auth_events        1 year: the security log of recovery codes used.
-- p_now is the moment the periods are counted back from (the tests pass their own). Security definer:
-- the owner's rights, for the service role only; it answers how many rows of each went.
create or replace function public.purge_past_retention(p_now timestamptz)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  contact integer;
  emails integer;
  pushes integer;
  events integer;
  v_leads uuid[];
begin
  select coalesce(array_agg(q.id), '{}') into v_leads
    from public.quotes q
   where q.user_id is null
     and q.status <> 'approved'
     and (q.contact_info <> '{}'::jsonb or q.project_description <> '' or q.project_details is not null or q.plan is not null)
     and greatest(q.created_at, q.updated_at,
                  coalesce((select max(m.created_at) from public.quote_messages m where m.quote_id = q.id), q.created_at))
         < p_now - interval '2 years';
  if cardinality(v_leads) > 0 then
    -- The audit trail's one exception (refuse_audit_change): while this is set, an event may lose the
    -- words and addresses it holds, nothing else.
    perform set_config('privacy.erasing', 'retention', true);
    delete from public.quote_messages m where m.quote_id = any (v_leads);
    delete from public.quote_reads r where r.quote_id = any (v_leads);
    update public.quotes q
       set contact_info = '{}'::jsonb, project_description = '', project_details = null, plan = null
     where q.id = any (v_leads);
    delete from public.email_outbox o
     where o.related_table = 'quotes' and o.related_id = any (v_leads)
       and o.status in ('sent', 'failed') and o.kind <> 'etax_document';
    update public.audit_events a
       set actor_email = case when a.actor_id is null then null else a.actor_email end,
           changes = case when a.subject in ('message', 'email') then a.changes - 'body' - 'to_email' - 'subject' else a.changes end
     where a.quote_id = any (v_leads);
    perform set_config('privacy.erasing', '', true);
  end if;

  delete from public.contact_messages m
   where greatest(m.created_at, coalesce(m.handled_at, m.created_at)) < p_now - interval '2 years';
  get diagnostics contact = row_count;

  delete from public.email_outbox o
   where o.status in ('sent', 'failed')
     and o.kind <> 'etax_document'
     and o.created_at < p_now - interval '2 years';
  get diagnostics emails = row_count;

  delete from public.line_outbox l
   where l.status in ('sent', 'failed')
     and l.created_at < p_now - interval '90 days';
  get diagnostics pushes = row_count;

  delete from public.auth_events e
   where e.created_at < p_now - interval '1 year';
  get diagnostics events = row_count;

  return jsonb_build_object('contactMessages', contact, 'leads', cardinality(v_leads), 'emails', emails, 'linePushes', pushes,
                            'authEvents', events);
end;
$$;

comment on function public.purge_past_retention(timestamptz) is
  'Deletes what is past its retention period (decision 0075); never pending mail, never tax documents or accounting records.';

revoke execute on function public.purge_past_retention(timestamptz) from public, anon, authenticated, service_role;
grant execute on function public.purge_past_retention(timestamptz) to service_role;
