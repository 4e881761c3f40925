-- When a scheduled post is due, kept as a time rather than written into the message: the admin's log
-- shows it in Bangkok time and in the admin's language (it read "Scheduled for 2026-11-23T23:48:00.000Z").
alter table public.x_post_log add column scheduled_for timestamptz;

comment on column public.x_post_log.scheduled_for is 'For status scheduled: when the post is due. The message is the tweet text.';
