-- LINE's unfollow webhook (issue 38, docs/decisions/0075): when a client blocks the studio's LINE
-- Official Account, LINE posts an `unfollow` event naming their LINE user id. The webhook (signature
-- checked before anything else) calls this function as the service: every account whose LINE user id it
-- is gets "Updates on LINE" turned off with the reason the card already shows ('blocked'), and the
-- pushes still waiting for that id are failed instead of sent to someone who blocked the account.
-- Security definer: the LINE user id lives in auth.users / auth.identities (public.line_subject_of),
-- which the service role does not read directly. Only accounts whose setting is on are scanned.
create or replace function public.turn_off_line_updates_of(p_line_user text)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  turned_off integer;
begin
  if p_line_user is null or char_length(p_line_user) not between 1 and 100 then
    return 0;
  end if;
  update public.line_preferences p
     set updates = false, turned_off_reason = 'blocked', updated_at = clock_timestamp()
   where p.updates
     and public.line_subject_of(p.user_id) = p_line_user;
  get diagnostics turned_off = row_count;
  update public.line_outbox o
     set status = 'failed', last_error = 'unfollowed: the person blocked the LINE Official Account'
   where o.to_line_user = p_line_user
     and o.status = 'pending';
  return turned_off;
end;
$$;

comment on function public.turn_off_line_updates_of(text) is
  'LINE''s unfollow event: turns "Updates on LINE" off (reason blocked) for the accounts with this LINE user id and fails their waiting pushes.';

revoke execute on function public.turn_off_line_updates_of(text) from public, anon, authenticated, service_role;
grant execute on function public.turn_off_line_updates_of(text) to service_role;
