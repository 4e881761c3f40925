-- Issue 35 item 5, with 20261202150000_paid_package_quotes_approved.sql (decision 0065).
-- The package orders paid before the trigger existed: their quotes move as a payment now moves them
-- (pending or reviewed -> approved; a quote the studio has priced or rejected stays as it is). The
-- trail records each change as the system's (this runs without a user's claims), before and after.
-- Run again, it changes nothing.
update public.quotes q
   set status = 'approved'
 where q.status in ('pending', 'reviewed')
   and exists (
     select 1
       from public.orders o
      where o.quote_id = q.id
        and o.purpose = 'package'
        and o.status in ('processing', 'completed')
   );
