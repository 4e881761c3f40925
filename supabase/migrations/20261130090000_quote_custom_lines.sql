-- Issue 22: the studio's own lines on a quotation (decision 0053, addendum 2026-11-27 "custom lines").
--
-- quotes.custom_lines: the lines the studio types under the price, an array of
-- {"description": text 1..200, "amount": whole baht > 0}, at most 20. Written like the price: the admin
-- update policy governs it, and a customer's own request must leave it empty (the insert policy below).
-- The shape of each line is the server's check (zod, src/domain/adminInput.ts); the database keeps the
-- promise it can keep cheaply: an array, of at most 20 lines.
--
-- quotation_revisions.custom_lines: the lines as they were when the revision was issued, frozen with
-- the rest of the row (insert-only, guard_quotation_revision), so a changed set of lines is a new
-- revision and the old revision still says what it said.

alter table public.quotes
  add column custom_lines jsonb not null default '[]'::jsonb
  constraint quotes_custom_lines_array check (jsonb_typeof(custom_lines) = 'array' and jsonb_array_length(custom_lines) <= 20);

comment on column public.quotes.custom_lines is
  'The studio''s own quotation lines: [{description, amount (whole baht)}], at most 20; printed between the catalogue items and the "Additional work" remainder.';

alter table public.quotation_revisions
  add column custom_lines jsonb not null default '[]'::jsonb
  constraint quotation_revisions_custom_lines_array check (jsonb_typeof(custom_lines) = 'array' and jsonb_array_length(custom_lines) <= 20);

comment on column public.quotation_revisions.custom_lines is
  'The quote''s custom_lines when this revision was issued; never changed.';

-- A customer requests a quote with none of the fields an admin writes: the lines included.
drop policy "Quotes can be requested by their owner" on public.quotes;
create policy "Quotes can be requested by their owner"
  on public.quotes for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and status = 'pending'
    and quoted_price is null
    and quoted_timeline is null
    and admin_notes is null
    and custom_lines = '[]'::jsonb
  );
