import { useEffect, useState } from 'react';
import { actions } from 'astro:actions';
import type { Locale } from '../../i18n/locales';
import { formatDate } from '../../i18n/format';
import { bangkokNoon } from '../../domain/time/bangkok';
import { ErrorBox } from '../shared/ErrorBox';
import { FormField, SelectField } from '../shared/FormField';
import type { AdminT } from './words';
import { amountProblem, parseBahtText, REASON_MAX, REASON_MIN, REFUND_METHODS, type RefundMethod } from '../../domain/money/receiptActions';
import { formatSatangMoney } from '../../components/payments/money';
import { todayInBangkok } from '../../components/payments/transferReportForm';

type Loaded = NonNullable<Awaited<ReturnType<typeof actions.admin.receiptMoney>>['data']>;
type Receipt = Loaded[number];

// One money format and one Bangkok date with the client's pages (components/payments).
const baht = (satang: number, locale: Locale) => formatSatangMoney(locale, satang);

/**
 * The quote dialog's receipts/tax invoices with the studio's money actions on each (decision 0064):
 * "Issue credit note" (amount up to what remains creditable, a required reason; a ใบลดหนี้ numbered
 * like every document) and "Record refund" (amount up to what was received less refunds, method, date,
 * reference). Both are new records: nothing issued is ever edited.
 */
export default function ReceiptMoneySection({ quoteId, t, locale }: { quoteId: string; t: AdminT; locale: Locale }) {
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<{ id: string; data: Loaded | null; error: boolean } | null>(null);
  const [open, setOpen] = useState<{ receipt: string; kind: 'credit' | 'refund' } | null>(null);
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    actions.admin
      .receiptMoney({ quoteId })
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
  if (!loaded) return null;
  if (loaded.error || !loaded.data) return <ErrorBox>{t('admin.money.loadFailed')}</ErrorBox>;
  if (loaded.data.length === 0) return null;

  const finished = (message: string) => {
    setOpen(null);
    setDone(message);
    setVersion((v) => v + 1);
  };

  return (
    <section className="mt-6 border-t border-slate-200 pt-4" aria-labelledby="receipt-money-title" data-receipt-money>
      <h3 id="receipt-money-title" className="text-lg font-bold">
        {t('admin.money.title')}
      </h3>
      {done && (
        <p role="status" className="mt-2 rounded-lg bg-green-50 px-3 py-2 text-sm font-medium text-green-800" data-money-done>
          {done}
        </p>
      )}
      <ul className="mt-3 space-y-3">
        {loaded.data.map((receipt) => (
          <li key={receipt.id} className="rounded-xl border border-slate-200 p-3 text-sm" data-receipt={receipt.number}>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <a className="font-semibold text-brand-700 underline" href={`/api/documents/${receipt.id}`} download>
                {t(receipt.type === 'tax_invoice' ? 'admin.money.taxInvoice' : 'admin.money.receipt', { number: receipt.number })}
              </a>
              <span className="font-semibold">{baht(receipt.totalSatang, locale)}</span>
            </div>
            <p className="text-slate-600">
              {formatDate(locale, receipt.issuedAt)} ·{' '}
              {t('admin.money.remaining', {
                creditable: baht(receipt.creditableSatang, locale),
                refundable: baht(receipt.refundableSatang, locale),
              })}
            </p>
            {(receipt.credits.length > 0 || receipt.refunds.length > 0) && (
              <ul className="mt-2 space-y-1">
                {receipt.credits.map((credit) => (
                  <li key={credit.id} className="break-words" data-receipt-credit={credit.number}>
                    <a className="text-brand-700 underline" href={`/api/documents/${credit.documentId}`} download>
                      {t('admin.money.creditLine', { number: credit.number, amount: baht(credit.amountSatang, locale) })}
                    </a>{' '}
                    <span className="text-slate-600">
                      · {formatDate(locale, credit.createdAt)} · {credit.reason}
                    </span>
                  </li>
                ))}
                {receipt.refunds.map((refund) => (
                  <li key={refund.id} className="break-words" data-receipt-refund>
                    {t('admin.money.refundLine', {
                      amount: baht(refund.amountSatang, locale),
                      method: t(`admin.money.method.${refund.method}`),
                      date: formatDate(locale, bangkokNoon(refund.refundedOn)),
                    })}
                    {refund.reference ? <span className="text-slate-600"> · {refund.reference}</span> : null}
                  </li>
                ))}
              </ul>
            )}
            {open?.receipt === receipt.id ? (
              open.kind === 'credit' ? (
                <CreditForm
                  receipt={receipt}
                  t={t}
                  locale={locale}
                  onCancel={() => setOpen(null)}
                  onDone={(number) => finished(t('admin.money.creditIssued', { number }))}
                />
              ) : (
                <RefundForm
                  receipt={receipt}
                  t={t}
                  locale={locale}
                  onCancel={() => setOpen(null)}
                  onDone={() => finished(t('admin.money.refundRecorded'))}
                />
              )
            ) : (
              <div className="mt-2 flex flex-wrap gap-2">
                {receipt.creditableSatang > 0 && (
                  <button
                    type="button"
                    className="btn-secondary"
                    onClick={() => {
                      setDone(null);
                      setOpen({ receipt: receipt.id, kind: 'credit' });
                    }}
                  >
                    {t('admin.money.issueCredit')}
                  </button>
                )}
                {receipt.refundableSatang > 0 && (
                  <button
                    type="button"
                    className="btn-secondary"
                    onClick={() => {
                      setDone(null);
                      setOpen({ receipt: receipt.id, kind: 'refund' });
                    }}
                  >
                    {t('admin.money.recordRefund')}
                  </button>
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

interface FormProps {
  receipt: Receipt;
  t: AdminT;
  locale: Locale;
  onCancel: () => void;
  onDone: (number: string) => void;
}

/** Words the refusals the server may answer; anything else is the generic failure. */
function problemText(t: AdminT, problem: string | undefined): string {
  switch (problem) {
    case 'over':
      return t('admin.money.problem.over');
    case 'reason':
      return t('admin.money.problem.reason', { min: REASON_MIN, max: REASON_MAX });
    case 'amount':
      return t('admin.money.problem.amount');
    case 'seller_incomplete':
      return t('admin.money.problem.seller');
    default:
      return t('admin.money.failed');
  }
}

function CreditForm({ receipt, t, locale, onCancel, onDone }: FormProps) {
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

function RefundForm({ receipt, t, locale, onCancel, onDone }: FormProps) {
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
