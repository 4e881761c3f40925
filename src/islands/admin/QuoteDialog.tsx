import { lazy, Suspense } from 'react';
import { shortId } from '../../domain/admin';
import type { AdminQuote } from '../../domain/admin';
import type { AdminT } from './words';
import { ErrorBox } from '../shared/ErrorBox';
import { noticeText } from '../../client/actionErrors';
import type { Locale } from '../../i18n/locales';
import type { useQuoteRecord } from './QuoteRecord';
import { useQuoteDialog } from './quoteDialog/useQuoteDialog';
import { QuoteFacts } from './quoteDialog/QuoteFacts';
import { QuoteForm } from './quoteDialog/QuoteForm';

type QuoteRecordState = ReturnType<typeof useQuoteRecord>;

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

/**
 * The quote management dialog (portal spec §2): read view, edit mode (status, custom price,
 * timeline, notes; Save Changes / Cancel) and Send Email Update with 'Email sent!' for 3 seconds.
 * What the dialog shows belongs to one quote: closing it clears the outcomes, and the edit form
 * starts from the quote each time it opens.
 */
export default function QuoteDialog({ quoteId, quote: listed, locale, t, onClose, onSaved }: Props) {
  const { editing, record, save, email, emailSent, quote, dialogRef, dialogEvents, close, failure, ...dialog } = useQuoteDialog({
    quoteId,
    listed,
    locale,
    t,
    onClose,
    onSaved,
  });

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

          <QuoteFacts quote={quote} editing={editing} t={t} locale={locale} />

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
              onCancel={dialog.stopEditing}
            />
          ) : (
            <div className="mt-6 flex flex-wrap gap-3">
              <button type="button" className="btn-primary" onClick={dialog.startEditing}>
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

          <RecordSections record={record} version={dialog.version} quoteId={quote.id} t={t} locale={locale} />
        </div>
      )}
    </dialog>
  );
}

/** Below the quote: its payment schedule, the money received and the record (trail, e-mails, documents). */
function RecordSections(props: { record: QuoteRecordState; version: number; quoteId: string; t: AdminT; locale: Locale }) {
  const { record, version, quoteId, t, locale } = props;
  return record?.record ? (
    <Suspense fallback={<p className="mt-6 text-sm text-slate-600">{t('admin.record.loading')}</p>}>
      <ScheduleSection key={version} quoteId={quoteId} t={t} locale={locale} />
      <ReceiptMoneySection key={`money-${version}`} quoteId={quoteId} t={t} locale={locale} />
      <QuoteRecordView record={record.record} t={t} locale={locale} />
    </Suspense>
  ) : record?.error ? (
    <div className="mt-6">
      <ErrorBox>{record.error}</ErrorBox>
    </div>
  ) : (
    <p className="mt-6 text-sm text-slate-600">{t('admin.record.loading')}</p>
  );
}
