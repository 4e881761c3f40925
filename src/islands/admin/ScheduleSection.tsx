import { useEffect, useState } from 'react';
import { actions } from 'astro:actions';
import type { Locale } from '../../i18n/locales';
import { formatDate } from '../../i18n/format';
import { ErrorBox } from '../shared/ErrorBox';
import { FormField, SelectField } from '../shared/FormField';
import type { AdminT } from './words';
import { documentTitle } from '../../components/payments/documentTitle';
import { DEFAULT_ROWS, rowsOf, ScheduleForm, type FormRow } from './ScheduleForm';
import { formatSatangMoney } from '../../components/payments/money';
import { todayInBangkok } from '../../components/payments/transferReportForm';

type Loaded = Awaited<ReturnType<typeof actions.admin.schedule>>['data'];

// One money format and one Bangkok date with the client's pages (components/payments).
const baht = (satang: number, locale: Locale) => formatSatangMoney(locale, satang);

/**
 * The quote dialog's payment schedule (decision 0050): the current revision's instalments with their
 * state and documents; a new revision (ScheduleForm: percentages or amounts, the last the rest) while
 * nothing is invoiced; "mark due" for a milestone, which issues its invoice; "mark received" for a
 * transfer, with the amount received and the withholding, which issues the receipt/tax invoice.
 */
export default function ScheduleSection({ quoteId, t, locale }: { quoteId: string; t: AdminT; locale: Locale }) {
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<{ id: string; data: Loaded | null; error: boolean } | null>(null);
  const [rows, setRows] = useState<FormRow[] | null>(null);
  const [receiving, setReceiving] = useState<string | null>(null);
  // The client's transfer report a "record" starts from (decision 0064), if any.
  const [fromReport, setFromReport] = useState<{ amountSatang: number; transferredAt: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // "Mark due and invoice" sends the client a money request: it asks first (decision 0062).
  const [confirmingDue, setConfirmingDue] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    actions.admin
      .schedule({ id: quoteId })
      .then((result) => {
        if (live) setState({ id: quoteId, data: result.data ?? null, error: result.error !== undefined });
      })
      .catch(() => {
        if (live) setState({ id: quoteId, data: null, error: true });
      });
    return () => {
      live = false;
    };
  }, [quoteId, version]);

  const loaded = state && state.id === quoteId ? state : null;
  if (!loaded) return <p className="mt-6 text-sm text-slate-600">{t('admin.record.loading')}</p>;
  if (loaded.error || !loaded.data) return <ErrorBox>{t('admin.schedule.loadFailed')}</ErrorBox>;
  const { schedule, price, expected, reports } = loaded.data;
  const invoiced = schedule?.instalments.some((i) => i.invoice !== null) ?? false;

  async function run(call: () => Promise<{ data?: { ok: boolean; problem?: string } | undefined; error?: unknown }>, fallback: string) {
    setBusy(true);
    setNotice(null);
    setSaved(null);
    try {
      const result = await call();
      if (result.error !== undefined || !result.data) setNotice(t('admin.schedule.failed'));
      else if (!result.data.ok) setNotice(t.data(`admin.schedule.problem.${result.data.problem ?? fallback}`));
      else {
        setRows(null);
        setReceiving(null);
        setConfirmingDue(null);
        setVersion((v) => v + 1);
      }
    } catch {
      setNotice(t('admin.schedule.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="mt-6 border-t border-slate-200 pt-4" aria-labelledby="schedule-title" data-schedule-section>
      <h3 id="schedule-title" className="text-lg font-bold">
        {t('admin.schedule.title')}
        {schedule && (
          <span className="ml-2 text-sm font-normal text-slate-600">{t('admin.schedule.revision', { revision: schedule.revision })}</span>
        )}
      </h3>
      {notice && (
        <div className="mt-3">
          <ErrorBox>{notice}</ErrorBox>
        </div>
      )}
      {saved && (
        <p className="mt-3 text-sm font-medium text-green-800" role="status" data-schedule-saved>
          {saved}
        </p>
      )}
      {!schedule && !rows && <p className="mt-2 text-slate-700">{t('admin.schedule.none')}</p>}

      {schedule && !rows && (
        <ol className="mt-3 space-y-3">
          {schedule.instalments.map((i) => (
            <li key={i.id} className="rounded-xl border border-slate-200 p-3" data-admin-instalment={i.position} data-state={i.state}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-medium">
                  {i.position}. {locale === 'th' ? i.label.th : i.label.en}
                </span>
                <span className="font-semibold">{baht(i.amount, locale)}</span>
              </div>
              <p className="text-sm text-slate-600">
                {t(`admin.schedule.state.${i.state}`)}
                {i.dueAt ? ` · ${formatDate(locale, i.dueAt)}` : ''}
              </p>
              {i.payment && (
                <p className="text-sm text-slate-700">
                  {i.payment.method === 'card'
                    ? t('admin.schedule.paidBy.card')
                    : t('admin.schedule.paidBy.transfer', {
                        received: baht(i.payment.receivedSatang ?? 0, locale),
                        withheld: baht(i.payment.withheldSatang ?? 0, locale),
                      })}
                </p>
              )}
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
              {i.state === 'upcoming' && i.trigger === 'milestone' && loaded.data?.status === 'approved' && confirmingDue !== i.id && (
                <button type="button" className="btn-secondary mt-2" disabled={busy} onClick={() => setConfirmingDue(i.id)} data-mark-due>
                  {t('admin.schedule.markDue')}
                </button>
              )}
              {i.state === 'upcoming' && confirmingDue === i.id && (
                <div
                  role="group"
                  aria-labelledby={`confirm-due-${i.id}`}
                  className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-3"
                  data-confirm-due
                >
                  <p id={`confirm-due-${i.id}`} className="text-sm text-amber-950">
                    {t('admin.schedule.confirmDue', { label: locale === 'th' ? i.label.th : i.label.en, amount: baht(i.amount, locale) })}
                  </p>
                  <div className="mt-2 flex flex-wrap gap-2">
                    <button
                      type="button"
                      className="btn-primary"
                      disabled={busy}
                      autoFocus
                      onClick={() =>
                        void run(async () => {
                          const r = await actions.admin.markInstalmentDue({ id: i.id });
                          return r.data ? { data: r.data.ok ? { ok: true } : { ok: false, problem: 'notDue' } } : { error: r.error };
                        }, 'notDue')
                      }
                      data-confirm-mark-due
                    >
                      {t('admin.schedule.confirmDueButton')}
                    </button>
                    <button type="button" className="btn-secondary" disabled={busy} onClick={() => setConfirmingDue(null)}>
                      {t('admin.schedule.cancel')}
                    </button>
                  </div>
                </div>
              )}
              {reports
                .filter((report) => report.instalmentId === i.id)
                .map((report) => (
                  <div key={report.id} className="mt-2 rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900" data-admin-transfer-report>
                    <p>
                      {t('admin.schedule.reported', {
                        amount: baht(report.amountSatang, locale),
                        at: formatDate(locale, report.transferredAt, 'dateTime'),
                      })}
                    </p>
                    <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                      <a
                        className="text-brand underline"
                        href={`/api/transfer-slips/${report.id}`}
                        target="_blank"
                        rel="noopener"
                        data-slip-link
                      >
                        {t('admin.schedule.viewSlip')}
                      </a>
                      {i.state === 'due' && receiving !== i.id && (
                        <button
                          type="button"
                          className="text-brand underline"
                          disabled={busy}
                          onClick={() => {
                            setFromReport(report);
                            setReceiving(i.id);
                          }}
                        >
                          {t('admin.schedule.recordFromReport')}
                        </button>
                      )}
                    </p>
                  </div>
                ))}
              {i.state === 'due' && receiving !== i.id && (
                <button
                  type="button"
                  className="btn-secondary mt-2"
                  disabled={busy}
                  onClick={() => {
                    setFromReport(null);
                    setReceiving(i.id);
                  }}
                >
                  {t('admin.schedule.markReceived')}
                </button>
              )}
              {i.state === 'due' && receiving === i.id && (
                <ReceivedForm
                  key={i.id}
                  t={t}
                  busy={busy}
                  expected={expected[i.id] ?? { net: i.amount, withholding: 0 }}
                  report={fromReport}
                  locale={locale}
                  onCancel={() => setReceiving(null)}
                  onSubmit={(input) => void run(() => actions.admin.markInstalmentReceived({ id: i.id, ...input }), 'not_payable')}
                />
              )}
            </li>
          ))}
        </ol>
      )}

      {rows && price !== null && (
        <ScheduleForm
          quoteId={quoteId}
          price={price}
          initial={rows}
          t={t}
          locale={locale}
          baht={(satang) => baht(satang, locale)}
          onSaved={(quotation) => {
            setSaved(
              quotation
                ? t('admin.schedule.savedRevision', { revision: quotation.revision, number: quotation.number ?? '—' })
                : t('admin.schedule.saved'),
            );
            setRows(null);
            setVersion((v) => v + 1);
          }}
          onCancel={() => setRows(null)}
        />
      )}

      {!rows && !invoiced && price !== null && price > 0 && (
        <button
          type="button"
          className="btn-secondary mt-3"
          onClick={() => {
            setSaved(null);
            setRows(schedule ? rowsOf(schedule) : DEFAULT_ROWS);
          }}
        >
          {schedule ? t('admin.schedule.edit') : t('admin.schedule.create')}
        </button>
      )}
    </section>
  );
}

interface ReceivedInput {
  method: 'transfer' | 'promptpay';
  receivedSatang: number;
  withheldSatang: number;
  reference: string;
  receivedOn: string;
}

function ReceivedForm(props: {
  t: AdminT;
  busy: boolean;
  locale: Locale;
  expected: { net: number; withholding: number };
  /** The client's report this record starts from: its amount and day fill the form. */
  report: { amountSatang: number; transferredAt: string } | null;
  onCancel: () => void;
  onSubmit: (input: ReceivedInput) => void;
}) {
  const { t, busy, expected, report, locale, onCancel, onSubmit } = props;
  const [form, setForm] = useState({
    method: 'transfer' as ReceivedInput['method'],
    received: ((report?.amountSatang ?? expected.net) / 100).toFixed(2),
    withheld: (expected.withholding / 100).toFixed(2),
    reference: '',
    receivedOn: report ? todayInBangkok(new Date(report.transferredAt)) : todayInBangkok(),
  });
  const satang = (text: string) => Math.round(Number(text.replace(/,/g, '')) * 100);
  return (
    <form
      className="mt-3 space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit({
          method: form.method,
          receivedSatang: satang(form.received),
          withheldSatang: satang(form.withheld),
          reference: form.reference,
          receivedOn: form.receivedOn,
        });
      }}
      data-received-form
    >
      <p className="text-sm text-slate-600">
        {t('admin.schedule.expected', { net: baht(expected.net, locale), withholding: baht(expected.withholding, locale) })}
      </p>
      <SelectField
        label={t('admin.schedule.method')}
        value={form.method}
        onChange={(e) => setForm({ ...form, method: e.target.value as ReceivedInput['method'] })}
        options={[
          { value: 'transfer', label: t('admin.schedule.method.transfer') },
          { value: 'promptpay', label: t('admin.schedule.method.promptpay') },
        ]}
      />
      <div className="grid gap-2 sm:grid-cols-2">
        <FormField
          label={t('admin.schedule.received')}
          inputMode="decimal"
          value={form.received}
          onChange={(e) => setForm({ ...form, received: e.target.value })}
          required
        />
        <FormField
          label={t('admin.schedule.withheld')}
          inputMode="decimal"
          value={form.withheld}
          onChange={(e) => setForm({ ...form, withheld: e.target.value })}
        />
        <FormField
          label={t('admin.schedule.reference')}
          value={form.reference}
          onChange={(e) => setForm({ ...form, reference: e.target.value })}
        />
        <FormField
          label={t('admin.schedule.receivedOn')}
          type="date"
          value={form.receivedOn}
          onChange={(e) => setForm({ ...form, receivedOn: e.target.value })}
          required
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={busy}>
          {t('admin.schedule.record')}
        </button>
        <button type="button" className="btn-secondary" onClick={onCancel}>
          {t('admin.schedule.cancel')}
        </button>
      </div>
    </form>
  );
}
