/**
 * Where the site keeps data about a person (issue 38, decision 0070): every table with a column that
 * names a user (their id, or their e-mail address), and how "Download my data" finds their rows.
 * tests/integration/privacy/export-coverage.test.ts reads the migrated schema and fails when a table
 * has a user column not listed here, so a new table cannot hold personal data the export forgets.
 *
 * `onDeletion` says what "Delete my account" does to the rows (public.erase_account): erased with the
 * login, anonymised (the person's own words and addresses emptied, the business record kept), or kept
 * as a tax document or accounting record for its legal retention, detached from any login.
 */
/** A column of type json or jsonb, then the keys down to the value: ['payload', 'traits', 'user_id']. */
export type JsonPath = readonly [column: string, ...keys: string[]];

export interface PersonalSource {
  /** schema.table */
  table: string;
  /** Columns holding the person's user id. */
  ids?: readonly string[];
  /** Columns holding an e-mail address, matched case-insensitively against the account's. */
  emails?: readonly string[];
  /** The table hangs off the person's quotes (quote_id). */
  quote?: boolean;
  /**
   * JSON fields naming the person: a column and the path inside it, by user id (`jsonIds`) or by e-mail
   * address (`jsonEmails`). Supabase's audit trail keeps its actor and subject only in its payload.
   */
  jsonIds?: readonly JsonPath[];
  jsonEmails?: readonly JsonPath[];
  /** The table hangs off another table's rows of the person: `column` holds the id of a `table` row whose user_id is theirs. */
  via?: { column: string; table: string };
  /** Secrets (password and code hashes, tokens) never go into a download, even the owner's. */
  omit?: readonly string[];
  onDeletion: 'erased' | 'anonymised' | 'kept';
}

export const PERSONAL_SOURCES: readonly PersonalSource[] = [
  { table: 'auth.users', ids: ['id'], emails: ['email'], omit: ['encrypted_password'], onDeletion: 'erased' },
  { table: 'auth.identities', ids: ['user_id'], onDeletion: 'erased' },
  { table: 'auth.sessions', ids: ['user_id'], onDeletion: 'erased' },
  { table: 'auth.refresh_tokens', ids: ['user_id'], omit: ['token_hash'], onDeletion: 'erased' },
  { table: 'auth.one_time_tokens', ids: ['user_id'], omit: ['token_hash'], onDeletion: 'erased' },
  { table: 'auth.mfa_factors', ids: ['user_id'], omit: ['secret'], onDeletion: 'erased' },
  { table: 'auth.mfa_recovery_codes', ids: ['user_id'], omit: ['code_hash'], onDeletion: 'erased' },
  // Supabase Auth's own records of the person (decision 0080): how each session signed in, the sign-in
  // flows in progress (their provider tokens never exported), the two-step challenges with the address
  // they came from, and the audit trail. The trail's rows the person acted in go with the login; rows
  // where the studio acted on them (traits naming them) lose those traits.
  { table: 'auth.mfa_amr_claims', via: { column: 'session_id', table: 'auth.sessions' }, onDeletion: 'erased' },
  { table: 'auth.flow_state', ids: ['user_id', 'linking_target_id'], omit: ['auth_code', 'code_challenge'], onDeletion: 'erased' },
  {
    table: 'auth.mfa_challenges',
    via: { column: 'factor_id', table: 'auth.mfa_factors' },
    omit: ['otp_code', 'web_authn_session_data'],
    onDeletion: 'erased',
  },
  {
    table: 'auth.audit_log_entries',
    jsonIds: [
      ['payload', 'actor_id'],
      ['payload', 'traits', 'user_id'],
    ],
    jsonEmails: [
      ['payload', 'actor_username'],
      ['payload', 'traits', 'user_email'],
    ],
    onDeletion: 'erased',
  },
  { table: 'public.profiles', ids: ['id'], emails: ['email'], onDeletion: 'erased' },
  { table: 'public.billing_identities', ids: ['user_id'], onDeletion: 'erased' },
  { table: 'public.mfa_recovery_codes', ids: ['user_id'], omit: ['code_hash'], onDeletion: 'erased' },
  { table: 'public.auth_events', ids: ['user_id'], onDeletion: 'erased' },
  { table: 'public.marketing_consents', ids: ['user_id'], onDeletion: 'erased' },
  { table: 'public.data_requests', ids: ['user_id'], omit: ['token_hash'], onDeletion: 'anonymised' },
  { table: 'public.quotes', ids: ['user_id'], onDeletion: 'anonymised' },
  { table: 'public.quote_messages', ids: ['author_id'], quote: true, onDeletion: 'erased' },
  { table: 'public.quote_reads', ids: ['reader_id'], quote: true, onDeletion: 'erased' },
  { table: 'public.quotation_revisions', ids: ['user_id', 'created_by'], onDeletion: 'kept' },
  { table: 'public.quote_acceptances', ids: ['user_id'], onDeletion: 'kept' },
  { table: 'public.payment_schedules', ids: ['created_by'], quote: true, onDeletion: 'kept' },
  { table: 'public.payment_instalments', ids: ['user_id'], onDeletion: 'kept' },
  { table: 'public.orders', ids: ['user_id'], onDeletion: 'kept' },
  { table: 'public.instalment_transfers', ids: ['user_id', 'recorded_by'], onDeletion: 'kept' },
  { table: 'public.transfer_reports', ids: ['user_id'], onDeletion: 'kept' },
  { table: 'public.documents', ids: ['user_id'], onDeletion: 'kept' },
  { table: 'public.quote_credit_notes', ids: ['user_id'], onDeletion: 'kept' },
  { table: 'public.receipt_credit_notes', ids: ['user_id', 'issued_by'], onDeletion: 'kept' },
  { table: 'public.receipt_refunds', ids: ['user_id', 'recorded_by'], onDeletion: 'kept' },
  { table: 'public.withholding_certificate_reports', ids: ['user_id'], onDeletion: 'kept' },
  { table: 'public.withholding_certificate_marks', ids: ['marked_by'], onDeletion: 'kept' },
  // The admin who recorded an e-Tax document's time-stamped copy (decision 0076): kept with the document.
  { table: 'public.etax_timestamped_copies', ids: ['recorded_by'], onDeletion: 'kept' },
  { table: 'public.payment_reconciliations', emails: ['customer_email'], onDeletion: 'anonymised' },
  { table: 'public.audit_events', ids: ['actor_id'], emails: ['actor_email'], onDeletion: 'anonymised' },
  // cc and from are the studio's own addresses on an e-Tax e-mail (decision 0069), listed so none is missed.
  { table: 'public.email_outbox', emails: ['to_email', 'reply_to', 'cc_email', 'from_email'], omit: ['html'], onDeletion: 'erased' },
  // Reminders (decision 0071) and updates on LINE (decision 0072): the person's switches and queued
  // pushes go with the login (foreign keys cascade from auth.users); the studio's switches keep the id
  // of the admin who set them, detached.
  { table: 'public.notification_preferences', ids: ['user_id'], onDeletion: 'erased' },
  { table: 'public.line_preferences', ids: ['user_id'], onDeletion: 'erased' },
  { table: 'public.line_outbox', ids: ['user_id'], onDeletion: 'erased' },
  { table: 'public.reminder_settings', ids: ['updated_by'], onDeletion: 'kept' },
  { table: 'public.contact_messages', emails: ['email'], onDeletion: 'erased' },
  { table: 'public.blog_posts', ids: ['created_by', 'author_id'], onDeletion: 'kept' },
  { table: 'public.scheduled_x_posts', ids: ['created_by'], onDeletion: 'kept' },
];
