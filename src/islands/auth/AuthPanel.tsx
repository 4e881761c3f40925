import { useRef, useState } from 'react';
import { actions } from 'astro:actions';
import { forgotPasswordSchema, resendConfirmationSchema, signInSchema, signUpSchema } from '../../domain/validation/auth';
import type { IslandMessages } from '../../i18n/messages';
import { makeT, pageLocale } from '../../client/i18n';
import { ErrorBox } from '../shared/ErrorBox';
import { FormField } from '../shared/FormField';
import { authFailureKeys, noticeText, type FormOutcome } from '../../client/actionErrors';
import { useActionForm } from '../shared/useActionForm';
import { useTypedBeforeHydration } from '../shared/useTypedBeforeHydration';

/** The words the sign-in panel takes (the page picks them with `pickMessages`): its `t` takes only these keys. */
export const AUTH_PREFIXES = ['auth.', 'menu.dashboard', 'validation.'] as const;

export type AuthMode = 'signIn' | 'signUp' | 'forgot';
type Mode = AuthMode | 'signUpDone' | 'forgotSent';

const emptyForm = { fullName: '', email: '', password: '', confirmPassword: '', phone: '', company: '' };
type FormKey = keyof typeof emptyForm;
const fieldNames = Object.keys(emptyForm) as FormKey[];

/**
 * A submission the /auth page answered before the island ran (docs/decisions/0014): the mode it
 * was in or moved to, what was typed (never the passwords) and, for a failure, what came of it.
 */
export interface AuthPosted {
  mode: Mode;
  values: Partial<Record<Exclude<FormKey, 'password' | 'confirmPassword'>, string>>;
  outcome?: FormOutcome<never> | undefined;
  /** A new confirmation link was asked for (decision 0049): the same answer whatever the address. */
  resent?: boolean;
}

interface Props {
  messages: IslandMessages<(typeof AUTH_PREFIXES)[number]>;
  /** Where to go after signing in (already checked on the server to be a path on this site). */
  next: string;
  initialMode?: AuthMode;
  /** The page itself in each mode: the form posts there, and the mode switches are links to it until the island runs. */
  modeHref: Record<AuthMode, string>;
  posted?: AuthPosted | undefined;
}

export default function AuthPanel({ messages, next, initialMode = 'signIn', modeHref, posted }: Props) {
  const t = makeT(messages);
  const [mode, setMode] = useState<Mode>(posted?.mode ?? initialMode);
  const [form, setForm] = useState({ ...emptyForm, ...posted?.values });
  const initialFor = (which: AuthMode) => (posted?.mode === which ? posted.outcome : undefined);
  const signIn = useActionForm({
    action: actions.auth.signIn,
    schema: signInSchema,
    keys: authFailureKeys,
    // A code is owed: this page again, which now shows the code step (decision 0045).
    onSuccess: (data) => window.location.assign(data.twoStepRequired ? modeHref.signIn : next),
    initial: initialFor('signIn'),
  });
  const signUp = useActionForm({
    action: actions.auth.signUp,
    schema: signUpSchema,
    keys: authFailureKeys,
    onSuccess: (data) => (data.signedIn ? window.location.assign(next) : setMode('signUpDone')),
    initial: initialFor('signUp'),
  });
  const forgot = useActionForm({
    action: actions.auth.requestPasswordReset,
    schema: forgotPasswordSchema,
    keys: authFailureKeys,
    onSuccess: () => setMode('forgotSent'),
    initial: initialFor('forgot'),
  });
  const resend = useActionForm({
    action: actions.auth.resendConfirmation,
    schema: resendConfirmationSchema,
    keys: authFailureKeys,
  });
  const resent = resend.data?.sent === true || (posted?.resent === true && resend.data === null && !resend.notice);
  // The password was right but the address is unconfirmed: offer the link again (decision 0049).
  const unconfirmed = mode === 'signIn' && (signIn.code === 'email_not_confirmed' || posted?.resent === true);
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, fieldNames, (typed) => setForm((f) => ({ ...f, ...typed })));
  const current = mode === 'signUp' ? signUp : mode === 'forgot' ? forgot : signIn;
  const busy = signIn.pending || signUp.pending || forgot.pending;
  const errors = current.fields;

  const toggle = { show: t('auth.showPassword'), hide: t('auth.hidePassword') };
  const bind = (name: FormKey) => ({
    name,
    value: form[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [name]: event.target.value })),
    error: errors[name] ? t.data(errors[name]) : undefined,
  });

  function switchTo(target: Mode) {
    // Keep what was typed (e-mail and name); only errors and passwords reset.
    setForm((f) => ({ ...f, password: '', confirmPassword: '' }));
    for (const each of [signIn, signUp, forgot]) if (each.notice || Object.keys(each.fields).length > 0) each.set({});
    setMode(target);
  }

  function submit(event: { preventDefault: () => void }) {
    event.preventDefault();
    if (busy) return;
    const locale = pageLocale();
    if (mode === 'signIn') signIn.submit({ email: form.email, password: form.password });
    else if (mode === 'signUp') signUp.submit({ ...form, locale, next });
    else forgot.submit({ email: form.email, locale });
  }

  /**
   * A switch to another mode is a link to the page in that mode (without JavaScript it is followed;
   * tapped while the island loads, client:interaction replays it once the island runs). The switch
   * happens in place, keeping what was typed, and the address follows, so a reload keeps the mode.
   * Modified clicks keep their usual meaning (a new tab).
   */
  const switchLink = (target: AuthMode, label: string, className = 'font-semibold text-brand-700 underline-offset-4 hover:underline') => (
    <a
      href={modeHref[target]}
      className={className}
      data-in-place
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        history.replaceState(history.state, '', modeHref[target]);
        switchTo(target);
      }}
    >
      {label}
    </a>
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
      <form ref={formRef} className="mt-6 space-y-4" method="post" action={modeHref[mode]} onSubmit={submit} noValidate>
        <input type="hidden" name="mode" value={mode} />
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
        {mode === 'signIn' && <p className="text-right text-sm">{switchLink('forgot', t('auth.forgot.link'))}</p>}
        <button type="submit" className="btn-primary w-full" disabled={busy} aria-busy={busy}>
          {submitLabel}
        </button>
      </form>
      {unconfirmed && (
        <form
          method="post"
          action={modeHref.signIn}
          className="mt-4 rounded-2xl border border-slate-200 bg-slate-50 p-4 text-center"
          data-resend-confirmation
          onSubmit={(event) => {
            event.preventDefault();
            resend.submit({ email: form.email, locale: pageLocale(), next });
          }}
        >
          <input type="hidden" name="mode" value="resend" />
          <input type="hidden" name="email" value={form.email} />
          {resend.notice && <ErrorBox>{noticeText(t, resend.notice)}</ErrorBox>}
          {resent ? (
            <p role="status" className="text-sm text-slate-700">
              {t('auth.confirm.resent', { email: form.email })}
            </p>
          ) : (
            <button type="submit" className="btn-secondary w-full" disabled={resend.pending} aria-busy={resend.pending}>
              {resend.pending ? t('auth.confirm.resendBusy') : t('auth.confirm.resend')}
            </button>
          )}
        </form>
      )}
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
