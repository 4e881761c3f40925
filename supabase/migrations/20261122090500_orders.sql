-- Orders are written only by the server with the service role: the payment webhook (or the local demo
-- checkout) turns a verified, paid checkout session into an order. payment_session_id is unique so a
-- webhook delivered twice cannot create two orders.
create table public.orders (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete set null,
  quote_id uuid references public.quotes (id) on delete set null,
  package_id uuid references public.packages (id) on delete set null,
  quantity integer not null default 1 check (quantity >= 1),
  total_amount integer not null check (total_amount >= 0),
  currency text not null default 'THB' check (currency ~ '^[A-Z]{3}$'),
  status text not null default 'pending'
    check (status in ('pending', 'processing', 'completed', 'cancelled')),
  payment_session_id text unique,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on column public.orders.total_amount is 'Whole baht: the package price from the database times quantity.';

create index orders_user_id_created_at_idx on public.orders (user_id, created_at desc);

create trigger set_orders_updated_at
  before update on public.orders
  for each row execute function public.set_updated_at();

alter table public.orders enable row level security;

revoke all on table public.orders from anon, authenticated, service_role;
grant select on table public.orders to authenticated;
grant select, insert, update, delete on table public.orders to service_role;

create policy "Orders are readable by their owner"
  on public.orders for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Orders are readable by admins"
  on public.orders for select to authenticated
  using ((select public.is_admin()));
