-- Scheduled publishing: a post with status 'scheduled' goes live at publish_at, published by the
-- scheduled runner through the same path as a manual publish (src/server/blog/scheduled.ts).
alter table public.blog_posts add column publish_at timestamptz;

comment on column public.blog_posts.publish_at is
  'When a scheduled post goes live; set only while status is scheduled.';

-- The runner looks for due scheduled posts every minute.
create index blog_posts_publish_at_idx on public.blog_posts (publish_at) where status = 'scheduled';
