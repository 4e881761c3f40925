import { useState } from 'react';
import type { QuoteStatus } from '../../../domain/admin';
import { customPrice, quoteUpdate, type QuoteUpdate } from '../../../domain/adminInput';
import { quoteStatusOptions } from '../../../domain/pipeline/transitions';
import { issueFields } from '../../../domain/validation/issues';
import type { AdminQuote } from '../../../domain/admin';
import type { AdminT } from '../words';
import { FormField, SelectField } from '../../shared/FormField';
import type { Locale } from '../../../i18n/locales';
import { draftLines, QuoteLinesEditor, readLines, type DraftLine } from '../QuoteLinesEditor';

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
export function QuoteForm({ quote, paid, t, locale, fields, pending, onSave, onInvalid, onCancel }: QuoteFormProps) {
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
