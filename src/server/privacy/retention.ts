/**
 * The retention purge (issue 38, docs/decisions/0075): once a day, what is past its period is deleted by
 * one SQL function (public.purge_past_retention, whose comment lists the periods): enquiries (contact
 * messages, and quotes without an account, anonymised) after two years, sent e-mails after two years
 * (never the e-Tax ones), LINE pushes after 90 days, the recovery-code log and Supabase Auth's audit
 * trail after a year. Tax documents and accounting records are never touched here.
 * Production: netlify/functions/purge-retention.mts; locally the in-process loop.
 */
import { call } from '../db/builder';
import type { Database } from '../db/types';

export interface PurgeResult {
  contactMessages: number;
  /** Quotes without an account, anonymised. */
  leads: number;
  emails: number;
  linePushes: number;
  authEvents: number;
  /** Supabase Auth's audit trail, after a year (decision 0080). */
  authAudit: number;
}

/** Deletes what is past its period at `now`; answers how many rows of each kind went. */
export async function purgePastRetention(db: Database, now = new Date()): Promise<PurgeResult> {
  // The service role: a system job over every account's rows, through the one function that knows the periods.
  const row = await db.asService((tx) => tx.db.selectNoFrom(call('public.purge_past_retention', now).as('purged')).executeTakeFirst());
  const purged = (row?.purged ?? {}) as Partial<Record<keyof PurgeResult, unknown>>;
  const count = (value: unknown) => (typeof value === 'number' ? value : Number(value ?? 0));
  return {
    contactMessages: count(purged.contactMessages),
    leads: count(purged.leads),
    emails: count(purged.emails),
    linePushes: count(purged.linePushes),
    authEvents: count(purged.authEvents),
    authAudit: count(purged.authAudit),
  };
}
