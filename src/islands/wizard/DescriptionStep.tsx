import { useRef, type SubmitEvent } from 'react';
import { canGenerate, cooldownLeft, generateProjectPlan, hasMaxAttempts, setDescription, type WizardState } from '../../stores/wizard';
import { useTypedBeforeHydration } from '../shared/useTypedBeforeHydration';
import { useHydrated } from '../shared/useHydrated';
import { useWizardEnv } from './context';
import { DescriptionField } from './DescriptionField';
import { GenerateStatus } from './GenerateStatus';
import { StepHeading } from './StepHeading';
import { useNow } from './useNow';
import { WordWrap } from '../shared/WordWrap';

/** Step 0: the description and the generate button with its disabled rules (spec §5). */
export function DescriptionStep({ state }: { state: WizardState }) {
  const { t, hrefs } = useWizardEnv();
  // Before the island runs the button posts the form to the server's twin page (works without JavaScript).
  const hydrated = useHydrated();
  const time = useNow(cooldownLeft(state) > 0);
  const left = cooldownLeft(state, time);
  const generating = state.status === 'generating';
  const maxed = hasMaxAttempts(state);
  const enabled = canGenerate(state, time);
  const formRef = useRef<HTMLFormElement>(null);
  // Typed into the server-rendered field before the island ran: kept (and newer than a stored draft).
  useTypedBeforeHydration(formRef, ['description'], (typed) => {
    if (typed.description !== undefined) setDescription(typed.description);
  });

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (enabled) void generateProjectPlan();
  }

  const label = generating
    ? t('wizard.generating')
    : left > 0 && !maxed
      ? t('wizard.cooldown.countdown', { seconds: Math.ceil(left / 1000) })
      : t('wizard.generate');

  return (
    <form ref={formRef} method="post" action={hrefs.plan} onSubmit={submit} noValidate aria-busy={generating}>
      <StepHeading step={0} intro={t('wizard.description.intro')}>
        <WordWrap text={t('wizard.description.heading')} />
      </StepHeading>
      <div className="mt-6">
        <DescriptionField value={state.description} error={state.fieldErrors.description} readOnly={generating} />
      </div>
      <button type="submit" className="btn-primary mt-6 w-full sm:w-auto sm:min-w-72" disabled={hydrated && !enabled} data-wizard-generate>
        {generating && <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />}
        <WordWrap text={label} />
      </button>
      <GenerateStatus
        generating={generating}
        progressStep={state.progressStep}
        coolingDown={left > 0}
        attempts={state.attempts}
        maxed={maxed}
        error={state.generateError}
      />
    </form>
  );
}
