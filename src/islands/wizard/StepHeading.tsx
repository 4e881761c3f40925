import type { ReactNode } from 'react';
import { useWizardEnv } from './context';
import { STEP_TITLE_KEYS } from './StepIndicator';
import type { WizardStep } from '../../stores/wizard';
import { WordWrap } from '../shared/WordWrap';

/**
 * Each step's heading. It takes focus when the step changes (tabIndex -1, data-step-heading), so
 * keyboard and screen-reader users land on the new step and hear "Step 2 of 4: Plan overview".
 */
export function StepHeading({ step, children, intro }: { step: WizardStep; children: ReactNode; intro?: ReactNode }) {
  const { t } = useWizardEnv();
  const stepLabel = t('wizard.steps.current', { current: step + 1, total: STEP_TITLE_KEYS.length, title: t(STEP_TITLE_KEYS[step]) });
  return (
    <div>
      <p className="text-sm font-semibold text-brand-700" aria-hidden="true">
        <WordWrap text={stepLabel} />
      </p>
      <h3 className="mt-1 text-2xl font-bold text-slate-900" tabIndex={-1} data-step-heading>
        <span className="sr-only">{stepLabel}. </span>
        {children}
      </h3>
      {intro && <p className="mt-2 text-slate-700">{typeof intro === 'string' ? <WordWrap text={intro} /> : intro}</p>}
    </div>
  );
}
