import type { QuoteRecord, TrailEntry } from '../../domain/admin';
import { shortId } from '../../domain/admin';
import { formatDate, formatMoney } from '../../i18n/format';
import { bangkokNoon } from '../../domain/time/bangkok';
import type { Locale } from '../../i18n/locales';
import { statusBadgeClass } from '../../client/statusStyle';
import type { AdminT } from './words';

// Its own chunk, loaded when a quote dialog first opens: the panel's first visit does not carry it.

const heading = 'mt-6 text-sm font-semibold text-ink';

// The e-mail's kind is the code's name for it (quote_reply); its subject, also recorded, says it in words.
const UNSHOWN_FIELDS = new Set(['kind']);

/** Where each coded value's words are (a value with none shows its key, as a missing key does). */
const VALUE_WORDS: Record<string, string> = {
  status: 'status',
  locale: 'admin.record.language',
  source: 'admin.record.source',
  purpose: 'admin.trail.purpose',
  author_role: 'admin.trail.author',
};

/** A recorded value as the studio reads it: money, statuses, languages and sources in words. */
function show(t: AdminT, locale: Locale, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return t('admin.trail.empty');
  if (typeof value === 'number' && /price|amount/.test(field)) return formatMoney(locale, value);
  if (typeof value === 'string') {
    const words = VALUE_WORDS[field];
    if (words) return t.data(`${words}.${value}`);
    if (field === 'currency') return value.toUpperCase();
  }
  if (typeof value === 'string' && value.length > 160) return `${value.slice(0, 160)}…`;
  return String(value);
}

function TrailLine({ entry, t, locale }: { entry: TrailEntry; t: AdminT; locale: Locale }) {
  // An admin by their e-mail; a client by theirs when the JWT gave one.
  const who = entry.actorEmail ?? t(`admin.trail.actor.${entry.actorKind === 'admin' ? 'system' : entry.actorKind}`);
  return (
    <li className="rounded-lg bg-slate-50 px-3 py-2" data-trail-entry={`${entry.subject}.${entry.action}`}>
      <p className="text-xs text-slate-600">
        {formatDate(locale, entry.at, 'dateTime')} · <span data-trail-actor>{who}</span>
      </p>
      <p className="font-medium text-ink">{t.data(`admin.trail.event.${entry.subject}.${entry.action}`)}</p>
      <ul className="mt-1 space-y-0.5 text-slate-700">
        {Object.entries(entry.changes)
          .filter(([field]) => !UNSHOWN_FIELDS.has(field))
          .map(([field, change]) => (
            <li key={field} className="break-words" data-trail-change={field}>
              {entry.action === 'changed'
                ? t('admin.trail.change', {
                    field: t.data(`admin.trail.field.${field}`),
                    before: show(t, locale, field, change.before),
                    after: show(t, locale, field, change.after),
                  })
                : t('admin.trail.value', {
                    field: t.data(`admin.trail.field.${field}`),
                    after: show(t, locale, field, entry.action === 'deleted' ? change.before : change.after),
                  })}
            </li>
          ))}
      </ul>
    </li>
  );
}

type Part = { record: QuoteRecord; t: AdminT; locale: Locale };

/** One label and value of a definition list. */
function Fact({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="grid grid-cols-3 gap-3 py-2">
      <dt className="text-slate-600">{label}</dt>
      <dd className="col-span-2 font-medium break-words whitespace-pre-line text-ink">{value}</dd>
    </div>
  );
}

function RequestSection({ record, t }: Part) {
  const { quote } = record;
  const source = quote.source === 'wizard' || quote.source === 'modal' || quote.source === 'order' ? quote.source : 'none';
  return (
    <>
      <h3 className={heading}>{t('admin.record.request')}</h3>
      <dl className="mt-2 divide-y divide-slate-100" data-quote-request>
        <Fact label={t('admin.record.source')} value={t(`admin.record.source.${source}`)} />
        <Fact label={t('admin.record.language')} value={t(`admin.record.language.${quote.locale}`)} />
        <Fact label={t('admin.record.quantity')} value={String(record.quantity)} />
        {record.details.map((detail) => (
          <Fact key={detail.key} label={t.data(`admin.record.detail.${detail.key}`)} value={detail.value} />
        ))}
      </dl>
    </>
  );
}

function PlanSection({ plan, t, locale }: { plan: NonNullable<QuoteRecord['plan']>; t: AdminT; locale: Locale }) {
  return (
    <section data-quote-plan>
      <h3 className={heading}>{t('admin.record.plan')}</h3>
      <p className="mt-2 font-medium text-ink">{plan.title}</p>
      <dl className="mt-1 divide-y divide-slate-100">
        <Fact label={t('admin.record.planBase')} value={formatMoney(locale, plan.basePrice)} />
        {plan.features.map((feature) => (
          <Fact key={feature.name} label={feature.name} value={formatMoney(locale, feature.price)} />
        ))}
        <Fact label={t('admin.record.planTotal')} value={formatMoney(locale, plan.finalPrice)} />
        <Fact label={t('admin.record.planTimeline')} value={plan.timeline} />
      </dl>
      {plan.understood.length > 0 && (
        <>
          <p className="mt-2 font-medium text-ink">{t('admin.record.planWhy')}</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-slate-700" data-quote-plan-why>
            {plan.understood.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function PaymentsSection({ record, t, locale }: Part) {
  return (
    <>
      <h3 className={heading}>{t('admin.record.payments')}</h3>
      {record.orders.length === 0 ? (
        <p className="mt-2 text-slate-600">{t('admin.record.noPayments')}</p>
      ) : (
        <ul className="mt-2 space-y-1" data-quote-orders>
          {record.orders.map((order) => (
            <li key={order.id} className="flex flex-wrap items-center gap-x-3 gap-y-1" data-quote-order={order.id}>
              <span className="font-mono text-xs text-slate-500">#{shortId(order.id)}</span>
              <span className="font-semibold text-ink">{formatMoney(locale, order.amount, order.currency)}</span>
              <span className={statusBadgeClass(order.status)}>{t(`status.${order.status}`)}</span>
              <span className="text-slate-600">{formatDate(locale, order.createdAt, 'dateTime')}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function QuotationsSection({ record, t, locale }: Part) {
  if (record.quotations.length === 0) return null;
  return (
    <>
      <h3 className={heading}>{t('admin.record.quotations')}</h3>
      <ul className="mt-2 space-y-1" data-quote-quotations>
        {record.quotations.map((q) => (
          <li key={q.revision} data-quotation-revision={q.revision}>
            {q.documentId ? (
              <a
                className="font-semibold text-brand-700 underline"
                href={`/api/documents/${q.documentId}`}
                data-document={q.number}
                download
              >
                {t('admin.record.quotation', { number: q.number ?? '', revision: q.revision })}
              </a>
            ) : (
              t('admin.record.quotationNoDocument', { revision: q.revision })
            )}{' '}
            · {formatMoney(locale, q.price)} · {formatDate(locale, q.createdAt, 'dateTime')}
            {/* Only the latest of a quote still waiting for the client's answer can lapse. */}
            {record.quote.status === 'quoted' && q === record.quotations.at(-1) && (
              <span
                className={`block ${q.expired ? 'font-semibold text-amber-900' : 'text-slate-600'}`}
                data-quotation-valid={q.expired ? 'expired' : 'valid'}
              >
                {t(q.expired ? 'admin.record.quotationExpired' : 'admin.record.quotationValid', {
                  date: formatDate(locale, bangkokNoon(q.validUntil)),
                })}
              </span>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

function AcceptanceLine({ acceptance, t, locale }: { acceptance: NonNullable<QuoteRecord['acceptance']>; t: AdminT; locale: Locale }) {
  return (
    <p className="mt-2 text-slate-700" data-quote-acceptance>
      {t('admin.record.acceptance', {
        revision: acceptance.revision ?? '—',
        price: formatMoney(locale, acceptance.price),
        at: formatDate(locale, acceptance.acceptedAt, 'dateTime'),
        address: acceptance.clientAddress,
      })}
      {acceptance.userAgent && <span className="block break-words text-xs text-slate-500">{acceptance.userAgent}</span>}
    </p>
  );
}

function CreditNotesSection({ record, t, locale }: Part) {
  if (record.creditNotes.length === 0) return null;
  return (
    <>
      <h3 className={heading}>{t('admin.record.creditNotes')}</h3>
      <ul className="mt-2 space-y-1" data-quote-credit-notes>
        {record.creditNotes.map((note) => (
          <li key={note.id}>
            {note.number
              ? t('admin.record.creditNote', { number: note.number, amount: formatMoney(locale, note.amount, note.currency) })
              : t('admin.record.creditNoteUnnumbered', { amount: formatMoney(locale, note.amount, note.currency) })}{' '}
            · {formatDate(locale, note.createdAt)}
          </li>
        ))}
      </ul>
    </>
  );
}

function EmailsSection({ record, t, locale }: Part) {
  return (
    <>
      <h3 className={heading}>{t('admin.record.emails')}</h3>
      {record.emails.length === 0 ? (
        <p className="mt-2 text-slate-600">{t('admin.record.noEmails')}</p>
      ) : (
        <ul className="mt-2 space-y-1" data-quote-emails>
          {record.emails.map((mail) => (
            <li key={mail.id} className="break-words" data-quote-email={mail.kind}>
              {mail.kind.startsWith('reminder_') && (
                <span className="mr-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                  {t('admin.record.reminder')}
                </span>
              )}
              <span className="font-medium text-ink">{mail.subject}</span>{' '}
              <span className="text-slate-600">
                · {t(`admin.customer.emailStatus.${mail.status}`)} · {formatDate(locale, mail.createdAt, 'dateTime')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function TrailSection({ record, t, locale }: Part) {
  return (
    <>
      <h3 className={heading}>{t('admin.record.trail')}</h3>
      {record.trail.length === 0 ? (
        <p className="mt-2 text-slate-600">{t('admin.record.trailEmpty')}</p>
      ) : (
        <ol className="mt-2 space-y-2" data-quote-trail>
          {record.trail.map((entry) => (
            <TrailLine key={entry.id} entry={entry} t={t} locale={locale} />
          ))}
        </ol>
      )}
    </>
  );
}

/** The request, the plan and why, payments, credit notes, e-mails and the trail of one quote. */
export default function QuoteRecordView({ record, t, locale }: Part) {
  const part = { record, t, locale };
  return (
    <div className="text-sm" data-quote-record>
      <RequestSection {...part} />
      {record.plan && <PlanSection plan={record.plan} t={t} locale={locale} />}
      <PaymentsSection {...part} />
      <QuotationsSection {...part} />
      {record.acceptance && <AcceptanceLine acceptance={record.acceptance} t={t} locale={locale} />}
      <CreditNotesSection {...part} />
      <EmailsSection {...part} />
      <TrailSection {...part} />
    </div>
  );
}
