-- Account deletion also erases what Supabase Auth itself keeps about the person (issue 38, decision 0080):
-- its audit trail (auth.audit_log_entries, the actor and subject inside a JSON payload) and its sign-in
-- flows in progress (auth.flow_state, with the provider's tokens). Two-step challenges (auth.mfa_challenges)
-- and sign-in method claims (auth.mfa_amr_claims) already go with their factor and session by cascade.
-- On Supabase the function's owner, postgres, holds every privilege on Supabase Auth's tables (the
-- platform's default privileges for supabase_auth_admin in schema auth; supabase/postgres migration
-- 20211115181400_update-auth-permissions.sql). The rest of the function is as in 20261203110000.

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
  -- Supabase Auth's own records (decision 0080). The audit trail names people only inside its JSON
  -- payload: the rows the person acted in go; in rows where someone else acted on them (the studio
  -- inviting them, say) the traits naming them go. Sign-in flows in progress go, including one linking
  -- an identity to this account. Challenges and amr claims go with the factors and sessions (cascade).
  delete from auth.audit_log_entries a
   where a.payload ->> 'actor_id' = p_user_id::text
      or lower(a.payload ->> 'actor_username') = v_email;
  update auth.audit_log_entries a
     set payload = (a.payload::jsonb - 'traits')::json
   where a.payload #>> '{traits,user_id}' = p_user_id::text
      or lower(a.payload #>> '{traits,user_email}') = v_email;
  delete from auth.flow_state f where f.user_id = p_user_id or f.linking_target_id = p_user_id;
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
