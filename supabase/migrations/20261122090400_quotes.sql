-- Quote requests from the wizard, the Start Your Project modal and the order form.
-- A quote with user_id null comes from a visitor who skipped account creation; the server inserts it
-- with the service role after validating the request.
create table public.quotes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid default auth.uid() references auth.users (id) on delete set null,
  package_id uuid references public.packages (id) on delete set null,
  package_name text not null default '',
  package_price integer check (package_price >= 0),
  quantity integer not null default 1 check (quantity >= 1),
  project_description text not null default '',
  contact_info jsonb not null default '{}'::jsonb check (jsonb_typeof(contact_info) = 'object'),
  project_details jsonb check (project_details is null or jsonb_typeof(project_details) = 'object'),
  plan jsonb check (plan is null or jsonb_typeof(plan) = 'object'),
  source text check (source in ('wizard', 'modal', 'order')),
  locale text not null default 'en' check (locale in ('en', 'th')),
  status text not null default 'pending'
    check (status in ('pending', 'reviewed', 'quoted', 'approved', 'rejected')),
  quoted_price integer check (quoted_price >= 0),
  quoted_timeline text,
  admin_notes text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on column public.quotes.contact_info is '{name, email, phone, company}';
comment on column public.quotes.project_details is
  'Order form: {business_name, business_description, target_audience, preferred_colors, '
  'special_requirements, timeline, budget_range}';
comment on column public.quotes.plan is 'The project plan the wizard generated (title, prices, features).';
comment on column public.quotes.package_price is
  'Unit price in baht. Copied from packages when package_id is set (fill_quote_package).';

create index quotes_user_id_created_at_idx on public.quotes (user_id, created_at desc);
create index quotes_created_at_idx on public.quotes (created_at desc);

create trigger set_quotes_updated_at
  before update on public.quotes
  for each row execute function public.set_updated_at();

-- A quote for a catalogue package carries the catalogue's name and price, whatever the request said:
-- the browser never decides a price. Security invoker, so a customer can only quote a package they can
-- see (an active one); anything else is refused as a missing package.
create or replace function public.fill_quote_package()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  pkg record;
begin
  select p.name, p.price into pkg from public.packages p where p.id = new.package_id;
  if not found then
    raise exception 'Package % is not available', new.package_id
      using errcode = '23503';
  end if;
  new.package_name := pkg.name;
  new.package_price := pkg.price;
  return new;
end;
$$;

revoke execute on function public.fill_quote_package() from public, anon, authenticated, service_role;

create trigger fill_quote_package
  before insert or update of package_id on public.quotes
  for each row
  when (new.package_id is not null)
  execute function public.fill_quote_package();

alter table public.quotes enable row level security;

revoke all on table public.quotes from anon, authenticated, service_role;
grant select, insert, update, delete on table public.quotes to authenticated;
grant select, insert, update, delete on table public.quotes to service_role;

create policy "Quotes are readable by their owner"
  on public.quotes for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Quotes are readable by admins"
  on public.quotes for select to authenticated
  using ((select public.is_admin()));

-- A customer requests a quote for themselves, as pending, with none of the fields an admin writes.
-- Customers cannot update or delete quotes afterwards (no policy), so status and price stay the admin's.
create policy "Quotes can be requested by their owner"
  on public.quotes for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and status = 'pending'
    and quoted_price is null
    and quoted_timeline is null
    and admin_notes is null
  );

create policy "Quotes can be created by admins"
  on public.quotes for insert to authenticated
  with check ((select public.is_admin()));

create policy "Quotes are updatable by admins"
  on public.quotes for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "Quotes are deletable by admins"
  on public.quotes for delete to authenticated
  using ((select public.is_admin()));
