import { useEffect } from 'react';
import { SUCCESS_REDIRECT_MS } from '../../domain/plan';
import { startNewProject, type WizardResult } from '../../stores/wizard';
import { ConfirmationSummary } from './ConfirmationSummary';
import { useWizardEnv } from './context';

/**
 * Step 3. With an account (signed in before, or created just now) the dashboard opens after 3 s
 * or on the button. A visitor who chose e-mail only has no dashboard to open: they get where the
 * quote went, a way to create an account later, and Start new project.
 */
export function ConfirmationStep({ result }: { result: WizardResult }) {
  const { hrefs } = useWizardEnv();
  // Signed in (before, or by the account just created): an account created awaiting its confirmation
  // link has no session yet, so there is no dashboard to open (decision 0049).
  const hasAccount = result.account === 'existing' || result.account === 'created';

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
      <ConfirmationSummary result={result} redirects startNew={{ onClick: startNewProject }} />
    </div>
  );
}
