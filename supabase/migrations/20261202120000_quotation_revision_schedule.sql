-- Issue 35: the quotation shows what will be charged (docs/decisions/0062-schedule-on-the-quotation.md).
--
-- Each quotation revision names the payment schedule revision it printed (null: it showed none, as for
-- a quote without a schedule, or one whose schedule no longer split the price). Changing the schedule of
-- a quoted price issues the next quotation revision (src/server/quotes/quotation.ts, called by
-- setSchedule in the same transaction), so the revision a client accepts carries the schedule they saw.
-- Set when the revision is inserted; the existing guard already refuses any update, delete or truncate.

alter table public.quotation_revisions
  add column schedule_id uuid references public.payment_schedules (id) on delete restrict;

comment on column public.quotation_revisions.schedule_id is
  'The payment schedule revision printed on this quotation revision; null when it showed none. Never changed.';

-- A revision can only print a schedule of its own quote.
create or replace function public.check_quotation_revision_schedule()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.schedule_id is not null and not exists (
    select 1 from public.payment_schedules s where s.id = new.schedule_id and s.quote_id = new.quote_id
  ) then
    raise exception 'a quotation revision prints a payment schedule of its own quote' using errcode = '23514';
  end if;
  return new;
end;
$$;

revoke execute on function public.check_quotation_revision_schedule() from public, anon, authenticated, service_role;

create trigger check_quotation_revision_schedule
  before insert on public.quotation_revisions
  for each row execute function public.check_quotation_revision_schedule();
