/**
 * Quotation revisions (docs/decisions/0053): when the studio prices or re-prices a quote (status quoted
 * with a price), a new revision with its QT document is issued in the same transaction as the review.
 * A save that changes neither the price, the timeline, the studio's own lines (addendum 2026-11-27
 * "custom lines") nor the payment schedule printed (decision 0062) of the latest revision issues nothing,
 * unless that revision has expired: then the save renews it (decision 0053, addendum 2026-11-27). The
 * revision row is the record; the document is its printable form (none while the studio's identity is
 * incomplete, decision 0043). Neither is ever changed: the database refuses it.
 */
import { sql } from 'kysely';
import type { Tx } from '../../db/types';
import type { AppConfig } from '../../config';
import { bahtToSatang } from '../../../domain/money/satang';
import {
  MAX_CUSTOM_LINES,
  quotationExpired,
  planCatalogue,
  quotationFor,
  sameSchedule,
  scheduleFor,
  validUntil,
  type CatalogueItem,
  type CustomLine,
  type ScheduleItem,
} from '../../../domain/money/quotation';
import { packageLine } from '../../../domain/money/packageLine';
import { featureNameKey } from '../../../domain/plan/features';
import { translator } from '../../../i18n/translate';
import { buyerOf } from '../documents/paymentReceipt';
import { issueDocument } from '../documents/issue';
import { documentAttachment } from '../documents/attachment';
import type { QueuedAttachment } from '../../mail/outbox';
import type { AttachedDocument } from '../../mail/templates/attachedDocument';
import type { Locale } from '../../../i18n/locales';
import { sellerOnDocument } from '../seller';

export interface QuotationRevision {
  revision: number;
  /** The QT number, or null when no document could be issued. */
  number: string | null;
}

/**
 * Issues the next revision of `quoteId` when its price, timeline, custom lines or printed payment
 * schedule differ from the latest one, or the latest has expired. Call it after the review's update or
 * the schedule's save, in the same transaction, with the quote row locked (reviewQuote and setSchedule do).
 * Revisions and documents are the service's to write: this switches to it for the inserts.
 */
export async function reviseQuotation(tx: Tx, quoteId: string, config: Pick<AppConfig, 'seller'>, issuedAt = new Date()) {
  return tx.asService(async (system): Promise<QuotationRevision | null> => {
    const quote = await system.db
      .selectFrom('public.quotes as q')
      .leftJoin('public.packages as p', 'p.id', 'q.package_id')
      .select(['q.id', 'q.user_id', 'q.status', 'q.quoted_price', 'q.quoted_timeline', 'q.package_id', 'q.package_name'])
      .select(['q.package_price', 'q.quantity', 'q.plan', 'p.name as catalogue_en', 'p.name_th as catalogue_th', 'q.custom_lines'])
      .where('q.id', '=', quoteId)
      .executeTakeFirst();
    if (!quote || quote.status !== 'quoted' || !quote.quoted_price || quote.quoted_price <= 0) return null;
    const latest = await system.db
      .selectFrom('public.quotation_revisions as r')
      .leftJoin('public.documents as d', 'd.id', 'r.document_id')
      .select(['r.revision', 'r.price', 'r.timeline', 'r.custom_lines', 'r.schedule_id'])
      .select(sql<string>`r.valid_until::text`.as('valid_until'))
      // A revision issued before schedule_id existed: what its document printed.
      .select(sql<unknown>`d.snapshot -> 'quotation' -> 'schedule'`.as('printed_schedule'))
      .where('r.quote_id', '=', quoteId)
      .orderBy('r.revision', 'desc')
      .limit(1)
      .executeTakeFirst();
    const timeline = quote.quoted_timeline || null;
    const customLines = asCustomLines(quote.custom_lines);
    const price = bahtToSatang(quote.quoted_price);
    // The schedule this revision would print: the current one when it splits this price, else none.
    const current = await currentSchedule(system, quoteId);
    const schedule = scheduleFor(price, current?.items ?? null);
    const printed = !latest
      ? null
      : latest.schedule_id
        ? scheduleFor(bahtToSatang(latest.price), await scheduleItems(system, latest.schedule_id))
        : asSchedule(latest.printed_schedule);
    // Unchanged and still valid: nothing to issue. Expired: saving renews it (a new revision, a new date).
    if (
      latest &&
      latest.price === quote.quoted_price &&
      (latest.timeline ?? null) === timeline &&
      sameLines(asCustomLines(latest.custom_lines), customLines) &&
      sameSchedule(printed, schedule) &&
      !quotationExpired(latest.valid_until, issuedAt)
    )
      return null;
    const revision = (latest?.revision ?? 0) + 1;

    let document: { id: string; number: string } | null = null;
    if (config.seller.ok) {
      const identity = config.seller.identity;
      const { type, snapshot } = quotationFor({
        seller: sellerOnDocument(identity),
        buyer: await buyerOf(system, quote.user_id),
        price,
        items: catalogueItems(quote),
        customLines,
        quoteRef: quote.id.slice(0, 8),
        revision,
        issuedAt,
        timeline,
        schedule,
        demo: config.seller.demo,
      });
      document = await issueDocument(system, { type, issuedAt, userId: quote.user_id, quoteId, orderId: null, snapshot });
    } else {
      console.error(`[quotes] quotation revision ${revision} of ${quoteId} has no document: the studio's identity is incomplete`);
    }
    await system.db
      .insertInto('public.quotation_revisions')
      .values({
        quote_id: quoteId,
        user_id: quote.user_id,
        revision,
        price: quote.quoted_price,
        timeline,
        valid_until: validUntil(issuedAt),
        // Frozen with the revision: a later change of the quote's lines is the next revision.
        custom_lines: JSON.stringify(customLines),
        // The schedule revision printed, so the next save can tell whether the schedule changed.
        schedule_id: schedule ? current!.id : null,
        document_id: document?.id ?? null,
        created_at: issuedAt,
      })
      .execute();
    return { revision, number: document?.number ?? null };
  });
}

/**
 * The studio's lines as stored (jsonb the server wrote through the zod schema). Read defensively all the
 * same: a line that is not a description and a whole-baht amount above zero is not printed.
 */
export function asCustomLines(value: unknown): CustomLine[] {
  if (!Array.isArray(value)) return [];
  const lines: CustomLine[] = [];
  for (const entry of value.slice(0, MAX_CUSTOM_LINES) as unknown[]) {
    if (!entry || typeof entry !== 'object') continue;
    const { description, amount } = entry as Record<string, unknown>;
    if (typeof description !== 'string' || description === '' || typeof amount !== 'number') continue;
    if (!Number.isSafeInteger(amount) || amount <= 0) continue;
    lines.push({ description, amount });
  }
  return lines;
}

/** A schedule as a quotation snapshot froze it (jsonb the server wrote); anything malformed is none. */
function asSchedule(value: unknown): ScheduleItem[] | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  const items: ScheduleItem[] = [];
  for (const entry of value as unknown[]) {
    if (!entry || typeof entry !== 'object') return null;
    const { position, label, trigger, amount } = entry as Record<string, unknown>;
    const names = label as Record<string, unknown> | null;
    if (typeof position !== 'number' || typeof amount !== 'number' || (trigger !== 'acceptance' && trigger !== 'milestone')) return null;
    if (!names || typeof names['th'] !== 'string' || typeof names['en'] !== 'string') return null;
    items.push({ position, label: { th: names['th'], en: names['en'] }, trigger, amount });
  }
  return items;
}

function sameLines(a: readonly CustomLine[], b: readonly CustomLine[]): boolean {
  return a.length === b.length && a.every((line, i) => line.description === b[i]!.description && line.amount === b[i]!.amount);
}

/**
 * The quote's catalogue items (what the quotation itemises before the studio's lines), read as the
 * caller: the review checks with them that the price carries the studio's lines before it saves.
 */
export async function quoteCatalogue(tx: Tx, quoteId: string): Promise<CatalogueItem[] | null> {
  const quote = await tx.db
    .selectFrom('public.quotes as q')
    .leftJoin('public.packages as p', 'p.id', 'q.package_id')
    .select([
      'q.package_id',
      'q.package_name',
      'q.package_price',
      'q.quantity',
      'q.plan',
      'p.name as catalogue_en',
      'p.name_th as catalogue_th',
    ])
    .where('q.id', '=', quoteId)
    .executeTakeFirst();
  return quote ? catalogueItems(quote) : null;
}

interface QuoteItems {
  package_id: string | null;
  package_name: string;
  package_price: number | null;
  quantity: number;
  plan: unknown;
  catalogue_en: string | null;
  catalogue_th: string | null;
}

const th = translator('th');
const en = translator('en');

/**
 * What the quote asked for at catalogue prices: a package times its quantity, or a wizard plan's base
 * and the enhancements the client chose. Read defensively: a plan is JSON the server stored, but an
 * older row may lack a field, and then that item is simply not itemised.
 */
function catalogueItems(quote: QuoteItems): CatalogueItem[] {
  if (quote.package_id && quote.package_price !== null) {
    const name = packageLine({
      th: quote.catalogue_th || quote.catalogue_en || quote.package_name,
      en: quote.catalogue_en || quote.package_name,
    });
    return [{ description: name, quantity: quote.quantity, unitPrice: bahtToSatang(quote.package_price) }];
  }
  const plan = quote.plan as { basePrice?: unknown; titleKey?: unknown } | null;
  if (!plan || typeof plan.basePrice !== 'number') {
    // Neither a catalogue package nor a plan: the quote's own name and price, when it has one.
    return quote.package_price !== null && quote.package_price > 0
      ? [
          {
            description: { th: quote.package_name, en: quote.package_name },
            quantity: quote.quantity,
            unitPrice: bahtToSatang(quote.package_price),
          },
        ]
      : [];
  }
  const title =
    typeof plan.titleKey === 'string' && plan.titleKey.startsWith('wizard.plan.title.')
      ? (plan.titleKey as `wizard.plan.title.default`)
      : null;
  const planTitle = title ? { th: th(title), en: en(title) } : { th: quote.package_name, en: quote.package_name };
  return planCatalogue(plan, planTitle, (key) => ({ th: th(featureNameKey(key)), en: en(featureNameKey(key)) }));
}

/** The quote's current payment schedule (the highest revision) and its id, or null when it has none. */
async function currentSchedule(system: Tx, quoteId: string): Promise<{ id: string; items: ScheduleItem[] } | null> {
  const latest = await system.db
    .selectFrom('public.payment_schedules')
    .select('id')
    .where('quote_id', '=', quoteId)
    .orderBy('revision', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!latest) return null;
  const items = await scheduleItems(system, latest.id);
  return items ? { id: latest.id, items } : null;
}

/** The instalments of one schedule revision as a quotation prints them; null when it has none. */
async function scheduleItems(system: Tx, scheduleId: string): Promise<ScheduleItem[] | null> {
  const rows = await system.db
    .selectFrom('public.payment_instalments')
    .select(['position', 'label_en', 'label_th', 'due_trigger', 'amount_satang'])
    .where('schedule_id', '=', scheduleId)
    .orderBy('position')
    .execute();
  if (rows.length === 0) return null;
  return rows.map((r) => ({
    position: r.position,
    label: { th: r.label_th, en: r.label_en },
    trigger: r.due_trigger,
    amount: Number(r.amount_satang),
  }));
}

/**
 * The quote's current quotation for the e-mail that tells the client it is ready: its validity date and
 * its PDF to attach (named in the client's language). Null when the quote has no revision; no file when
 * the revision has no document (decision 0043). `system` is the service (documents are read as it).
 */
export async function currentQuotationFile(
  system: Tx,
  quoteId: string,
  locale: Locale,
): Promise<{ validUntil: string; attached: AttachedDocument | null; attachments: QueuedAttachment[] } | null> {
  const latest = await system.db
    .selectFrom('public.quotation_revisions as r')
    .leftJoin('public.documents as d', 'd.id', 'r.document_id')
    .select(['r.document_id', 'd.number'])
    .select(sql<string>`r.valid_until::text`.as('valid_until'))
    .where('r.quote_id', '=', quoteId)
    .orderBy('r.revision', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!latest) return null;
  const file = latest.document_id ? await documentAttachment(system, latest.document_id, locale) : null;
  if (!file || !latest.number) return { validUntil: latest.valid_until, attached: null, attachments: [] };
  return { validUntil: latest.valid_until, attached: { type: 'quotation', number: latest.number }, attachments: [file] };
}
