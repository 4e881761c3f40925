/**
 * Every status a row can be in, declared once. The SQL check constraints in supabase/migrations hold the
 * same lists: scripts/db-types.ts refuses to generate the table types when a list and its constraint
 * differ, and the generated types (src/server/db/schema.generated.ts) use these unions for the columns.
 */

/** quotes.status: a request's progress through the studio's review (portal spec §4). */
export const QUOTE_STATUSES = ['pending', 'reviewed', 'quoted', 'approved', 'rejected'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** orders.status: paid orders are 'processing' until the studio completes them. */
export const ORDER_STATUSES = ['pending', 'processing', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** orders.purpose: a catalogue checkout, or the balance of an accepted custom quote (decision 0018). */
export const ORDER_PURPOSES = ['package', 'quote_balance'] as const;
export type OrderPurpose = (typeof ORDER_PURPOSES)[number];

/** quote_messages.author_role: who wrote a message on a quote. */
export const QUOTE_MESSAGE_AUTHORS = ['client', 'studio'] as const;
export type QuoteMessageAuthor = (typeof QUOTE_MESSAGE_AUTHORS)[number];

/** blog_posts.status. */
export const BLOG_STATUSES = ['draft', 'scheduled', 'published', 'archived'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

/** blog_posts.x_post_status: what happened to the post's announcement on X. */
export const X_POST_STATUSES = ['pending', 'posted', 'failed', 'skipped'] as const;
export type XPostStatus = (typeof X_POST_STATUSES)[number];

/** scheduled_x_posts.status. */
export const SCHEDULED_X_POST_STATUSES = ['scheduled', 'posted', 'failed', 'cancelled'] as const;
export type ScheduledXPostStatus = (typeof SCHEDULED_X_POST_STATUSES)[number];

/** email_outbox.status: 'sending' while a worker holds the row. */
export const EMAIL_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];
