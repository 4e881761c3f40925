import { useState, type FormEvent } from 'react';
import { actions } from 'astro:actions';
import { forgotPasswordSchema, signInSchema, signUpSchema } from '../../domain/validation/auth';
import type { Messages } from '../../i18n/messages';
import { makeT, pageLocale } from '../shared/i18n';
import { ErrorBox } from '../shared/ErrorBox';
import { FormField } from '../shared/FormField';
import { authFailureKeys, noticeText } from '../shared/actionErrors';
import { useActionForm } from '../shared/useActionForm';

type Mode = 'signIn' | 'signUp' | 'forgot' | 'signUpDone' | 'forgotSent';

interface Props {
  messages: Messages;
  /** Where to go after signing in (already checked on the server to be a path on this site). */
  next: string;
  initialMode?: 'signIn' | 'signUp' | 'forgot';
}

const emptyForm = { fullName: '', email: '', password: '', confirmPassword: '', phone: '', company: '' };

export default function AuthPanel({ messages, next, initialMode = 'signIn' }: Props) {
  const t = makeT(messages);
  const [mode, setMode] = useState<Mode>(initialMode);
  const [form, setForm] = useState(emptyForm);
  const signIn = useActionForm({
    action: actions.auth.signIn,
    schema: signInSchema,
    keys: authFailureKeys,
    onSuccess: () => window.location.assign(next),
  });
  const signUp = useActionForm({
    action: actions.auth.signUp,
    schema: signUpSchema,
    keys: authFailureKeys,
    onSuccess: (data) => (data.signedIn ? window.location.assign(next) : setMode('signUpDone')),
  });
  const forgot = useActionForm({
    action: actions.auth.requestPasswordReset,
    schema: forgotPasswordSchema,
    keys: authFailureKeys,
    onSuccess: () => setMode('forgotSent'),
  });
  const current = mode === 'signUp' ? signUp : mode === 'forgot' ? forgot : signIn;
  const busy = signIn.pending || signUp.pending || forgot.pending;
  const errors = current.fields;

  const toggle = { show: t('auth.showPassword'), hide: t('auth.hidePassword') };
  const bind = (name: keyof typeof emptyForm) => ({
    name,
    value: form[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [name]: event.target.value })),
    error: errors[name] ? t(errors[name]) : undefined,
  });

  function switchTo(target: Mode) {
    // Keep what was typed (e-mail and name); only errors and passwords reset.
    setForm((f) => ({ ...f, password: '', confirmPassword: '' }));
    for (const each of [signIn, signUp, forgot]) if (each.notice || Object.keys(each.fields).length > 0) each.set({});
    setMode(target);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const locale = pageLocale();
    if (mode === 'signIn') signIn.submit({ email: form.email, password: form.password });
    else if (mode === 'signUp') signUp.submit({ ...form, locale });
    else forgot.submit({ email: form.email, locale });
  }

  if (mode === 'signUpDone' || mode === 'forgotSent') {
    const done = mode === 'signUpDone';
    return (
      <div className="text-center" role="status">
        <h2 className="text-2xl font-bold text-slate-900">{done ? t('auth.signUp.successTitle') : t('auth.forgot.title')}</h2>
        <p className="mt-3 text-slate-700">{done ? t('auth.signUp.successBody') : t('auth.forgot.sent', { email: form.email })}</p>
        <button type="button" className="btn-primary mt-6" onClick={() => switchTo('signIn')}>
          {t('auth.goToSignIn')}
        </button>
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
      <form className="mt-6 space-y-4" method="post" onSubmit={submit} noValidate>
        {current.notice && <ErrorBox>{noticeText(t, current.notice)}</ErrorBox>}
        {mode === 'signUp' && <FormField label={t('auth.field.fullName')} autoComplete="name" required {...bind('fullName')} />}
        <FormField label={t('auth.field.email')} type="email" autoComplete="email" required {...bind('email')} />
        {mode !== 'forgot' && (
          <FormField
            label={t('auth.field.password')}
            type="password"
            autoComplete={mode === 'signUp' ? 'new-password' : 'current-password'}
            required
            toggleLabels={toggle}
            {...bind('password')}
          />
        )}
        {mode === 'signUp' && (
          <>
            <FormField
              label={t('auth.field.confirmPassword')}
              type="password"
              autoComplete="new-password"
              required
              toggleLabels={toggle}
              {...bind('confirmPassword')}
            />
            <FormField label={`${t('auth.field.phone')} ${t('auth.field.optional')}`} type="tel" autoComplete="tel" {...bind('phone')} />
            <FormField label={`${t('auth.field.company')} ${t('auth.field.optional')}`} autoComplete="organization" {...bind('company')} />
          </>
        )}
        {mode === 'signIn' && (
          <p className="text-right text-sm">
            <button
              type="button"
              className="font-semibold text-brand-700 underline-offset-4 hover:underline"
              onClick={() => switchTo('forgot')}
            >
              {t('auth.forgot.link')}
            </button>
          </p>
        )}
        <button type="submit" className="btn-primary w-full" disabled={busy} aria-busy={busy}>
          {submitLabel}
        </button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-700">
        {mode === 'forgot' ? (
          <button
            type="button"
            className="font-semibold text-brand-700 underline-offset-4 hover:underline"
            onClick={() => switchTo('signIn')}
          >
            {t('auth.forgot.back')}
          </button>
        ) : (
          <>
            {mode === 'signIn' ? t('auth.signIn.switchPrompt') : t('auth.signUp.switchPrompt')}{' '}
            <button
              type="button"
              className="font-semibold text-brand-700 underline-offset-4 hover:underline"
              onClick={() => switchTo(mode === 'signIn' ? 'signUp' : 'signIn')}
            >
              {mode === 'signIn' ? t('auth.signIn.switchLink') : t('auth.signUp.switchLink')}
            </button>
          </>
        )}
      </p>
    </div>
  );
}
