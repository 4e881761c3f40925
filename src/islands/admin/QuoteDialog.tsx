import { useEffect, useRef, useState } from 'react';
import { actions } from 'astro:actions';
import { QUOTE_STATUSES, customPrice, quoteUpdate, shortId, type QuoteStatus } from '../../domain/admin';
import { issueFields } from '../../domain/validation/issues';
import { formatDate, formatMoney } from '../../i18n/format';
import type { AdminQuote } from '../../domain/admin';
import type { IslandT } from '../shared/i18n';
import { ErrorBox } from '../shared/ErrorBox';
import { describeActionError, failureText, noticeText } from '../shared/actionErrors';
import { FormField, SelectField } from '../shared/FormField';
import { useDialog } from '../shared/useDialog';

const EMAIL_SENT_MS = 3_000;

interface Props {
  quote: AdminQuote | null;
  locale: 'en' | 'th';
  t: IslandT;
  onClose: () => void;
  onSaved: (quote: AdminQuote) => void;
}

type Form = { status: QuoteStatus; price: string; timeline: string; notes: string };
/** The free-text fields as the action checks them; errors are translation keys by field. */
const quoteTexts = quoteUpdate.pick({ quotedTimeline: true, adminNotes: true });
const formOf = (quote: AdminQuote): Form => ({
  status: quote.status,
  price: quote.quotedPrice === null ? '' : String(quote.quotedPrice),
  timeline: quote.quotedTimeline ?? '',
  notes: quote.adminNotes ?? '',
});

/**
 * The quote management dialog (portal spec §2): read view, edit mode (status, custom price,
 * timeline, notes; Save Changes / Cancel) and Send Email Update with 'Email sent!' for 3 seconds.
 */
export default function QuoteDialog({ quote, locale, t, onClose, onSaved }: Props) {
  const [editing, setEditing] = useState(false);
  const [form, setForm] = useState<Form | null>(null);
  const [priceError, setPriceError] = useState<string>();
  const [textErrors, setTextErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [emailState, setEmailState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [failure, setFailure] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const sentTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const dialog = useDialog(quote !== null, onClose, saving || emailState === 'sending');

  useEffect(() => {
    setEditing(false);
    setForm(quote ? formOf(quote) : null);
    setPriceError(undefined);
    setTextErrors({});
    setFailure(undefined);
    setNotice(undefined);
    setEmailState('idle');
    clearTimeout(sentTimer.current);
  }, [quote?.id]);
  useEffect(() => () => clearTimeout(sentTimer.current), []);

  const money = (amount: number | null) => (amount === null ? t('admin.quote.none') : formatMoney(locale, amount));

  async function save(event: { preventDefault: () => void }) {
    event.preventDefault();
    if (!quote || !form || saving) return;
    const price = customPrice.safeParse(form.price);
    const texts = quoteTexts.safeParse({ quotedTimeline: form.timeline, adminNotes: form.notes });
    setPriceError(price.success ? undefined : t('admin.error.price'));
    setTextErrors(texts.success ? {} : issueFields(texts.error.issues));
    if (!price.success || !texts.success) return;
    setFailure(undefined);
    setSaving(true);
    try {
      const { data, error } = await actions.admin.saveQuote({
        id: quote.id,
        status: form.status,
        quotedPrice: price.data,
        quotedTimeline: form.timeline,
        adminNotes: form.notes,
      });
      if (error) {
        // The server's field errors are translation keys, as the form's own are.
        const described = describeActionError(error, { generic: 'admin.quote.saveFailed' });
        setTextErrors(described.fields);
        setFailure(described.notice ? noticeText(t, described.notice) : t('admin.quote.saveError'));
      }
      else {
        onSaved(data);
        setEditing(false);
        setNotice(t('admin.quote.saved'));
      }
    } catch {
      setFailure(t('admin.quote.saveError'));
    }
    setSaving(false);
  }

  async function sendEmail() {
    if (!quote || emailState === 'sending') return;
    setFailure(undefined);
    setEmailState('sending');
    try {
      const { error } = await actions.admin.emailQuote({ id: quote.id });
      if (error) {
        setFailure(failureText(t, error, { generic: 'admin.quote.emailFailed' }));
        setEmailState('idle');
        return;
      }
      setEmailState('sent');
      sentTimer.current = setTimeout(() => setEmailState('idle'), EMAIL_SENT_MS);
    } catch {
      setFailure(t('admin.quote.emailError'));
      setEmailState('idle');
    }
  }

  const row = (label: string, value: React.ReactNode) => (
    <div className="grid grid-cols-3 gap-3 py-2">
      <dt className="text-slate-600">{label}</dt>
      <dd className="col-span-2 font-medium break-words text-ink">{value}</dd>
    </div>
  );

  return (
    <dialog
      ref={dialog.ref}
      onClose={dialog.onClose}
      onCancel={dialog.onCancel}
      onMouseDown={dialog.onMouseDown}
      onClick={dialog.onClick}
      onKeyDown={dialog.onKeyDown}
      aria-labelledby="quote-dialog-title"
      className="m-auto w-[min(44rem,calc(100%-2rem))] rounded-2xl bg-white p-0 shadow-xl backdrop:bg-slate-900/60"
      data-quote-dialog
    >
      {quote && form && (
        <div className="max-h-[90vh] overflow-y-auto p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id="quote-dialog-title" className="text-xl font-bold">
              {t('admin.quote.title', { id: shortId(quote.id) })}
            </h2>
            <button type="button" className="rounded-full px-3 py-1 text-sm font-semibold text-slate-600 hover:bg-slate-100" onClick={onClose}>
              {t('admin.quote.close')}
            </button>
          </div>

          <dl className="mt-4 divide-y divide-slate-100 text-sm">
            {row(t('admin.quote.package'), quote.packageName)}
            {row(t('admin.quote.originalPrice'), money(quote.originalPrice))}
            {row(t('admin.quote.created'), formatDate(locale, quote.createdAt, 'dateTime'))}
            {row(t('admin.quote.clientName'), quote.client.name || t('admin.quote.none'))}
            {row(t('admin.quote.email'), quote.client.email || t('admin.quote.none'))}
            {row(t('admin.quote.company'), quote.client.company || t('admin.quote.none'))}
            {row(t('admin.quote.phone'), quote.client.phone || t('admin.quote.none'))}
            {row(t('admin.quote.description'), <span className="whitespace-pre-line">{quote.description}</span>)}
            {!editing && row(t('admin.quote.status'), t(`status.${quote.status}`))}
            {!editing && row(t('admin.quote.quotedPrice'), money(quote.quotedPrice))}
            {!editing && row(t('admin.quote.timeline'), quote.quotedTimeline || t('admin.quote.none'))}
            {!editing && row(t('admin.quote.notes'), <span className="whitespace-pre-line">{quote.adminNotes || t('admin.quote.none')}</span>)}
          </dl>

          <div className="mt-4 space-y-3">
            {failure && <ErrorBox>{failure}</ErrorBox>}
            {notice && !editing && (
              <p role="status" className="rounded-xl border border-green-200 bg-green-50 px-4 py-2 text-sm font-medium text-green-900">
                {notice}
              </p>
            )}
          </div>

          {editing ? (
            <form className="mt-4 space-y-4" onSubmit={save} noValidate data-quote-form>
              <SelectField
                label={t('admin.quote.status')}
                name="status"
                value={form.status}
                onChange={(event) => setForm({ ...form, status: event.target.value as QuoteStatus })}
                options={QUOTE_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
              />
              <FormField
                label={t('admin.quote.customPrice')}
                name="quoted_price"
                inputMode="numeric"
                value={form.price}
                onChange={(event) => setForm({ ...form, price: event.target.value })}
                error={priceError}
              />
              <FormField
                label={t('admin.quote.timeline')}
                name="quoted_timeline"
                placeholder={t('admin.quote.timelinePlaceholder')}
                value={form.timeline}
                onChange={(event) => setForm({ ...form, timeline: event.target.value })}
                error={textErrors['quotedTimeline'] ? t(textErrors['quotedTimeline']) : undefined}
              />
              <FormField
                label={t('admin.quote.notes')}
                name="admin_notes"
                multiline
                rows={4}
                value={form.notes}
                onChange={(event) => setForm({ ...form, notes: event.target.value })}
                error={textErrors['adminNotes'] ? t(textErrors['adminNotes']) : undefined}
              />
              <div className="flex flex-wrap gap-3">
                <button type="submit" className="btn-primary" disabled={saving} aria-busy={saving}>
                  {saving ? t('admin.quote.saving') : t('admin.quote.save')}
                </button>
                <button
                  type="button"
                  className="btn-secondary"
                  disabled={saving}
                  onClick={() => {
                    setEditing(false);
                    setForm(formOf(quote));
                    setPriceError(undefined);
                    setTextErrors({});
                  }}
                >
                  {t('admin.quote.cancel')}
                </button>
              </div>
            </form>
          ) : (
            <div className="mt-6 flex flex-wrap gap-3">
              <button
                type="button"
                className="btn-primary"
                onClick={() => {
                  setNotice(undefined);
                  setEditing(true);
                }}
              >
                {t('admin.quote.edit')}
              </button>
              <button type="button" className="btn-secondary" onClick={sendEmail} disabled={emailState === 'sending'} aria-busy={emailState === 'sending'}>
                {emailState === 'sending' ? t('admin.quote.sendingEmail') : emailState === 'sent' ? t('admin.quote.emailSent') : t('admin.quote.sendEmail')}
              </button>
            </div>
          )}
        </div>
      )}
    </dialog>
  );
}
