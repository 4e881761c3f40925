import { useState } from 'react';
import { actions } from 'astro:actions';
import { ErrorBox } from '../../shared/ErrorBox';
import { FormField, SelectField } from '../../shared/FormField';
import { amountProblem, parseBahtText, REFUND_METHODS, type RefundMethod } from '../../../domain/money/receiptActions';
import { todayInBangkok } from '../../../components/payments/transferReportForm';
import { baht, type FormProps } from './shared';

/** "Record refund": an amount up to what was received less refunds, the method, the day and a reference. */
export function RefundForm({ receipt, t, locale, onCancel, onDone }: FormProps) {
  const [form, setForm] = useState({ amount: '', method: 'transfer' as RefundMethod, refundedOn: todayInBangkok(), reference: '' });
  const [errors, setErrors] = useState<{ amount?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="mt-3 space-y-2"
      noValidate
      data-refund-form
      onSubmit={(event) => {
        event.preventDefault();
        const satang = parseBahtText(form.amount);
        const problem = amountProblem(satang, receipt.refundableSatang);
        if (problem || satang === null) {
          setErrors({ amount: t(problem === 'over' ? 'admin.money.problem.refundOver' : 'admin.money.problem.amount') });
          return;
        }
        setErrors({});
        setBusy(true);
        actions.admin
          .recordRefund({
            documentId: receipt.id,
            amountSatang: satang,
            method: form.method,
            refundedOn: form.refundedOn,
            reference: form.reference,
          })
          .then((result) => {
            if (result.data?.ok) onDone('');
            else if (result.data && !result.data.ok && result.data.problem === 'over')
              setErrors({ amount: t('admin.money.problem.refundOver') });
            else setErrors({ form: t('admin.money.failed') });
          })
          .catch(() => setErrors({ form: t('admin.money.failed') }))
          .finally(() => setBusy(false));
      }}
    >
      <p className="text-slate-600">
        {t('admin.money.refundIntro', { number: receipt.number, max: baht(receipt.refundableSatang, locale) })}
      </p>
      {errors.form && <ErrorBox>{errors.form}</ErrorBox>}
      <div className="grid gap-2 sm:grid-cols-2">
        <FormField
          label={t('admin.money.amount')}
          inputMode="decimal"
          value={form.amount}
          onChange={(e) => setForm({ ...form, amount: e.target.value })}
          required
          error={errors.amount}
          hint={t('admin.money.atMost', { max: baht(receipt.refundableSatang, locale) })}
        />
        <SelectField
          label={t('admin.money.method')}
          value={form.method}
          onChange={(e) => setForm({ ...form, method: e.target.value as RefundMethod })}
          options={REFUND_METHODS.map((method) => ({ value: method, label: t(`admin.money.method.${method}`) }))}
        />
        <FormField
          label={t('admin.money.refundedOn')}
          type="date"
          value={form.refundedOn}
          max={todayInBangkok()}
          onChange={(e) => setForm({ ...form, refundedOn: e.target.value })}
          required
        />
        <FormField
          label={t('admin.money.reference')}
          value={form.reference}
          maxLength={120}
          onChange={(e) => setForm({ ...form, reference: e.target.value })}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={busy} aria-busy={busy}>
          {t('admin.money.recordRefundSubmit')}
        </button>
        <button type="button" className="btn-secondary" onClick={onCancel}>
          {t('admin.money.cancel')}
        </button>
      </div>
    </form>
  );
}
