import { useId } from 'react';
import { charCount, DESCRIPTION_MIN } from '../../domain/validation/leads';
import { checkDescription, setDescription } from '../../stores/wizard';
import { useWizardEnv } from './context';
import { WordWrap } from '../shared/WordWrap';

interface Props {
  value: string;
  error: string | undefined;
  readOnly: boolean;
}

/** The description with its counter (Unicode characters) and a bar that fills up to the minimum. */
export function DescriptionField({ value, error, readOnly }: Props) {
  const { t } = useWizardEnv();
  const id = useId();
  const count = charCount(value);
  const enough = count >= DESCRIPTION_MIN;
  const percent = Math.min(100, Math.round((count / DESCRIPTION_MIN) * 100));
  const describedBy = [`${id}-count`, `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        <WordWrap text={t('wizard.description.label')} />
      </label>
      <textarea
        id={id}
        name="description"
        rows={6}
        value={value}
        readOnly={readOnly}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        placeholder={t('wizard.description.placeholder')}
        onChange={(event) => setDescription(event.target.value)}
        onBlur={checkDescription}
        className="peer mt-1 block w-full resize-y rounded-xl border border-slate-300 px-4 py-3 text-base shadow-sm outline-none placeholder:text-slate-500 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 aria-invalid:border-red-600 read-only:bg-slate-50"
      />
      {/* Until the island hydrates (Astro drops the island's `ssr` attribute then) nothing counts what is typed:
      once the visitor has typed, the server-rendered count and bar would be wrong, so they step aside and the
      minimum below stays. Without JavaScript that lasts; the form posts to /plan, which checks the length. */}
      <div className="mt-2 flex items-center gap-3 [astro-island[ssr]_.peer:not(:placeholder-shown)~&]:invisible">
        <div className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
          <div
            className={['h-full rounded-full transition-[width] duration-300', enough ? 'bg-green-600' : 'bg-brand-500'].join(' ')}
            style={{ width: `${percent}%` }}
            data-description-bar
          />
        </div>
        <p id={`${id}-count`} className="shrink-0 text-sm text-slate-700 tabular-nums" data-description-count>
          {enough ? t('wizard.description.counterLong', { count }) : t('wizard.description.counter', { count, minChars: DESCRIPTION_MIN })}
        </p>
      </div>
      <p id={`${id}-hint`} className={['mt-1 text-sm', enough ? 'font-medium text-green-800' : 'text-slate-600'].join(' ')}>
        {enough ? t('wizard.description.ready') : t('wizard.description.minChars', { minChars: DESCRIPTION_MIN })}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {t.data(error)}
        </p>
      )}
    </div>
  );
}
