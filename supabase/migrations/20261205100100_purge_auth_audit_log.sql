-- The retention purge (decision 0075) also keeps Supabase Auth's audit trail (auth.audit_log_entries) to a
-- year, as it keeps the recovery-code log (decision 0080): nothing of Supabase's deletes those rows, and a
-- person's sign-ins are a security log, not account data to keep for as long as the account exists. The
-- rest of the function is as in 20261204100200.
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
  audit integer;
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

  -- Supabase Auth's own audit trail (decision 0080), a security log like auth_events: a year. Nothing of
  -- Supabase's deletes it; its flows and challenges Supabase Auth deletes itself after a day.
  delete from auth.audit_log_entries a
   where a.created_at < p_now - interval '1 year';
  get diagnostics audit = row_count;

  return jsonb_build_object('contactMessages', contact, 'leads', cardinality(v_leads), 'emails', emails, 'linePushes', pushes,
                            'authEvents', events, 'authAudit', audit);
end;
$$;

comment on function public.purge_past_retention(timestamptz) is
  'Deletes what is past its retention period (decisions 0075, 0080); never pending mail, never tax documents or accounting records.';

revoke execute on function public.purge_past_retention(timestamptz) from public, anon, authenticated, service_role;
grant execute on function public.purge_past_retention(timestamptz) to service_role;
