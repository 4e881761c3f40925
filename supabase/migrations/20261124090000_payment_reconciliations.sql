-- Money received that the server could not tie to a customer's order: a signed, well-formed "paid"
-- event whose metadata is missing, names a user, quote or package that does not exist, or whose quote
-- belongs to someone else. Such a payment never becomes an order; it is recorded here, once per
-- checkout session however often the provider redelivers it, and the studio is alerted by e-mail in the
-- same transaction (docs/decisions/0007). The studio checks the provider's dashboard, refunds or matches
-- the payment by hand, then marks the row resolved.
--
-- Who writes: the service role (the payment webhook). Admins read every row and may set resolved_at,
-- nothing else. Customers and visitors get nothing.
create table public.payment_reconciliations (
  id uuid primary key default gen_random_uuid(),
  provider text not null check (provider in ('stripe')),
  payment_session_id text not null unique check (char_length(payment_session_id) between 1 and 255),
  reason text not null
    check (reason in ('missing_metadata', 'unknown_user', 'unknown_quote', 'unknown_package', 'mismatch')),
  amount integer not null check (amount >= 0),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  customer_email text check (customer_email is null or char_length(customer_email) <= 320),
  metadata jsonb not null default '{}'::jsonb check (jsonb_typeof(metadata) = 'object'),
  created_at timestamptz not null default now(),
  resolved_at timestamptz
);

comment on table public.payment_reconciliations is
  'Paid checkouts that could not be matched to an order; resolved by the studio by hand.';
comment on column public.payment_reconciliations.amount is 'Whole baht actually charged for the whole session.';
comment on column public.payment_reconciliations.metadata is 'The provider''s metadata as received, for matching by hand.';
comment on column public.payment_reconciliations.customer_email is 'The payer''s e-mail as the provider reported it, if any.';

create index payment_reconciliations_open_idx on public.payment_reconciliations (created_at desc)
  where resolved_at is null;

alter table public.payment_reconciliations enable row level security;

revoke all on table public.payment_reconciliations from anon, authenticated, service_role;
grant select on table public.payment_reconciliations to authenticated;
grant update (resolved_at) on table public.payment_reconciliations to authenticated;
grant select, insert, update, delete on table public.payment_reconciliations to service_role;

create policy "Payment reconciliations are readable by admins"
  on public.payment_reconciliations for select to authenticated
  using ((select public.is_admin()));

create policy "Payment reconciliations can be resolved by admins"
  on public.payment_reconciliations for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));
