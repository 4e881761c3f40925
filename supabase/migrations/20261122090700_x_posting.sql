-- Posting to X: scheduled posts are rows run by a scheduled function (Netlify) or the local runner with
-- the service role, not a browser timer; x_post_log keeps what happened. Admins manage both.
create table public.scheduled_x_posts (
  id uuid primary key default gen_random_uuid(),
  post_id uuid references public.blog_posts (id) on delete set null,
  text text not null check (char_length(btrim(text)) between 1 and 280),
  run_at timestamptz not null,
  status text not null default 'scheduled' check (status in ('scheduled', 'posted', 'failed', 'cancelled')),
  attempts integer not null default 0 check (attempts >= 0),
  last_error text,
  tweet_id text,
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);

create index scheduled_x_posts_due_idx on public.scheduled_x_posts (run_at) where status = 'scheduled';

create table public.x_post_log (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  status text not null,
  message text not null default '',
  tweet_id text,
  tweet_url text,
  post_id uuid references public.blog_posts (id) on delete set null
);

comment on column public.x_post_log.status is 'Outcome as shown in the admin log, e.g. posted or failed.';

create index x_post_log_created_at_idx on public.x_post_log (created_at desc);

alter table public.scheduled_x_posts enable row level security;
alter table public.x_post_log enable row level security;

revoke all on table public.scheduled_x_posts, public.x_post_log from anon, authenticated, service_role;
grant select, insert, update, delete on table public.scheduled_x_posts, public.x_post_log to authenticated;
grant select, insert, update, delete on table public.scheduled_x_posts, public.x_post_log to service_role;

create policy "Scheduled X posts are readable by admins"
  on public.scheduled_x_posts for select to authenticated
  using ((select public.is_admin()));

create policy "Scheduled X posts can be created by admins"
  on public.scheduled_x_posts for insert to authenticated
  with check ((select public.is_admin()));

create policy "Scheduled X posts are updatable by admins"
  on public.scheduled_x_posts for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "Scheduled X posts are deletable by admins"
  on public.scheduled_x_posts for delete to authenticated
  using ((select public.is_admin()));

create policy "X post log is readable by admins"
  on public.x_post_log for select to authenticated
  using ((select public.is_admin()));

create policy "X post log entries can be written by admins"
  on public.x_post_log for insert to authenticated
  with check ((select public.is_admin()));

create policy "X post log entries are updatable by admins"
  on public.x_post_log for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "X post log entries are deletable by admins"
  on public.x_post_log for delete to authenticated
  using ((select public.is_admin()));
