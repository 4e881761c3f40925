-- A conversation per quote (issue 21, docs/decisions/0040): each side's read marker.
--
-- One row per quote and side ('client' = the quote's owner, 'studio' = any admin: the studio reads as
-- one). A message is unread for a side when it comes from the other side and is newer than that
-- side's read_at. Each side writes only its own marker: the owner the client's on their own quotes,
-- an admin the studio's on any quote. Nobody deletes one (the quote's deletion does).
create table public.quote_reads (
  quote_id uuid not null references public.quotes (id) on delete cascade,
  side text not null check (side in ('client', 'studio')),
  read_at timestamptz not null default now(),
  reader_id uuid default auth.uid() references auth.users (id) on delete set null,
  primary key (quote_id, side)
);

alter table public.quote_reads enable row level security;

revoke all on table public.quote_reads from anon, authenticated, service_role;
grant select, insert, update on table public.quote_reads to authenticated;
grant select, insert, update, delete on table public.quote_reads to service_role;

create policy "Quote read markers are readable by the quote owner"
  on public.quote_reads for select to authenticated
  using (exists (select 1 from public.quotes q where q.id = quote_id and q.user_id = (select auth.uid())));

create policy "Quote read markers are readable by admins"
  on public.quote_reads for select to authenticated
  using ((select public.is_admin()));

create policy "Quote owners mark their side read"
  on public.quote_reads for insert to authenticated
  with check (
    side = 'client'
    and reader_id = (select auth.uid())
    and exists (select 1 from public.quotes q where q.id = quote_id and q.user_id = (select auth.uid()))
  );

create policy "Quote owners move their own marker"
  on public.quote_reads for update to authenticated
  using (side = 'client' and exists (select 1 from public.quotes q where q.id = quote_id and q.user_id = (select auth.uid())))
  with check (
    side = 'client'
    and reader_id = (select auth.uid())
    and exists (select 1 from public.quotes q where q.id = quote_id and q.user_id = (select auth.uid()))
  );

create policy "Admins mark the studio side read"
  on public.quote_reads for insert to authenticated
  with check (side = 'studio' and reader_id = (select auth.uid()) and (select public.is_admin()));

create policy "Admins move the studio marker"
  on public.quote_reads for update to authenticated
  using (side = 'studio' and (select public.is_admin()))
  with check (side = 'studio' and reader_id = (select auth.uid()) and (select public.is_admin()));

-- "Waiting for an answer" (the last message is the client's) reads each quote's newest message: the
-- existing (quote_id, created_at) index serves it backwards. The studio's unread count reads the
-- client's messages of a quote after a time: this index serves that and the waiting filter's
-- "any client message" probe.
create index quote_messages_quote_id_author_created_at_idx on public.quote_messages (quote_id, author_role, created_at);
