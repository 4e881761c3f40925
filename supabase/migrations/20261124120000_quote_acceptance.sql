-- A client accepts a custom quote and pays it (docs/decisions/0018).
--
-- quotes.accepted_price: the custom price the client accepted (status quoted -> approved), what the
-- amount due is computed from even if the studio edits quoted_price afterwards.
-- orders.purpose: 'package' (a catalogue checkout, decision 0007) or 'quote_balance' (the custom
-- price minus what was already paid for the quote). orders.checkout_url: an open checkout's address,
-- so a double click or a "Pay now" reuses it instead of opening a second one for the same money.
-- quote_credit_notes: money owed back when the custom price is below what was paid.
-- quote_messages: the client's questions about a quote, kept on it.
alter table public.quotes
  add column accepted_at timestamptz,
  add column accepted_price integer check (accepted_price >= 0);

comment on column public.quotes.accepted_price is 'Whole baht: quoted_price when the client accepted the quote.';

alter table public.orders
  add column purpose text not null default 'package' check (purpose in ('package', 'quote_balance')),
  add column checkout_url text check (checkout_url is null or char_length(checkout_url) <= 2048);

comment on column public.orders.purpose is
  'package: a catalogue checkout; quote_balance: what an accepted custom quote still asked for.';

-- At most one open balance checkout per quote: a second request reuses (or replaces) it.
create unique index orders_one_open_balance_per_quote on public.orders (quote_id)
  where purpose = 'quote_balance' and status = 'pending';
create index orders_quote_id_idx on public.orders (quote_id);

-- Written by the server (service role) when an accepted quote's price is below what was paid, in the
-- same transaction as the acceptance and the client's e-mail. Owners and admins read.
create table public.quote_credit_notes (
  id uuid primary key default gen_random_uuid(),
  quote_id uuid not null references public.quotes (id) on delete cascade,
  user_id uuid references auth.users (id) on delete set null,
  amount integer not null check (amount > 0),
  currency text not null default 'THB' check (currency ~ '^[A-Z]{3}$'),
  created_at timestamptz not null default now()
);

comment on table public.quote_credit_notes is 'Money owed back to a client whose accepted custom price was below what they had paid.';

create index quote_credit_notes_quote_id_idx on public.quote_credit_notes (quote_id);

alter table public.quote_credit_notes enable row level security;

revoke all on table public.quote_credit_notes from anon, authenticated, service_role;
grant select on table public.quote_credit_notes to authenticated;
grant select, insert, update, delete on table public.quote_credit_notes to service_role;

create policy "Credit notes are readable by their owner"
  on public.quote_credit_notes for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Credit notes are readable by admins"
  on public.quote_credit_notes for select to authenticated
  using ((select public.is_admin()));

-- A conversation about one quote. A client reads and writes only on their own quotes (as 'client');
-- admins read all and write as 'studio'. Nobody edits or deletes a message.
create table public.quote_messages (
  id uuid primary key default gen_random_uuid(),
  quote_id uuid not null references public.quotes (id) on delete cascade,
  author_id uuid default auth.uid() references auth.users (id) on delete set null,
  author_role text not null check (author_role in ('client', 'studio')),
  body text not null check (char_length(body) between 1 and 2000),
  created_at timestamptz not null default now()
);

create index quote_messages_quote_id_created_at_idx on public.quote_messages (quote_id, created_at);

alter table public.quote_messages enable row level security;

revoke all on table public.quote_messages from anon, authenticated, service_role;
grant select, insert on table public.quote_messages to authenticated;
grant select, insert, update, delete on table public.quote_messages to service_role;

create policy "Quote messages are readable by the quote owner"
  on public.quote_messages for select to authenticated
  using (exists (select 1 from public.quotes q where q.id = quote_id and q.user_id = (select auth.uid())));

create policy "Quote messages are readable by admins"
  on public.quote_messages for select to authenticated
  using ((select public.is_admin()));

create policy "Quote owners can ask about their quote"
  on public.quote_messages for insert to authenticated
  with check (
    author_role = 'client'
    and author_id = (select auth.uid())
    and exists (select 1 from public.quotes q where q.id = quote_id and q.user_id = (select auth.uid()))
  );

create policy "Admins can answer on any quote"
  on public.quote_messages for insert to authenticated
  with check (author_role = 'studio' and author_id = (select auth.uid()) and (select public.is_admin()));
