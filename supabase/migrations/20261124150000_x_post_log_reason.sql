-- A failed post's reason as a translation key and its values ({"key":"xposting.reason.apiError",
-- "vars":{"status":500,"statusText":"Internal Server Error"}}), so the admin's log words it in the
-- admin's language. The message keeps the English sentence: older rows have only that, and it is
-- what someone reading the table sees.
alter table public.x_post_log add column reason jsonb;

comment on column public.x_post_log.reason is 'For status failed: {key, vars} of the reason, worded by the admin page; null on older rows (read message).';
