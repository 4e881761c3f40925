import { useState } from 'react';
import { actions } from 'astro:actions';
import { ErrorBox } from '../../shared/ErrorBox';
import { FormField } from '../../shared/FormField';
import { amountProblem, parseBahtText, REASON_MAX, REASON_MIN } from '../../../domain/money/receiptActions';
import { baht, problemText, type FormProps } from './shared';

/** "Issue credit note": an amount up to what remains creditable and a required reason. */
export function CreditForm({ receipt, t, locale, onCancel, onDone }: FormProps) {
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="mt-3 space-y-2"
      noValidate
      data-credit-form
      onSubmit={(event) => {
        event.preventDefault();
        const satang = parseBahtText(amount);
        const problem = amountProblem(satang, receipt.creditableSatang);
        const found: typeof errors = {};
        if (problem) found.amount = t(problem === 'over' ? 'admin.money.problem.over' : 'admin.money.problem.amount');
        if (reason.trim().length < REASON_MIN) found.reason = t('admin.money.problem.reason', { min: REASON_MIN, max: REASON_MAX });
        setErrors(found);
        if (Object.keys(found).length > 0 || satang === null) return;
        setBusy(true);
        actions.admin
          .issueCreditNote({ documentId: receipt.id, amountSatang: satang, reason: reason.trim() })
          .then((result) => {
            if (result.data?.ok) onDone(result.data.number);
            else setErrors({ form: problemText(t, result.data && !result.data.ok ? result.data.problem : undefined) });
          })
          .catch(() => setErrors({ form: t('admin.money.failed') }))
          .finally(() => setBusy(false));
      }}
    >
      <p className="text-slate-600">
        {t('admin.money.creditIntro', { number: receipt.number, max: baht(receipt.creditableSatang, locale) })}
      </p>
      {errors.form && <ErrorBox>{errors.form}</ErrorBox>}
      <FormField
        label={t('admin.money.amount')}
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        required
        error={errors.amount}
        hint={t('admin.money.atMost', { max: baht(receipt.creditableSatang, locale) })}
      />
      <FormField
        multiline
        rows={3}
        label={t('admin.money.reason')}
        value={reason}
        maxLength={REASON_MAX}
        onChange={(e) => setReason(e.target.value)}
        required
        error={errors.reason}
        hint={t('admin.money.reasonHint')}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={busy} aria-busy={busy}>
          {t('admin.money.issueCreditSubmit')}
        </button>
        <button type="button" className="btn-secondary" onClick={onCancel}>
          {t('admin.money.cancel')}
        </button>
      </div>
    </form>
  );
}
