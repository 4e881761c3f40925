import { useState } from 'react';
import type { Locale } from '../../../i18n/locales';
import { FormField, SelectField } from '../../shared/FormField';
import type { AdminT } from '../words';
import { todayInBangkok } from '../../../components/payments/transferReportForm';
import { withheldByTransfer } from '../../../domain/money/withholdingChoice';
import { baht, type ReportStart } from './shared';

export interface ReceivedInput {
  method: 'transfer' | 'promptpay';
  receivedSatang: number;
  withheldSatang: number;
  reference: string;
  receivedOn: string;
}

/** Records a due instalment as received: method, amount received, withholding, reference and day. */
export function ReceivedForm(props: {
  t: AdminT;
  busy: boolean;
  locale: Locale;
  expected: { net: number; withholding: number };
  /** The client's report this record starts from: its amount and day fill the form. */
  report: ReportStart | null;
  onCancel: () => void;
  onSubmit: (input: ReceivedInput) => void;
}) {
  const { t, busy, expected, report, locale, onCancel, onSubmit } = props;
  const [form, setForm] = useState({
    method: 'transfer' as ReceivedInput['method'],
    received: ((report?.amountSatang ?? expected.net) / 100).toFixed(2),
    // What the client sent says what they withheld: a company that reported the whole amount withheld nothing.
    withheld: ((report ? withheldByTransfer(expected, report.amountSatang) : expected.withholding) / 100).toFixed(2),
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
