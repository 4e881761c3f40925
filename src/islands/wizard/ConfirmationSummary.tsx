import { SUCCESS_REDIRECT_MS } from '../../domain/plan';
import type { WizardResult } from '../../stores/wizard';
import { useWizardEnv } from './context';
import { StepHeading } from './StepHeading';
import { WordWrap } from '../shared/WordWrap';

/**
 * Step 3's heading, status and links without state, shared by the island (ConfirmationStep) and the
 * page a form posts to without JavaScript (PostedPlan). Only the island opens the dashboard by itself,
 * so only it says so (`redirects`); Start new project is its button there and a link (`href`) here.
 */
export function ConfirmationSummary({
  result,
  redirects = false,
  startNew,
}: {
  result: WizardResult;
  redirects?: boolean;
  startNew: { onClick: () => void } | { href: string };
}) {
  const { t, hrefs } = useWizardEnv();
  const hasAccount = result.account === 'existing' || result.account === 'created';
  const confirmPending = result.account === 'unconfirmed';
  const startNewClass = hasAccount ? 'btn-secondary' : 'btn-primary';
  return (
    <>
      <StepHeading step={3}>
        <WordWrap text={t('wizard.done.heading')} />
      </StepHeading>
      <div role="status" className="mt-3 space-y-2 text-slate-700">
        <p>
          <WordWrap text={t('wizard.done.body')} />
        </p>
        {result.quoteId && (
          <p className="text-sm text-slate-600" data-quote-id={result.quoteId}>
            <WordWrap text={t('wizard.done.reference', { id: result.quoteId.slice(0, 8).toUpperCase() })} />
          </p>
        )}
        {result.account === 'created' && (
          <p className="font-medium text-slate-900">
            <WordWrap text={t('wizard.done.accountCreated')} />
          </p>
        )}
        {confirmPending ? (
          <p className="font-medium text-slate-900" data-wizard-confirm-email>
            <WordWrap text={t('wizard.done.confirmEmail', { email: result.email })} />
          </p>
        ) : hasAccount ? (
          redirects && (
            <p>
              <WordWrap text={t('wizard.done.redirect', { seconds: SUCCESS_REDIRECT_MS / 1000 })} />
            </p>
          )
        ) : (
          <p className="font-medium text-slate-900" data-wizard-email-only>
            <WordWrap text={t('wizard.done.emailOnly', { email: result.email })} />
          </p>
        )}
      </div>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        {confirmPending ? null : hasAccount ? (
          <a className="btn-primary" href={hrefs.dashboard}>
            <WordWrap text={t('wizard.done.goToDashboard')} />
          </a>
        ) : (
          <a className="btn-secondary" href={hrefs.signUp}>
            <WordWrap text={t('wizard.done.createAccount')} />
          </a>
        )}
        {'href' in startNew ? (
          <a className={startNewClass} href={startNew.href}>
            <WordWrap text={t('wizard.done.startNew')} />
          </a>
        ) : (
          <button type="button" className={startNewClass} onClick={startNew.onClick}>
            <WordWrap text={t('wizard.done.startNew')} />
          </button>
        )}
      </div>
    </>
  );
}
