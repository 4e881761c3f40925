import { actions } from 'astro:actions';
import type { Locale } from '../../i18n/locales';
import { ErrorBox } from '../shared/ErrorBox';
import type { AdminT } from './words';
import { DEFAULT_ROWS, rowsOf, ScheduleForm } from './ScheduleForm';
import { baht } from './scheduleSection/shared';
import { useScheduleSection } from './scheduleSection/useScheduleSection';
import { InstalmentItem } from './scheduleSection/InstalmentItem';

/**
 * The quote dialog's payment schedule (decision 0050): the current revision's instalments with their
 * state and documents; a new revision (ScheduleForm: percentages or amounts, the last the rest) while
 * nothing is invoiced; "mark due" for a milestone, which issues its invoice; "mark received" for a
 * transfer, with the amount received and the withholding, which issues the receipt/tax invoice.
 */
export default function ScheduleSection({ quoteId, t, locale }: { quoteId: string; t: AdminT; locale: Locale }) {
  const s = useScheduleSection(quoteId, t);
  const { loaded, rows, busy } = s;
  if (!loaded) return <p className="mt-6 text-sm text-slate-600">{t('admin.record.loading')}</p>;
  if (loaded.error || !loaded.data) return <ErrorBox>{t('admin.schedule.loadFailed')}</ErrorBox>;
  const { schedule, price, expected, reports } = loaded.data;
  const invoiced = schedule?.instalments.some((i) => i.invoice !== null) ?? false;

  return (
    <section className="mt-6 border-t border-slate-200 pt-4" aria-labelledby="schedule-title" data-schedule-section>
      <h3 id="schedule-title" className="text-lg font-bold">
        {t('admin.schedule.title')}
        {schedule && (
          <span className="ml-2 text-sm font-normal text-slate-600">{t('admin.schedule.revision', { revision: schedule.revision })}</span>
        )}
      </h3>
      {s.notice && (
        <div className="mt-3">
          <ErrorBox>{s.notice}</ErrorBox>
        </div>
      )}
      {s.saved && (
        <p className="mt-3 text-sm font-medium text-green-800" role="status" data-schedule-saved>
          {s.saved}
        </p>
      )}
      {!schedule && !rows && <p className="mt-2 text-slate-700">{t('admin.schedule.none')}</p>}

      {schedule && !rows && (
        <ol className="mt-3 space-y-3">
          {schedule.instalments.map((i) => (
            <InstalmentItem
              key={i.id}
              i={i}
              t={t}
              locale={locale}
              busy={busy}
              approved={loaded.data?.status === 'approved'}
              confirmingDue={s.confirmingDue === i.id}
              receiving={s.receiving === i.id}
              reports={reports}
              expected={expected[i.id] ?? { net: i.amount, withholding: 0 }}
              fromReport={s.fromReport}
              onAskDue={() => s.setConfirmingDue(i.id)}
              onCancelDue={() => s.setConfirmingDue(null)}
              onMarkDue={() =>
                void s.run(async () => {
                  const r = await actions.admin.markInstalmentDue({ id: i.id });
                  return r.data ? { data: r.data.ok ? { ok: true } : { ok: false, problem: 'notDue' } } : { error: r.error };
                }, 'notDue')
              }
              onReceive={(report) => s.receive(i.id, report)}
              onCancelReceive={() => s.setReceiving(null)}
              onRecord={(input) => void s.run(() => actions.admin.markInstalmentReceived({ id: i.id, ...input }), 'not_payable')}
            />
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
            s.setSaved(
              quotation
                ? t('admin.schedule.savedRevision', { revision: quotation.revision, number: quotation.number ?? '—' })
                : t('admin.schedule.saved'),
            );
            s.setRows(null);
            s.reload();
          }}
          onCancel={() => s.setRows(null)}
        />
      )}

      {!rows && !invoiced && price !== null && price > 0 && (
        <button
          type="button"
          className="btn-secondary mt-3"
          onClick={() => {
            s.setSaved(null);
            s.setRows(schedule ? rowsOf(schedule) : DEFAULT_ROWS);
          }}
        >
          {schedule ? t('admin.schedule.edit') : t('admin.schedule.create')}
        </button>
      )}
    </section>
  );
}
