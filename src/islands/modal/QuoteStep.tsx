import { useStore } from '@nanostores/react';
import { charCount, DESCRIPTION_MIN } from '../../domain/validation/leads';
import { $modalFieldErrors, $modalForm, setField } from '../../stores/modal';
import { FormField } from '../shared/FormField';
import { useModalEnv } from './context';
import type { Package } from './packages';
import { WordWrap } from '../shared/WordWrap';

/** Step 2: the project description, at least 50 characters (spec §5), with the hint and the green note. */
export function QuoteStep({ selected }: { selected: Package | undefined }) {
  const { t, price } = useModalEnv();
  const form = useStore($modalForm);
  const errors = useStore($modalFieldErrors);
  const count = charCount(form.description);
  const ready = count >= DESCRIPTION_MIN;

  return (
    <div className="space-y-5">
      {selected && (
        <p className="rounded-xl bg-brand-50 px-4 py-3 text-sm font-medium text-brand-900">
          <WordWrap text={t('modal.quote.selected', { name: selected.name, price: price(selected.price, selected.currency) })} />
        </p>
      )}
      <FormField
        multiline
        rows={7}
        required
        name="description"
        label={t('modal.quote.label')}
        placeholder={t('modal.quote.placeholder')}
        value={form.description}
        onChange={(event) => setField('description', event.target.value)}
        error={errors.description ? t.data(errors.description) : undefined}
        hint={
          <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
            <span
              role="status"
              className={ready ? 'font-semibold text-green-800' : undefined}
              data-description-note={ready ? 'ready' : 'hint'}
            >
              {ready ? t('modal.quote.ready') : t('modal.quote.hint')}
            </span>
            <span className={ready ? 'text-green-800' : undefined}>
              <WordWrap text={t('modal.quote.count', { count, min: DESCRIPTION_MIN })} />
            </span>
          </div>
        }
      />
    </div>
  );
}
