import type { Locale } from '../../../i18n/locales';
import { formatDate } from '../../../i18n/format';
import type { AdminT } from '../words';
import { documentTitle } from '../../../components/payments/documentTitle';
import { ReceivedForm, type ReceivedInput } from './ReceivedForm';
import { baht, type Instalment, type ReportStart, type TransferReport } from './shared';

const labelOf = (i: Instalment, locale: Locale) => (locale === 'th' ? i.label.th : i.label.en);

/** How a paid instalment was paid: by card, or by transfer with the amount received and withheld. */
function PaidBy({ i, t, locale }: { i: Instalment; t: AdminT; locale: Locale }) {
  if (!i.payment) return null;
  return (
    <p className="text-sm text-slate-700">
      {i.payment.method === 'card'
        ? t('admin.schedule.paidBy.card')
        : t('admin.schedule.paidBy.transfer', {
            received: baht(i.payment.receivedSatang ?? 0, locale),
            withheld: baht(i.payment.withheldSatang ?? 0, locale),
          })}
    </p>
  );
}

/** The instalment's invoice and receipt/tax invoice, as downloads. */
function InstalmentDocuments({ i, t }: { i: Instalment; t: AdminT }) {
  return (
    <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {i.invoice && (
        <a className="text-brand underline" href={`/api/documents/${i.invoice.id}`} download>
          {t('admin.schedule.invoice', { number: i.invoice.number })}
        </a>
      )}
      {i.receipt && (
        <a className="text-brand underline" href={`/api/documents/${i.receipt.id}`} download>
          {documentTitle(t, i.receipt.type, i.receipt.number)}
        </a>
      )}
    </p>
  );
}

/** "Mark due and invoice" asks first (decision 0062): it sends the client a money request. */
function ConfirmDue(props: { i: Instalment; t: AdminT; locale: Locale; busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  const { i, t, locale, busy, onConfirm, onCancel } = props;
  return (
    <div
      role="group"
      aria-labelledby={`confirm-due-${i.id}`}
      className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-3"
      data-confirm-due
    >
      <p id={`confirm-due-${i.id}`} className="text-sm text-amber-950">
        {t('admin.schedule.confirmDue', { label: labelOf(i, locale), amount: baht(i.amount, locale) })}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" className="btn-primary" disabled={busy} autoFocus onClick={onConfirm} data-confirm-mark-due>
          {t('admin.schedule.confirmDueButton')}
        </button>
        <button type="button" className="btn-secondary" disabled={busy} onClick={onCancel}>
          {t('admin.schedule.cancel')}
        </button>
      </div>
    </div>
  );
}

/** A client's transfer report on the instalment: amount, time, the slip, and "record from this report". */
function TransferReportNote(props: {
  report: TransferReport;
  t: AdminT;
  locale: Locale;
  busy: boolean;
  canRecord: boolean;
  onRecord: () => void;
}) {
  const { report, t, locale, busy, canRecord, onRecord } = props;
  return (
    <div className="mt-2 rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900" data-admin-transfer-report>
      <p>
        {t('admin.schedule.reported', {
          amount: baht(report.amountSatang, locale),
          at: formatDate(locale, report.transferredAt, 'dateTime'),
        })}
      </p>
      <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        <a className="text-brand underline" href={`/api/transfer-slips/${report.id}`} target="_blank" rel="noopener" data-slip-link>
          {t('admin.schedule.viewSlip')}
        </a>
        {canRecord && (
          <button type="button" className="text-brand underline" disabled={busy} onClick={onRecord}>
            {t('admin.schedule.recordFromReport')}
          </button>
        )}
      </p>
    </div>
  );
}

export interface InstalmentItemProps {
  i: Instalment;
  t: AdminT;
  locale: Locale;
  busy: boolean;
  /** The quote is approved: a milestone may be marked due. */
  approved: boolean;
  confirmingDue: boolean;
  receiving: boolean;
  reports: TransferReport[];
  expected: { net: number; withholding: number };
  fromReport: ReportStart | null;
  onAskDue: () => void;
  onCancelDue: () => void;
  onMarkDue: () => void;
  onReceive: (report: ReportStart | null) => void;
  onCancelReceive: () => void;
  onRecord: (input: ReceivedInput) => void;
}

/** One instalment of the current revision: its state, payment and documents, and what the admin can do next. */
export function InstalmentItem(props: InstalmentItemProps) {
  const { i, t, locale, busy, approved, confirmingDue, receiving, reports, expected, fromReport } = props;
  return (
    <li className="rounded-xl border border-slate-200 p-3" data-admin-instalment={i.position} data-state={i.state}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-medium">
          {i.position}. {labelOf(i, locale)}
        </span>
        <span className="font-semibold">{baht(i.amount, locale)}</span>
      </div>
      <p className="text-sm text-slate-600">
        {t(`admin.schedule.state.${i.state}`)}
        {i.dueAt ? ` · ${formatDate(locale, i.dueAt)}` : ''}
      </p>
      <PaidBy i={i} t={t} locale={locale} />
      <InstalmentDocuments i={i} t={t} />
      {i.state === 'upcoming' && i.trigger === 'milestone' && approved && !confirmingDue && (
        <button type="button" className="btn-secondary mt-2" disabled={busy} onClick={props.onAskDue} data-mark-due>
          {t('admin.schedule.markDue')}
        </button>
      )}
      {i.state === 'upcoming' && confirmingDue && (
        <ConfirmDue i={i} t={t} locale={locale} busy={busy} onConfirm={props.onMarkDue} onCancel={props.onCancelDue} />
      )}
      {reports
        .filter((report) => report.instalmentId === i.id)
        .map((report) => (
          <TransferReportNote
            key={report.id}
            report={report}
            t={t}
            locale={locale}
            busy={busy}
            canRecord={i.state === 'due' && !receiving}
            onRecord={() => props.onReceive(report)}
          />
        ))}
      {i.state === 'due' && !receiving && (
        <button type="button" className="btn-secondary mt-2" disabled={busy} onClick={() => props.onReceive(null)}>
          {t('admin.schedule.markReceived')}
        </button>
      )}
      {i.state === 'due' && receiving && (
        <ReceivedForm
          key={i.id}
          t={t}
          busy={busy}
          expected={expected}
          report={fromReport}
          locale={locale}
          onCancel={props.onCancelReceive}
          onSubmit={props.onRecord}
        />
      )}
    </li>
  );
}
