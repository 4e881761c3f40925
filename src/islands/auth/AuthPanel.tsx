import { useRef } from 'react';
import { makeT } from '../../client/i18n';
import { ErrorBox } from '../shared/ErrorBox';
import { noticeText } from '../../client/actionErrors';
import { useAuthPanel } from './authPanel/useAuthPanel';
import { SwitchLink } from './authPanel/SwitchLink';
import { AuthFields } from './authPanel/AuthFields';
import { ResendConfirmation } from './authPanel/ResendConfirmation';
import type { AuthMessages, AuthMode, AuthPosted } from './authPanel/words';

export { AUTH_PREFIXES, type AuthMode, type AuthPosted } from './authPanel/words';

interface Props {
  messages: AuthMessages;
  /** Where to go after signing in (already checked on the server to be a path on this site). */
  next: string;
  initialMode?: AuthMode;
  /** The page itself in each mode: the form posts there, and the mode switches are links to it until the island runs. */
  modeHref: Record<AuthMode, string>;
  posted?: AuthPosted | undefined;
}

export default function AuthPanel({ messages, next, initialMode = 'signIn', modeHref, posted }: Props) {
  const t = makeT(messages);
  const formRef = useRef<HTMLFormElement>(null);
  const panel = useAuthPanel({ t, next, initialMode, modeHref, posted, formRef });
  const { mode, form, current, busy } = panel;
  const switchLink = (target: AuthMode, label: string, className?: string) => (
    <SwitchLink href={modeHref[target]} onSwitch={() => panel.switchTo(target)} {...(className ? { className } : {})}>
      {label}
    </SwitchLink>
  );

  if (mode === 'signUpDone' || mode === 'forgotSent') {
    const done = mode === 'signUpDone';
    return (
      <div className="text-center" role="status">
        <h2 className="text-2xl font-bold text-slate-900">{done ? t('auth.signUp.successTitle') : t('auth.forgot.title')}</h2>
        <p className="mt-3 text-slate-700">{done ? t('auth.signUp.successBody') : t('auth.forgot.sent', { email: form.email })}</p>
        {switchLink('signIn', t('auth.goToSignIn'), 'btn-primary mt-6')}
      </div>
    );
  }

  const titles = {
    signIn: [t('auth.signIn.title'), t('auth.signIn.subtitle')],
    signUp: [t('auth.signUp.title'), t('auth.signUp.subtitle')],
    forgot: [t('auth.forgot.title'), t('auth.forgot.subtitle')],
  }[mode];
  const submitLabel = {
    signIn: busy ? t('auth.signIn.busy') : t('auth.signIn.submit'),
    signUp: busy ? t('auth.signUp.busy') : t('auth.signUp.submit'),
    forgot: busy ? t('auth.forgot.busy') : t('auth.forgot.submit'),
  }[mode];

  return (
    <div>
      <h2 className="text-2xl font-bold text-slate-900">{titles[0]}</h2>
      <p className="mt-1 text-slate-600">{titles[1]}</p>
      <form ref={formRef} className="mt-6 space-y-4" method="post" action={modeHref[mode]} onSubmit={panel.submit} noValidate>
        <input type="hidden" name="mode" value={mode} />
        {current.notice && <ErrorBox>{noticeText(t, current.notice)}</ErrorBox>}
        <AuthFields t={t} panel={panel} />
        {mode === 'signIn' && <p className="text-right text-sm">{switchLink('forgot', t('auth.forgot.link'))}</p>}
        <button type="submit" className="btn-primary w-full" disabled={busy} aria-busy={busy}>
          {submitLabel}
        </button>
      </form>
      {panel.unconfirmed && <ResendConfirmation t={t} panel={panel} action={modeHref.signIn} />}
      <p className="mt-6 text-center text-sm text-slate-700">
        {mode === 'forgot' ? (
          switchLink('signIn', t('auth.forgot.back'))
        ) : (
          <>
            {mode === 'signIn' ? t('auth.signIn.switchPrompt') : t('auth.signUp.switchPrompt')}{' '}
            {switchLink(
              mode === 'signIn' ? 'signUp' : 'signIn',
              mode === 'signIn' ? t('auth.signIn.switchLink') : t('auth.signUp.switchLink'),
            )}
          </>
        )}
      </p>
    </div>
  );
}
