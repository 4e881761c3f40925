/**
 * The reminder run (issue 38, docs/decisions/0071): reads the facts, asks the pure rule what is due
 * (src/domain/reminders/rules.ts) and sends each reminder through the one outbox, at most once per event
 * and channel. Each reminder is its own transaction: it first claims its key in public.reminders_sent
 * (insert … on conflict do nothing) and queues the e-mail only when the key was new, so two runs that
 * overlap both try, the second waits on the first's uncommitted key and then finds it taken. A failure
 * rolls the claim back with the e-mail, and the next run tries again.
 *
 * Service role throughout: the run is the system, reading every client's quotes and queueing their mail.
 * Reminders go only to clients with an account (the only ones who can turn them off, and whose dashboard
 * the link opens); the studio's digest counts everything.
 */
import { sql } from 'kysely';
import type { Database, Tx } from '../db/types';
import type { MailQueue } from '../mail/outbox';
import {
  bangkokIsoDay,
  dueReminders,
  REMINDER_KINDS,
  type InstalmentFact,
  type QuotationFact,
  type Reminder,
  type ReminderFacts,
  type ReminderKind,
  type WithholdingFact,
} from '../../domain/reminders/rules';
import { certificateState, type CertificateMark } from '../../domain/money/withholdingCertificate';
import { dueDateFrom } from '../../domain/schedule/status';
import { localePrefix, type Locale } from '../../i18n/locales';
import { clientOf, packageNameFor, readQuote } from '../billing/quotation/quoteRow';
import { oneClickKey, oneClickToken, oneClickUrl } from '../privacy/oneClick';

export interface ReminderDeps {
  db: Database;
  mail: MailQueue;
  /** The site's address, for the links in each reminder. */
  origin: string;
}

export interface ReminderRunResult {
  /** Reminders queued by this run. */
  sent: number;
  /** Due, but sent already (by an earlier or an overlapping run). */
  already: number;
}

const dayOf = (value: Date | string) => bangkokIsoDay(new Date(value));

/** Everything the rule needs, read as the service. */
export async function readReminderFacts(tx: Tx, now: Date): Promise<ReminderFacts> {
  const today = bangkokIsoDay(now);
  // The latest revision of each quote still waiting for the client's answer, valid until today or later.
  const quotations = await tx.db
    .selectFrom('public.quotation_revisions as r')
    .innerJoin('public.quotes as q', 'q.id', 'r.quote_id')
    .leftJoin('public.notification_preferences as np', 'np.user_id', 'q.user_id')
    .select(['r.id', 'r.quote_id', 'q.user_id', 'np.reminders'])
    .select(sql<string>`r.valid_until::text`.as('valid_until'))
    .where('q.status', '=', 'quoted')
    .where('q.accepted_at', 'is', null)
    .where('r.revision', '=', sql<number>`(select max(r2.revision) from public.quotation_revisions r2 where r2.quote_id = r.quote_id)`)
    .where(sql<boolean>`r.valid_until >= ${today}::date`)
    .execute();
  // Instalments of each quote's current schedule that fell due (their invoice is issued) and are unpaid.
  const instalments = await tx.db
    .selectFrom('public.payment_instalments as i')
    .innerJoin('public.payment_schedules as s', 's.id', 'i.schedule_id')
    .innerJoin('public.quotes as q', 'q.id', 'i.quote_id')
    .leftJoin('public.documents as d', 'd.id', 'i.invoice_document_id')
    .leftJoin('public.notification_preferences as np', 'np.user_id', 'q.user_id')
    .select(['i.id', 'i.quote_id', 'i.due_at', 'q.user_id', 'np.reminders'])
    .select(sql<string | null>`d.snapshot -> 'invoice' ->> 'dueDate'`.as('invoice_due'))
    .where('i.due_at', 'is not', null)
    .where('q.status', '<>', 'rejected')
    .where('s.revision', '=', sql<number>`(select max(s2.revision) from public.payment_schedules s2 where s2.quote_id = s.quote_id)`)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('public.orders as o')
            .select('o.id')
            .whereRef('o.instalment_id', '=', 'i.id')
            .where('o.status', 'in', ['processing', 'completed']),
        ),
      ),
    )
    .execute();
  // Paid documents that withheld tax, 30 days or more ago, with the certificate's latest report and mark.
  const latest = (table: 'marks' | 'reports', column: string) =>
    sql.raw(
      `(select x.${column} from public.withholding_certificate_${table} x where x.document_id = d.id order by x.created_at desc limit 1)`,
    );
  const withholdings = await tx.db
    .selectFrom('public.documents as d')
    .innerJoin('public.orders as o', 'o.id', 'd.order_id')
    .leftJoin('public.notification_preferences as np', 'np.user_id', 'd.user_id')
    .select(['d.id', 'd.issued_at', 'd.user_id', 'np.reminders'])
    .select(sql<string | null>`coalesce(d.quote_id, o.quote_id)`.as('quote_id'))
    .select(sql<CertificateMark | null>`${latest('marks', 'status')}`.as('mark_status'))
    .select(sql<string | null>`${latest('marks', 'created_at')}`.as('mark_at'))
    .select(sql<string | null>`${latest('reports', 'created_at')}`.as('report_at'))
    .where('d.doc_type', 'in', ['tax_invoice', 'receipt'])
    .where('o.withheld_satang', '>', 0)
    .where(sql<boolean>`d.issued_at <= ${now.toISOString()}::timestamptz - interval '29 days'`)
    .execute();
  const unanswered = await tx.db
    .selectFrom('public.quotes as q')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where(
      sql<boolean>`(select m.author_role from public.quote_messages m where m.quote_id = q.id order by m.created_at desc limit 1) = 'client'`,
    )
    .executeTakeFirst();
  const quiet = (row: { user_id: string | null; reminders: boolean | null }) => row.user_id === null || row.reminders === false;
  return {
    quotations: quotations.map((row): QuotationFact => ({
      quoteId: row.quote_id,
      revisionId: row.id,
      validUntil: row.valid_until,
      open: true,
      clientOptedOut: quiet(row),
    })),
    instalments: instalments.map((row): InstalmentFact => ({
      quoteId: row.quote_id,
      instalmentId: row.id,
      // The invoice's own due date when it has one (it is what the client was told), else the terms from falling due.
      dueDate: row.invoice_due ?? (row.due_at ? dayOf(dueDateFrom(new Date(row.due_at))) : null),
      paid: false,
      clientOptedOut: quiet(row),
    })),
    withholdings: withholdings.map((row): WithholdingFact => ({
      documentId: row.id,
      quoteId: row.quote_id,
      paidOn: dayOf(row.issued_at),
      certificate: certificateState(
        row.mark_status && row.mark_at ? { status: row.mark_status, at: new Date(row.mark_at) } : null,
        row.report_at ? { at: new Date(row.report_at) } : null,
      ),
      clientOptedOut: quiet(row),
    })),
    unansweredQuotes: Number(unanswered?.n ?? 0),
  };
}

/** The kinds the studio switched off. */
export async function disabledKinds(tx: Tx): Promise<Set<ReminderKind>> {
  const rows = await tx.db.selectFrom('public.reminder_settings').select('kind').where('enabled', '=', false).execute();
  return new Set(rows.map((row) => row.kind).filter((kind): kind is ReminderKind => (REMINDER_KINDS as readonly string[]).includes(kind)));
}

/** Sends every reminder due at `now`; safe to run as often as wanted and alongside another run. */
export async function runReminders(deps: ReminderDeps, now = new Date()): Promise<ReminderRunResult> {
  const { facts, disabled } = await deps.db.asService(async (tx) => ({
    facts: await readReminderFacts(tx, now),
    disabled: await disabledKinds(tx),
  }));
  const result: ReminderRunResult = { sent: 0, already: 0 };
  for (const reminder of dueReminders(facts, { now, disabled })) {
    try {
      if (await sendOnce(deps, reminder)) result.sent++;
      else result.already++;
    } catch (error) {
      // Rolled back with its claim: the next run tries this one again.
      console.error(`[reminders] could not send ${reminder.eventKey}`, error);
    }
  }
  return result;
}

/** Claims the reminder's key and queues its e-mail in one transaction; false when the key was taken. */
export function sendOnce(deps: ReminderDeps, reminder: Reminder): Promise<boolean> {
  return deps.db.asService(async (tx) => {
    const claimed = await tx.db
      .insertInto('public.reminders_sent')
      .values({
        event_key: reminder.eventKey,
        channel: 'email',
        kind: reminder.kind,
        quote_id: 'quoteId' in reminder ? reminder.quoteId : null,
      })
      .onConflict((oc) => oc.columns(['event_key', 'channel']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!claimed) return false;
    const outboxId = await queue(tx, deps, reminder);
    if (outboxId) await tx.db.updateTable('public.reminders_sent').set({ outbox_id: outboxId }).where('id', '=', claimed.id).execute();
    return true;
  });
}

const links = (origin: string, locale: Locale) => {
  const base = `${origin}${localePrefix(locale)}`;
  return {
    dashboard: `${base}/dashboard`,
    settings: `${base}/dashboard#reminders`,
    payments: `${base}/account/payments`,
    withholding: `${base}/account/withholding`,
  };
};

/**
 * The client's one-click link that stops reminders (RFC 8058, decision 0075), sent in the e-mail's
 * List-Unsubscribe headers and offered in its body. Reminders go only to clients with an account, so there is always one.
 */
async function stopLink(tx: Tx, deps: ReminderDeps, userId: string | null, locale: Locale): Promise<{ listUnsubscribe?: string }> {
  if (!userId) return {};
  return { listUnsubscribe: oneClickUrl(deps.origin, locale, oneClickToken(await oneClickKey(tx), 'reminders', userId)) };
}

/** Renders and queues one reminder's e-mail; null when there is no one to send it to. */
async function queue(tx: Tx, deps: ReminderDeps, reminder: Reminder): Promise<string | null> {
  if (reminder.kind === 'studio_digest') {
    return deps.mail.enqueue(tx, 'reminder_studio_digest', { day: reminder.day, counts: reminder.counts, link: `${deps.origin}/admin` });
  }
  const quote = reminder.quoteId ? await readQuote(tx, reminder.quoteId) : null;
  if (reminder.kind === 'withholding_missing') return queueWithholding(tx, deps, reminder, quote);
  if (!quote) return null;
  const client = clientOf(quote);
  if (!client.email) return null;
  const locale = quote.locale;
  const link = links(deps.origin, locale);
  const related = { relatedTable: 'quotes', relatedId: quote.id };
  const packageName = await packageNameFor(tx, quote);
  const envelope = await stopLink(tx, deps, quote.user_id, locale);
  // The body offers the same one-click page as the headers, so turning reminders off takes no sign-in.
  const stop = envelope.listUnsubscribe ?? link.settings;
  if (reminder.kind === 'quote_lapsing') {
    return deps.mail.enqueue(
      tx,
      'reminder_quote_lapsing',
      {
        locale,
        client,
        packageName,
        link: link.dashboard,
        stopLink: stop,
        validUntil: reminder.validUntil,
        daysLeft: reminder.daysLeft,
      },
      related,
      [],
      envelope,
    );
  }
  const instalment = await tx.db
    .selectFrom('public.payment_instalments as i')
    .select(['i.position', 'i.label_en', 'i.label_th', 'i.amount_satang'])
    .select((eb) =>
      eb
        .selectFrom('public.payment_instalments as a')
        .select((c) => c.fn.countAll<number>().as('n'))
        .whereRef('a.schedule_id', '=', 'i.schedule_id')
        .as('count'),
    )
    .where('i.id', '=', reminder.instalmentId)
    .executeTakeFirst();
  if (!instalment) return null;
  const input = {
    locale,
    client,
    packageName,
    link: link.payments,
    stopLink: stop,
    instalment: {
      position: instalment.position,
      count: Number(instalment.count ?? 1),
      label: { en: instalment.label_en, th: instalment.label_th },
    },
    amount: Number(instalment.amount_satang),
    dueDate: reminder.dueDate,
  };
  return reminder.kind === 'instalment_due_soon'
    ? deps.mail.enqueue(tx, 'reminder_instalment_due', { ...input, daysOverdue: null }, related, [], envelope)
    : deps.mail.enqueue(tx, 'reminder_instalment_overdue', { ...input, daysOverdue: reminder.daysOverdue }, related, [], envelope);
}

async function queueWithholding(
  tx: Tx,
  deps: ReminderDeps,
  reminder: Extract<Reminder, { kind: 'withholding_missing' }>,
  quote: Awaited<ReturnType<typeof readQuote>>,
): Promise<string | null> {
  const document = await tx.db
    .selectFrom('public.documents as d')
    .innerJoin('public.orders as o', 'o.id', 'd.order_id')
    .leftJoin('public.profiles as p', 'p.id', 'd.user_id')
    .select(['d.number', 'd.order_id', 'd.user_id', 'o.withheld_satang as withheld', 'p.full_name', 'p.email'])
    .where('d.id', '=', reminder.documentId)
    .executeTakeFirst();
  if (!document) return null;
  const client = quote
    ? clientOf(quote, document.email ?? '')
    : { name: document.full_name ?? '', email: document.email ?? '', phone: '', company: '' };
  if (!client.email) return null;
  const locale: Locale = quote?.locale ?? 'en';
  const link = links(deps.origin, locale);
  const envelope = await stopLink(tx, deps, quote?.user_id ?? document.user_id, locale);
  return deps.mail.enqueue(
    tx,
    'reminder_withholding_missing',
    {
      locale,
      client,
      link: link.withholding,
      stopLink: envelope.listUnsubscribe ?? link.settings,
      documentNumber: document.number,
      paidOn: reminder.paidOn,
      withheld: Number(document.withheld),
    },
    quote
      ? { relatedTable: 'quotes', relatedId: quote.id }
      : document.order_id
        ? { relatedTable: 'orders', relatedId: document.order_id }
        : {},
    [],
    envelope,
  );
}
