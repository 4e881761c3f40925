-- Thai translations of the package catalogue, for the pages under /th. One column per translated text
-- next to the English one (the site has exactly two languages, so no separate translations table).
-- Null means "not translated yet": the site shows the English value instead. Prices, categories and
-- the rest are not text and stay shared. The existing table grants and RLS policies cover the new
-- columns: visitors still see only active packages, and only the service role writes.
alter table public.packages
  add column name_th text,
  add column description_th text,
  add column delivery_time_th text,
  add column features_th text[];

-- A blank name would show an empty heading instead of falling back to English.
alter table public.packages
  add constraint packages_name_th_not_blank check (name_th is null or btrim(name_th) <> '');

-- features_th[i] translates features[i], so both lists must have the same length: an edit that adds or
-- removes an English feature must update (or clear) the Thai list too, and translations cannot drift.
alter table public.packages
  add constraint packages_features_th_matches_features
  check (features_th is null or cardinality(features_th) = cardinality(features));

alter table public.package_features
  add column feature_name_th text,
  add column feature_value_th text;

alter table public.package_features
  add constraint package_features_feature_name_th_not_blank
  check (feature_name_th is null or btrim(feature_name_th) <> '');

-- Same function as in 20261122090300_packages.sql, with the Thai texts in each feature object. The
-- package part is to_jsonb(p), so the new package columns come along without a change here.
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
            'feature_name_th', f.feature_name_th,
            'feature_value_th', f.feature_value_th,
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
