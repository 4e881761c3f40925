-- Issue 22: a quotation holds its price until its validity date (decision 0053, addendum 2026-11-27).
-- accept_quote refuses the latest revision once that Bangkok calendar day has passed ('expired'); the
-- studio renews it by saving the quote again, which issues a new revision with a new validity date.

-- Locks the caller's quote and approves it if it is quoted with a price and `p_revision` is its latest
-- quotation revision at that price, still valid (null: the client saw none, for a quote priced before
-- revisions); writes the acceptance record in the same transaction. Answers accepted | already_accepted |
-- not_found | not_acceptable | stale_revision | expired.
create or replace function public.accept_quote(p_quote_id uuid, p_revision integer, p_client_address text, p_user_agent text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  q record;
  v_latest public.quotation_revisions%rowtype;
begin
  select id, user_id, status, quoted_price, accepted_price into q
    from public.quotes
   where id = p_quote_id
     for update;
  if not found or q.user_id is distinct from (select auth.uid()) then
    return 'not_found';
  end if;
  if q.status = 'approved' and q.accepted_price is not null then
    return 'already_accepted';
  end if;
  if q.status <> 'quoted' or q.quoted_price is null then
    return 'not_acceptable';
  end if;
  select * into v_latest from public.quotation_revisions r where r.quote_id = q.id order by r.revision desc limit 1;
  if found then
    -- An older revision, or a price changed since the latest was issued: not what the client saw.
    if p_revision is distinct from v_latest.revision or v_latest.price <> q.quoted_price then
      return 'stale_revision';
    end if;
    -- The price holds through valid_until, a Bangkok calendar day (UTC+7 all year, no daylight saving):
    -- after it the studio renews the quotation (a new revision) before it can be accepted.
    if v_latest.valid_until < ((now() at time zone 'UTC') + interval '7 hours')::date then
      return 'expired';
    end if;
  elsif p_revision is not null then
    return 'stale_revision';
  end if;
  update public.quotes
     set status = 'approved', accepted_price = q.quoted_price, accepted_at = now()
   where id = q.id;
  insert into public.quote_acceptances (quote_id, user_id, revision_id, revision, price, client_address, user_agent)
  values (
    q.id,
    q.user_id,
    v_latest.id,
    v_latest.revision,
    q.quoted_price,
    left(coalesce(nullif(btrim(p_client_address), ''), 'unknown'), 100),
    left(nullif(p_user_agent, ''), 512)
  );
  return 'accepted';
end;
$$;

revoke execute on function public.accept_quote(uuid, integer, text, text) from public, anon, authenticated, service_role;
grant execute on function public.accept_quote(uuid, integer, text, text) to authenticated;
