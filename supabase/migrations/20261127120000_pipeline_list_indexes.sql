-- The lists' "abandoned checkout" test looks, for each pending package order's quote, for an order of
-- that quote that is paid or still inside its checkout lifetime. With only (quote_id) and
-- (status, created_at) indexes the planner ANDed the two bitmaps and read every paid order's index
-- entries once per quote (365 ms for 332 quotes at 5,000 orders); one index that starts with the quote
-- and carries the status and date answers each probe from a few entries.
create index orders_quote_id_status_created_at_idx on public.orders (quote_id, status, created_at);
drop index public.orders_quote_id_idx;
