-- The database schema as it stands after every migration (decision 0073). GENERATED: do not edit.
-- Regenerate with `npm run db:snapshot` after adding or merging a migration, and commit the result;
-- tests/integration/db/schema-snapshot.test.ts fails while this file and supabase/migrations disagree.
-- To change the database, write a migration (supabase/migrations/); this file is for reading only.
-- 59 migrations, the last 20261205100100_purge_auth_audit_log.sql.

-- ===== Schemas =====
schema private: no grants to API roles
schema public: granted usage to anon, usage to authenticated, usage to public, usage to service_role

-- ===== Tables =====

create table private.rate_limits (
  key text not null,
  window_start timestamp with time zone not null,
  count integer not null,
  expires_at timestamp with time zone not null,
  constraint rate_limits_count_check CHECK (count >= 0),
  constraint rate_limits_key_check CHECK (char_length(key) >= 1 AND char_length(key) <= 200),
  constraint rate_limits_pkey PRIMARY KEY (key)
);
CREATE INDEX rate_limits_expires_at_idx ON private.rate_limits USING btree (expires_at);
alter table private.rate_limits enable row level security;

create table private.sign_in_device_key (
  id boolean not null default true,
  secret text not null,
  created_at timestamp with time zone not null default now(),
  constraint sign_in_device_key_id_check CHECK (id),
  constraint sign_in_device_key_secret_check CHECK (char_length(secret) >= 43 AND char_length(secret) <= 200),
  constraint sign_in_device_key_pkey PRIMARY KEY (id)
);
alter table private.sign_in_device_key enable row level security;

create table public.audit_events (
  id bigint not null generated always as identity,
  occurred_at timestamp with time zone not null default clock_timestamp(),
  actor_id uuid,
  actor_email text,
  actor_kind text not null,
  quote_id uuid,
  order_id uuid,
  subject text not null,
  subject_id uuid not null,
  action text not null,
  changes jsonb not null default '{}'::jsonb,
  constraint audit_events_action_check CHECK (action = ANY (ARRAY['created'::text, 'changed'::text, 'deleted'::text])),
  constraint audit_events_actor_kind_check CHECK (actor_kind = ANY (ARRAY['admin'::text, 'client'::text, 'visitor'::text, 'system'::text])),
  constraint audit_events_changes_check CHECK (jsonb_typeof(changes) = 'object'::text),
  constraint audit_events_subject_check CHECK (subject = ANY (ARRAY['quote'::text, 'order'::text, 'credit_note'::text, 'email'::text, 'message'::text, 'refund'::text])),
  constraint audit_events_pkey PRIMARY KEY (id)
);
CREATE INDEX audit_events_order_id_idx ON public.audit_events USING btree (order_id, id);
CREATE INDEX audit_events_quote_id_idx ON public.audit_events USING btree (quote_id, id);
alter table public.audit_events enable row level security;
create policy "The trail is readable by admins" on public.audit_events as permissive for select to authenticated
  using (( SELECT public.is_admin() AS is_admin));
create policy "The trail is readable by the service" on public.audit_events as permissive for select to service_role
  using (true);
CREATE TRIGGER audit_events_never_change BEFORE DELETE OR UPDATE ON public.audit_events FOR EACH ROW EXECUTE FUNCTION public.refuse_audit_change();
CREATE TRIGGER audit_events_never_truncate BEFORE TRUNCATE ON public.audit_events FOR EACH STATEMENT EXECUTE FUNCTION public.refuse_audit_change();
grant select on public.audit_events to authenticated;
grant select on public.audit_events to service_role;

create table public.auth_events (
  id bigint not null generated always as identity,
  user_id uuid,
  event text not null,
  detail jsonb not null default '{}'::jsonb,
  created_at timestamp with time zone not null default now(),
  constraint auth_events_event_check CHECK (event = 'mfa_recovery_code_used'::text),
  constraint auth_events_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE SET NULL,
  constraint auth_events_pkey PRIMARY KEY (id)
);
CREATE INDEX auth_events_user_idx ON public.auth_events USING btree (user_id, created_at DESC);
alter table public.auth_events enable row level security;
grant insert, select on public.auth_events to service_role;

create table public.billing_identities (
  user_id uuid not null,
  kind text not null,
  legal_name text not null,
  tax_id text,
  branch text,
  address text not null,
  created_at timestamp with time zone not null default now(),
  updated_at timestamp with time zone not null default now(),
  constraint billing_identities_address_check CHECK (char_length(btrim(address)) >= 1 AND char_length(btrim(address)) <= 500),
  constraint billing_identities_branch_check CHECK (branch IS NULL OR branch ~ '^[0-9]{5}$'::text AND branch <> '00000'::text),
  constraint billing_identities_branch_is_a_company CHECK (kind = 'company'::text OR branch IS NULL),
  constraint billing_identities_company_tax_id CHECK (kind = 'individual'::text OR tax_id IS NOT NULL),
  constraint billing_identities_kind_check CHECK (kind = ANY (ARRAY['individual'::text, 'company'::text])),
  constraint billing_identities_legal_name_check CHECK (char_length(btrim(legal_name)) >= 1 AND char_length(btrim(legal_name)) <= 200),
  constraint billing_identities_tax_id_check CHECK (tax_id IS NULL OR public.is_valid_tax_id(tax_id)),
  constraint billing_identities_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE,
  constraint billing_identities_pkey PRIMARY KEY (user_id)
);
alter table public.billing_identities enable row level security;
create policy "Billing identities are created by their owner" on public.billing_identities as permissive for insert to authenticated
  with check ((user_id = ( SELECT auth.uid() AS uid)));
create policy "Billing identities are readable by admins" on public.billing_identities as permissive for select to authenticated
  using (( SELECT public.is_admin() AS is_admin));
create policy "Billing identities are readable by the service" on public.billing_identities as permissive for select to service_role
  using (true);
create policy "Billing identities are readable by their owner" on public.billing_identities as permissive for select to authenticated
  using ((user_id = ( SELECT auth.uid() AS uid)));
create policy "Billing identities are updatable by their owner" on public.billing_identities as permissive for update to authenticated
  using ((user_id = ( SELECT auth.uid() AS uid)))
  with check ((user_id = ( SELECT auth.uid() AS uid)));
CREATE TRIGGER set_billing_identities_updated_at BEFORE UPDATE ON public.billing_identities FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();
grant insert, select on public.billing_identities to authenticated;
grant select on public.billing_identities to service_role;
grant update (kind, legal_name, tax_id, branch, address) on public.billing_identities to authenticated;

create table public.blog_posts (
  id uuid not null default gen_random_uuid(),
  title text not null,
  slug text not null,
  content text not null,
  excerpt text,
  featured_image_url text,
  featured_image_alt text,
  status text not null default 'draft'::text,
  meta_title text,
  meta_description text,
  meta_keywords text,
  auto_post_to_x boolean not null default true,
  tags text[] not null default '{}'::text[],
  category text,
  created_by uuid default auth.uid(),
  author_id uuid default auth.uid(),
  published_at timestamp with time zone,
  x_post_status text,
  x_posted_at timestamp with time zone,
  x_post_id text,
  x_post_url text,
  pexels_image_query text,
  created_at timestamp with time zone not null default now(),
  updated_at timestamp with time zone not null default now(),
  publish_at timestamp with time zone,
  title_th text,
  slug_th text,
  content_th text,
  excerpt_th text,
  category_th text,
  meta_title_th text,
  meta_description_th text,
  meta_keywords_th text,
  tags_th text[] not null default '{}'::text[],
  featured_image_alt_th text,
  constraint blog_posts_content_check CHECK (btrim(content) <> ''::text),
  constraint blog_posts_slug_check CHECK (slug ~ '^[a-z0-9-]+$'::text),
  constraint blog_posts_status_check CHECK (status = ANY (ARRAY['draft'::text, 'scheduled'::text, 'published'::text, 'archived'::text])),
  constraint blog_posts_thai_extras_need_version CHECK (title_th IS NOT NULL OR excerpt_th IS NULL AND category_th IS NULL AND meta_title_th IS NULL AND meta_description_th IS NULL AND meta_keywords_th IS NULL AND cardinality(tags_th) = 0 AND featured_image_alt_th IS NULL),
  constraint blog_posts_thai_version_whole CHECK (title_th IS NULL AND slug_th IS NULL AND content_th IS NULL OR title_th IS NOT NULL AND slug_th IS NOT NULL AND content_th IS NOT NULL AND btrim(title_th) <> ''::text AND slug_th ~ '^[a-z0-9-]+$'::text AND btrim(content_th) <> ''::text),
  constraint blog_posts_title_check CHECK (btrim(title) <> ''::text),
  constraint blog_posts_x_post_status_check CHECK (x_post_status = ANY (ARRAY['pending'::text, 'posted'::text, 'failed'::text, 'skipped'::text])),
  constraint blog_posts_author_id_fkey FOREIGN KEY (author_id) REFERENCES auth.users(id) ON DELETE SET NULL,
  constraint blog_posts_created_by_fkey FOREIGN KEY (created_by) REFERENCES auth.users(id) ON DELETE SET NULL,
  constraint blog_posts_pkey PRIMARY KEY (id),
  constraint blog_posts_slug_key UNIQUE (slug)
);
CREATE INDEX blog_posts_created_at_idx ON public.blog_posts USING btree (created_at DESC);
CREATE INDEX blog_posts_publish_at_idx ON public.blog_posts USING btree (publish_at) WHERE (status = 'scheduled'::text);
CREATE INDEX blog_posts_published_idx ON public.blog_posts USING btree (published_at DESC) WHERE (status = 'published'::text);
CREATE UNIQUE INDEX blog_posts_slug_th_key ON public.blog_posts USING btree (slug_th) WHERE (slug_th IS NOT NULL);
alter table public.blog_posts enable row level security;
create policy "Posts are deletable by admins" on public.blog_posts as permissive for delete to authenticated
  using (( SELECT public.is_admin() AS is_admin));
create policy "Posts are readable by admins" on public.blog_posts as permissive for select to authenticated
  using (( SELECT public.is_admin() AS is_admin));
create policy "Posts are updatable by admins" on public.blog_posts as permissive for update to authenticated
  using (( SELECT public.is_admin() AS is_admin))
  with check (( SELECT public.is_admin() AS is_admin));
create policy "Posts can be created by admins" on public.blog_posts as permissive for insert to authenticated
  with check (( SELECT public.is_admin() AS is_admin));
create policy "Published posts are readable by everyone" on public.blog_posts as permissive for select to anon, authenticated
  using ((status = 'published'::text));
CREATE TRIGGER set_blog_posts_updated_at BEFORE UPDATE ON public.blog_posts FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();
CREATE TRIGGER stamp_blog_post_published BEFORE INSERT OR UPDATE OF status, published_at ON public.blog_posts FOR EACH ROW EXECUTE FUNCTION public.stamp_blog_post_published();
grant select on public.blog_posts to anon;
grant delete, insert, select, update on public.blog_posts to authenticated;
grant delete, insert, select, update on public.blog_posts to service_role;

create table public.contact_messages (
  id uuid not null default gen_random_uuid(),
  name text not null,
  email text not null,
  phone text not null default ''::text,
  company text not null default ''::text,
  subject text not null,
  message text not null,
  locale text not null default 'en'::text,
  created_at timestamp with time zone not null default now(),
  handled_at timestamp with time zone,
  constraint contact_messages_email_check CHECK (POSITION(('@'::text) IN (email)) > 1),
  constraint contact_messages_locale_check CHECK (locale = ANY (ARRAY['en'::text, 'th'::text])),
  constraint contact_messages_message_check CHECK (btrim(message) <> ''::text),
  constraint contact_messages_name_check CHECK (btrim(name) <> ''::text),
  constraint contact_messages_subject_check CHECK (btrim(subject) <> ''::text),
  constraint contact_messages_pkey PRIMARY KEY (id)
);
CREATE INDEX contact_messages_created_at_idx ON public.contact_messages USING btree (created_at DESC);
alter table public.contact_messages enable row level security;
create policy "Contact messages are deletable by admins" on public.contact_messages as permissive for delete to authenticated
  using (( SELECT public.is_admin() AS is_admin));
create policy "Contact messages are readable by admins" on public.contact_messages as permissive for select to authenticated
  using (( SELECT public.is_admin() AS is_admin));
create policy "Contact messages are updatable by admins" on public.contact_messages as permissive for update to authenticated
  using (( SELECT public.is_admin() AS is_admin))
  with check (( SELECT public.is_admin() AS is_admin));
grant delete, select, update on public.contact_messages to authenticated;
grant delete, insert, select, update on public.contact_messages to service_role;

create table public.credit_note_documents (
  credit_note_id uuid not null,
  document_id uuid not null,
  created_at timestamp with time zone not null default now(),
  constraint credit_note_documents_pkey PRIMARY KEY (credit_note_id),
  constraint credit_note_documents_document_id_key UNIQUE (document_id)
);
alter table public.credit_note_documents enable row level security;
create policy "Credit note documents are linked by the service" on public.credit_note_documents as permissive for insert to service_role
  with check (true);
create policy "Credit note documents are readable by the service" on public.credit_note_documents as permissive for select to service_role
  using (true);
create policy "Credit note documents are readable with their document" on public.credit_note_documents as permissive for select to authenticated
  using ((EXISTS ( SELECT 1
   FROM public.documents d
  WHERE (d.id = credit_note_documents.document_id))));
CREATE TRIGGER credit_note_documents_never_truncate BEFORE TRUNCATE ON public.credit_note_documents FOR EACH STATEMENT EXECUTE FUNCTION public.guard_append_only();
CREATE TRIGGER guard_credit_note_documents BEFORE DELETE OR UPDATE ON public.credit_note_documents FOR EACH ROW EXECUTE FUNCTION public.guard_append_only();
grant select on public.credit_note_documents to authenticated;
grant insert, select on public.credit_note_documents to service_role;

create table public.data_requests (
  id uuid not null default gen_random_uuid(),
  kind text not null,
  user_id uuid,
  requested_at timestamp with time zone not null default now(),
  completed_at timestamp with time zone,
  token_hash text,
  expires_at timestamp with time zone,
  used_at timestamp with time zone,
  constraint data_requests_check CHECK ((kind = 'export'::text) = (token_hash IS NOT NULL AND expires_at IS NOT NULL)),
  constraint data_requests_kind_check CHECK (kind = ANY (ARRAY['export'::text, 'deletion'::text])),
  constraint data_requests_token_hash_check CHECK (token_hash ~ '^[0-9a-f]{64}$'::text),
  constraint data_requests_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE SET NULL,
  constraint data_requests_pkey PRIMARY KEY (id),
  constraint data_requests_token_hash_key UNIQUE (token_hash)
);
CREATE INDEX data_requests_requested_idx ON public.data_requests USING btree (requested_at DESC);
CREATE INDEX data_requests_user_idx ON public.data_requests USING btree (user_id, kind, requested_at DESC);
alter table public.data_requests enable row level security;
create policy "Data requests are completed by the service" on public.data_requests as permissive for update to service_role
  using (true)
  with check (true);
create policy "Data requests are readable by admins" on public.data_requests as permissive for select to authenticated
  using (( SELECT public.is_admin() AS is_admin));
create policy "Data requests are readable by the service" on public.data_requests as permissive for select to service_role
  using (true);
create policy "Data requests are written by the service" on public.data_requests as permissive for insert to service_role
  with check (true);
grant select on public.data_requests to authenticated;
grant insert, select, update on public.data_requests to service_role;

create table public.document_counters (
  doc_type text not null,
  be_year integer not null,
  last_number integer not null,
  constraint document_counters_be_year_check CHECK (be_year >= 2500 AND be_year <= 2800),
  constraint document_counters_doc_type_check CHECK (doc_type = ANY (ARRAY['quotation'::text, 'invoice'::text, 'tax_invoice'::text, 'receipt'::text, 'credit_note'::text])),
  constraint document_counters_last_number_check CHECK (last_number >= 0),
  constraint document_counters_pkey PRIMARY KEY (doc_type, be_year)
);
alter table public.document_counters enable row level security;
create policy "Document counters are kept by the service" on public.document_counters as permissive for all to service_role
  using (true)
  with check (true);
CREATE TRIGGER document_counters_never_truncate BEFORE TRUNCATE ON public.document_counters FOR EACH STATEMENT EXECUTE FUNCTION public.guard_document_counter();
CREATE TRIGGER guard_document_counters BEFORE INSERT OR DELETE OR UPDATE ON public.document_counters FOR EACH ROW EXECUTE FUNCTION public.guard_document_counter();
grant insert, select on public.document_counters to service_role;
grant update (last_number) on public.document_counters to service_role;

create table public.documents (
  id uuid not null default gen_random_uuid(),
  doc_type text not null,
  be_year integer not null,
  sequence integer not null,
  number text not null,
  issued_at timestamp with time zone not null default clock_timestamp(),
  user_id uuid,
  quote_id uuid,
  order_id uuid,
  snapshot jsonb not null,
  constraint documents_doc_type_check CHECK (doc_type = ANY (ARRAY['quotation'::text, 'invoice'::text, 'tax_invoice'::text, 'receipt'::text, 'credit_note'::text])),
  constraint documents_number_matches CHECK (number = public.document_number(doc_type, be_year, sequence)),
  constraint documents_sequence_check CHECK (sequence >= 1),
  constraint documents_snapshot_check CHECK (jsonb_typeof(snapshot) = 'object'::text),
  constraint documents_pkey PRIMARY KEY (id),
  constraint documents_doc_type_be_year_sequence_key UNIQUE (doc_type, be_year, sequence),
  constraint documents_number_key UNIQUE (number)
);
CREATE UNIQUE INDEX documents_one_per_order_idx ON public.documents USING btree (doc_type, order_id) WHERE (order_id IS NOT NULL);
CREATE INDEX documents_quote_id_idx ON public.documents USING btree (quote_id);
CREATE INDEX documents_user_id_idx ON public.documents USING btree (user_id, issued_at DESC);
alter table public.documents enable row level security;
create policy "Documents are issued by the service" on public.documents as permissive for insert to service_role
  with check (true);
create policy "Documents are readable by admins" on public.documents as permissive for select to authenticated
  using (( SELECT public.is_admin() AS is_admin));
create policy "Documents are readable by the service" on public.documents as permissive for select to service_role
  using (true);
create policy "Documents are readable by their buyer" on public.documents as permissive for select to authenticated
  using ((user_id = ( SELECT auth.uid() AS uid)));
CREATE TRIGGER documents_never_truncate BEFORE TRUNCATE ON public.documents FOR EACH STATEMENT EXECUTE FUNCTION public.guard_document();
CREATE TRIGGER guard_documents BEFORE INSERT OR DELETE OR UPDATE ON public.documents FOR EACH ROW EXECUTE FUNCTION public.guard_document();
grant select on public.documents to authenticated;
grant insert, select on public.documents to service_role;

create table public.email_attachments (
  id uuid not null default gen_random_uuid(),
  email_id uuid not null,
  "position" smallint not null default 0,
  filename text not null,
  content_type text not null,
  content_base64 text not null,
  document_id uuid,
  created_at timestamp with time zone not null default now(),
  constraint email_attachments_content_base64_check CHECK (char_length(content_base64) >= 4 AND char_length(content_base64) <= 14000000 AND content_base64 ~ '^[A-Za-z0-9+/]+=*$'::text),
  constraint email_attachments_content_type_check CHECK (content_type ~ '^[a-z]+/[a-z0-9.+-]+$'::text),
  constraint email_attachments_filename_check CHECK (char_length(filename) >= 1 AND char_length(filename) <= 200 AND filename !~ '[/\\\x00-\x1f]'::text),
  constraint email_attachments_position_check CHECK ("position" >= 0),
  constraint email_attachments_email_id_fkey FOREIGN KEY (email_id) REFERENCES public.email_outbox(id) ON DELETE CASCADE,
  constraint email_attachments_pkey PRIMARY KEY (id),
  constraint email_attachments_email_id_position_key UNIQUE (email_id, "position")
);
CREATE INDEX email_attachments_document_id_idx ON public.email_attachments USING btree (document_id);
alter table public.email_attachments enable row level security;
create policy "Email attachments are kept by the service" on public.email_attachments as permissive for all to service_role
  using (true)
  with check (true);
create policy "Email attachments are readable with their e-mail" on public.email_attachments as permissive for select to authenticated
  using ((EXISTS ( SELECT 1
   FROM public.email_outbox o
  WHERE (o.id = email_attachments.email_id))));
grant select on public.email_attachments to authenticated;
grant delete, insert, select on public.email_attachments to service_role;

create table public.email_outbox (
  id uuid not null default gen_random_uuid(),
  to_email text not null,
  to_name text,
  reply_to text,
  subject text not null,
  html text,
  text text,
  kind text not null,
  locale text not null default 'en'::text,
  status text not null default 'pending'::text,
  attempts integer not null default 0,
  last_error text,
  next_attempt_at timestamp with time zone not null default now(),
  sent_at timestamp with time zone,
  created_at timestamp with time zone not null default now(),
  related_table text,
  related_id uuid,
  cc_email text,
  from_email text,
  list_unsubscribe text,
  constraint email_outbox_attempts_check CHECK (attempts >= 0),
  constraint email_outbox_cc_email_check CHECK (cc_email IS NULL OR POSITION(('@'::text) IN (cc_email)) > 1),
  constraint email_outbox_check CHECK (html IS NOT NULL OR text IS NOT NULL),
  constraint email_outbox_from_email_check CHECK (from_email IS NULL OR POSITION(('@'::text) IN (from_email)) > 1),
  constraint email_outbox_list_unsubscribe_check CHECK (list_unsubscribe IS NULL OR list_unsubscribe ~ '^https?://[^\s<>,]+$'::text AND char_length(list_unsubscribe) <= 2000 AND (kind = ANY (ARRAY['reminder_quote_lapsing'::text, 'reminder_instalment_due'::text, 'reminder_instalment_overdue'::text, 'reminder_withholding_missing'::text]))),
  constraint email_outbox_locale_check CHECK (locale = ANY (ARRAY['en'::text, 'th'::text])),
  constraint email_outbox_status_check CHECK (status = ANY (ARRAY['pending'::text, 'sending'::text, 'sent'::text, 'failed'::text])),
  constraint email_outbox_to_email_check CHECK (POSITION(('@'::text) IN (to_email)) > 1),
  constraint email_outbox_pkey PRIMARY KEY (id)
);
CREATE INDEX email_outbox_due_idx ON public.email_outbox USING btree (next_attempt_at) WHERE (status = 'pending'::text);
CREATE INDEX email_outbox_etax_idx ON public.email_outbox USING btree (related_id) WHERE (kind = 'etax_document'::text);
CREATE INDEX email_outbox_related_idx ON public.email_outbox USING btree (related_table, related_id);
alter table public.email_outbox enable row level security;
create policy "Outbox e-mails can be queued by admins" on public.email_outbox as permissive for insert to authenticated
  with check ((( SELECT public.is_admin() AS is_admin) AND (NOT public.is_secret_email_kind(kind)) AND (status = 'pending'::text) AND (attempts = 0) AND (sent_at IS NULL)));
create policy "Outbox e-mails without secrets are readable by admins" on public.email_outbox as permissive for select to authenticated
  using ((( SELECT public.is_admin() AS is_admin) AND (NOT public.is_secret_email_kind(kind))));
CREATE TRIGGER audit_emails AFTER INSERT ON public.email_outbox FOR EACH ROW EXECUTE FUNCTION public.audit_email();
grant insert, select on public.email_outbox to authenticated;
grant delete, insert, select, update on public.email_outbox to service_role;

create table public.etax_timestamped_copies (
  id uuid not null default gen_random_uuid(),
  document_id uuid not null,
  received_on date not null,
  recorded_by uuid default auth.uid(),
  file_path text,
  file_bytes integer,
  created_at timestamp with time zone not null default clock_timestamp(),
  constraint etax_timestamped_copies_check CHECK ((file_path IS NULL) = (file_bytes IS NULL)),
  constraint etax_timestamped_copies_file_bytes_check CHECK (file_bytes >= 1 AND file_bytes <= 5242880),
  constraint etax_timestamped_copies_file_path_check CHECK (file_path ~ '^timestamped/[0-9a-f-]{36}/[0-9a-f-]{36}\.pdf$'::text),
  constraint etax_timestamped_copies_received_on_check CHECK (received_on >= '2020-01-01'::date AND received_on <= '2200-12-31'::date),
  constraint etax_timestamped_copies_pkey PRIMARY KEY (id),
  constraint etax_timestamped_copies_file_path_key UNIQUE (file_path)
);
CREATE INDEX etax_timestamped_copies_document_idx ON public.etax_timestamped_copies USING btree (document_id, created_at DESC);
alter table public.etax_timestamped_copies enable row level security;
create policy "Admins record stamped copies of e-Tax documents" on public.etax_timestamped_copies as permissive for insert to authenticated
  with check ((( SELECT public.is_admin() AS is_admin) AND (recorded_by = ( SELECT auth.uid() AS uid)) AND (received_on <= (((now() AT TIME ZONE 'UTC'::text) + '07:00:00'::interval))::date) AND (EXISTS ( SELECT 1
   FROM public.documents d
  WHERE ((d.id = etax_timestamped_copies.document_id) AND (d.doc_type = ANY (ARRAY['tax_invoice'::text, 'credit_note'::text])) AND (etax_timestamped_copies.received_on >= (((d.issued_at AT TIME ZONE 'UTC'::text) + '07:00:00'::interval))::date))))));
create policy "Stamped copies are readable by admins" on public.etax_timestamped_copies as permissive for select to authenticated
  using (( SELECT public.is_admin() AS is_admin));
create policy "Stamped copies are readable by the client of their document" on public.etax_timestamped_copies as permissive for select to authenticated
  using ((EXISTS ( SELECT 1
   FROM public.documents d
  WHERE ((d.id = etax_timestamped_copies.document_id) AND (d.user_id = ( SELECT auth.uid() AS uid))))));
create policy "Stamped copies are readable by the service" on public.etax_timestamped_copies as permissive for select to service_role
  using (true);
CREATE TRIGGER etax_timestamped_copies_never_truncate BEFORE TRUNCATE ON public.etax_timestamped_copies FOR EACH STATEMENT EXECUTE FUNCTION public.guard_append_only();
CREATE TRIGGER guard_etax_timestamped_copies BEFORE DELETE OR UPDATE ON public.etax_timestamped_copies FOR EACH ROW EXECUTE FUNCTION public.guard_append_only();
grant select on public.etax_timestamped_copies to authenticated;
grant select on public.etax_timestamped_copies to service_role;
grant insert (document_id, received_on, file_path, file_bytes) on public.etax_timestamped_copies to authenticated;

create table public.etax_timestamped_files (
  path text not null,
  content_base64 text not null,
  created_at timestamp with time zone not null default now(),
  constraint etax_timestamped_files_content_base64_check CHECK (char_length(content_base64) >= 4 AND char_length(content_base64) <= 7000000 AND content_base64 ~ '^[A-Za-z0-9+/]+=*$'::text),
  constraint etax_timestamped_files_path_check CHECK (path ~ '^timestamped/[0-9a-f-]{36}/[0-9a-f-]{36}\.pdf$'::text),
  constraint etax_timestamped_files_pkey PRIMARY KEY (path)
);
alter table public.etax_timestamped_files enable row level security;
create policy "Stamped copy files are kept by the service" on public.etax_timestamped_files as permissive for all to service_role
  using (true)
  with check (true);
CREATE TRIGGER guard_etax_timestamped_files BEFORE DELETE OR UPDATE ON public.etax_timestamped_files FOR EACH ROW EXECUTE FUNCTION public.guard_append_only();
grant insert, select on public.etax_timestamped_files to service_role;

create table public.instalment_transfers (
  id uuid not null default gen_random_uuid(),
  instalment_id uuid not null,
  order_id uuid not null,
  user_id uuid,
  method text not null,
  amount_satang bigint not null,
  received_satang bigint not null,
  withheld_satang bigint not null default 0,
  reference text,
  received_on date not null,
  recorded_by uuid,
  created_at timestamp with time zone not null default now(),
  constraint instalment_transfers_adds_up CHECK ((received_satang + withheld_satang) = amount_satang),
  constraint instalment_transfers_amount_satang_check CHECK (amount_satang > 0),
  constraint instalment_transfers_method_check CHECK (method = ANY (ARRAY['transfer'::text, 'promptpay'::text])),
  constraint instalment_transfers_received_satang_check CHECK (received_satang > 0),
  constraint instalment_transfers_reference_check CHECK (reference IS NULL OR char_length(reference) <= 120),
  constraint instalment_transfers_withheld_satang_check CHECK (withheld_satang >= 0),
  constraint instalment_transfers_instalment_id_fkey FOREIGN KEY (instalment_id) REFERENCES public.payment_instalments(id) ON DELETE RESTRICT,
  constraint instalment_transfers_order_id_fkey FOREIGN KEY (order_id) REFERENCES public.orders(id) ON DELETE RESTRICT,
  constraint instalment_transfers_pkey PRIMARY KEY (id),
  constraint instalment_transfers_instalment_id_key UNIQUE (instalment_id),
  constraint instalment_transfers_order_id_key UNIQUE (order_id)
);
alter table public.instalment_transfers enable row level security;
create policy "Instalment transfers are readable by admins" on public.instalment_transfers as permissive for select to authenticated
  using (( SELECT public.is_admin() AS is_admin));
create policy "Instalment transfers are readable by the service" on public.instalment_transfers as permissive for select to service_role
  using (true);
create policy "Instalment transfers are readable by their client" on public.instalment_transfers as permissive for select to authenticated
  using ((user_id = ( SELECT auth.uid() AS uid)));
CREATE TRIGGER guard_instalment_transfers BEFORE DELETE OR UPDATE ON public.instalment_transfers FOR EACH ROW EXECUTE FUNCTION public.guard_payment_schedule();
grant select on public.instalment_transfers to authenticated;
grant select on public.instalment_transfers to service_role;

create table public.line_outbox (
  id uuid not null default gen_random_uuid(),
  user_id uuid not null,
  to_line_user text not null,
  kind text not null,
  locale text not null,
  text text not null,
  status text not null default 'pending'::text,
  attempts integer not null default 0,
  next_attempt_at timestamp with time zone not null default clock_timestamp(),
  last_error text,
  related_table text,
  related_id uuid,
  created_at timestamp with time zone not null default clock_timestamp(),
  sent_at timestamp with time zone,
  constraint line_outbox_attempts_check CHECK (attempts >= 0),
  constraint line_outbox_kind_check CHECK (char_length(kind) >= 1 AND char_length(kind) <= 60),
  constraint line_outbox_locale_check CHECK (locale = ANY (ARRAY['en'::text, 'th'::text])),
  constraint line_outbox_status_check CHECK (status = ANY (ARRAY['pending'::text, 'sending'::text, 'sent'::text, 'failed'::text])),
  constraint line_outbox_text_check CHECK (char_length(text) >= 1 AND char_length(text) <= 5000),
  constraint line_outbox_to_line_user_check CHECK (char_length(to_line_user) >= 1 AND char_length(to_line_user) <= 100),
  constraint line_outbox_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE,
  constraint line_outbox_pkey PRIMARY KEY (id)
);
CREATE INDEX line_outbox_due_idx ON public.line_outbox USING btree (next_attempt_at) WHERE (status = ANY (ARRAY['pending'::text, 'sending'::text]));
CREATE INDEX line_outbox_user_idx ON public.line_outbox USING btree (user_id, created_at DESC);
alter table public.line_outbox enable row level security;
create policy "The service owns the LINE outbox" on public.line_outbox as permissive for all to service_role
  using (true)
  with check (true);
grant insert, select, update on public.line_outbox to service_role;

create table public.line_preferences (
  user_id uuid not null default auth.uid(),
  updates boolean not null default false,
  turned_off_reason text,
  updated_at timestamp with time zone not null default clock_timestamp(),
  constraint line_preferences_turned_off_reason_check CHECK (turned_off_reason = 'blocked'::text),
  constraint line_preferences_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE,
  constraint line_preferences_pkey PRIMARY KEY (user_id)
);
alter table public.line_preferences enable row level security;
create policy "Clients change their own LINE preference" on public.line_preferences as permissive for update to authenticated
  using ((user_id = ( SELECT auth.uid() AS uid)))
  with check (((user_id = ( SELECT auth.uid() AS uid)) AND ((NOT updates) OR ( SELECT public.has_line_identity() AS has_line_identity))));
create policy "Clients set their own LINE preference" on public.line_preferences as permissive for insert to authenticated
  with check (((user_id = ( SELECT auth.uid() AS uid)) AND ((NOT updates) OR ( SELECT public.has_line_identity() AS has_line_identity))));
create policy "Owners read their LINE preference" on public.line_preferences as permissive for select to authenticated
  using ((user_id = ( SELECT auth.uid() AS uid)));
create policy "The delivery run turns LINE updates off after a block" on public.line_preferences as permissive for update to service_role
  using (true)
  with check (true);
create policy "The service reads LINE preferences" on public.line_preferences as permissive for select to service_role
  using (true);
grant select on public.line_preferences to authenticated;
grant select on public.line_preferences to service_role;
grant insert (user_id, updates, updated_at) on public.line_preferences to authenticated;
grant update (updates, turned_off_reason, updated_at) on public.line_preferences to authenticated;
grant update (updates, turned_off_reason, updated_at) on public.line_preferences to service_role;

create table public.marketing_consents (
  id uuid not null default gen_random_uuid(),
  user_id uuid not null default auth.uid(),
  given boolean not null,
  wording_version text not null,
  method text not null,
  locale text not null,
  created_at timestamp with time zone not null default now(),
  constraint marketing_consents_locale_check CHECK (locale = ANY (ARRAY['en'::text, 'th'::text])),
  constraint marketing_consents_method_check CHECK (method = ANY (ARRAY['account_settings'::text, 'one_click_link'::text])),
  constraint marketing_consents_wording_version_check CHECK (wording_version ~ '^[a-z0-9-]{1,40}$'::text),
  constraint marketing_consents_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE,
  constraint marketing_consents_pkey PRIMARY KEY (id)
);
CREATE INDEX marketing_consents_user_idx ON public.marketing_consents USING btree (user_id, created_at DESC);
alter table public.marketing_consents enable row level security;
create policy "Marketing consents are given by their person" on public.marketing_consents as permissive for insert to authenticated
  with check (((user_id = ( SELECT auth.uid() AS uid)) AND (method = 'account_settings'::text)));
create policy "Marketing consents are readable by admins" on public.marketing_consents as permissive for select to authenticated
  using (( SELECT public.is_admin() AS is_admin));
create policy "Marketing consents are readable by the service" on public.marketing_consents as permissive for select to service_role
  using (true);
create policy "Marketing consents are readable by their person" on public.marketing_consents as permissive for select to authenticated
  using ((user_id = ( SELECT auth.uid() AS uid)));
create policy "Marketing consents are recorded by the service" on public.marketing_consents as permissive for insert to service_role
  with check (true);
CREATE TRIGGER guard_marketing_consents BEFORE DELETE OR UPDATE ON public.marketing_consents FOR EACH ROW EXECUTE FUNCTION public.guard_marketing_consent();
grant insert, select on public.marketing_consents to authenticated;
grant insert, select on public.marketing_consents to service_role;

create table public.mfa_recovery_codes (
  id uuid not null default gen_random_uuid(),
  user_id uuid not null,
  code_hash text not null,
  used_at timestamp with time zone,
  created_at timestamp with time zone not null default now(),
  constraint mfa_recovery_codes_code_hash_check CHECK (code_hash ~~ 'scrypt:%'::text),
  constraint mfa_recovery_codes_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE,
  constraint mfa_recovery_codes_pkey PRIMARY KEY (id)
);
CREATE INDEX mfa_recovery_codes_unused_idx ON public.mfa_recovery_codes USING btree (user_id) WHERE (used_at IS NULL);
alter table public.mfa_recovery_codes enable row level security;
grant delete, insert, select, update on public.mfa_recovery_codes to service_role;

create table public.notification_preferences (
  user_id uuid not null default auth.uid(),
  reminders boolean not null default true,
  updated_at timestamp with time zone not null default clock_timestamp(),
  constraint notification_preferences_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE,
  constraint notification_preferences_pkey PRIMARY KEY (user_id)
);
alter table public.notification_preferences enable row level security;
create policy "Clients change their own notification preferences" on public.notification_preferences as permissive for update to authenticated
  using ((user_id = ( SELECT auth.uid() AS uid)))
  with check ((user_id = ( SELECT auth.uid() AS uid)));
create policy "Clients set their own notification preferences" on public.notification_preferences as permissive for insert to authenticated
  with check ((user_id = ( SELECT auth.uid() AS uid)));
create policy "Notification preferences are readable by admins" on public.notification_preferences as permissive for select to authenticated
  using (( SELECT public.is_admin() AS is_admin));
create policy "Notification preferences are readable by the service" on public.notification_preferences as permissive for select to service_role
  using (true);
create policy "Notification preferences are readable by their owner" on public.notification_preferences as permissive for select to authenticated
  using ((user_id = ( SELECT auth.uid() AS uid)));
grant select on public.notification_preferences to authenticated;
grant select on public.notification_preferences to service_role;
grant insert (user_id, reminders, updated_at) on public.notification_preferences to authenticated;
grant update (reminders, updated_at) on public.notification_preferences to authenticated;

create table public.orders (
  id uuid not null default gen_random_uuid(),
  user_id uuid,
  quote_id uuid,
  package_id uuid,
  quantity integer not null default 1,
  total_amount integer not null,
  currency text not null default 'THB'::text,
  status text not null default 'pending'::text,
  payment_session_id text,
  created_at timestamp with time zone not null default now(),
  updated_at timestamp with time zone not null default now(),
  purpose text not null default 'package'::text,
  checkout_url text,
  instalment_id uuid,
  withheld_satang bigint not null default 0,
  constraint orders_checkout_url_check CHECK (checkout_url IS NULL OR char_length(checkout_url) <= 2048),
  constraint orders_currency_check CHECK (currency ~ '^[A-Z]{3}$'::text),
  constraint orders_purpose_check CHECK (purpose = ANY (ARRAY['package'::text, 'quote_balance'::text])),
  constraint orders_quantity_check CHECK (quantity >= 1),
  constraint orders_status_check CHECK (status = ANY (ARRAY['pending'::text, 'processing'::text, 'completed'::text, 'cancelled'::text])),
  constraint orders_total_amount_check CHECK (total_amount >= 0),
  constraint orders_withheld_within_total CHECK (withheld_satang >= 0 AND withheld_satang <= (total_amount::bigint * 5)),
  constraint orders_instalment_id_fkey FOREIGN KEY (instalment_id) REFERENCES public.payment_instalments(id) ON DELETE RESTRICT,
  constraint orders_package_id_fkey FOREIGN KEY (package_id) REFERENCES public.packages(id) ON DELETE SET NULL,
  constraint orders_quote_id_fkey FOREIGN KEY (quote_id) REFERENCES public.quotes(id) ON DELETE SET NULL,
  constraint orders_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE SET NULL,
  constraint orders_pkey PRIMARY KEY (id),
  constraint orders_payment_session_id_key UNIQUE (payment_session_id)
);
CREATE INDEX orders_created_at_idx ON public.orders USING btree (created_at DESC);
CREATE INDEX orders_instalment_idx ON public.orders USING btree (instalment_id) WHERE (instalment_id IS NOT NULL);
CREATE UNIQUE INDEX orders_one_open_balance_per_quote ON public.orders USING btree (quote_id) WHERE ((purpose = 'quote_balance'::text) AND (status = 'pending'::text));
CREATE INDEX orders_quote_id_status_created_at_idx ON public.orders USING btree (quote_id, status, created_at);
CREATE INDEX orders_status_created_at_idx ON public.orders USING btree (status, created_at DESC);
CREATE INDEX orders_user_id_created_at_idx ON public.orders USING btree (user_id, created_at DESC);
alter table public.orders enable row level security;
create policy "Orders are readable by admins" on public.orders as permissive for select to authenticated
  using (( SELECT public.is_admin() AS is_admin));
create policy "Orders are readable by their owner" on public.orders as permissive for select to authenticated
  using ((user_id = ( SELECT auth.uid() AS uid)));
CREATE TRIGGER approve_paid_package_quote AFTER INSERT OR UPDATE OF status ON public.orders FOR EACH ROW WHEN (new.purpose = 'package'::text AND (new.status = ANY (ARRAY['processing'::text, 'completed'::text])) AND new.quote_id IS NOT NULL) EXECUTE FUNCTION public.approve_paid_package_quote();
CREATE TRIGGER audit_orders AFTER INSERT OR UPDATE ON public.orders FOR EACH ROW EXECUTE FUNCTION public.audit_order();
CREATE TRIGGER guard_order_status BEFORE UPDATE OF status ON public.orders FOR EACH ROW EXECUTE FUNCTION public.guard_order_status();
CREATE TRIGGER guard_order_withholding BEFORE UPDATE OF withheld_satang ON public.orders FOR EACH ROW EXECUTE FUNCTION public.guard_order_withholding();
CREATE TRIGGER set_orders_updated_at BEFORE UPDATE ON public.orders FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();
grant select on public.orders to authenticated;
grant delete, insert, select, update on public.orders to service_role;

create table public.package_features (
  id uuid not null default gen_random_uuid(),
  package_id uuid not null,
  feature_name text not null,
  feature_value text not null default ''::text,
  is_included boolean not null default true,
  sort_order integer not null default 0,
  feature_name_th text,
  feature_value_th text,
  constraint package_features_feature_name_check CHECK (btrim(feature_name) <> ''::text),
  constraint package_features_feature_name_th_not_blank CHECK (feature_name_th IS NULL OR btrim(feature_name_th) <> ''::text),
  constraint package_features_package_id_fkey FOREIGN KEY (package_id) REFERENCES public.packages(id) ON DELETE CASCADE,
  constraint package_features_pkey PRIMARY KEY (id)
);
CREATE INDEX package_features_package_id_idx ON public.package_features USING btree (package_id, sort_order);
alter table public.package_features enable row level security;
create policy "Features of visible packages are readable by everyone" on public.package_features as permissive for select to anon, authenticated
  using ((EXISTS ( SELECT 1
   FROM public.packages p
  WHERE (p.id = package_features.package_id))));
grant select on public.package_features to anon;
grant select on public.package_features to authenticated;
grant delete, insert, select, update on public.package_features to service_role;

create table public.packages (
  id uuid not null default gen_random_uuid(),
  name text not null,
  description text not null default ''::text,
  price integer not null,
  currency text not null default 'THB'::text,
  delivery_time text not null default ''::text,
  category text not null,
  features text[] not null default '{}'::text[],
  is_active boolean not null default true,
  sort_order integer not null default 0,
  created_at timestamp with time zone not null default now(),
  updated_at timestamp with time zone not null default now(),
  name_th text,
  description_th text,
  delivery_time_th text,
  features_th text[],
  constraint packages_category_check CHECK (category = ANY (ARRAY['website'::text, 'ecommerce'::text, 'maintenance'::text, 'seo'::text])),
  constraint packages_currency_check CHECK (currency ~ '^[A-Z]{3}$'::text),
  constraint packages_features_th_matches_features CHECK (features_th IS NULL OR cardinality(features_th) = cardinality(features)),
  constraint packages_name_check CHECK (btrim(name) <> ''::text),
  constraint packages_name_th_not_blank CHECK (name_th IS NULL OR btrim(name_th) <> ''::text),
  constraint packages_price_check CHECK (price >= 0),
  constraint packages_pkey PRIMARY KEY (id)
);
CREATE INDEX packages_active_price_idx ON public.packages USING btree (price) WHERE is_active;
alter table public.packages enable row level security;
create policy "Active packages are readable by everyone" on public.packages as permissive for select to anon, authenticated
  using (is_active);
create policy "All packages are readable by admins" on public.packages as permissive for select to authenticated
  using (( SELECT public.is_admin() AS is_admin));
CREATE TRIGGER set_packages_updated_at BEFORE UPDATE ON public.packages FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();
grant select on public.packages to anon;
grant select on public.packages to authenticated;
grant delete, insert, select, update on public.packages to service_role;

create table public.payment_instalments (
  id uuid not null default gen_random_uuid(),
  schedule_id uuid not null,
  quote_id uuid not null,
  user_id uuid,
  "position" integer not null,
  label_en text not null,
  label_th text not null,
  due_trigger text not null,
  amount_satang bigint not null,
  due_at timestamp with time zone,
  invoice_document_id uuid,
  constraint payment_instalments_amount_satang_check CHECK (amount_satang > 0),
  constraint payment_instalments_due_trigger_check CHECK (due_trigger = ANY (ARRAY['acceptance'::text, 'milestone'::text])),
  constraint payment_instalments_invoice_after_due CHECK (invoice_document_id IS NULL OR due_at IS NOT NULL),
  constraint payment_instalments_label_en_check CHECK (char_length(btrim(label_en)) >= 1 AND char_length(btrim(label_en)) <= 80),
  constraint payment_instalments_label_th_check CHECK (char_length(btrim(label_th)) >= 1 AND char_length(btrim(label_th)) <= 80),
  constraint payment_instalments_position_check CHECK ("position" >= 1 AND "position" <= 12),
  constraint payment_instalments_quote_id_fkey FOREIGN KEY (quote_id) REFERENCES public.quotes(id) ON DELETE RESTRICT,
  constraint payment_instalments_schedule_id_fkey FOREIGN KEY (schedule_id) REFERENCES public.payment_schedules(id) ON DELETE RESTRICT,
  constraint payment_instalments_pkey PRIMARY KEY (id),
  constraint check_schedule_total_on_instalments TRIGGER DEFERRABLE INITIALLY DEFERRED,
  constraint payment_instalments_schedule_id_position_key UNIQUE (schedule_id, "position")
);
CREATE INDEX payment_instalments_quote_idx ON public.payment_instalments USING btree (quote_id, schedule_id, "position");
CREATE INDEX payment_instalments_user_idx ON public.payment_instalments USING btree (user_id);
alter table public.payment_instalments enable row level security;
create policy "Instalments are readable by admins" on public.payment_instalments as permissive for select to authenticated
  using (( SELECT public.is_admin() AS is_admin));
create policy "Instalments are readable by the service" on public.payment_instalments as permissive for select to service_role
  using (true);
create policy "Instalments are readable by their client" on public.payment_instalments as permissive for select to authenticated
  using ((user_id = ( SELECT auth.uid() AS uid)));
create policy "Instalments get their due date and invoice from the service" on public.payment_instalments as permissive for update to service_role
  using (true)
  with check (true);
CREATE CONSTRAINT TRIGGER check_schedule_total_on_instalments AFTER INSERT ON public.payment_instalments DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION public.check_schedule_total();
CREATE TRIGGER guard_payment_instalments BEFORE DELETE OR UPDATE ON public.payment_instalments FOR EACH ROW EXECUTE FUNCTION public.guard_payment_schedule();
grant select on public.payment_instalments to authenticated;
grant select on public.payment_instalments to service_role;
grant update (due_at, invoice_document_id) on public.payment_instalments to service_role;

create table public.payment_reconciliations (
  id uuid not null default gen_random_uuid(),
  provider text not null,
  payment_session_id text not null,
  reason text not null,
  amount integer not null,
  currency text not null,
  customer_email text,
  metadata jsonb not null default '{}'::jsonb,
  created_at timestamp with time zone not null default now(),
  resolved_at timestamp with time zone,
  constraint payment_reconciliations_amount_check CHECK (amount >= 0),
  constraint payment_reconciliations_currency_check CHECK (currency ~ '^[A-Z]{3}$'::text),
  constraint payment_reconciliations_customer_email_check CHECK (customer_email IS NULL OR char_length(customer_email) <= 320),
  constraint payment_reconciliations_metadata_check CHECK (jsonb_typeof(metadata) = 'object'::text),
  constraint payment_reconciliations_payment_session_id_check CHECK (char_length(payment_session_id) >= 1 AND char_length(payment_session_id) <= 255),
  constraint payment_reconciliations_provider_check CHECK (provider = 'stripe'::text),
  constraint payment_reconciliations_reason_check CHECK (reason = ANY (ARRAY['missing_metadata'::text, 'unknown_user'::text, 'unknown_quote'::text, 'unknown_package'::text, 'mismatch'::text])),
  constraint payment_reconciliations_pkey PRIMARY KEY (id),
  constraint payment_reconciliations_payment_session_id_key UNIQUE (payment_session_id)
);
CREATE INDEX payment_reconciliations_open_idx ON public.payment_reconciliations USING btree (created_at DESC) WHERE (resolved_at IS NULL);
alter table public.payment_reconciliations enable row level security;
create policy "Payment reconciliations are readable by admins" on public.payment_reconciliations as permissive for select to authenticated
  using (( SELECT public.is_admin() AS is_admin));
create policy "Payment reconciliations can be resolved by admins" on public.payment_reconciliations as permissive for update to authenticated
  using (( SELECT public.is_admin() AS is_admin))
  with check (( SELECT public.is_admin() AS is_admin));
grant select on public.payment_reconciliations to authenticated;
grant delete, insert, select, update on public.payment_reconciliations to service_role;
grant update (resolved_at) on public.payment_reconciliations to authenticated;

create table public.payment_schedules (
  id uuid not null default gen_random_uuid(),
  quote_id uuid not null,
  revision integer not null,
  total_satang bigint not null,
  created_by uuid,
  created_at timestamp with time zone not null default now(),
  constraint payment_schedules_revision_check CHECK (revision >= 1),
  constraint payment_schedules_total_satang_check CHECK (total_satang > 0),
  constraint payment_schedules_quote_id_fkey FOREIGN KEY (quote_id) REFERENCES public.quotes(id) ON DELETE RESTRICT,
  constraint payment_schedules_pkey PRIMARY KEY (id),
  constraint check_schedule_total_on_schedules TRIGGER DEFERRABLE INITIALLY DEFERRED,
  constraint payment_schedules_quote_id_revision_key UNIQUE (quote_id, revision)
);
alter table public.payment_schedules enable row level security;
create policy "Payment schedules are readable by admins" on public.payment_schedules as permissive for select to authenticated
  using (( SELECT public.is_admin() AS is_admin));
create policy "Payment schedules are readable by the client of the quote" on public.payment_schedules as permissive for select to authenticated
  using ((EXISTS ( SELECT 1
   FROM public.quotes q
  WHERE ((q.id = payment_schedules.quote_id) AND (q.user_id = ( SELECT auth.uid() AS uid))))));
create policy "Payment schedules are readable by the service" on public.payment_schedules as permissive for select to service_role
  using (true);
CREATE CONSTRAINT TRIGGER check_schedule_total_on_schedules AFTER INSERT ON public.payment_schedules DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION public.check_schedule_total();
CREATE TRIGGER guard_payment_schedules BEFORE DELETE OR UPDATE ON public.payment_schedules FOR EACH ROW EXECUTE FUNCTION public.guard_payment_schedule();
grant select on public.payment_schedules to authenticated;
grant select on public.payment_schedules to service_role;

create table public.profiles (
  id uuid not null,
  full_name text not null default ''::text,
  email text,
  phone text not null default ''::text,
  company text not null default ''::text,
  role text not null default 'user'::text,
  created_at timestamp with time zone not null default now(),
  updated_at timestamp with time zone not null default now(),
  constraint profiles_role_check CHECK (role = ANY (ARRAY['user'::text, 'admin'::text, 'super_admin'::text])),
  constraint profiles_id_fkey FOREIGN KEY (id) REFERENCES auth.users(id) ON DELETE CASCADE,
  constraint profiles_pkey PRIMARY KEY (id)
);
CREATE INDEX profiles_created_at_idx ON public.profiles USING btree (created_at DESC);
alter table public.profiles enable row level security;
create policy "Profiles are readable by admins" on public.profiles as permissive for select to authenticated
  using (( SELECT public.is_admin() AS is_admin));
create policy "Profiles are readable by their owner" on public.profiles as permissive for select to authenticated
  using ((id = ( SELECT auth.uid() AS uid)));
create policy "Profiles are updatable by admins" on public.profiles as permissive for update to authenticated
  using (( SELECT public.is_admin() AS is_admin))
  with check (( SELECT public.is_admin() AS is_admin));
create policy "Profiles are updatable by their owner" on public.profiles as permissive for update to authenticated
  using ((id = ( SELECT auth.uid() AS uid)))
  with check ((id = ( SELECT auth.uid() AS uid)));
CREATE TRIGGER protect_profile_role BEFORE UPDATE OF role ON public.profiles FOR EACH ROW WHEN (old.role IS DISTINCT FROM new.role) EXECUTE FUNCTION public.protect_profile_role();
CREATE TRIGGER set_profiles_updated_at BEFORE UPDATE ON public.profiles FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();
grant select on public.profiles to authenticated;
grant delete, insert, select, update on public.profiles to service_role;
grant update (full_name, phone, company, role) on public.profiles to authenticated;

create table public.quotation_revisions (
  id uuid not null default gen_random_uuid(),
  quote_id uuid not null,
  user_id uuid,
  revision integer not null,
  price integer not null,
  timeline text,
  valid_until date not null,
  document_id uuid,
  created_by uuid default auth.uid(),
  created_at timestamp with time zone not null default now(),
  custom_lines jsonb not null default '[]'::jsonb,
  schedule_id uuid,
  constraint quotation_revisions_custom_lines_array CHECK (jsonb_typeof(custom_lines) = 'array'::text AND jsonb_array_length(custom_lines) <= 20),
  constraint quotation_revisions_price_check CHECK (price > 0),
  constraint quotation_revisions_revision_check CHECK (revision >= 1),
  constraint quotation_revisions_timeline_check CHECK (timeline IS NULL OR char_length(timeline) <= 200),
  constraint quotation_revisions_quote_id_fkey FOREIGN KEY (quote_id) REFERENCES public.quotes(id) ON DELETE RESTRICT,
  constraint quotation_revisions_schedule_id_fkey FOREIGN KEY (schedule_id) REFERENCES public.payment_schedules(id) ON DELETE RESTRICT,
  constraint quotation_revisions_pkey PRIMARY KEY (id),
  constraint quotation_revisions_quote_id_revision_key UNIQUE (quote_id, revision)
);
CREATE INDEX quotation_revisions_user_idx ON public.quotation_revisions USING btree (user_id);
alter table public.quotation_revisions enable row level security;
create policy "Quotation revisions are issued by the service" on public.quotation_revisions as permissive for insert to service_role
  with check (true);
create policy "Quotation revisions are readable by admins" on public.quotation_revisions as permissive for select to authenticated
  using (( SELECT public.is_admin() AS is_admin));
create policy "Quotation revisions are readable by the service" on public.quotation_revisions as permissive for select to service_role
  using (true);
create policy "Quotation revisions are readable by their client" on public.quotation_revisions as permissive for select to authenticated
  using ((user_id = ( SELECT auth.uid() AS uid)));
CREATE TRIGGER check_quotation_revision_schedule BEFORE INSERT ON public.quotation_revisions FOR EACH ROW EXECUTE FUNCTION public.check_quotation_revision_schedule();
CREATE TRIGGER guard_quotation_revisions BEFORE INSERT OR DELETE OR UPDATE ON public.quotation_revisions FOR EACH ROW EXECUTE FUNCTION public.guard_quotation_revision();
CREATE TRIGGER quotation_revisions_never_truncate BEFORE TRUNCATE ON public.quotation_revisions FOR EACH STATEMENT EXECUTE FUNCTION public.guard_quotation_revision();
grant select on public.quotation_revisions to authenticated;
grant insert, select on public.quotation_revisions to service_role;

create table public.quote_acceptances (
  id uuid not null default gen_random_uuid(),
  quote_id uuid not null,
  user_id uuid not null,
  revision_id uuid,
  revision integer,
  price integer not null,
  accepted_at timestamp with time zone not null default now(),
  client_address text not null,
  user_agent text,
  constraint quote_acceptances_client_address_check CHECK (char_length(client_address) >= 1 AND char_length(client_address) <= 100),
  constraint quote_acceptances_price_check CHECK (price >= 0),
  constraint quote_acceptances_revision_check CHECK (revision >= 1),
  constraint quote_acceptances_revision_pair CHECK ((revision_id IS NULL) = (revision IS NULL)),
  constraint quote_acceptances_user_agent_check CHECK (user_agent IS NULL OR char_length(user_agent) <= 512),
  constraint quote_acceptances_quote_id_fkey FOREIGN KEY (quote_id) REFERENCES public.quotes(id) ON DELETE RESTRICT,
  constraint quote_acceptances_revision_id_fkey FOREIGN KEY (revision_id) REFERENCES public.quotation_revisions(id) ON DELETE RESTRICT,
  constraint quote_acceptances_pkey PRIMARY KEY (id),
  constraint quote_acceptances_quote_id_key UNIQUE (quote_id)
);
CREATE INDEX quote_acceptances_user_idx ON public.quote_acceptances USING btree (user_id);
alter table public.quote_acceptances enable row level security;
create policy "Quote acceptances are readable by admins" on public.quote_acceptances as permissive for select to authenticated
  using (( SELECT public.is_admin() AS is_admin));
create policy "Quote acceptances are readable by the client who accepted" on public.quote_acceptances as permissive for select to authenticated
  using ((user_id = ( SELECT auth.uid() AS uid)));
create policy "Quote acceptances are readable by the service" on public.quote_acceptances as permissive for select to service_role
  using (true);
CREATE TRIGGER guard_quote_acceptances BEFORE DELETE OR UPDATE ON public.quote_acceptances FOR EACH ROW EXECUTE FUNCTION public.guard_quote_acceptance();
CREATE TRIGGER quote_acceptances_never_truncate BEFORE TRUNCATE ON public.quote_acceptances FOR EACH STATEMENT EXECUTE FUNCTION public.guard_quote_acceptance();
grant select on public.quote_acceptances to authenticated;
grant select on public.quote_acceptances to service_role;

create table public.quote_credit_notes (
  id uuid not null default gen_random_uuid(),
  quote_id uuid not null,
  user_id uuid,
  amount integer not null,
  currency text not null default 'THB'::text,
  created_at timestamp with time zone not null default now(),
  constraint quote_credit_notes_amount_check CHECK (amount > 0),
  constraint quote_credit_notes_currency_check CHECK (currency ~ '^[A-Z]{3}$'::text),
  constraint quote_credit_notes_quote_id_fkey FOREIGN KEY (quote_id) REFERENCES public.quotes(id) ON DELETE CASCADE,
  constraint quote_credit_notes_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE SET NULL,
  constraint quote_credit_notes_pkey PRIMARY KEY (id)
);
CREATE INDEX quote_credit_notes_quote_id_idx ON public.quote_credit_notes USING btree (quote_id);
alter table public.quote_credit_notes enable row level security;
create policy "Credit notes are readable by admins" on public.quote_credit_notes as permissive for select to authenticated
  using (( SELECT public.is_admin() AS is_admin));
create policy "Credit notes are readable by their owner" on public.quote_credit_notes as permissive for select to authenticated
  using ((user_id = ( SELECT auth.uid() AS uid)));
CREATE TRIGGER audit_credit_notes AFTER INSERT ON public.quote_credit_notes FOR EACH ROW EXECUTE FUNCTION public.audit_credit_note();
grant select on public.quote_credit_notes to authenticated;
grant delete, insert, select, update on public.quote_credit_notes to service_role;

create table public.quote_messages (
  id uuid not null default gen_random_uuid(),
  quote_id uuid not null,
  author_id uuid default auth.uid(),
  author_role text not null,
  body text not null,
  created_at timestamp with time zone not null default now(),
  constraint quote_messages_author_role_check CHECK (author_role = ANY (ARRAY['client'::text, 'studio'::text])),
  constraint quote_messages_body_check CHECK (char_length(body) >= 1 AND char_length(body) <= 2000),
  constraint quote_messages_author_id_fkey FOREIGN KEY (author_id) REFERENCES auth.users(id) ON DELETE SET NULL,
  constraint quote_messages_quote_id_fkey FOREIGN KEY (quote_id) REFERENCES public.quotes(id) ON DELETE CASCADE,
  constraint quote_messages_pkey PRIMARY KEY (id)
);
CREATE INDEX quote_messages_quote_id_author_created_at_idx ON public.quote_messages USING btree (quote_id, author_role, created_at);
CREATE INDEX quote_messages_quote_id_created_at_idx ON public.quote_messages USING btree (quote_id, created_at);
alter table public.quote_messages enable row level security;
create policy "Admins can answer on any quote" on public.quote_messages as permissive for insert to authenticated
  with check (((author_role = 'studio'::text) AND (author_id = ( SELECT auth.uid() AS uid)) AND ( SELECT public.is_admin() AS is_admin)));
create policy "Quote messages are readable by admins" on public.quote_messages as permissive for select to authenticated
  using (( SELECT public.is_admin() AS is_admin));
create policy "Quote messages are readable by the quote owner" on public.quote_messages as permissive for select to authenticated
  using ((EXISTS ( SELECT 1
   FROM public.quotes q
  WHERE ((q.id = quote_messages.quote_id) AND (q.user_id = ( SELECT auth.uid() AS uid))))));
create policy "Quote owners can ask about their quote" on public.quote_messages as permissive for insert to authenticated
  with check (((author_role = 'client'::text) AND (author_id = ( SELECT auth.uid() AS uid)) AND (EXISTS ( SELECT 1
   FROM public.quotes q
  WHERE ((q.id = quote_messages.quote_id) AND (q.user_id = ( SELECT auth.uid() AS uid)))))));
CREATE TRIGGER audit_messages AFTER INSERT ON public.quote_messages FOR EACH ROW EXECUTE FUNCTION public.audit_message();
grant insert, select on public.quote_messages to authenticated;
grant delete, insert, select, update on public.quote_messages to service_role;

create table public.quote_reads (
  quote_id uuid not null,
  side text not null,
  read_at timestamp with time zone not null default now(),
  reader_id uuid default auth.uid(),
  constraint quote_reads_side_check CHECK (side = ANY (ARRAY['client'::text, 'studio'::text])),
  constraint quote_reads_quote_id_fkey FOREIGN KEY (quote_id) REFERENCES public.quotes(id) ON DELETE CASCADE,
  constraint quote_reads_reader_id_fkey FOREIGN KEY (reader_id) REFERENCES auth.users(id) ON DELETE SET NULL,
  constraint quote_reads_pkey PRIMARY KEY (quote_id, side)
);
alter table public.quote_reads enable row level security;
create policy "Admins mark the studio side read" on public.quote_reads as permissive for insert to authenticated
  with check (((side = 'studio'::text) AND (reader_id = ( SELECT auth.uid() AS uid)) AND ( SELECT public.is_admin() AS is_admin)));
create policy "Admins move the studio marker" on public.quote_reads as permissive for update to authenticated
  using (((side = 'studio'::text) AND ( SELECT public.is_admin() AS is_admin)))
  with check (((side = 'studio'::text) AND (reader_id = ( SELECT auth.uid() AS uid)) AND ( SELECT public.is_admin() AS is_admin)));
create policy "Quote owners mark their side read" on public.quote_reads as permissive for insert to authenticated
  with check (((side = 'client'::text) AND (reader_id = ( SELECT auth.uid() AS uid)) AND (EXISTS ( SELECT 1
   FROM public.quotes q
  WHERE ((q.id = quote_reads.quote_id) AND (q.user_id = ( SELECT auth.uid() AS uid)))))));
create policy "Quote owners move their own marker" on public.quote_reads as permissive for update to authenticated
  using (((side = 'client'::text) AND (EXISTS ( SELECT 1
   FROM public.quotes q
  WHERE ((q.id = quote_reads.quote_id) AND (q.user_id = ( SELECT auth.uid() AS uid)))))))
  with check (((side = 'client'::text) AND (reader_id = ( SELECT auth.uid() AS uid)) AND (EXISTS ( SELECT 1
   FROM public.quotes q
  WHERE ((q.id = quote_reads.quote_id) AND (q.user_id = ( SELECT auth.uid() AS uid)))))));
create policy "Quote read markers are readable by admins" on public.quote_reads as permissive for select to authenticated
  using (( SELECT public.is_admin() AS is_admin));
create policy "Quote read markers are readable by the quote owner" on public.quote_reads as permissive for select to authenticated
  using ((EXISTS ( SELECT 1
   FROM public.quotes q
  WHERE ((q.id = quote_reads.quote_id) AND (q.user_id = ( SELECT auth.uid() AS uid))))));
grant insert, select, update on public.quote_reads to authenticated;
grant delete, insert, select, update on public.quote_reads to service_role;

create table public.quotes (
  id uuid not null default gen_random_uuid(),
  user_id uuid default auth.uid(),
  package_id uuid,
  package_name text not null default ''::text,
  package_price integer,
  quantity integer not null default 1,
  project_description text not null default ''::text,
  contact_info jsonb not null default '{}'::jsonb,
  project_details jsonb,
  plan jsonb,
  source text,
  locale text not null default 'en'::text,
  status text not null default 'pending'::text,
  quoted_price integer,
  quoted_timeline text,
  admin_notes text,
  created_at timestamp with time zone not null default now(),
  updated_at timestamp with time zone not null default now(),
  accepted_at timestamp with time zone,
  accepted_price integer,
  custom_lines jsonb not null default '[]'::jsonb,
  constraint quotes_accepted_price_check CHECK (accepted_price >= 0),
  constraint quotes_contact_info_check CHECK (jsonb_typeof(contact_info) = 'object'::text),
  constraint quotes_custom_lines_array CHECK (jsonb_typeof(custom_lines) = 'array'::text AND jsonb_array_length(custom_lines) <= 20),
  constraint quotes_locale_check CHECK (locale = ANY (ARRAY['en'::text, 'th'::text])),
  constraint quotes_package_price_check CHECK (package_price >= 0),
  constraint quotes_plan_check CHECK (plan IS NULL OR jsonb_typeof(plan) = 'object'::text),
  constraint quotes_project_details_check CHECK (project_details IS NULL OR jsonb_typeof(project_details) = 'object'::text),
  constraint quotes_quantity_check CHECK (quantity >= 1),
  constraint quotes_quoted_price_check CHECK (quoted_price >= 0),
  constraint quotes_source_check CHECK (source = ANY (ARRAY['wizard'::text, 'modal'::text, 'order'::text])),
  constraint quotes_status_check CHECK (status = ANY (ARRAY['pending'::text, 'reviewed'::text, 'quoted'::text, 'approved'::text, 'rejected'::text])),
  constraint quotes_package_id_fkey FOREIGN KEY (package_id) REFERENCES public.packages(id) ON DELETE SET NULL,
  constraint quotes_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE SET NULL,
  constraint quotes_pkey PRIMARY KEY (id)
);
CREATE INDEX quotes_created_at_idx ON public.quotes USING btree (created_at DESC);
CREATE INDEX quotes_status_created_at_idx ON public.quotes USING btree (status, created_at DESC);
CREATE INDEX quotes_user_id_created_at_idx ON public.quotes USING btree (user_id, created_at DESC);
alter table public.quotes enable row level security;
create policy "Quotes are deletable by admins" on public.quotes as permissive for delete to authenticated
  using (( SELECT public.is_admin() AS is_admin));
create policy "Quotes are readable by admins" on public.quotes as permissive for select to authenticated
  using (( SELECT public.is_admin() AS is_admin));
create policy "Quotes are readable by their owner" on public.quotes as permissive for select to authenticated
  using ((user_id = ( SELECT auth.uid() AS uid)));
create policy "Quotes are updatable by admins" on public.quotes as permissive for update to authenticated
  using (( SELECT public.is_admin() AS is_admin))
  with check (( SELECT public.is_admin() AS is_admin));
create policy "Quotes can be created by admins" on public.quotes as permissive for insert to authenticated
  with check (( SELECT public.is_admin() AS is_admin));
create policy "Quotes can be requested by their owner" on public.quotes as permissive for insert to authenticated
  with check (((user_id = ( SELECT auth.uid() AS uid)) AND (status = 'pending'::text) AND (quoted_price IS NULL) AND (quoted_timeline IS NULL) AND (admin_notes IS NULL) AND (custom_lines = '[]'::jsonb)));
CREATE TRIGGER audit_quotes AFTER INSERT OR DELETE OR UPDATE ON public.quotes FOR EACH ROW EXECUTE FUNCTION public.audit_quote();
CREATE TRIGGER fill_quote_package BEFORE INSERT OR UPDATE OF package_id ON public.quotes FOR EACH ROW WHEN (new.package_id IS NOT NULL) EXECUTE FUNCTION public.fill_quote_package();
CREATE TRIGGER guard_quote_status BEFORE UPDATE OF status ON public.quotes FOR EACH ROW EXECUTE FUNCTION public.guard_quote_status();
CREATE TRIGGER set_quotes_updated_at BEFORE UPDATE ON public.quotes FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();
grant delete, insert, select, update on public.quotes to authenticated;
grant delete, insert, select, update on public.quotes to service_role;

create table public.receipt_credit_notes (
  id uuid not null default gen_random_uuid(),
  original_document_id uuid not null,
  document_id uuid not null,
  quote_id uuid,
  user_id uuid,
  amount_satang bigint not null,
  reason text not null,
  issued_by uuid,
  created_at timestamp with time zone not null default now(),
  constraint receipt_credit_notes_amount_satang_check CHECK (amount_satang > 0),
  constraint receipt_credit_notes_reason_check CHECK (char_length(btrim(reason)) >= 3 AND char_length(btrim(reason)) <= 300),
  constraint receipt_credit_notes_pkey PRIMARY KEY (id),
  constraint receipt_credit_notes_document_id_key UNIQUE (document_id)
);
CREATE INDEX receipt_credit_notes_original_idx ON public.receipt_credit_notes USING btree (original_document_id);
CREATE INDEX receipt_credit_notes_quote_idx ON public.receipt_credit_notes USING btree (quote_id);
alter table public.receipt_credit_notes enable row level security;
create policy "Receipt credit notes are readable by admins" on public.receipt_credit_notes as permissive for select to authenticated
  using (( SELECT public.is_admin() AS is_admin));
create policy "Receipt credit notes are readable by the service" on public.receipt_credit_notes as permissive for select to service_role
  using (true);
create policy "Receipt credit notes are readable by their client" on public.receipt_credit_notes as permissive for select to authenticated
  using ((user_id = ( SELECT auth.uid() AS uid)));
CREATE TRIGGER audit_receipt_credit_notes AFTER INSERT ON public.receipt_credit_notes FOR EACH ROW EXECUTE FUNCTION public.audit_receipt_money();
CREATE TRIGGER guard_receipt_credit_notes BEFORE DELETE OR UPDATE ON public.receipt_credit_notes FOR EACH ROW EXECUTE FUNCTION public.guard_append_only();
CREATE TRIGGER receipt_credit_notes_never_truncate BEFORE TRUNCATE ON public.receipt_credit_notes FOR EACH STATEMENT EXECUTE FUNCTION public.guard_append_only();
grant select on public.receipt_credit_notes to authenticated;
grant select on public.receipt_credit_notes to service_role;

create table public.receipt_refunds (
  id uuid not null default gen_random_uuid(),
  document_id uuid not null,
  quote_id uuid,
  user_id uuid,
  amount_satang bigint not null,
  method text not null,
  refunded_on date not null,
  reference text,
  recorded_by uuid,
  created_at timestamp with time zone not null default now(),
  constraint receipt_refunds_amount_satang_check CHECK (amount_satang > 0),
  constraint receipt_refunds_method_check CHECK (method = ANY (ARRAY['transfer'::text, 'promptpay'::text, 'card'::text, 'cash'::text])),
  constraint receipt_refunds_reference_check CHECK (reference IS NULL OR char_length(reference) <= 120),
  constraint receipt_refunds_pkey PRIMARY KEY (id)
);
CREATE INDEX receipt_refunds_document_idx ON public.receipt_refunds USING btree (document_id);
CREATE INDEX receipt_refunds_quote_idx ON public.receipt_refunds USING btree (quote_id);
CREATE INDEX receipt_refunds_user_idx ON public.receipt_refunds USING btree (user_id);
alter table public.receipt_refunds enable row level security;
create policy "Receipt refunds are readable by admins" on public.receipt_refunds as permissive for select to authenticated
  using (( SELECT public.is_admin() AS is_admin));
create policy "Receipt refunds are readable by the service" on public.receipt_refunds as permissive for select to service_role
  using (true);
create policy "Receipt refunds are readable by their client" on public.receipt_refunds as permissive for select to authenticated
  using ((user_id = ( SELECT auth.uid() AS uid)));
CREATE TRIGGER audit_receipt_refunds AFTER INSERT ON public.receipt_refunds FOR EACH ROW EXECUTE FUNCTION public.audit_receipt_money();
CREATE TRIGGER guard_receipt_refunds BEFORE DELETE OR UPDATE ON public.receipt_refunds FOR EACH ROW EXECUTE FUNCTION public.guard_append_only();
CREATE TRIGGER receipt_refunds_never_truncate BEFORE TRUNCATE ON public.receipt_refunds FOR EACH STATEMENT EXECUTE FUNCTION public.guard_append_only();
grant select on public.receipt_refunds to authenticated;
grant select on public.receipt_refunds to service_role;

create table public.reminder_settings (
  kind text not null,
  enabled boolean not null,
  updated_by uuid default auth.uid(),
  updated_at timestamp with time zone not null default clock_timestamp(),
  constraint reminder_settings_kind_check CHECK (kind = ANY (ARRAY['quote_lapsing'::text, 'instalment_due_soon'::text, 'instalment_overdue'::text, 'withholding_missing'::text, 'studio_digest'::text])),
  constraint reminder_settings_pkey PRIMARY KEY (kind)
);
alter table public.reminder_settings enable row level security;
create policy "Admins change reminder switches" on public.reminder_settings as permissive for update to authenticated
  using (( SELECT public.is_admin() AS is_admin))
  with check ((( SELECT public.is_admin() AS is_admin) AND (updated_by = ( SELECT auth.uid() AS uid))));
create policy "Admins switch reminder kinds on and off" on public.reminder_settings as permissive for insert to authenticated
  with check ((( SELECT public.is_admin() AS is_admin) AND (updated_by = ( SELECT auth.uid() AS uid))));
create policy "Reminder settings are readable by admins" on public.reminder_settings as permissive for select to authenticated
  using (( SELECT public.is_admin() AS is_admin));
create policy "Reminder settings are readable by the service" on public.reminder_settings as permissive for select to service_role
  using (true);
grant select on public.reminder_settings to authenticated;
grant select on public.reminder_settings to service_role;
grant insert (kind, enabled) on public.reminder_settings to authenticated;
grant update (enabled, updated_by, updated_at) on public.reminder_settings to authenticated;

create table public.reminders_sent (
  id uuid not null default gen_random_uuid(),
  event_key text not null,
  channel text not null default 'email'::text,
  kind text not null,
  quote_id uuid,
  outbox_id uuid,
  created_at timestamp with time zone not null default clock_timestamp(),
  constraint reminders_sent_channel_check CHECK (channel = ANY (ARRAY['email'::text, 'line'::text])),
  constraint reminders_sent_event_key_check CHECK (char_length(event_key) >= 1 AND char_length(event_key) <= 200),
  constraint reminders_sent_kind_check CHECK (kind = ANY (ARRAY['quote_lapsing'::text, 'instalment_due_soon'::text, 'instalment_overdue'::text, 'withholding_missing'::text, 'studio_digest'::text])),
  constraint reminders_sent_outbox_id_fkey FOREIGN KEY (outbox_id) REFERENCES public.email_outbox(id) ON DELETE SET NULL,
  constraint reminders_sent_quote_id_fkey FOREIGN KEY (quote_id) REFERENCES public.quotes(id) ON DELETE SET NULL,
  constraint reminders_sent_pkey PRIMARY KEY (id),
  constraint reminders_sent_once UNIQUE (event_key, channel)
);
CREATE INDEX reminders_sent_quote_idx ON public.reminders_sent USING btree (quote_id, created_at DESC) WHERE (quote_id IS NOT NULL);
alter table public.reminders_sent enable row level security;
create policy "Reminders sent are readable by admins" on public.reminders_sent as permissive for select to authenticated
  using (( SELECT public.is_admin() AS is_admin));
create policy "Reminders sent are readable by the service" on public.reminders_sent as permissive for select to service_role
  using (true);
create policy "The reminder run links its e-mail" on public.reminders_sent as permissive for update to service_role
  using (true)
  with check (true);
create policy "The reminder run records what it sends" on public.reminders_sent as permissive for insert to service_role
  with check (true);
grant select on public.reminders_sent to authenticated;
grant insert, select on public.reminders_sent to service_role;
grant update (outbox_id) on public.reminders_sent to service_role;

create table public.scheduled_x_posts (
  id uuid not null default gen_random_uuid(),
  post_id uuid,
  text text not null,
  run_at timestamp with time zone not null,
  status text not null default 'scheduled'::text,
  attempts integer not null default 0,
  last_error text,
  tweet_id text,
  created_by uuid default auth.uid(),
  created_at timestamp with time zone not null default now(),
  unconfirmed_since timestamp with time zone,
  constraint scheduled_x_posts_attempts_check CHECK (attempts >= 0),
  constraint scheduled_x_posts_status_check CHECK (status = ANY (ARRAY['scheduled'::text, 'posted'::text, 'failed'::text, 'cancelled'::text])),
  constraint scheduled_x_posts_text_check CHECK (char_length(btrim(text)) >= 1 AND char_length(btrim(text)) <= 2000),
  constraint scheduled_x_posts_created_by_fkey FOREIGN KEY (created_by) REFERENCES auth.users(id) ON DELETE SET NULL,
  constraint scheduled_x_posts_post_id_fkey FOREIGN KEY (post_id) REFERENCES public.blog_posts(id) ON DELETE SET NULL,
  constraint scheduled_x_posts_pkey PRIMARY KEY (id)
);
CREATE INDEX scheduled_x_posts_due_idx ON public.scheduled_x_posts USING btree (run_at) WHERE (status = 'scheduled'::text);
alter table public.scheduled_x_posts enable row level security;
create policy "Scheduled X posts are deletable by admins" on public.scheduled_x_posts as permissive for delete to authenticated
  using (( SELECT public.is_admin() AS is_admin));
create policy "Scheduled X posts are readable by admins" on public.scheduled_x_posts as permissive for select to authenticated
  using (( SELECT public.is_admin() AS is_admin));
create policy "Scheduled X posts are updatable by admins" on public.scheduled_x_posts as permissive for update to authenticated
  using (( SELECT public.is_admin() AS is_admin))
  with check (( SELECT public.is_admin() AS is_admin));
create policy "Scheduled X posts can be created by admins" on public.scheduled_x_posts as permissive for insert to authenticated
  with check (( SELECT public.is_admin() AS is_admin));
grant delete, insert, select, update on public.scheduled_x_posts to authenticated;
grant delete, insert, select, update on public.scheduled_x_posts to service_role;

create table public.transfer_reports (
  id uuid not null default gen_random_uuid(),
  instalment_id uuid not null,
  quote_id uuid not null,
  user_id uuid not null,
  amount_satang bigint not null,
  transferred_at timestamp with time zone not null,
  slip_path text not null,
  slip_type text not null,
  slip_bytes integer not null,
  created_at timestamp with time zone not null default now(),
  constraint transfer_reports_amount_satang_check CHECK (amount_satang > 0 AND amount_satang <= '100000000000'::bigint),
  constraint transfer_reports_slip_bytes_check CHECK (slip_bytes >= 1 AND slip_bytes <= 5242880),
  constraint transfer_reports_slip_path_check CHECK (slip_path ~ '^slips/[0-9a-f-]{36}/[0-9a-f-]{36}\.(jpg|png|webp)$'::text),
  constraint transfer_reports_slip_type_check CHECK (slip_type = ANY (ARRAY['image/jpeg'::text, 'image/png'::text, 'image/webp'::text])),
  constraint transfer_reports_instalment_id_fkey FOREIGN KEY (instalment_id) REFERENCES public.payment_instalments(id) ON DELETE RESTRICT,
  constraint transfer_reports_pkey PRIMARY KEY (id),
  constraint transfer_reports_slip_path_key UNIQUE (slip_path)
);
CREATE INDEX transfer_reports_instalment_idx ON public.transfer_reports USING btree (instalment_id, created_at);
CREATE INDEX transfer_reports_user_idx ON public.transfer_reports USING btree (user_id);
alter table public.transfer_reports enable row level security;
create policy "Transfer reports are readable by admins" on public.transfer_reports as permissive for select to authenticated
  using (( SELECT public.is_admin() AS is_admin));
create policy "Transfer reports are readable by the service" on public.transfer_reports as permissive for select to service_role
  using (true);
create policy "Transfer reports are readable by their client" on public.transfer_reports as permissive for select to authenticated
  using ((user_id = ( SELECT auth.uid() AS uid)));
CREATE TRIGGER guard_transfer_reports BEFORE DELETE OR UPDATE ON public.transfer_reports FOR EACH ROW EXECUTE FUNCTION public.guard_append_only();
CREATE TRIGGER transfer_reports_never_truncate BEFORE TRUNCATE ON public.transfer_reports FOR EACH STATEMENT EXECUTE FUNCTION public.guard_append_only();
grant select on public.transfer_reports to authenticated;
grant select on public.transfer_reports to service_role;

create table public.transfer_slip_files (
  path text not null,
  content_type text not null,
  content_base64 text not null,
  created_at timestamp with time zone not null default now(),
  constraint transfer_slip_files_content_base64_check CHECK (char_length(content_base64) >= 4 AND char_length(content_base64) <= 7000000 AND content_base64 ~ '^[A-Za-z0-9+/]+=*$'::text),
  constraint transfer_slip_files_content_type_check CHECK (content_type = ANY (ARRAY['image/jpeg'::text, 'image/png'::text, 'image/webp'::text])),
  constraint transfer_slip_files_path_check CHECK (path ~ '^slips/[0-9a-f-]{36}/[0-9a-f-]{36}\.(jpg|png|webp)$'::text),
  constraint transfer_slip_files_pkey PRIMARY KEY (path)
);
alter table public.transfer_slip_files enable row level security;
create policy "Transfer slip files are kept by the service" on public.transfer_slip_files as permissive for all to service_role
  using (true)
  with check (true);
CREATE TRIGGER guard_transfer_slip_files BEFORE DELETE OR UPDATE ON public.transfer_slip_files FOR EACH ROW EXECUTE FUNCTION public.guard_append_only();
grant insert, select on public.transfer_slip_files to service_role;

create table public.withholding_certificate_marks (
  id uuid not null default gen_random_uuid(),
  document_id uuid not null,
  status text not null,
  marked_by uuid default auth.uid(),
  created_at timestamp with time zone not null default clock_timestamp(),
  constraint withholding_certificate_marks_status_check CHECK (status = ANY (ARRAY['received'::text, 'missing'::text])),
  constraint withholding_certificate_marks_pkey PRIMARY KEY (id)
);
CREATE INDEX withholding_certificate_marks_document_idx ON public.withholding_certificate_marks USING btree (document_id, created_at DESC);
alter table public.withholding_certificate_marks enable row level security;
create policy "Admins mark withholding certificates" on public.withholding_certificate_marks as permissive for insert to authenticated
  with check ((( SELECT public.is_admin() AS is_admin) AND (marked_by = ( SELECT auth.uid() AS uid)) AND public.document_withholds(document_id)));
create policy "Withholding certificate marks are readable by admins" on public.withholding_certificate_marks as permissive for select to authenticated
  using (( SELECT public.is_admin() AS is_admin));
create policy "Withholding certificate marks are readable by the service" on public.withholding_certificate_marks as permissive for select to service_role
  using (true);
create policy "Withholding certificate marks are readable by their client" on public.withholding_certificate_marks as permissive for select to authenticated
  using ((EXISTS ( SELECT 1
   FROM public.documents d
  WHERE ((d.id = withholding_certificate_marks.document_id) AND (d.user_id = ( SELECT auth.uid() AS uid))))));
CREATE TRIGGER guard_withholding_certificate_marks BEFORE DELETE OR UPDATE ON public.withholding_certificate_marks FOR EACH ROW EXECUTE FUNCTION public.guard_append_only();
CREATE TRIGGER withholding_certificate_marks_never_truncate BEFORE TRUNCATE ON public.withholding_certificate_marks FOR EACH STATEMENT EXECUTE FUNCTION public.guard_append_only();
grant select on public.withholding_certificate_marks to authenticated;
grant select on public.withholding_certificate_marks to service_role;
grant insert (document_id, status) on public.withholding_certificate_marks to authenticated;

create table public.withholding_certificate_reports (
  id uuid not null default gen_random_uuid(),
  document_id uuid not null,
  user_id uuid not null default auth.uid(),
  certificate_date date not null,
  certificate_number text,
  created_at timestamp with time zone not null default clock_timestamp(),
  constraint withholding_certificate_reports_certificate_date_check CHECK (certificate_date >= '2000-01-01'::date AND certificate_date <= '2200-12-31'::date),
  constraint withholding_certificate_reports_certificate_number_check CHECK (certificate_number IS NULL OR char_length(certificate_number) >= 1 AND char_length(certificate_number) <= 60),
  constraint withholding_certificate_reports_pkey PRIMARY KEY (id)
);
CREATE INDEX withholding_certificate_reports_document_idx ON public.withholding_certificate_reports USING btree (document_id, created_at DESC);
alter table public.withholding_certificate_reports enable row level security;
create policy "Clients report the certificates of their own documents" on public.withholding_certificate_reports as permissive for insert to authenticated
  with check (((user_id = ( SELECT auth.uid() AS uid)) AND (EXISTS ( SELECT 1
   FROM public.documents d
  WHERE ((d.id = withholding_certificate_reports.document_id) AND (d.user_id = ( SELECT auth.uid() AS uid))))) AND public.document_withholds(document_id)));
create policy "Withholding certificate reports are readable by admins" on public.withholding_certificate_reports as permissive for select to authenticated
  using (( SELECT public.is_admin() AS is_admin));
create policy "Withholding certificate reports are readable by their client" on public.withholding_certificate_reports as permissive for select to authenticated
  using ((user_id = ( SELECT auth.uid() AS uid)));
create policy "Withholding certificates are readable by the service" on public.withholding_certificate_reports as permissive for select to service_role
  using (true);
CREATE TRIGGER guard_withholding_certificate_reports BEFORE DELETE OR UPDATE ON public.withholding_certificate_reports FOR EACH ROW EXECUTE FUNCTION public.guard_append_only();
CREATE TRIGGER withholding_certificate_reports_never_truncate BEFORE TRUNCATE ON public.withholding_certificate_reports FOR EACH STATEMENT EXECUTE FUNCTION public.guard_append_only();
grant select on public.withholding_certificate_reports to authenticated;
grant select on public.withholding_certificate_reports to service_role;
grant insert (document_id, certificate_date, certificate_number) on public.withholding_certificate_reports to authenticated;

create table public.x_post_log (
  id uuid not null default gen_random_uuid(),
  created_at timestamp with time zone not null default now(),
  status text not null,
  message text not null default ''::text,
  tweet_id text,
  tweet_url text,
  post_id uuid,
  scheduled_for timestamp with time zone,
  reason jsonb,
  constraint x_post_log_post_id_fkey FOREIGN KEY (post_id) REFERENCES public.blog_posts(id) ON DELETE SET NULL,
  constraint x_post_log_pkey PRIMARY KEY (id)
);
CREATE INDEX x_post_log_created_at_idx ON public.x_post_log USING btree (created_at DESC);
alter table public.x_post_log enable row level security;
create policy "X post log entries are deletable by admins" on public.x_post_log as permissive for delete to authenticated
  using (( SELECT public.is_admin() AS is_admin));
create policy "X post log entries are updatable by admins" on public.x_post_log as permissive for update to authenticated
  using (( SELECT public.is_admin() AS is_admin))
  with check (( SELECT public.is_admin() AS is_admin));
create policy "X post log entries can be written by admins" on public.x_post_log as permissive for insert to authenticated
  with check (( SELECT public.is_admin() AS is_admin));
create policy "X post log is readable by admins" on public.x_post_log as permissive for select to authenticated
  using (( SELECT public.is_admin() AS is_admin));
grant delete, insert, select, update on public.x_post_log to authenticated;
grant delete, insert, select, update on public.x_post_log to service_role;

-- ===== Triggers the migrations put on Supabase tables =====

CREATE TRIGGER on_auth_user_created AFTER INSERT ON auth.users FOR EACH ROW EXECUTE FUNCTION public.handle_new_user();
CREATE TRIGGER on_auth_user_email_updated AFTER UPDATE OF email ON auth.users FOR EACH ROW WHEN (old.email IS DISTINCT FROM new.email) EXECUTE FUNCTION public.sync_profile_email();

-- ===== Functions =====

-- private.forget_expired_rate_limits(): execute granted to no API role
CREATE OR REPLACE FUNCTION private.forget_expired_rate_limits()
 RETURNS void
 LANGUAGE sql
 SET search_path TO ''
AS $function$
  delete from private.rate_limits d
  where d.key in (
    select e.key from private.rate_limits e
    where e.expires_at < now()
    order by e.expires_at
    limit 5
    for update skip locked
  )
  and d.expires_at < now();
$function$;

-- public.accept_quote(p_quote_id uuid, p_revision integer, p_client_address text, p_user_agent text): execute granted to authenticated
CREATE OR REPLACE FUNCTION public.accept_quote(p_quote_id uuid, p_revision integer, p_client_address text, p_user_agent text)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  q record;
  v_latest public.quotation_revisions%rowtype;
begin
  select id, user_id, status, quoted_price, accepted_price into q
    from public.quotes
   where id = p_quote_id
     for update;
  if not found or q.user_id is distinct from (select auth.uid()) then
    return 'not_found';
  end if;
  if q.status = 'approved' and q.accepted_price is not null then
    return 'already_accepted';
  end if;
  if q.status <> 'quoted' or q.quoted_price is null then
    return 'not_acceptable';
  end if;
  select * into v_latest from public.quotation_revisions r where r.quote_id = q.id order by r.revision desc limit 1;
  if found then
    -- An older revision, or a price changed since the latest was issued: not what the client saw.
    if p_revision is distinct from v_latest.revision or v_latest.price <> q.quoted_price then
      return 'stale_revision';
    end if;
    -- The price holds through valid_until, a Bangkok calendar day (UTC+7 all year, no daylight saving):
    -- after it the studio renews the quotation (a new revision) before it can be accepted.
    if v_latest.valid_until < ((now() at time zone 'UTC') + interval '7 hours')::date then
      return 'expired';
    end if;
  elsif p_revision is not null then
    return 'stale_revision';
  end if;
  update public.quotes
     set status = 'approved', accepted_price = q.quoted_price, accepted_at = now()
   where id = q.id;
  insert into public.quote_acceptances (quote_id, user_id, revision_id, revision, price, client_address, user_agent)
  values (
    q.id,
    q.user_id,
    v_latest.id,
    v_latest.revision,
    q.quoted_price,
    left(coalesce(nullif(btrim(p_client_address), ''), 'unknown'), 100),
    left(nullif(p_user_agent, ''), 512)
  );
  return 'accepted';
end;
$function$;

-- public.approve_paid_package_quote(): execute granted to no API role
CREATE OR REPLACE FUNCTION public.approve_paid_package_quote()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  update public.quotes
     set status = 'approved'
   where id = new.quote_id
     and status in ('pending', 'reviewed');
  return null;
end;
$function$;

-- public.audit_credit_note(): execute granted to no API role
CREATE OR REPLACE FUNCTION public.audit_credit_note()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform public.write_audit('credit_note', new.id, new.quote_id, null, 'created',
    public.audit_diff('{}'::jsonb, to_jsonb(new), array['amount', 'currency']));
  return null;
end;
$function$;

-- public.audit_diff(p_old jsonb, p_new jsonb, p_fields text[]): execute granted to no API role
CREATE OR REPLACE FUNCTION public.audit_diff(p_old jsonb, p_new jsonb, p_fields text[])
 RETURNS jsonb
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select coalesce(jsonb_object_agg(f, jsonb_build_object('before', p_old -> f, 'after', p_new -> f)), '{}'::jsonb)
    from unnest(p_fields) as f
   where (p_old -> f) is distinct from (p_new -> f)
$function$;

-- public.audit_email(): execute granted to no API role
CREATE OR REPLACE FUNCTION public.audit_email()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  q uuid;
  o uuid;
begin
  if new.related_table = 'quotes' then
    q := new.related_id;
  elsif new.related_table = 'orders' then
    o := new.related_id;
    select quote_id into q from public.orders where id = new.related_id;
  else
    return null;
  end if;
  perform public.write_audit('email', new.id, q, o, 'created',
    public.audit_diff('{}'::jsonb, to_jsonb(new), array['kind', 'to_email', 'subject', 'locale']));
  return null;
end;
$function$;

-- public.audit_message(): execute granted to no API role
CREATE OR REPLACE FUNCTION public.audit_message()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform public.write_audit('message', new.id, new.quote_id, null, 'created',
    public.audit_diff('{}'::jsonb, to_jsonb(new), array['author_role', 'body']));
  return null;
end;
$function$;

-- public.audit_order(): execute granted to no API role
CREATE OR REPLACE FUNCTION public.audit_order()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  d jsonb;
begin
  if tg_op = 'INSERT' then
    d := public.audit_diff('{}'::jsonb, to_jsonb(new), array['status', 'total_amount', 'currency', 'purpose', 'quantity']);
    perform public.write_audit('order', new.id, new.quote_id, new.id, 'created', d);
  else
    d := public.audit_diff(to_jsonb(old), to_jsonb(new), array['status', 'total_amount', 'quantity']);
    if d <> '{}'::jsonb then
      perform public.write_audit('order', new.id, new.quote_id, new.id, 'changed', d);
    end if;
  end if;
  return null;
end;
$function$;

-- public.audit_quote(): execute granted to no API role
CREATE OR REPLACE FUNCTION public.audit_quote()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  d jsonb;
begin
  if tg_op = 'INSERT' then
    d := public.audit_diff('{}'::jsonb, to_jsonb(new), array['status', 'package_name', 'package_price', 'quantity', 'quoted_price', 'source']);
    perform public.write_audit('quote', new.id, new.id, null, 'created', d);
  elsif tg_op = 'UPDATE' then
    d := public.audit_diff(to_jsonb(old), to_jsonb(new),
      array['status', 'quoted_price', 'quoted_timeline', 'admin_notes', 'accepted_price', 'quantity', 'package_name']);
    if d <> '{}'::jsonb then
      perform public.write_audit('quote', new.id, new.id, null, 'changed', d);
    end if;
  else
    d := public.audit_diff(to_jsonb(old), '{}'::jsonb, array['status', 'package_name', 'quoted_price', 'accepted_price']);
    perform public.write_audit('quote', old.id, old.id, null, 'deleted', d);
  end if;
  return null;
end;
$function$;

-- public.audit_receipt_money(): execute granted to no API role
CREATE OR REPLACE FUNCTION public.audit_receipt_money()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if tg_table_name = 'receipt_credit_notes' then
    perform public.write_audit('credit_note', new.id, new.quote_id, null, 'created',
      jsonb_build_object('amount', jsonb_build_object('before', null, 'after', new.amount_satang / 100.0),
                         'reason', jsonb_build_object('before', null, 'after', new.reason)));
  else
    perform public.write_audit('refund', new.id, new.quote_id, null, 'created',
      jsonb_build_object('amount', jsonb_build_object('before', null, 'after', new.amount_satang / 100.0),
                         'reference', jsonb_build_object('before', null, 'after', new.reference)));
  end if;
  return null;
end;
$function$;

-- public.begin_sign_in_attempt(p_key text, p_free_attempts integer, p_max_delay_seconds integer, p_forget_after_seconds integer): execute granted to service_role
CREATE OR REPLACE FUNCTION public.begin_sign_in_attempt(p_key text, p_free_attempts integer, p_max_delay_seconds integer, p_forget_after_seconds integer)
 RETURNS TABLE(allowed boolean, failures integer, retry_after_seconds integer)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_count integer;
  v_last timestamptz;
begin
  if p_free_attempts is null or p_free_attempts < 0 or p_max_delay_seconds is null or p_max_delay_seconds < 1
     or p_forget_after_seconds is null or p_forget_after_seconds < p_max_delay_seconds then
    raise exception 'begin_sign_in_attempt: bad backoff settings' using errcode = '22023';
  end if;

  insert into private.rate_limits as r (key, window_start, count, expires_at)
  values (p_key, now(), 1, now() + make_interval(secs => p_forget_after_seconds))
  on conflict (key) do update set
    count = case when r.expires_at <= now() then 1 else r.count + 1 end,
    window_start = now(),
    expires_at = now() + make_interval(secs => p_forget_after_seconds)
  where r.expires_at <= now()
     or r.count < p_free_attempts
     or now() >= r.window_start + make_interval(secs => least(power(2::double precision, least(r.count - p_free_attempts, 30)), p_max_delay_seconds))
  returning r.count into v_count;

  if found then
    perform private.forget_expired_rate_limits();
    return query select true, v_count, 0;
    return;
  end if;

  -- Refused: the upsert left the row locked and unchanged.
  select r.count, r.window_start into v_count, v_last from private.rate_limits r where r.key = p_key;
  return query select
    false,
    v_count,
    greatest(1, ceil(extract(epoch from
      v_last + make_interval(secs => least(power(2::double precision, least(v_count - p_free_attempts, 30)), p_max_delay_seconds)) - now()
    ))::integer);
end;
$function$;

-- public.change_order_status(p_order_id uuid, p_status text): execute granted to authenticated
CREATE OR REPLACE FUNCTION public.change_order_status(p_order_id uuid, p_status text)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  current_status text;
begin
  if not (select public.is_admin()) then
    return 'not_found';
  end if;
  select status into current_status from public.orders where id = p_order_id for update;
  if not found then
    return 'not_found';
  end if;
  if current_status = p_status then
    return 'unchanged';
  end if;
  if not public.order_status_allowed(current_status, p_status, false) then
    return 'not_allowed';
  end if;
  update public.orders set status = p_status where id = p_order_id;
  return 'changed';
end;
$function$;

-- public.check_quotation_revision_schedule(): execute granted to no API role
CREATE OR REPLACE FUNCTION public.check_quotation_revision_schedule()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if new.schedule_id is not null and not exists (
    select 1 from public.payment_schedules s where s.id = new.schedule_id and s.quote_id = new.quote_id
  ) then
    raise exception 'a quotation revision prints a payment schedule of its own quote' using errcode = '23514';
  end if;
  return new;
end;
$function$;

-- public.check_schedule_total(): execute granted to no API role
CREATE OR REPLACE FUNCTION public.check_schedule_total()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  v_schedule uuid;
  v_total bigint;
  v_sum bigint;
begin
  if tg_table_name = 'payment_instalments' then
    v_schedule := new.schedule_id;
  else
    v_schedule := new.id;
  end if;
  select s.total_satang into v_total from public.payment_schedules s where s.id = v_schedule;
  select coalesce(sum(i.amount_satang), 0) into v_sum from public.payment_instalments i where i.schedule_id = v_schedule;
  if v_total is distinct from v_sum then
    raise exception 'the instalments of schedule % add up to % satang, not its total %', v_schedule, v_sum, v_total
      using errcode = '23514';
  end if;
  return null;
end;
$function$;

-- public.clear_rate_limit(p_key text): execute granted to service_role
CREATE OR REPLACE FUNCTION public.clear_rate_limit(p_key text)
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  delete from private.rate_limits where key = p_key;
$function$;

-- public.consume_rate_limit(p_key text, p_limit integer, p_window_seconds integer): execute granted to service_role
CREATE OR REPLACE FUNCTION public.consume_rate_limit(p_key text, p_limit integer, p_window_seconds integer)
 RETURNS TABLE(allowed boolean, remaining integer, retry_after_seconds integer)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_count integer;
  v_expires timestamptz;
begin
  if p_limit is null or p_limit < 1 or p_window_seconds is null or p_window_seconds < 1 then
    raise exception 'consume_rate_limit: the limit and the window must be positive' using errcode = '22023';
  end if;

  insert into private.rate_limits as r (key, window_start, count, expires_at)
  values (p_key, now(), 1, now() + make_interval(secs => p_window_seconds))
  on conflict (key) do update set
    window_start = case when r.expires_at <= now() then now() else r.window_start end,
    count = case when r.expires_at <= now() then 1 else least(r.count + 1, p_limit + 1) end,
    expires_at = case when r.expires_at <= now() then now() + make_interval(secs => p_window_seconds) else r.expires_at end
  returning r.count, r.expires_at into v_count, v_expires;

  perform private.forget_expired_rate_limits();

  return query select
    v_count <= p_limit,
    greatest(p_limit - v_count, 0),
    case when v_count <= p_limit then 0 else greatest(1, ceil(extract(epoch from v_expires - now()))::integer) end;
end;
$function$;

-- public.document_number(p_type text, p_be_year integer, p_sequence integer): execute granted to anon, authenticated, public, service_role
CREATE OR REPLACE FUNCTION public.document_number(p_type text, p_be_year integer, p_sequence integer)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select (case p_type
      when 'quotation' then 'QT'
      when 'invoice' then 'INV'
      when 'tax_invoice' then 'RT'
      when 'receipt' then 'RC'
      when 'credit_note' then 'CN'
    end) || '-' || p_be_year::text || '-' || (case when p_sequence < 10000 then lpad(p_sequence::text, 4, '0') else p_sequence::text end);
$function$;

-- public.document_withholds(p_document_id uuid): execute granted to authenticated, service_role
CREATE OR REPLACE FUNCTION public.document_withholds(p_document_id uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select exists (
    select 1
      from public.documents d
      join public.orders o on o.id = d.order_id
     where d.id = p_document_id
       and d.doc_type in ('tax_invoice', 'receipt')
       and o.withheld_satang > 0
  );
$function$;

-- public.erase_account(p_user_id uuid): execute granted to service_role
CREATE OR REPLACE FUNCTION public.erase_account(p_user_id uuid)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_email text;
  v_admin boolean;
  v_quotes uuid[];
begin
  select lower(u.email),
         coalesce(u.raw_app_meta_data ->> 'role', '') in ('admin', 'super_admin')
           or exists (select 1 from public.profiles p where p.id = u.id and p.role in ('admin', 'super_admin'))
    into v_email, v_admin
    from auth.users u where u.id = p_user_id
    for update;
  if not found then
    return 'not_found';
  end if;
  if v_admin and not exists (
    select 1 from auth.users u
     where u.id <> p_user_id
       and (coalesce(u.raw_app_meta_data ->> 'role', '') in ('admin', 'super_admin')
            or exists (select 1 from public.profiles p where p.id = u.id and p.role in ('admin', 'super_admin')))
  ) then
    return 'last_admin';
  end if;

  perform set_config('privacy.erasing', p_user_id::text, true);
  select coalesce(array_agg(q.id), '{}') into v_quotes from public.quotes q where q.user_id = p_user_id;

  -- The conversation and what was read of it: the person's words, and the studio's to them.
  delete from public.quote_messages m where m.quote_id = any (v_quotes);
  delete from public.quote_reads r where r.quote_id = any (v_quotes) or r.reader_id = p_user_id;
  -- A quote stays (its revisions, schedule and money rest on it); what the person wrote goes.
  update public.quotes q
     set contact_info = '{}'::jsonb, project_description = '', project_details = null, plan = null
   where q.id = any (v_quotes);
  -- E-mails to the person, about their quotes, or from them to the studio (with their attachments).
  delete from public.email_outbox o
   where lower(o.to_email) = v_email
      or lower(coalesce(o.reply_to, '')) = v_email
      or (o.related_table = 'quotes' and o.related_id = any (v_quotes));
  delete from public.contact_messages c where lower(c.email) = v_email;
  update public.payment_reconciliations r set customer_email = null where lower(r.customer_email) = v_email;
  update public.audit_events a
     set actor_email = case when a.actor_id = p_user_id then null else a.actor_email end,
         changes = case when a.subject in ('message', 'email') then a.changes - 'body' - 'to_email' - 'subject' else a.changes end
   where a.actor_id = p_user_id or a.quote_id = any (v_quotes);
  delete from public.auth_events e where e.user_id = p_user_id;
  -- Supabase Auth's own records (decision 0080). The audit trail names people only inside its JSON
  -- payload: the rows the person acted in go; in rows where someone else acted on them (the studio
  -- inviting them, say) the traits naming them go. Sign-in flows in progress go, including one linking
  -- an identity to this account. Challenges and amr claims go with the factors and sessions (cascade).
  delete from auth.audit_log_entries a
   where a.payload ->> 'actor_id' = p_user_id::text
      or lower(a.payload ->> 'actor_username') = v_email;
  update auth.audit_log_entries a
     set payload = (a.payload::jsonb - 'traits')::json
   where a.payload #>> '{traits,user_id}' = p_user_id::text
      or lower(a.payload #>> '{traits,user_email}') = v_email;
  delete from auth.flow_state f where f.user_id = p_user_id or f.linking_target_id = p_user_id;
  delete from public.marketing_consents c where c.user_id = p_user_id;

  -- The login itself: profile, billing identity, recovery codes, identities, factors and sessions go
  -- with it (on delete cascade); orders, quotes and the log of requests keep their rows with no user.
  delete from auth.users u where u.id = p_user_id;
  perform set_config('privacy.erasing', '', true);
  return 'erased';
end;
$function$;

-- public.etax_email_status(p_document_id uuid): execute granted to authenticated, service_role
CREATE OR REPLACE FUNCTION public.etax_email_status(p_document_id uuid)
 RETURNS TABLE(status text, attempts integer, sent_at timestamp with time zone, queued_at timestamp with time zone)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select o.status, o.attempts, o.sent_at, o.created_at
  from public.email_outbox o
  join public.documents d on d.id = o.related_id
  where o.kind = 'etax_document'
    and o.related_table = 'documents'
    and o.related_id = p_document_id
    and (d.user_id = (select auth.uid()) or (select public.is_admin()))
  order by o.created_at desc
  limit 1;
$function$;

-- public.fill_quote_package(): execute granted to no API role
CREATE OR REPLACE FUNCTION public.fill_quote_package()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
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
$function$;

-- public.get_package_with_features(package_uuid uuid): execute granted to anon, authenticated, service_role
CREATE OR REPLACE FUNCTION public.get_package_with_features(package_uuid uuid)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
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
$function$;

-- public.guard_append_only(): execute granted to no API role
CREATE OR REPLACE FUNCTION public.guard_append_only()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  raise exception '% rows are never changed or removed: add a new one', tg_table_name using errcode = '42501';
end;
$function$;

-- public.guard_document(): execute granted to no API role
CREATE OR REPLACE FUNCTION public.guard_document()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if tg_op = 'INSERT' then
    if not exists (
      select 1 from public.document_counters c
      where c.doc_type = new.doc_type and c.be_year = new.be_year and c.last_number = new.sequence
    ) then
      raise exception 'a document takes the number its counter has just reached' using errcode = '23514';
    end if;
    return new;
  end if;
  raise exception 'documents are never changed: issue a credit note' using errcode = '42501';
end;
$function$;

-- public.guard_document_counter(): execute granted to no API role
CREATE OR REPLACE FUNCTION public.guard_document_counter()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if tg_op = 'INSERT' and new.last_number <> 0 then
    raise exception 'a document counter starts at 0' using errcode = '23514';
  end if;
  if tg_op = 'UPDATE' and (new.last_number <> old.last_number + 1 or new.doc_type <> old.doc_type or new.be_year <> old.be_year) then
    raise exception 'a document counter moves up by one' using errcode = '23514';
  end if;
  if tg_op = 'DELETE' or tg_op = 'TRUNCATE' then
    raise exception 'document counters are never removed' using errcode = '42501';
  end if;
  return new;
end;
$function$;

-- public.guard_marketing_consent(): execute granted to no API role
CREATE OR REPLACE FUNCTION public.guard_marketing_consent()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if tg_op = 'DELETE' and old.user_id::text = coalesce(current_setting('privacy.erasing', true), '') then
    return old;
  end if;
  raise exception 'marketing_consents rows are never changed: add a new one' using errcode = '42501';
end;
$function$;

-- public.guard_order_status(): execute granted to no API role
CREATE OR REPLACE FUNCTION public.guard_order_status()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if new.status is distinct from old.status
     and not public.order_status_allowed(old.status, new.status, coalesce(auth.role(), 'service_role') = 'service_role') then
    raise exception 'order_transition % -> % is not allowed', old.status, new.status using errcode = '23514';
  end if;
  return new;
end;
$function$;

-- public.guard_order_withholding(): execute granted to no API role
CREATE OR REPLACE FUNCTION public.guard_order_withholding()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if new.withheld_satang is distinct from old.withheld_satang and old.status in ('processing', 'completed') then
    raise exception 'the withholding of paid order % is fixed', old.id using errcode = '23514';
  end if;
  return new;
end;
$function$;

-- public.guard_payment_schedule(): execute granted to no API role
CREATE OR REPLACE FUNCTION public.guard_payment_schedule()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if tg_table_name = 'payment_instalments' and tg_op = 'UPDATE' then
    if (new.id, new.schedule_id, new.quote_id, new.user_id, new.position, new.label_en, new.label_th, new.due_trigger, new.amount_satang)
       is distinct from
       (old.id, old.schedule_id, old.quote_id, old.user_id, old.position, old.label_en, old.label_th, old.due_trigger, old.amount_satang)
      or (old.due_at is not null and new.due_at is distinct from old.due_at)
      or (old.invoice_document_id is not null and new.invoice_document_id is distinct from old.invoice_document_id) then
      raise exception 'an instalment is never edited: make a new schedule revision or a credit note' using errcode = '42501';
    end if;
    return new;
  end if;
  raise exception 'payment schedules are never changed or removed: make a new revision' using errcode = '42501';
end;
$function$;

-- public.guard_quotation_revision(): execute granted to no API role
CREATE OR REPLACE FUNCTION public.guard_quotation_revision()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  q record;
  v_last integer;
begin
  if tg_op = 'INSERT' then
    select status, quoted_price, user_id into q from public.quotes where id = new.quote_id;
    if not found or q.status <> 'quoted' or q.quoted_price is distinct from new.price or q.user_id is distinct from new.user_id then
      raise exception 'a quotation revision is the quoted price of a quoted quote, for its client' using errcode = '23514';
    end if;
    select coalesce(max(r.revision), 0) into v_last from public.quotation_revisions r where r.quote_id = new.quote_id;
    if new.revision <> v_last + 1 then
      raise exception 'a quotation revision takes the next number of its quote (%)', v_last + 1 using errcode = '23514';
    end if;
    return new;
  end if;
  raise exception 'quotation revisions are never changed or removed: issue a new revision' using errcode = '42501';
end;
$function$;

-- public.guard_quote_acceptance(): execute granted to no API role
CREATE OR REPLACE FUNCTION public.guard_quote_acceptance()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  raise exception 'an acceptance is a record: it is never changed or removed' using errcode = '42501';
end;
$function$;

-- public.guard_quote_status(): execute granted to no API role
CREATE OR REPLACE FUNCTION public.guard_quote_status()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  paid boolean;
begin
  if new.status is not distinct from old.status then
    return new;
  end if;
  if not public.quote_status_allowed(old.status, new.status) then
    raise exception 'quote_transition % -> % is not allowed', old.status, new.status using errcode = '23514';
  end if;
  paid := exists (select 1 from public.orders o where o.quote_id = old.id and o.status in ('processing', 'completed'));
  if (old.status = 'approved' and (old.accepted_at is not null or (paid and new.status <> 'quoted')))
     or (new.status = 'rejected' and paid) then
    raise exception 'quote_transition % -> % is not allowed: the quote is accepted or paid', old.status, new.status
      using errcode = '23514';
  end if;
  return new;
end;
$function$;

-- public.handle_new_user(): execute granted to no API role
CREATE OR REPLACE FUNCTION public.handle_new_user()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
begin
  insert into public.profiles (id, email, full_name, phone, company, role)
  values (
    new.id,
    new.email,
    btrim(coalesce(nullif(btrim(meta ->> 'full_name'), ''), meta ->> 'name', '')),
    btrim(coalesce(meta ->> 'phone', '')),
    btrim(coalesce(meta ->> 'company', '')),
    'user'
  );
  return new;
end;
$function$;

-- public.has_admin_role(): execute granted to anon, authenticated, service_role
CREATE OR REPLACE FUNCTION public.has_admin_role()
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce((auth.jwt() -> 'app_metadata' ->> 'role') in ('admin', 'super_admin'), false)
    or exists (
      select 1
      from public.profiles p
      where p.id = auth.uid()
        and p.role in ('admin', 'super_admin')
    );
$function$;

-- public.has_line_identity(): execute granted to authenticated, service_role
CREATE OR REPLACE FUNCTION public.has_line_identity()
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select auth.uid() is not null and public.line_subject_of(auth.uid()) is not null;
$function$;

-- public.is_admin(): execute granted to anon, authenticated, service_role
CREATE OR REPLACE FUNCTION public.is_admin()
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(auth.jwt() ->> 'aal', '') = 'aal2' and public.has_admin_role();
$function$;

-- public.is_secret_email_kind(kind text): execute granted to authenticated, service_role
CREATE OR REPLACE FUNCTION public.is_secret_email_kind(kind text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select kind = 'password_reset' or kind like 'auth\_%';
$function$;

-- public.is_super_admin(): execute granted to anon, authenticated, service_role
CREATE OR REPLACE FUNCTION public.is_super_admin()
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(auth.jwt() ->> 'aal', '') = 'aal2'
    and (
      coalesce((auth.jwt() -> 'app_metadata' ->> 'role') = 'super_admin', false)
      or exists (
        select 1
        from public.profiles p
        where p.id = auth.uid()
          and p.role = 'super_admin'
      )
    );
$function$;

-- public.is_valid_tax_id(p_tax_id text): execute granted to anon, authenticated, public, service_role
CREATE OR REPLACE FUNCTION public.is_valid_tax_id(p_tax_id text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select p_tax_id ~ '^[0-9]{13}$'
    and (11 - (
      select sum(substr(p_tax_id, i, 1)::int * (14 - i)) from generate_series(1, 12) as i
    ) % 11) % 10 = substr(p_tax_id, 13, 1)::int;
$function$;

-- public.issue_document(p_type text, p_issued_at timestamp with time zone, p_user_id uuid, p_quote_id uuid, p_order_id uuid, p_snapshot jsonb): execute granted to service_role
CREATE OR REPLACE FUNCTION public.issue_document(p_type text, p_issued_at timestamp with time zone, p_user_id uuid, p_quote_id uuid, p_order_id uuid, p_snapshot jsonb)
 RETURNS TABLE(id uuid, number text, sequence integer, issued boolean)
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  -- The Buddhist-era year in Bangkok (UTC+7, no daylight saving): the year turns at midnight there.
  p_be_year integer := extract(year from (p_issued_at at time zone 'UTC') + interval '7 hours')::integer + 543;
  v_last integer;
  v_existing public.documents%rowtype;
begin
  if p_order_id is not null then
    select * into v_existing from public.documents d where d.doc_type = p_type and d.order_id = p_order_id;
    if found then
      return query select v_existing.id, v_existing.number, v_existing.sequence, false;
      return;
    end if;
  end if;
  insert into public.document_counters (doc_type, be_year, last_number)
    values (p_type, p_be_year, 0)
    on conflict (doc_type, be_year) do nothing;
  select c.last_number into v_last
    from public.document_counters c
    where c.doc_type = p_type and c.be_year = p_be_year
    for update;
  -- Another transaction may have issued this order's document while this one waited for the lock.
  if p_order_id is not null then
    select * into v_existing from public.documents d where d.doc_type = p_type and d.order_id = p_order_id;
    if found then
      return query select v_existing.id, v_existing.number, v_existing.sequence, false;
      return;
    end if;
  end if;
  update public.document_counters c set last_number = v_last + 1 where c.doc_type = p_type and c.be_year = p_be_year;
  return query
    insert into public.documents as d (doc_type, be_year, sequence, number, issued_at, user_id, quote_id, order_id, snapshot)
    values (p_type, p_be_year, v_last + 1, public.document_number(p_type, p_be_year, v_last + 1), p_issued_at, p_user_id, p_quote_id, p_order_id, p_snapshot)
    returning d.id, d.number, d.sequence, true;
end;
$function$;

-- public.line_subject_of(p_user uuid): execute granted to service_role
CREATE OR REPLACE FUNCTION public.line_subject_of(p_user uuid)
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(
    (select nullif(u.raw_app_meta_data ->> 'line_subject', '') from auth.users u where u.id = p_user),
    (select i.provider_id from auth.identities i
      where i.user_id = p_user and i.provider in ('line', 'custom:line')
      order by i.created_at limit 1)
  );
$function$;

-- public.lock_own_quote(p_quote_id uuid): execute granted to authenticated
CREATE OR REPLACE FUNCTION public.lock_own_quote(p_quote_id uuid)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform 1
     from public.quotes
    where id = p_quote_id
      and user_id = (select auth.uid())
      for update;
  return found;
end;
$function$;

-- public.mark_instalment_due(p_instalment_id uuid): execute granted to authenticated
CREATE OR REPLACE FUNCTION public.mark_instalment_due(p_instalment_id uuid)
 RETURNS uuid
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_id uuid;
begin
  if not (select public.is_admin()) then
    return null;
  end if;
  update public.payment_instalments i
     set due_at = now()
   where i.id = p_instalment_id
     and i.due_at is null
     and i.schedule_id = (select s.id from public.payment_schedules s where s.quote_id = i.quote_id order by s.revision desc limit 1)
     and exists (select 1 from public.quotes q where q.id = i.quote_id and q.status = 'approved')
  returning i.id into v_id;
  return v_id;
end;
$function$;

-- public.order_status_allowed(p_from text, p_to text, p_system boolean): execute granted to anon, authenticated, public, service_role
CREATE OR REPLACE FUNCTION public.order_status_allowed(p_from text, p_to text, p_system boolean)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select p_from = p_to
    or (p_from, p_to) in (('pending', 'cancelled'), ('processing', 'completed'), ('completed', 'processing'))
    or (p_system and (p_from, p_to) in (('pending', 'processing'), ('cancelled', 'processing')))
$function$;

-- public.payable_instalment(p_instalment_id uuid): execute granted to no API role
CREATE OR REPLACE FUNCTION public.payable_instalment(p_instalment_id uuid)
 RETURNS uuid
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select i.id
    from public.payment_instalments i
    join public.quotes q on q.id = i.quote_id
   where i.id = p_instalment_id
     and i.due_at is not null
     and q.status = 'approved'
     and i.schedule_id = (select s.id from public.payment_schedules s where s.quote_id = i.quote_id order by s.revision desc limit 1)
     and not exists (
       select 1 from public.orders o where o.instalment_id = i.id and o.status in ('processing', 'completed')
     );
$function$;

-- public.protect_profile_role(): execute granted to no API role
CREATE OR REPLACE FUNCTION public.protect_profile_role()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if current_user in ('anon', 'authenticated') and not public.is_super_admin() then
    raise exception 'Only a super admin may change a role'
      using errcode = '42501',
            hint = 'Roles are granted by a super admin from the admin panel.';
  end if;
  return new;
end;
$function$;

-- public.purge_past_retention(p_now timestamp with time zone): execute granted to service_role
CREATE OR REPLACE FUNCTION public.purge_past_retention(p_now timestamp with time zone)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  contact integer;
  emails integer;
  pushes integer;
  events integer;
  audit integer;
  v_leads uuid[];
begin
  select coalesce(array_agg(q.id), '{}') into v_leads
    from public.quotes q
   where q.user_id is null
     and q.status <> 'approved'
     and (q.contact_info <> '{}'::jsonb or q.project_description <> '' or q.project_details is not null or q.plan is not null)
     and greatest(q.created_at, q.updated_at,
                  coalesce((select max(m.created_at) from public.quote_messages m where m.quote_id = q.id), q.created_at))
         < p_now - interval '2 years';
  if cardinality(v_leads) > 0 then
    -- The audit trail's one exception (refuse_audit_change): while this is set, an event may lose the
    -- words and addresses it holds, nothing else.
    perform set_config('privacy.erasing', 'retention', true);
    delete from public.quote_messages m where m.quote_id = any (v_leads);
    delete from public.quote_reads r where r.quote_id = any (v_leads);
    update public.quotes q
       set contact_info = '{}'::jsonb, project_description = '', project_details = null, plan = null
     where q.id = any (v_leads);
    delete from public.email_outbox o
     where o.related_table = 'quotes' and o.related_id = any (v_leads)
       and o.status in ('sent', 'failed') and o.kind <> 'etax_document';
    update public.audit_events a
       set actor_email = case when a.actor_id is null then null else a.actor_email end,
           changes = case when a.subject in ('message', 'email') then a.changes - 'body' - 'to_email' - 'subject' else a.changes end
     where a.quote_id = any (v_leads);
    perform set_config('privacy.erasing', '', true);
  end if;

  delete from public.contact_messages m
   where greatest(m.created_at, coalesce(m.handled_at, m.created_at)) < p_now - interval '2 years';
  get diagnostics contact = row_count;

  delete from public.email_outbox o
   where o.status in ('sent', 'failed')
     and o.kind <> 'etax_document'
     and o.created_at < p_now - interval '2 years';
  get diagnostics emails = row_count;

  delete from public.line_outbox l
   where l.status in ('sent', 'failed')
     and l.created_at < p_now - interval '90 days';
  get diagnostics pushes = row_count;

  delete from public.auth_events e
   where e.created_at < p_now - interval '1 year';
  get diagnostics events = row_count;

  -- Supabase Auth's own audit trail (decision 0080), a security log like auth_events: a year. Nothing of
  -- Supabase's deletes it; its flows and challenges Supabase Auth deletes itself after a day.
  delete from auth.audit_log_entries a
   where a.created_at < p_now - interval '1 year';
  get diagnostics audit = row_count;

  return jsonb_build_object('contactMessages', contact, 'leads', cardinality(v_leads), 'emails', emails, 'linePushes', pushes,
                            'authEvents', events, 'authAudit', audit);
end;
$function$;

-- public.quote_balance_due(p_quote_id uuid): execute granted to authenticated
CREATE OR REPLACE FUNCTION public.quote_balance_due(p_quote_id uuid)
 RETURNS integer
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select q.accepted_price
         - coalesce((select sum(o.total_amount) from public.orders o
                      where o.quote_id = q.id and o.status in ('processing', 'completed')), 0)::integer
         + coalesce((select sum(c.amount) from public.quote_credit_notes c where c.quote_id = q.id), 0)::integer
    from public.quotes q
   where q.id = p_quote_id
     and q.user_id = (select auth.uid())
     and q.status = 'approved'
     and q.accepted_price is not null;
$function$;

-- public.quote_status_allowed(p_from text, p_to text): execute granted to anon, authenticated, public, service_role
CREATE OR REPLACE FUNCTION public.quote_status_allowed(p_from text, p_to text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select p_from = p_to or (p_from, p_to) in (
    ('pending', 'reviewed'), ('pending', 'quoted'), ('pending', 'approved'), ('pending', 'rejected'),
    ('reviewed', 'quoted'), ('reviewed', 'approved'), ('reviewed', 'rejected'),
    ('quoted', 'reviewed'), ('quoted', 'approved'), ('quoted', 'rejected'),
    ('approved', 'reviewed'), ('approved', 'quoted'), ('approved', 'rejected'),
    ('rejected', 'reviewed')
  )
$function$;

-- public.receipt_creditable_satang(p_document_id uuid): execute granted to authenticated, service_role
CREATE OR REPLACE FUNCTION public.receipt_creditable_satang(p_document_id uuid)
 RETURNS bigint
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select (d.snapshot -> 'totals' ->> 'total')::bigint - coalesce((
      select sum((c.snapshot -> 'totals' ->> 'total')::bigint)
        from public.documents c
       where c.doc_type = 'credit_note'
         and c.quote_id is not distinct from d.quote_id
         and c.snapshot -> 'credit' -> 'references' @> jsonb_build_array(jsonb_build_object('number', d.number))
    ), 0)
    from public.documents d
   where d.id = p_document_id and d.doc_type in ('tax_invoice', 'receipt');
$function$;

-- public.receipt_refundable_satang(p_document_id uuid): execute granted to authenticated, service_role
CREATE OR REPLACE FUNCTION public.receipt_refundable_satang(p_document_id uuid)
 RETURNS bigint
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select coalesce(
           (select t.received_satang from public.instalment_transfers t where t.order_id = d.order_id),
           (select o.total_amount::bigint * 100 - o.withheld_satang from public.orders o where o.id = d.order_id),
           (d.snapshot -> 'totals' ->> 'total')::bigint)
         - coalesce((select sum(r.amount_satang) from public.receipt_refunds r where r.document_id = d.id), 0)
    from public.documents d
   where d.id = p_document_id and d.doc_type in ('tax_invoice', 'receipt');
$function$;

-- public.record_balance_checkout(p_quote_id uuid, p_amount integer, p_session_id text, p_checkout_url text): execute granted to authenticated
CREATE OR REPLACE FUNCTION public.record_balance_checkout(p_quote_id uuid, p_amount integer, p_session_id text, p_checkout_url text)
 RETURNS uuid
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  due integer := public.quote_balance_due(p_quote_id);
  order_id uuid;
begin
  if due is null then
    raise exception 'quote % is not an accepted quote of the caller', p_quote_id using errcode = '42501';
  end if;
  if p_amount is distinct from due or due <= 0 then
    raise exception 'a balance checkout of % does not match the % due on quote %', p_amount, due, p_quote_id
      using errcode = '23514';
  end if;
  update public.orders
     set status = 'cancelled'
   where quote_id = p_quote_id
     and purpose = 'quote_balance'
     and status = 'pending';
  insert into public.orders
    (user_id, quote_id, package_id, quantity, total_amount, currency, status, purpose, payment_session_id, checkout_url)
  select q.user_id, q.id, q.package_id, 1, p_amount, 'THB', 'pending', 'quote_balance', p_session_id, p_checkout_url
    from public.quotes q
   where q.id = p_quote_id
  returning id into order_id;
  return order_id;
end;
$function$;

-- public.record_instalment_checkout(p_instalment_id uuid, p_session_id text, p_checkout_url text): execute granted to authenticated
CREATE OR REPLACE FUNCTION public.record_instalment_checkout(p_instalment_id uuid, p_session_id text, p_checkout_url text)
 RETURNS uuid
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_instalment public.payment_instalments%rowtype;
  v_order uuid;
begin
  select * into v_instalment from public.payment_instalments where id = public.payable_instalment(p_instalment_id);
  if v_instalment.id is null or v_instalment.user_id is distinct from (select auth.uid()) then
    raise exception 'instalment % is not a due instalment of the caller', p_instalment_id using errcode = '42501';
  end if;
  if v_instalment.amount_satang % 100 <> 0
     or v_instalment.amount_satang / 100 > coalesce(public.quote_balance_due(v_instalment.quote_id), 0) then
    raise exception 'instalment % asks for more than the quote still owes', p_instalment_id using errcode = '23514';
  end if;
  update public.orders
     set status = 'cancelled'
   where quote_id = v_instalment.quote_id and purpose = 'quote_balance' and status = 'pending';
  insert into public.orders
    (user_id, quote_id, package_id, quantity, total_amount, currency, status, purpose, payment_session_id, checkout_url, instalment_id)
  select q.user_id, q.id, q.package_id, 1, (v_instalment.amount_satang / 100)::integer, 'THB', 'pending', 'quote_balance',
         p_session_id, p_checkout_url, v_instalment.id
    from public.quotes q
   where q.id = v_instalment.quote_id
  returning id into v_order;
  return v_order;
end;
$function$;

-- public.record_instalment_transfer(p_instalment_id uuid, p_method text, p_received_satang bigint, p_withheld_satang bigint, p_reference text, p_received_on text): execute granted to authenticated
CREATE OR REPLACE FUNCTION public.record_instalment_transfer(p_instalment_id uuid, p_method text, p_received_satang bigint, p_withheld_satang bigint, p_reference text, p_received_on text)
 RETURNS uuid
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_instalment public.payment_instalments%rowtype;
  v_order uuid;
begin
  if not (select public.is_admin()) then
    return null;
  end if;
  perform 1 from public.payment_instalments where id = p_instalment_id for update;
  select * into v_instalment from public.payment_instalments where id = public.payable_instalment(p_instalment_id);
  if v_instalment.id is null or v_instalment.amount_satang % 100 <> 0 then
    return null;
  end if;
  -- A card checkout left open for this instalment is superseded by the money that arrived.
  update public.orders set status = 'cancelled'
   where instalment_id = v_instalment.id and status = 'pending';
  insert into public.orders
    (user_id, quote_id, package_id, quantity, total_amount, currency, status, purpose, payment_session_id, instalment_id, withheld_satang)
  select q.user_id, q.id, q.package_id, 1, (v_instalment.amount_satang / 100)::integer, 'THB', 'processing', 'quote_balance',
         'transfer:' || v_instalment.id::text, v_instalment.id, p_withheld_satang
    from public.quotes q
   where q.id = v_instalment.quote_id
  returning id into v_order;
  insert into public.instalment_transfers
    (instalment_id, order_id, user_id, method, amount_satang, received_satang, withheld_satang, reference, received_on, recorded_by)
  values
    (v_instalment.id, v_order, v_instalment.user_id, p_method, v_instalment.amount_satang, p_received_satang, p_withheld_satang,
     nullif(btrim(p_reference), ''), p_received_on::date, (select auth.uid()));
  return v_order;
end;
$function$;

-- public.record_package_checkout(p_quote_id uuid, p_session_id text): execute granted to authenticated
CREATE OR REPLACE FUNCTION public.record_package_checkout(p_quote_id uuid, p_session_id text)
 RETURNS uuid
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  order_id uuid;
begin
  if not exists (
    select 1 from public.quotes q
     where q.id = p_quote_id and q.user_id = (select auth.uid()) and q.source = 'order'
       and q.status = 'pending' and q.package_id is not null and q.package_price is not null
  ) then
    raise exception 'quote % is not a pending order quote of the caller', p_quote_id using errcode = '42501';
  end if;
  insert into public.orders (user_id, quote_id, package_id, quantity, total_amount, currency, status, payment_session_id)
  select q.user_id, q.id, q.package_id, q.quantity, q.package_price * q.quantity, p.currency, 'pending', p_session_id
    from public.quotes q
    join public.packages p on p.id = q.package_id
   where q.id = p_quote_id
  on conflict (payment_session_id) do nothing
  returning id into order_id;
  return order_id;
end;
$function$;

-- public.record_receipt_credit_note(p_document_id uuid, p_amount_satang bigint, p_reason text, p_snapshot jsonb): execute granted to authenticated
CREATE OR REPLACE FUNCTION public.record_receipt_credit_note(p_document_id uuid, p_amount_satang bigint, p_reason text, p_snapshot jsonb)
 RETURNS TABLE(outcome text, document_id uuid, number text)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_original public.documents%rowtype;
  v_issued record;
begin
  if not (select public.is_admin()) then
    return query select 'forbidden'::text, null::uuid, null::text;
    return;
  end if;
  select * into v_original from public.documents d where d.id = p_document_id and d.doc_type in ('tax_invoice', 'receipt');
  if not found then
    return query select 'not_found'::text, null::uuid, null::text;
    return;
  end if;
  if p_reason is null or char_length(btrim(p_reason)) < 3 or char_length(btrim(p_reason)) > 300 then
    return query select 'reason'::text, null::uuid, null::text;
    return;
  end if;
  perform pg_advisory_xact_lock(hashtext('receipt_credit:' || p_document_id::text));
  if p_amount_satang is null or p_amount_satang <= 0 or p_amount_satang > public.receipt_creditable_satang(p_document_id) then
    return query select 'over'::text, null::uuid, null::text;
    return;
  end if;
  if (p_snapshot -> 'totals' ->> 'total')::bigint is distinct from p_amount_satang
     or not (p_snapshot -> 'credit' -> 'references' @> jsonb_build_array(jsonb_build_object('number', v_original.number)))
     or (p_snapshot -> 'credit' -> 'reason' ->> 'en') is distinct from btrim(p_reason) then
    return query select 'mismatch'::text, null::uuid, null::text;
    return;
  end if;
  select * into v_issued
    from public.issue_document('credit_note', clock_timestamp(), v_original.user_id, v_original.quote_id, null, p_snapshot);
  insert into public.receipt_credit_notes
    (original_document_id, document_id, quote_id, user_id, amount_satang, reason, issued_by)
  values
    (v_original.id, v_issued.id, v_original.quote_id, v_original.user_id, p_amount_satang, btrim(p_reason), (select auth.uid()));
  return query select 'ok'::text, v_issued.id, v_issued.number;
end;
$function$;

-- public.record_receipt_refund(p_document_id uuid, p_amount_satang bigint, p_method text, p_refunded_on text, p_reference text): execute granted to authenticated
CREATE OR REPLACE FUNCTION public.record_receipt_refund(p_document_id uuid, p_amount_satang bigint, p_method text, p_refunded_on text, p_reference text)
 RETURNS TABLE(outcome text, refund_id uuid)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_original public.documents%rowtype;
  v_id uuid;
begin
  if not (select public.is_admin()) then
    return query select 'forbidden'::text, null::uuid;
    return;
  end if;
  select * into v_original from public.documents d where d.id = p_document_id and d.doc_type in ('tax_invoice', 'receipt');
  if not found then
    return query select 'not_found'::text, null::uuid;
    return;
  end if;
  if p_method is null or p_method not in ('transfer', 'promptpay', 'card', 'cash')
     or p_refunded_on is null or p_refunded_on !~ '^\d{4}-\d{2}-\d{2}$' then
    return query select 'invalid'::text, null::uuid;
    return;
  end if;
  perform pg_advisory_xact_lock(hashtext('receipt_refund:' || p_document_id::text));
  if p_amount_satang is null or p_amount_satang <= 0 or p_amount_satang > public.receipt_refundable_satang(p_document_id) then
    return query select 'over'::text, null::uuid;
    return;
  end if;
  insert into public.receipt_refunds
    (document_id, quote_id, user_id, amount_satang, method, refunded_on, reference, recorded_by)
  values
    (v_original.id, v_original.quote_id, v_original.user_id, p_amount_satang, p_method, p_refunded_on::date,
     nullif(btrim(coalesce(p_reference, '')), ''), (select auth.uid()))
  returning id into v_id;
  return query select 'ok'::text, v_id;
end;
$function$;

-- public.refund_sign_in_attempt(p_key text): execute granted to service_role
CREATE OR REPLACE FUNCTION public.refund_sign_in_attempt(p_key text)
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  update private.rate_limits set count = greatest(count - 1, 0) where key = p_key;
$function$;

-- public.refuse_audit_change(): execute granted to no API role
CREATE OR REPLACE FUNCTION public.refuse_audit_change()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if tg_op = 'UPDATE'
    and coalesce(current_setting('privacy.erasing', true), '') <> ''
    and (new.actor_email is null or new.actor_email = old.actor_email)
    and old.changes @> new.changes
    and (to_jsonb(new) - 'actor_email' - 'changes') = (to_jsonb(old) - 'actor_email' - 'changes')
  then
    return new;
  end if;
  raise exception 'audit events are never changed' using errcode = '42501';
end;
$function$;

-- public.report_transfer(p_instalment_id uuid, p_amount_satang bigint, p_transferred_at text, p_slip_path text, p_slip_type text, p_slip_bytes integer): execute granted to authenticated
CREATE OR REPLACE FUNCTION public.report_transfer(p_instalment_id uuid, p_amount_satang bigint, p_transferred_at text, p_slip_path text, p_slip_type text, p_slip_bytes integer)
 RETURNS TABLE(outcome text, report_id uuid)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_instalment public.payment_instalments%rowtype;
  v_id uuid;
begin
  perform 1 from public.payment_instalments where id = p_instalment_id for update;
  select * into v_instalment from public.payment_instalments where id = public.payable_instalment(p_instalment_id);
  if v_instalment.id is null or v_instalment.user_id is null or v_instalment.user_id is distinct from (select auth.uid()) then
    return query select 'not_due'::text, null::uuid;
    return;
  end if;
  if (select count(*) from public.transfer_reports r where r.instalment_id = v_instalment.id) >= 5 then
    return query select 'too_many'::text, null::uuid;
    return;
  end if;
  insert into public.transfer_reports
    (instalment_id, quote_id, user_id, amount_satang, transferred_at, slip_path, slip_type, slip_bytes)
  values
    (v_instalment.id, v_instalment.quote_id, v_instalment.user_id, p_amount_satang, p_transferred_at::timestamptz,
     p_slip_path, p_slip_type, p_slip_bytes)
  returning id into v_id;
  return query select 'ok'::text, v_id;
end;
$function$;

-- public.revise_order_quote(p_quote_id uuid, p_package_id uuid, p_quantity integer, p_description text, p_details jsonb): execute granted to authenticated
CREATE OR REPLACE FUNCTION public.revise_order_quote(p_quote_id uuid, p_package_id uuid, p_quantity integer, p_description text, p_details jsonb)
 RETURNS TABLE(id uuid, package_name text, package_price integer, currency text)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  return query
  update public.quotes q
     set quantity = p_quantity, project_description = p_description, project_details = p_details
    from public.packages p
   where q.id = p_quote_id
     and q.user_id = (select auth.uid())
     and q.package_id = p_package_id
     and q.source = 'order'
     and q.status = 'pending'
     and p.id = q.package_id
     and p.is_active
     and not exists (
       select 1 from public.orders o where o.quote_id = q.id and o.status in ('processing', 'completed')
     )
  returning q.id, q.package_name, q.package_price, p.currency;
  if found then
    update public.orders set status = 'cancelled' where quote_id = p_quote_id and status = 'pending';
  end if;
end;
$function$;

-- public.set_checkout_withholding(p_session_id text, p_withheld_satang bigint): execute granted to authenticated
CREATE OR REPLACE FUNCTION public.set_checkout_withholding(p_session_id text, p_withheld_satang bigint)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_count integer;
begin
  if p_withheld_satang is null or p_withheld_satang < 0 then
    return false;
  end if;
  if p_withheld_satang > 0 and not exists (
    select 1 from public.billing_identities b where b.user_id = (select auth.uid()) and b.kind = 'company'
  ) then
    return false;
  end if;
  update public.orders
     set withheld_satang = p_withheld_satang
   where payment_session_id = p_session_id
     and user_id = (select auth.uid())
     and status = 'pending';
  get diagnostics v_count = row_count;
  return v_count = 1;
end;
$function$;

-- public.set_payment_schedule(p_quote_id uuid, p_instalments jsonb): execute granted to authenticated
CREATE OR REPLACE FUNCTION public.set_payment_schedule(p_quote_id uuid, p_instalments jsonb)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_quote public.quotes%rowtype;
  v_current uuid;
  v_revision integer;
  v_schedule uuid;
  v_total bigint;
  v_item jsonb;
  v_position integer := 0;
begin
  if not (select public.is_admin()) then
    return 'forbidden';
  end if;
  select * into v_quote from public.quotes where id = p_quote_id for update;
  if not found then
    return 'not_found';
  end if;
  v_total := coalesce(v_quote.accepted_price, v_quote.quoted_price)::bigint * 100;
  if v_total is null or v_total <= 0 then
    return 'not_priced';
  end if;
  select s.id, s.revision into v_current, v_revision
    from public.payment_schedules s where s.quote_id = p_quote_id order by s.revision desc limit 1;
  if v_current is not null and exists (
    select 1 from public.payment_instalments i where i.schedule_id = v_current and i.invoice_document_id is not null
  ) then
    return 'invoiced';
  end if;
  insert into public.payment_schedules (quote_id, revision, total_satang, created_by)
    values (p_quote_id, coalesce(v_revision, 0) + 1, v_total, (select auth.uid()))
    returning id into v_schedule;
  for v_item in select * from jsonb_array_elements(p_instalments) loop
    v_position := v_position + 1;
    insert into public.payment_instalments (schedule_id, quote_id, user_id, position, label_en, label_th, due_trigger, amount_satang)
      values (v_schedule, p_quote_id, v_quote.user_id, v_position, v_item ->> 'label_en', v_item ->> 'label_th',
              v_item ->> 'trigger', (v_item ->> 'amount_satang')::bigint);
  end loop;
  -- The totals trigger is deferred; check now so the caller gets the answer, not a commit error.
  set constraints public.check_schedule_total_on_instalments, public.check_schedule_total_on_schedules immediate;
  return 'ok';
end;
$function$;

-- public.set_updated_at(): execute granted to no API role
CREATE OR REPLACE FUNCTION public.set_updated_at()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  new.updated_at := now();
  return new;
end;
$function$;

-- public.sign_in_device_key(p_candidate text): execute granted to service_role
CREATE OR REPLACE FUNCTION public.sign_in_device_key(p_candidate text)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_secret text;
begin
  if p_candidate is null or char_length(p_candidate) not between 43 and 200 then
    raise exception 'sign_in_device_key: the candidate must be 43 to 200 characters' using errcode = '22023';
  end if;
  -- A concurrent first insert makes this one wait and then do nothing; the select below (a new
  -- snapshot under read committed) sees the row that won.
  insert into private.sign_in_device_key (id, secret) values (true, p_candidate) on conflict (id) do nothing;
  select k.secret into v_secret from private.sign_in_device_key k where k.id;
  return v_secret;
end;
$function$;

-- public.stamp_blog_post_published(): execute granted to no API role
CREATE OR REPLACE FUNCTION public.stamp_blog_post_published()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if new.status = 'published' and new.published_at is null then
    new.published_at := now();
  end if;
  return new;
end;
$function$;

-- public.stop_reminders_by_link(p_user uuid): execute granted to service_role
CREATE OR REPLACE FUNCTION public.stop_reminders_by_link(p_user uuid)
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  insert into public.notification_preferences (user_id, reminders, updated_at)
  select u.id, false, clock_timestamp() from auth.users u where u.id = p_user
  on conflict (user_id) do update set reminders = false, updated_at = excluded.updated_at
  where public.notification_preferences.reminders;
$function$;

-- public.sync_profile_email(): execute granted to no API role
CREATE OR REPLACE FUNCTION public.sync_profile_email()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  update public.profiles set email = new.email where id = new.id;
  return new;
end;
$function$;

-- public.turn_off_line_updates_of(p_line_user text): execute granted to service_role
CREATE OR REPLACE FUNCTION public.turn_off_line_updates_of(p_line_user text)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  turned_off integer;
begin
  if p_line_user is null or char_length(p_line_user) not between 1 and 100 then
    return 0;
  end if;
  update public.line_preferences p
     set updates = false, turned_off_reason = 'blocked', updated_at = clock_timestamp()
   where p.updates
     and public.line_subject_of(p.user_id) = p_line_user;
  get diagnostics turned_off = row_count;
  update public.line_outbox o
     set status = 'failed', last_error = 'unfollowed: the person blocked the LINE Official Account'
   where o.to_line_user = p_line_user
     and o.status = 'pending';
  return turned_off;
end;
$function$;

-- public.write_audit(p_subject text, p_subject_id uuid, p_quote_id uuid, p_order_id uuid, p_action text, p_changes jsonb): execute granted to no API role
CREATE OR REPLACE FUNCTION public.write_audit(p_subject text, p_subject_id uuid, p_quote_id uuid, p_order_id uuid, p_action text, p_changes jsonb)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  uid uuid := auth.uid();
  system boolean := coalesce(auth.role(), 'service_role') = 'service_role';
begin
  insert into public.audit_events (actor_id, actor_email, actor_kind, quote_id, order_id, subject, subject_id, action, changes)
  values (
    case when system then null else uid end,
    case when system or uid is null then null
         else coalesce(auth.jwt() ->> 'email', (select p.email from public.profiles p where p.id = uid)) end,
    case when system then 'system'
         when uid is null then 'visitor'
         when public.is_admin() then 'admin'
         else 'client' end,
    p_quote_id, p_order_id, p_subject, p_subject_id, p_action, p_changes
  );
end;
$function$;
