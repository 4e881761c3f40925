import { customLine, lineAmount } from '../../domain/adminInput';
import { MAX_CUSTOM_LINES, type CustomLine } from '../../domain/money/quotation';
import { formatMoney } from '../../i18n/format';
import { FormField } from '../shared/FormField';
import type { AdminT } from './words';
import type { Locale } from '../../i18n/locales';

/** A line as typed: the amount stays the text in the field until the save reads it. */
export interface DraftLine {
  key: number;
  description: string;
  amount: string;
}

let nextKey = 0;
export const draftLines = (lines: readonly CustomLine[]): DraftLine[] =>
  lines.map((line) => ({ key: nextKey++, description: line.description, amount: String(line.amount) }));

/**
 * The typed lines checked with the action's own rules: the lines to send, or field errors keyed
 * `line.<row>.description` / `line.<row>.amount` (translation keys), so each row shows its own.
 */
export function readLines(drafts: readonly DraftLine[]): { lines: CustomLine[] } | { fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  const lines: CustomLine[] = [];
  drafts.forEach((draft, row) => {
    const amount = lineAmount.safeParse(draft.amount);
    const line = customLine.safeParse({ description: draft.description, amount: amount.success ? amount.data : 1 });
    if (!line.success) fields[`line.${row}.description`] = line.error.issues[0]!.message;
    if (!amount.success) fields[`line.${row}.amount`] = 'admin.error.lineAmount';
    if (line.success && amount.success) lines.push({ description: line.data.description, amount: amount.data });
  });
  if (drafts.length > MAX_CUSTOM_LINES) fields['customLines'] = 'admin.error.tooManyLines';
  return Object.keys(fields).length > 0 ? { fields } : { lines };
}

interface Props {
  lines: DraftLine[];
  onChange: (lines: DraftLine[]) => void;
  /** The catalogue items' total in baht (what the quotation itemises before these lines), null when none. */
  catalogue: number | null;
  /** The price as typed and read (whole baht), null when it is empty or not a number yet. */
  price: number | null;
  locale: Locale;
  t: AdminT;
  fields: Record<string, string>;
  /** The lines and catalogue add up to more than the price (the form's own check or the server's). */
  exceeds: boolean;
}

/**
 * The studio's own quotation lines under the price (decision 0053, addendum 2026-11-27): rows of
 * description and amount, each with its own label (its row number) for screen readers; the running sum
 * and what the price leaves as "Additional work". The server checks all of it again.
 */
export function QuoteLinesEditor({ lines, onChange, catalogue, price, locale, t, fields, exceeds }: Props) {
  const fieldError = (name: string) => (fields[name] ? t.data(fields[name]) : undefined);
  const typed = lines.reduce((sum, line) => {
    const amount = lineAmount.safeParse(line.amount);
    return sum + (amount.success ? amount.data : 0);
  }, 0);
  const sum = (catalogue ?? 0) + typed;
  const update = (row: number, change: Partial<DraftLine>) => onChange(lines.map((line, i) => (i === row ? { ...line, ...change } : line)));

  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4" data-quote-lines>
      <legend className="px-1 text-sm font-semibold text-ink">{t('admin.quote.lines.title')}</legend>
      <p className="text-sm text-slate-600">{t('admin.quote.lines.hint')}</p>
      {lines.map((line, row) => (
        <div
          key={line.key}
          className="grid grid-cols-[1fr_auto] items-end gap-2 border-t border-slate-100 pt-3 sm:grid-cols-[1fr_12rem_auto]"
          data-quote-line
        >
          {/* On a phone the description takes the row, the amount and its remove button share the next. */}
          <div className="col-span-2 sm:col-span-1">
            <FormField
              label={t('admin.quote.lines.description', { n: row + 1 })}
              name={`line_description_${row}`}
              maxLength={200}
              value={line.description}
              onChange={(event) => update(row, { description: event.target.value })}
              error={fieldError(`line.${row}.description`)}
            />
          </div>
          <FormField
            label={t('admin.quote.lines.amount', { n: row + 1 })}
            name={`line_amount_${row}`}
            inputMode="numeric"
            value={line.amount}
            onChange={(event) => update(row, { amount: event.target.value })}
            error={fieldError(`line.${row}.amount`)}
          />
          <button
            type="button"
            className="btn-secondary mb-0.5"
            aria-label={t('admin.quote.lines.remove', { n: row + 1 })}
            onClick={() => onChange(lines.filter((_, i) => i !== row))}
          >
            ✕
          </button>
        </div>
      ))}
      {lines.length < MAX_CUSTOM_LINES && (
        <button
          type="button"
          className="btn-secondary"
          onClick={() => onChange([...lines, { key: nextKey++, description: '', amount: '' }])}
        >
          {t('admin.quote.lines.add')}
        </button>
      )}
      {fieldError('customLines') && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {fieldError('customLines')}
        </p>
      )}
      <dl className="space-y-1 border-t border-slate-100 pt-3 text-sm" aria-live="polite">
        <div className="flex justify-between gap-3">
          <dt className="text-slate-600">{t('admin.quote.lines.sum')}</dt>
          <dd className="font-medium text-ink tabular-nums">{formatMoney(locale, sum)}</dd>
        </div>
        {price !== null && !exceeds && (
          <div className="flex justify-between gap-3">
            <dt className="text-slate-600">{t('admin.quote.lines.remaining')}</dt>
            <dd className="font-medium text-ink tabular-nums">{formatMoney(locale, Math.max(0, price - sum))}</dd>
          </div>
        )}
      </dl>
      {exceeds && price !== null && (
        <p role="alert" className="text-sm font-medium text-red-700" data-lines-exceed>
          {t('admin.quote.lines.exceed', { lines: formatMoney(locale, sum), price: formatMoney(locale, price) })}
        </p>
      )}
    </fieldset>
  );
}
