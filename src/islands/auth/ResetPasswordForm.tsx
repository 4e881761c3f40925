import { useState, type FormEvent } from 'react';
import { actions } from 'astro:actions';
import { fieldErrors, resetPasswordSchema } from '../../domain/validation/auth';
import type { Messages } from '../../i18n/messages';
import { makeT } from '../shared/i18n';
import { ErrorBox } from '../shared/ErrorBox';
import { FormField } from '../shared/FormField';
import { describeActionError } from '../shared/actionErrors';

interface Props {
  messages: Messages;
  token: string;
  authHref: string;
  dashboardHref: string;
}

export default function ResetPasswordForm({ messages, token, authHref, dashboardHref }: Props) {
  const t = makeT(messages);
  const [form, setForm] = useState({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const toggle = { show: t('auth.showPassword'), hide: t('auth.hidePassword') };

  if (!token) {
    return (
      <div>
        <ErrorBox>{t('auth.reset.missingToken')}</ErrorBox>
        <a className="btn-primary mt-6" href={`${authHref}?mode=forgot`}>
          {t('auth.reset.requestNew')}
        </a>
      </div>
    );
  }
  if (done) {
    return (
      <div role="status">
        <p className="text-slate-800">{t('auth.reset.done')}</p>
        <a className="btn-primary mt-6" href={dashboardHref}>
          {t('menu.dashboard')}
        </a>
      </div>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const parsed = resetPasswordSchema.safeParse({ token, ...form });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setFormError(undefined);
    setBusy(true);
    try {
      const { error } = await actions.auth.resetPassword(parsed.data);
      if (error) {
        const described = describeActionError(error);
        setErrors(described.fields);
        setFormError(described.form ?? (described.fields['token'] ? 'auth.error.invalid_token' : undefined));
        return;
      }
      setDone(true);
    } catch {
      setFormError('auth.error.network');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="space-y-4" method="post" onSubmit={submit} noValidate>
      {formError && (
        <ErrorBox>
          {t(formError)}{' '}
          {formError === 'auth.error.invalid_token' && (
            <a className="underline" href={`${authHref}?mode=forgot`}>
              {t('auth.reset.requestNew')}
            </a>
          )}
        </ErrorBox>
      )}
      <FormField
        label={t('auth.field.newPassword')}
        type="password"
        autoComplete="new-password"
        required
        toggleLabels={toggle}
        name="password"
        value={form.password}
        onChange={(e) => setForm((f) => ({ ...f, password: e.target.value }))}
        error={errors['password'] ? t(errors['password']) : undefined}
      />
      <FormField
        label={t('auth.field.confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
        toggleLabels={toggle}
        name="confirmPassword"
        value={form.confirmPassword}
        onChange={(e) => setForm((f) => ({ ...f, confirmPassword: e.target.value }))}
        error={errors['confirmPassword'] ? t(errors['confirmPassword']) : undefined}
      />
      <button type="submit" className="btn-primary w-full" disabled={busy}>
        {busy ? t('auth.reset.busy') : t('auth.reset.submit')}
      </button>
    </form>
  );
}
