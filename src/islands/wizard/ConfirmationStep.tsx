import { useEffect } from 'react';
import { SUCCESS_REDIRECT_MS } from '../../domain/plan';
import { startNewProject, type WizardResult } from '../../stores/wizard';
import { useWizardEnv } from './context';
import { StepHeading } from './StepHeading';

/**
 * Step 3. With an account (signed in before, or created just now) the dashboard opens after 3 s
 * or on the button. A visitor who chose e-mail only has no dashboard to open: they get where the
 * quote went, a way to create an account later, and Start new project.
 */
export function ConfirmationStep({ result }: { result: WizardResult }) {
  const { t, hrefs } = useWizardEnv();
  const hasAccount = result.account !== 'none';

  useEffect(() => {
    if (!hasAccount) return;
    const timer = setTimeout(() => window.location.assign(hrefs.dashboard), SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [hasAccount, hrefs.dashboard]);

  return (
    <div className="text-center" data-wizard-done={result.account}>
      <div
        aria-hidden="true"
        className="mx-auto mb-4 flex size-14 items-center justify-center rounded-full bg-green-100 text-2xl text-green-700"
      >
        ✓
      </div>
      <StepHeading step={3}>{t('wizard.done.heading')}</StepHeading>
      <div role="status" className="mt-3 space-y-2 text-slate-700">
        <p>{t('wizard.done.body')}</p>
        {result.quoteId && (
          <p className="text-sm text-slate-600" data-quote-id={result.quoteId}>
            {t('wizard.done.reference', { id: result.quoteId.slice(0, 8).toUpperCase() })}
          </p>
        )}
        {result.account === 'created' && <p className="font-medium text-slate-900">{t('wizard.done.accountCreated')}</p>}
        {hasAccount ? (
          <p>{t('wizard.done.redirect', { seconds: SUCCESS_REDIRECT_MS / 1000 })}</p>
        ) : (
          <p className="font-medium text-slate-900" data-wizard-email-only>
            {t('wizard.done.emailOnly', { email: result.email })}
          </p>
        )}
      </div>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        {hasAccount ? (
          <a className="btn-primary" href={hrefs.dashboard}>
            {t('wizard.done.goToDashboard')}
          </a>
        ) : (
          <a className="btn-secondary" href={hrefs.signUp}>
            {t('wizard.done.createAccount')}
          </a>
        )}
        <button type="button" className={hasAccount ? 'btn-secondary' : 'btn-primary'} onClick={startNewProject}>
          {t('wizard.done.startNew')}
        </button>
      </div>
    </div>
  );
}
