-- Thai versions of blog posts (docs/decisions/0022): one column per translated text next to the
-- English one, as the package catalogue does (20261122091000_package_translations.sql). The site has
-- exactly two languages, and a post's versions share everything else: status, dates, image, tags,
-- the X post. Because both versions are one row, the existing RLS policies and grants cover them
-- (visitors read the Thai version only of a published post, only admins write) and publishing puts
-- both live together.
alter table public.blog_posts
  add column title_th text,
  add column slug_th text,
  add column content_th text,
  add column excerpt_th text,
  add column category_th text,
  add column meta_title_th text,
  add column meta_description_th text,
  add column meta_keywords_th text;

comment on column public.blog_posts.content_th is
  'The Thai version''s HTML, written by an admin or drafted by the AI service. Sanitise before rendering.';

-- A Thai version is whole or absent: title, slug and content together, none blank (the null checks
-- matter: a check whose expression is null passes).
alter table public.blog_posts
  add constraint blog_posts_thai_version_whole
  check (
    (title_th is null and slug_th is null and content_th is null)
    or (
      title_th is not null
      and slug_th is not null
      and content_th is not null
      and btrim(title_th) <> ''
      and slug_th ~ '^[a-z0-9-]+$'
      and btrim(content_th) <> ''
    )
  );

-- The other texts exist only with a Thai version.
alter table public.blog_posts
  add constraint blog_posts_thai_extras_need_version
  check (
    title_th is not null
    or (excerpt_th is null and category_th is null and meta_title_th is null and meta_description_th is null and meta_keywords_th is null)
  );

-- Slugs are unique per language: /th/blog/{slug_th} names one post, and may equal an English slug.
create unique index blog_posts_slug_th_key on public.blog_posts (slug_th) where slug_th is not null;
