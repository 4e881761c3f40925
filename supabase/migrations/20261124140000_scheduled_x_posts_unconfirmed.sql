-- A scheduled X post whose call went unanswered (a timeout, a dropped connection) may exist on X all
-- the same. The runner records when that first happened and looks the tweet up before trying again,
-- instead of posting twice and being refused as a duplicate (src/server/social/posting.ts).
alter table public.scheduled_x_posts add column unconfirmed_since timestamptz;

comment on column public.scheduled_x_posts.unconfirmed_since is
  'When an attempt first ended without an answer from X: the tweet may exist; look it up before retrying.';
