import type { SubmitEvent } from 'react';
import { ErrorBox } from '../shared/ErrorBox';
import { FormField, Honeypot } from '../shared/FormField';
import type { SessionState } from '../../stores/session';
import {
  canSubmit,
  checkContactField,
  setContactField,
  setHoneypot,
  startOver,
  submitProject,
  type ContactField,
  type WizardState,
} from '../../stores/wizard';
import { AccountOptions } from './AccountOptions';
import { noticeText, useWizardEnv } from './context';
import { StepHeading } from './StepHeading';
import { WordWrap } from '../shared/WordWrap';

const FIELDS: { field: ContactField; type: string; autoComplete: string; required: boolean }[] = [
  { field: 'name', type: 'text', autoComplete: 'name', required: true },
  { field: 'email', type: 'email', autoComplete: 'email', required: true },
  { field: 'phone', type: 'tel', autoComplete: 'tel', required: false },
  { field: 'company', type: 'text', autoComplete: 'organization', required: false },
];

/** Step 2: contact details, the account choice for visitors, Start over and submit. */
export function ContactStep({ state, session }: { state: WizardState; session: SessionState }) {
  const { t, formatPrice, hrefs } = useWizardEnv();
  const signedIn = session.status === 'signedIn';
  const busy = state.status === 'submitting';

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    void submitProject(signedIn);
  }

  const error = state.submitError;
  return (
    <form className="relative" onSubmit={submit} noValidate aria-busy={busy}>
      <StepHeading step={2} intro={t('wizard.contact.intro')}>
        <WordWrap text={t('wizard.contact.heading')} />
      </StepHeading>
      {state.plan && (
        <p className="mt-3 font-semibold text-slate-900 tabular-nums">
          <WordWrap text={t('wizard.contact.summary', { price: formatPrice(state.plan.finalPrice) })} />
        </p>
      )}
      {signedIn && (
        <p className="mt-3 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900" data-wizard-signed-in>
          <WordWrap text={t('wizard.contact.signedInAs', { email: session.email })} />
        </p>
      )}
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        {FIELDS.map(({ field, type, autoComplete, required }) => {
          const message = state.fieldErrors[field];
          return (
            <FormField
              key={field}
              label={required ? t(`wizard.field.${field}`) : `${t(`wizard.field.${field}`)} ${t('wizard.field.optional')}`}
              type={type}
              name={field}
              autoComplete={autoComplete}
              required={required}
              value={state.contact[field]}
              onChange={(event) => setContactField(field, event.target.value)}
              onBlur={() => checkContactField(field)}
              error={message ? t.data(message) : undefined}
            />
          );
        })}
      </div>
      {session.status === 'signedOut' && (
        <div className="mt-6">
          <AccountOptions skipAccount={state.skipAccount} password={state.password} error={state.fieldErrors.password} />
        </div>
      )}
      <Honeypot label={t('wizard.field.website')} value={state.website} onChange={setHoneypot} />
      {error && (
        <div className="mt-6">
          <ErrorBox>
            <strong className="block">
              <WordWrap text={t('wizard.error.title')} />
            </strong>
            {noticeText(t, error)}
            {'key' in error && error.key === 'wizard.error.userExists' && (
              <a className="mt-1 block font-semibold text-red-900 underline" href={hrefs.signIn}>
                <WordWrap text={t('wizard.error.signIn')} />
              </a>
            )}
          </ErrorBox>
        </div>
      )}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <button type="button" className="btn-secondary" onClick={startOver} disabled={busy}>
          <WordWrap text={t('wizard.startOver')} />
        </button>
        <button type="submit" className="btn-primary" disabled={!canSubmit(state)} aria-busy={busy}>
          {busy ? t('wizard.submitting') : t('wizard.submit')}
        </button>
      </div>
    </form>
  );
}
