import type { WizardStep } from '../../stores/wizard';
import { useWizardEnv } from './context';
import { WordWrap } from '../shared/WordWrap';

export const STEP_TITLE_KEYS = ['wizard.step.description', 'wizard.step.plan', 'wizard.step.contact', 'wizard.step.confirmation'] as const;

/** The four steps (spec §2), the current one marked with aria-current="step". */
export function StepIndicator({ step }: { step: WizardStep }) {
  const { t } = useWizardEnv();
  return (
    <nav aria-label={t('wizard.steps.label')}>
      <ol className="grid grid-cols-4 gap-2 sm:gap-4">
        {STEP_TITLE_KEYS.map((key, index) => {
          const state = index < step ? 'done' : index === step ? 'current' : 'todo';
          return (
            <li
              key={key}
              className="flex flex-col items-center gap-2 text-center"
              aria-current={state === 'current' ? 'step' : undefined}
              data-step-state={state}
            >
              <span
                aria-hidden="true"
                className={[
                  'flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-bold transition-colors sm:size-10',
                  state === 'todo' ? 'border-2 border-slate-300 bg-white text-slate-600' : 'bg-brand-600 text-white',
                  state === 'current' ? 'ring-4 ring-brand-200' : '',
                ].join(' ')}
              >
                {state === 'done' ? '✓' : index + 1}
              </span>
              <span className={['text-xs font-semibold sm:text-sm', state === 'todo' ? 'text-slate-600' : 'text-slate-900'].join(' ')}>
                {/* Four labels share a phone's width: Thai ones wrap only between words. */}
                <WordWrap text={t(key)} />
                {state === 'done' && <span className="sr-only"> ({t('wizard.steps.done')})</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
