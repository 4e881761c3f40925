/**
 * The client's e-mail when an instalment falls due (decision 0050, addendum 2026-11-27): queued through
 * the one outbox, as the service, in the transaction that makes the instalment due and issues its
 * invoice, so the e-mail exists exactly when the due instalment does and a rollback takes both back.
 * The invoice's PDF is rendered now and stored with the row (decision 0051), in the client's language.
 */
import type { Tx } from '../../db/types';
import type { MailQueue } from '../../mail/outbox';
import type { InvoiceSnapshot } from '../../../domain/schedule/invoice';
import { bangkokDate } from '../../../domain/money/buddhistEra';
import { dueDateFrom } from '../../../domain/schedule/status';
import { localePrefix } from '../../../i18n/locales';
import { documentAttachment } from '../documents/attachment';
import { clientOf, packageNameFor, readQuote } from '../quotation/quoteRow';

export interface DueNotice {
  mail: MailQueue;
  /** The site's address, for the link to Payment History. */
  origin: string;
}

const isoDay = (date: Date) => {
  const day = bangkokDate(date);
  return `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
};

/** Queues the e-mail of due instalment `instalmentId`; the outbox row's id, or null when the client has no address. */
export async function queueInstalmentDue(
  system: Tx,
  notice: DueNotice,
  instalmentId: string,
  onAcceptance: boolean,
): Promise<string | null> {
  const instalment = await system.db
    .selectFrom('public.payment_instalments as i')
    .leftJoin('public.documents as d', 'd.id', 'i.invoice_document_id')
    .select((eb) => [
      'i.quote_id',
      'i.position',
      'i.label_en',
      'i.label_th',
      'i.amount_satang',
      'i.due_at',
      'd.id as invoice_id',
      'd.number as invoice_number',
      'd.snapshot as invoice_snapshot',
      eb
        .selectFrom('public.payment_instalments as all_i')
        .select((c) => c.fn.countAll<number>().as('n'))
        .whereRef('all_i.schedule_id', '=', 'i.schedule_id')
        .as('count'),
    ])
    .where('i.id', '=', instalmentId)
    .executeTakeFirst();
  if (!instalment?.due_at) return null;
  const quote = await readQuote(system, instalment.quote_id);
  if (!quote) return null;
  const client = clientOf(quote);
  if (!client.email) return null;
  const locale = quote.locale;
  // Written by issue_document from src/domain/schedule/invoice.ts; never changed since. Without an
  // invoice (the studio's identity incomplete: decision 0043) the e-mail still says what is due and when.
  const invoice = instalment.invoice_snapshot as unknown as InvoiceSnapshot | null;
  const file = instalment.invoice_id ? await documentAttachment(system, instalment.invoice_id, locale) : null;
  return notice.mail.enqueue(
    system,
    'instalment_due',
    {
      locale,
      client,
      quoteId: quote.id,
      packageName: await packageNameFor(system, quote),
      instalment: {
        position: instalment.position,
        count: Number(instalment.count ?? 1),
        label: { en: instalment.label_en, th: instalment.label_th },
      },
      amount: instalment.amount_satang,
      withholding: invoice?.totals.withholding ?? 0,
      dueDate: invoice?.invoice?.dueDate ?? isoDay(dueDateFrom(new Date(instalment.due_at))),
      link: `${notice.origin}${localePrefix(locale)}/account/payments`,
      onAcceptance,
      attached: file && instalment.invoice_number ? { type: 'invoice', number: instalment.invoice_number } : null,
    },
    { relatedTable: 'quotes', relatedId: quote.id },
    file ? [file] : [],
  );
}
