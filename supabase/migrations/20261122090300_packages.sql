-- The package catalogue. Prices are whole baht; what a customer pays is always computed on the server
-- from these rows, never taken from the browser. Written by migrations, seed and the service role only.
create table public.packages (
  id uuid primary key default gen_random_uuid(),
  name text not null check (btrim(name) <> ''),
  description text not null default '',
  price integer not null check (price >= 0),
  currency text not null default 'THB' check (currency ~ '^[A-Z]{3}$'),
  delivery_time text not null default '',
  category text not null check (category in ('website', 'ecommerce', 'maintenance', 'seo')),
  features text[] not null default '{}',
  is_active boolean not null default true,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index packages_active_price_idx on public.packages (price) where is_active;

create trigger set_packages_updated_at
  before update on public.packages
  for each row execute function public.set_updated_at();

create table public.package_features (
  id uuid primary key default gen_random_uuid(),
  package_id uuid not null references public.packages (id) on delete cascade,
  feature_name text not null check (btrim(feature_name) <> ''),
  feature_value text not null default '',
  is_included boolean not null default true,
  sort_order integer not null default 0
);

create index package_features_package_id_idx on public.package_features (package_id, sort_order);

alter table public.packages enable row level security;
alter table public.package_features enable row level security;

revoke all on table public.packages, public.package_features from anon, authenticated, service_role;
grant select on table public.packages, public.package_features to anon, authenticated;
grant select, insert, update, delete on table public.packages, public.package_features to service_role;

create policy "Active packages are readable by everyone"
  on public.packages for select to anon, authenticated
  using (is_active);

create policy "All packages are readable by admins"
  on public.packages for select to authenticated
  using ((select public.is_admin()));

-- The subquery runs under the caller's policies on packages, so features follow their package:
-- visible when the package is active, or to admins.
create policy "Features of visible packages are readable by everyone"
  on public.package_features for select to anon, authenticated
  using (exists (select 1 from public.packages p where p.id = package_id));

-- One package with its features, as JSON ({...package columns, package_features: [...]}), or null when
-- the package does not exist or the caller may not see it. Security invoker, so the policies above
-- decide: visitors and customers get active packages only, admins every package.
create or replace function public.get_package_with_features(package_uuid uuid)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select to_jsonb(p) || jsonb_build_object(
    'package_features',
    coalesce(
      (
        select jsonb_agg(
          jsonb_build_object(
            'id', f.id,
            'feature_name', f.feature_name,
            'feature_value', f.feature_value,
            'is_included', f.is_included,
            'sort_order', f.sort_order
          )
          order by f.sort_order, f.feature_name
        )
        from public.package_features f
        where f.package_id = p.id
      ),
      '[]'::jsonb
    )
  )
  from public.packages p
  where p.id = package_uuid;
$$;

revoke execute on function public.get_package_with_features(uuid) from public, anon, authenticated, service_role;
grant execute on function public.get_package_with_features(uuid) to anon, authenticated, service_role;
