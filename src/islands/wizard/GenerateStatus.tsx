import { MAX_GENERATIONS, PROGRESS_STEPS_MS } from '../../domain/plan';
import type { Notice } from '../../stores/wizard';
import { noticeText, useWizardEnv } from './context';
import type { Words } from './messages/en';
import { WordWrap } from '../shared/WordWrap';

/** A progress step's words: `wizard.progress.1` to `.4`, one per PROGRESS_STEPS_MS entry (a gap shows the key, as `t` does). */
const progressKey = (step: number) => `wizard.progress.${step + 1}` as Extract<keyof Words, `wizard.progress.${number}`>;

interface Props {
  generating: boolean;
  progressStep: number;
  coolingDown: boolean;
  attempts: number;
  maxed: boolean;
  error: Notice | null;
}

/**
 * Below the generate button: the progress messages and the cooldown message in a polite live
 * region, and the spec's alerts (generation failed, maximum attempts) in role="alert". The status
 * line keeps its height whatever it shows, so the page does not jump.
 */
export function GenerateStatus({ generating, progressStep, coolingDown, attempts, maxed, error }: Props) {
  const { t, contactEmail } = useWizardEnv();
  const steps = PROGRESS_STEPS_MS.length;
  // The limit and the cooldown have their own lines; the error alert is for everything else.
  const errorKey = error?.key ?? '';
  const showError = error && !generating && errorKey !== 'wizard.maxAttempts' && errorKey !== 'wizard.cooldown.message';
  return (
    <div className="mt-4 space-y-3">
      <div role="status" aria-live="polite" className="min-h-12" data-wizard-status>
        {generating ? (
          <div>
            <p className="font-medium text-brand-700" data-wizard-progress>
              <WordWrap text={t(progressKey(progressStep))} />
            </p>
            <div className="mt-2 flex gap-1" aria-hidden="true">
              {PROGRESS_STEPS_MS.map((_, index) => (
                <span
                  key={index}
                  className={['h-1.5 flex-1 rounded-full', index <= progressStep ? 'bg-brand-600' : 'bg-slate-200'].join(' ')}
                />
              ))}
            </div>
            <span className="sr-only">
              {progressStep + 1}/{steps}
            </span>
          </div>
        ) : coolingDown && !maxed ? (
          <p className="font-medium text-slate-800" data-wizard-cooldown>
            <WordWrap text={t('wizard.cooldown.message')} />
          </p>
        ) : attempts > 0 && !maxed ? (
          <p className="text-sm text-slate-600">
            <WordWrap text={t('wizard.attemptsLeft', { remaining: MAX_GENERATIONS - attempts, max: MAX_GENERATIONS })} />
          </p>
        ) : null}
      </div>
      {showError && <Alert>{noticeText(t, error)}</Alert>}
      {maxed && (
        <Alert>
          <WordWrap text={t('wizard.maxAttempts')} />
          <ContactLink email={contactEmail} />
        </Alert>
      )}
    </div>
  );
}

function Alert({ children }: { children: React.ReactNode }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800" data-wizard-alert>
      {children}
    </div>
  );
}

function ContactLink({ email }: { email: string }) {
  const { t } = useWizardEnv();
  return (
    <a className="mt-1 block font-semibold text-red-900 underline" href={`mailto:${email}`}>
      <WordWrap text={t('wizard.maxAttempts.contact', { email })} />
    </a>
  );
}
