import type { PlanFeature } from '../../domain/plan';
import { featureDescriptionKey, featureNameKey } from '../../domain/plan';
import { toggleFeature } from '../../stores/wizard';
import { useWizardEnv } from './context';

/** The eight optional features as checkboxes; detected needs come pre-selected with a badge. */
export function EnhancementList({ features }: { features: readonly PlanFeature[] }) {
  const { t, formatPrice } = useWizardEnv();
  return (
    <fieldset className="mt-6">
      <legend className="text-lg font-bold text-slate-900">{t('wizard.plan.enhancements')}</legend>
      <p className="mt-1 text-sm text-slate-600">{t('wizard.plan.enhancementsHint')}</p>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {features.map((feature) => {
          const id = `wizard-feature-${feature.id}`;
          return (
            <li key={feature.id}>
              <label
                htmlFor={id}
                className={[
                  'flex h-full cursor-pointer gap-3 rounded-xl border p-4 transition-colors',
                  feature.selected ? 'border-brand-500 bg-brand-50' : 'border-slate-200 bg-white hover:border-brand-200',
                ].join(' ')}
                data-feature={feature.key}
              >
                <input
                  id={id}
                  type="checkbox"
                  className="mt-1 size-5 shrink-0 accent-brand-600"
                  checked={feature.selected}
                  onChange={() => toggleFeature(feature.id)}
                  aria-describedby={`${id}-description`}
                />
                <span className="flex-1">
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold text-slate-900">{t(featureNameKey(feature.key))}</span>
                    {feature.recommended && (
                      <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900" data-recommended>
                        {t('wizard.plan.recommended')}
                      </span>
                    )}
                  </span>
                  <span id={`${id}-description`} className="mt-1 block text-sm text-slate-600">
                    {t(featureDescriptionKey(feature.key))}
                  </span>
                  <span className="mt-1 block text-sm font-semibold text-brand-700 tabular-nums">
                    {t('wizard.plan.featurePrice', { price: formatPrice(feature.price) })}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
