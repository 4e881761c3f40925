import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { $modalAccountCreated, $modalConfirmPending, $modalError, retrySubmit } from '../../stores/modal';
import { useModalEnv } from './context';
import { noticeText } from '../../client/actionErrors';
import { WordWrap } from '../shared/WordWrap';

/** Spec §9: the success screen stays 3 s, then the modal closes and the dashboard opens. */
export const REDIRECT_AFTER_MS = 3000;

function useFocusOnMount() {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

export function SuccessScreen() {
  const { t, dashboardHref } = useModalEnv();
  const created = useStore($modalAccountCreated);
  const confirmPending = useStore($modalConfirmPending);
  const heading = useFocusOnMount();
  return (
    <div role="status" className="py-6 text-center" data-modal-success>
      <div
        aria-hidden="true"
        className="mx-auto flex size-16 items-center justify-center rounded-full bg-green-100 text-3xl text-green-800"
      >
        ✓
      </div>
      <h3 ref={heading} tabIndex={-1} className="mt-5 text-2xl font-bold text-ink outline-none">
        <WordWrap text={t('modal.success.title')} />
      </h3>
      <p className="mx-auto mt-3 max-w-prose text-slate-700">
        <WordWrap text={t('modal.success.body')} />
      </p>
      {created && (
        <p className="mx-auto mt-2 max-w-prose text-slate-700">
          <WordWrap text={t('modal.success.account')} />
        </p>
      )}
      {confirmPending ? (
        <p className="mx-auto mt-2 max-w-prose font-medium text-slate-900" data-modal-confirm-email>
          <WordWrap text={t('modal.success.confirmEmail')} />
        </p>
      ) : (
        <>
          <p className="mt-4 text-sm text-slate-600">
            <WordWrap text={t('modal.success.redirect', { seconds: REDIRECT_AFTER_MS / 1000 })} />
          </p>
          <a href={dashboardHref} className="btn-primary mt-6">
            <WordWrap text={t('modal.success.dashboard')} />
          </a>
        </>
      )}
    </div>
  );
}

export function FailureScreen() {
  const { t, email, signInHref } = useModalEnv();
  const error = useStore($modalError);
  const heading = useFocusOnMount();
  const [before, after = ''] = t('modal.failure.contact', { email: '\u0000' }).split('\u0000');
  return (
    <div role="alert" className="py-6 text-center" data-modal-failure>
      <div
        aria-hidden="true"
        className="mx-auto flex size-16 items-center justify-center rounded-full bg-red-100 text-3xl font-bold text-red-800"
      >
        !
      </div>
      <h3 ref={heading} tabIndex={-1} className="mt-5 text-2xl font-bold text-ink outline-none">
        <WordWrap text={t('modal.failure.title')} />
      </h3>
      <p className="mx-auto mt-3 max-w-prose font-medium text-red-800" data-failure-message>
        <WordWrap text={noticeText(t, error ?? { key: 'modal.error.generic' })} />
      </p>
      <p className="mx-auto mt-3 max-w-prose text-slate-700">
        <WordWrap text={before ?? ''} />
        <a href={`mailto:${email}`} className="font-semibold text-brand-700 underline underline-offset-4">
          {email}
        </a>
        <WordWrap text={after} />
      </p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <button type="button" className="btn-primary" onClick={retrySubmit}>
          <WordWrap text={t('modal.failure.retry')} />
        </button>
        {error?.key === 'modal.error.userExists' && (
          <a href={signInHref} className="btn-secondary">
            <WordWrap text={t('modal.failure.signIn')} />
          </a>
        )}
      </div>
    </div>
  );
}
