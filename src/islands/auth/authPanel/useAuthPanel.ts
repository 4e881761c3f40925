import { useState, type RefObject } from 'react';
import { actions } from 'astro:actions';
import { forgotPasswordSchema, resendConfirmationSchema, signInSchema, signUpSchema } from '../../../domain/validation/auth';
import { pageLocale } from '../../../client/i18n';
import { authFailureKeys } from '../../../client/actionErrors';
import { useActionForm } from '../../shared/useActionForm';
import { useTypedBeforeHydration } from '../../shared/useTypedBeforeHydration';
import { emptyForm, fieldNames, type AuthMode, type AuthPosted, type AuthT, type FormKey, type Mode } from './words';

type Options = {
  t: AuthT;
  next: string;
  initialMode: AuthMode;
  modeHref: Record<AuthMode, string>;
  posted: AuthPosted | undefined;
  formRef: RefObject<HTMLFormElement | null>;
};

/** The panel's mode, what was typed, and the four actions (sign in, sign up, forgot, resend the confirmation). */
export function useAuthPanel({ t, next, initialMode, modeHref, posted, formRef }: Options) {
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
  useTypedBeforeHydration(formRef, fieldNames, (typed) => setForm((f) => ({ ...f, ...typed })));
  const current = mode === 'signUp' ? signUp : mode === 'forgot' ? forgot : signIn;
  const busy = signIn.pending || signUp.pending || forgot.pending;
  const errors = current.fields;

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

  const resendLink = () => resend.submit({ email: form.email, locale: pageLocale(), next });
  return { mode, form, current, busy, bind, switchTo, submit, resend, resent, unconfirmed, resendLink };
}
export type AuthPanelState = ReturnType<typeof useAuthPanel>;
