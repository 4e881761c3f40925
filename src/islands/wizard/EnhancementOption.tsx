import type { InputHTMLAttributes, ReactNode } from 'react';
import { featureDescriptionKey, featureNameKey, type PlanFeature } from '../../domain/plan';
import { useWizardEnv } from './context';
import { WordWrap } from '../shared/WordWrap';

/*
 * The enhancements' markup without state, shared by the island (EnhancementList: checkboxes bound to
 * the store) and the plan form that works without JavaScript (PostedPlan: checkboxes posted as
 * `feature-<id>=on`), so both show the same list.
 */

/** The enhancements' fieldset: heading, the hint (`hintKey`: it differs with and without JavaScript) and the options. */
export function EnhancementFieldset({
  hintKey,
  children,
}: {
  hintKey: 'wizard.plan.enhancementsHint' | 'wizard.posted.enhancementsHint';
  children: ReactNode;
}) {
  const { t } = useWizardEnv();
  return (
    <fieldset className="mt-6">
      <legend className="text-lg font-bold text-slate-900">
        <WordWrap text={t('wizard.plan.enhancements')} />
      </legend>
      <p className="mt-1 text-sm text-slate-600">
        <WordWrap text={t(hintKey)} />
      </p>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">{children}</ul>
    </fieldset>
  );
}

/** How the checkbox is bound: the island's `checked`/`onChange`, or the form's `name`/`value`/`defaultChecked`. */
export type CheckboxBinding = Pick<InputHTMLAttributes<HTMLInputElement>, 'checked' | 'onChange' | 'name' | 'value' | 'defaultChecked'>;

/** One optional feature as a checkbox card: its name, the Recommended badge, what it does and its price. */
export function EnhancementOption({
  feature,
  className,
  checkbox,
}: {
  feature: PlanFeature;
  className: string;
  checkbox: CheckboxBinding;
}) {
  const { t, formatPrice } = useWizardEnv();
  const id = `wizard-feature-${feature.id}`;
  return (
    <li>
      <label htmlFor={id} className={className} data-feature={feature.key}>
        <input
          id={id}
          type="checkbox"
          {...checkbox}
          className="mt-1 size-5 shrink-0 accent-brand-600"
          aria-describedby={`${id}-description`}
        />
        <span className="flex-1">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-slate-900">
              <WordWrap text={t(featureNameKey(feature.key))} />
            </span>
            {feature.recommended && (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900" data-recommended>
                <WordWrap text={t('wizard.plan.recommended')} />
              </span>
            )}
          </span>
          <span id={`${id}-description`} className="mt-1 block text-sm text-slate-600">
            <WordWrap text={t(featureDescriptionKey(feature.key))} />
          </span>
          <span className="mt-1 block text-sm font-semibold text-brand-700 tabular-nums">
            <WordWrap text={t('wizard.plan.featurePrice', { price: formatPrice(feature.price) })} />
          </span>
        </span>
      </label>
    </li>
  );
}
