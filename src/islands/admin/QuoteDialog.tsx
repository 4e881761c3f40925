import { lazy, Suspense, useEffect, useState } from 'react';
import { actions } from 'astro:actions';
import { packageNameIn, shortId, type QuoteStatus } from '../../domain/admin';
import { customPrice, quoteUpdate, type QuoteUpdate } from '../../domain/adminInput';
import { quoteStatusOptions } from '../../domain/pipeline/transitions';
import { useQuoteRecord } from './QuoteRecord';
import { issueFields } from '../../domain/validation/issues';
import { formatDate, formatMoney } from '../../i18n/format';
import type { AdminQuote } from '../../domain/admin';
import type { AdminT } from './words';
import { ErrorBox } from '../shared/ErrorBox';
import { noticeText, type FailureKeys } from '../../client/actionErrors';
import { useActionForm } from '../shared/useActionForm';
import { FormField, SelectField } from '../shared/FormField';
import { useDialog } from '../shared/useDialog';
import type { Locale } from '../../i18n/locales';
import { draftLines, QuoteLinesEditor, readLines, type DraftLine } from './QuoteLinesEditor';

const EMAIL_SENT_MS = 3_000;
// The conversation (decision 0040) loads when a quote is opened, not with the panel's first visit.
const QuoteConversation = lazy(() => import('./QuoteConversation'));
const QuoteRecordView = lazy(() => import('./QuoteRecordView'));
const ScheduleSection = lazy(() => import('./ScheduleSection'));
const ReceiptMoneySection = lazy(() => import('./ReceiptMoneySection'));

interface Props {
  /** The quote to show; null when the dialog is closed. */
  quoteId: string | null;
  /** The list's copy of it, shown at once (null when opened from an order: the record brings it). */
  quote: AdminQuote | null;
  locale: Locale;
  t: AdminT;
  onClose: () => void;
  onSaved: (quote: AdminQuote) => void;
}

type Form = { status: QuoteStatus; price: string; timeline: string; notes: string; lines: DraftLine[] };
/** The free-text fields as the action checks them; errors are translation keys by field. */
const quoteTexts = quoteUpdate.pick({ quotedTimeline: true, adminNotes: true });
const formOf = (quote: AdminQuote): Form => ({
  status: quote.status,
  price: quote.quotedPrice === null ? '' : String(quote.quotedPrice),
  timeline: quote.quotedTimeline ?? '',
  notes: quote.adminNotes ?? '',
  lines: draftLines(quote.customLines),
});

const saveKeys: FailureKeys = {
  generic: 'admin.quote.saveFailed',
  network: 'admin.quote.saveError',
  invalid: 'admin.quote.saveError',
  transition_not_allowed: 'admin.quote.notAllowed',
  // "Failed to update quote: The lines add up to ฿X, more than the price ฿Y. ...", the reason worded in the admin's language.
  quote_lines_exceed_price: 'admin.quote.saveFailed',
};
const emailKeys: FailureKeys = { generic: 'admin.quote.emailFailed', network: 'admin.quote.emailError' };

/**
 * The quote management dialog (portal spec §2): read view, edit mode (status, custom price,
 * timeline, notes; Save Changes / Cancel) and Send Email Update with 'Email sent!' for 3 seconds.
 * What the dialog shows belongs to one quote: closing it clears the outcomes, and the edit form
 * starts from the quote each time it opens.
 */
export default function QuoteDialog({ quoteId, quote: listed, locale, t, onClose, onSaved }: Props) {
  const [editing, setEditing] = useState(false);
  // Bumped after a save or an e-mail: the record (trail, e-mails) is read again.
  const [version, setVersion] = useState(0);
  const record = useQuoteRecord(t, locale, quoteId, version);
  const save = useActionForm({
    action: actions.admin.saveQuote,
    keys: saveKeys,
    onSuccess: (data) => {
      onSaved(data);
      setEditing(false);
      setVersion((v) => v + 1);
    },
  });
  const email = useActionForm({ action: actions.admin.emailQuote, keys: emailKeys, onSuccess: () => setVersion((v) => v + 1) });
  const quote = quoteId === null ? null : (listed ?? record?.record?.quote ?? null);
  const { ref: dialogRef, ...dialogEvents } = useDialog(quoteId !== null, close, save.pending || email.pending);
  const emailSent = email.data !== null;

  // 'Email sent!' for three seconds, then the button's own label again.
  // (Each answer starts its own three seconds: `data` is a new object every time.)
  const { data: emailAnswer, set: setEmail } = email;
  useEffect(() => {
    if (!emailAnswer) return;
    const timer = setTimeout(() => setEmail({}), EMAIL_SENT_MS);
    return () => clearTimeout(timer);
  }, [emailAnswer, setEmail]);

  function close() {
    setEditing(false);
    save.set({});
    email.set({});
    onClose();
  }

  function startEditing() {
    save.set({ notice: save.notice, code: save.code });
    setEditing(true);
  }

  const money = (amount: number | null) => (amount === null ? t('admin.quote.none') : formatMoney(locale, amount));
  // One alert line for the dialog: the e-mail's failure, else the save's.
  const failure = email.notice ?? save.notice;

  const row = (label: string, value: React.ReactNode) => (
    <div className="grid grid-cols-3 gap-3 py-2">
      <dt className="text-slate-600">{label}</dt>
      <dd className="col-span-2 font-medium break-words text-ink">{value}</dd>
    </div>
  );

  return (
    <dialog
      ref={dialogRef}
      {...dialogEvents}
      aria-labelledby="quote-dialog-title"
      className="m-auto w-[min(44rem,calc(100%-2rem))] rounded-2xl bg-white p-0 shadow-xl backdrop:bg-slate-900/60"
      data-quote-dialog
    >
      {quoteId !== null && !quote && (
        <div className="p-6">
          {record?.error ? <ErrorBox>{record.error}</ErrorBox> : <p className="text-slate-600">{t('admin.record.loading')}</p>}
          <button type="button" className="btn-secondary mt-4" onClick={close}>
            {t('admin.quote.close')}
          </button>
        </div>
      )}
      {quote && (
        <div className="max-h-[90vh] overflow-y-auto p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id="quote-dialog-title" className="text-xl font-bold">
              {t('admin.quote.title', { id: shortId(quote.id) })}
            </h2>
            <button
              type="button"
              className="rounded-full px-3 py-1 text-sm font-semibold text-slate-600 hover:bg-slate-100"
              onClick={close}
            >
              {t('admin.quote.close')}
            </button>
          </div>

          <dl className="mt-4 divide-y divide-slate-100 text-sm">
            {row(t('admin.quote.package'), packageNameIn(locale, quote))}
            {row(t('admin.quote.originalPrice'), money(quote.originalPrice))}
            {row(t('admin.quote.created'), formatDate(locale, quote.createdAt, 'dateTime'))}
            {row(t('admin.quote.clientName'), quote.client.name || t('admin.quote.none'))}
            {row(t('admin.quote.email'), quote.client.email || t('admin.quote.none'))}
            {row(t('admin.quote.company'), quote.client.company || t('admin.quote.none'))}
            {row(t('admin.quote.phone'), quote.client.phone || t('admin.quote.none'))}
            {row(t('admin.quote.description'), <span className="whitespace-pre-line">{quote.description}</span>)}
            {!editing && row(t('admin.quote.status'), t(`status.${quote.status}`))}
            {!editing && row(t('admin.quote.quotedPrice'), money(quote.quotedPrice))}
            {!editing &&
              quote.customLines.length > 0 &&
              row(
                t('admin.quote.lines.title'),
                <ul className="space-y-1" data-quote-lines>
                  {quote.customLines.map((line, index) => (
                    <li key={index} className="flex flex-wrap justify-between gap-x-3">
                      <span className="min-w-0 break-words">{line.description}</span>
                      <span className="ml-auto whitespace-nowrap tabular-nums">{money(line.amount)}</span>
                    </li>
                  ))}
                </ul>,
              )}
            {!editing && row(t('admin.quote.timeline'), quote.quotedTimeline || t('admin.quote.none'))}
            {!editing &&
              row(t('admin.quote.notes'), <span className="whitespace-pre-line">{quote.adminNotes || t('admin.quote.none')}</span>)}
            {quote.acceptedPrice !== null && row(t('quote.admin.answer'), t('quote.admin.accepted', { price: money(quote.acceptedPrice) }))}
          </dl>

          <Suspense fallback={null}>
            <QuoteConversation key={quote.id} quote={quote} locale={locale} t={t} onChange={onSaved} />
          </Suspense>

          <div className="mt-4 space-y-3">
            {failure && <ErrorBox>{noticeText(t, failure)}</ErrorBox>}
            {save.data && !editing && (
              <p role="status" className="rounded-xl border border-green-200 bg-green-50 px-4 py-2 text-sm font-medium text-green-900">
                {t('admin.quote.saved')}
              </p>
            )}
          </div>

          {editing ? (
            <QuoteForm
              quote={quote}
              paid={record?.record?.paid ?? false}
              t={t}
              locale={locale}
              fields={save.fields}
              pending={save.pending}
              onSave={(input) => {
                email.set({});
                save.submit({ ...input, locale });
              }}
              onInvalid={(fields) => save.set({ notice: save.notice, code: save.code, fields })}
              onCancel={() => {
                save.set({ notice: save.notice, code: save.code });
                setEditing(false);
              }}
            />
          ) : (
            <div className="mt-6 flex flex-wrap gap-3">
              <button type="button" className="btn-primary" onClick={startEditing}>
                {t('admin.quote.edit')}
              </button>
              <button
                type="button"
                className="btn-secondary"
                onClick={() => {
                  save.set({ data: save.data });
                  email.submit({ id: quote.id });
                }}
                disabled={email.pending}
                aria-busy={email.pending}
              >
                {email.pending ? t('admin.quote.sendingEmail') : emailSent ? t('admin.quote.emailSent') : t('admin.quote.sendEmail')}
              </button>
            </div>
          )}

          {record?.record ? (
            <Suspense fallback={<p className="mt-6 text-sm text-slate-600">{t('admin.record.loading')}</p>}>
              <ScheduleSection key={version} quoteId={quote.id} t={t} locale={locale} />
              <ReceiptMoneySection key={`money-${version}`} quoteId={quote.id} t={t} locale={locale} />
              <QuoteRecordView record={record.record} t={t} locale={locale} />
            </Suspense>
          ) : record?.error ? (
            <div className="mt-6">
              <ErrorBox>{record.error}</ErrorBox>
            </div>
          ) : (
            <p className="mt-6 text-sm text-slate-600">{t('admin.record.loading')}</p>
          )}
        </div>
      )}
    </dialog>
  );
}

interface QuoteFormProps {
  quote: AdminQuote;
  /** An order for the quote is paid (its status no longer moves back). */
  paid: boolean;
  t: AdminT;
  locale: Locale;
  /** Field errors (translation keys) of the last check, the form's or the server's. */
  fields: Record<string, string>;
  pending: boolean;
  onSave: (input: QuoteUpdate) => void;
  onInvalid: (fields: Record<string, string>) => void;
  onCancel: () => void;
}

/** The edit form: a draft of the quote's fields, checked here with the action's own rules before the save. */
function QuoteForm({ quote, paid, t, locale, fields, pending, onSave, onInvalid, onCancel }: QuoteFormProps) {
  // The draft lives here while the dialog edits: a refused save leaves every typed line as it was.
  const [form, setForm] = useState<Form>(() => formOf(quote));
  const fieldError = (name: string) => (fields[name] ? t.data(fields[name]) : undefined);
  const typedPrice = customPrice.safeParse(form.price);

  function submit(event: { preventDefault: () => void }) {
    event.preventDefault();
    if (pending) return;
    const price = customPrice.safeParse(form.price);
    const texts = quoteTexts.safeParse({ quotedTimeline: form.timeline, adminNotes: form.notes });
    const lines = readLines(form.lines);
    if (!price.success || !texts.success || 'fields' in lines) {
      // Only the fields' own lines: the dialog's alert keeps what it said.
      return onInvalid({
        ...(texts.success ? {} : issueFields(texts.error.issues)),
        ...(price.success ? {} : { quotedPrice: 'admin.error.price' }),
        ...('fields' in lines ? lines.fields : {}),
      });
    }
    // A courtesy: the server refuses it too, with the same words.
    const sum = (quote.originalPrice ?? 0) + lines.lines.reduce((total, line) => total + line.amount, 0);
    if (price.data !== null && lines.lines.length > 0 && sum > price.data) return onInvalid({ linesExceed: 'admin.quote.lines.exceed' });
    onSave({
      id: quote.id,
      status: form.status,
      quotedPrice: price.data,
      quotedTimeline: form.timeline,
      adminNotes: form.notes,
      customLines: lines.lines,
    });
  }

  return (
    <form className="mt-4 space-y-4" onSubmit={submit} noValidate data-quote-form>
      <SelectField
        label={t('admin.quote.status')}
        name="status"
        value={form.status}
        onChange={(event) => setForm({ ...form, status: event.target.value as QuoteStatus })}
        // Only the moves decision 0041 allows from where the quote stands (the server checks again).
        options={quoteStatusOptions(quote.status, { accepted: quote.acceptedPrice !== null, paid }).map((status) => ({
          value: status,
          label: t(`status.${status}`),
        }))}
      />
      <FormField
        label={t('admin.quote.customPrice')}
        name="quoted_price"
        inputMode="numeric"
        value={form.price}
        onChange={(event) => setForm({ ...form, price: event.target.value })}
        error={fieldError('quotedPrice')}
      />
      <QuoteLinesEditor
        lines={form.lines}
        onChange={(lines) => setForm({ ...form, lines })}
        catalogue={quote.originalPrice}
        price={typedPrice.success ? typedPrice.data : null}
        locale={locale}
        t={t}
        fields={fields}
        exceeds={fields['linesExceed'] !== undefined}
      />
      <FormField
        label={t('admin.quote.timeline')}
        name="quoted_timeline"
        placeholder={t('admin.quote.timelinePlaceholder')}
        value={form.timeline}
        onChange={(event) => setForm({ ...form, timeline: event.target.value })}
        error={fieldError('quotedTimeline')}
      />
      <FormField
        label={t('admin.quote.notes')}
        name="admin_notes"
        multiline
        rows={4}
        value={form.notes}
        onChange={(event) => setForm({ ...form, notes: event.target.value })}
        error={fieldError('adminNotes')}
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={pending} aria-busy={pending}>
          {pending ? t('admin.quote.saving') : t('admin.quote.save')}
        </button>
        <button type="button" className="btn-secondary" disabled={pending} onClick={onCancel}>
          {t('admin.quote.cancel')}
        </button>
      </div>
    </form>
  );
}
