import { useRef, useState } from 'react';
import { actions } from 'astro:actions';
import { resetPasswordSchema } from '../../domain/validation/auth';
import type { IslandMessages } from '../../i18n/messages';
import { makeT } from '../../client/i18n';
import { ErrorBox } from '../shared/ErrorBox';
import { FormField } from '../shared/FormField';
import { authFailureKeys, noticeText, type FormOutcome } from '../../client/actionErrors';
import { useActionForm } from '../shared/useActionForm';
import { useTypedBeforeHydration } from '../shared/useTypedBeforeHydration';

/** The words the reset form takes (the page picks them with `pickMessages`): its `t` takes only these keys. */
export const RESET_PREFIXES = ['auth.', 'menu.dashboard', 'validation.'] as const;

interface Props {
  messages: IslandMessages<(typeof RESET_PREFIXES)[number]>;
  token: string;
  authHref: string;
  dashboardHref: string;
  /** The page's answer to the form posted before the island ran (docs/decisions/0014). */
  posted?: FormOutcome<{ reset: boolean } | undefined> | undefined;
}

const fieldNames = ['password', 'confirmPassword'] as const;

export default function ResetPasswordForm({ messages, token, authHref, dashboardHref, posted }: Props) {
  const t = makeT(messages);
  const [form, setForm] = useState({ password: '', confirmPassword: '' });
  const reset = useActionForm({ action: actions.auth.resetPassword, schema: resetPasswordSchema, keys: authFailureKeys, initial: posted });
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, fieldNames, (typed) => setForm((f) => ({ ...f, ...typed })));
  const errors = reset.fields;
  const busy = reset.pending;
  const done = reset.data !== null;
  // A token the schema or the server refuses is the link's fault: say so, with the way to a new one.
  const notice = reset.notice ?? (errors['token'] ? { key: 'auth.error.invalid_token' } : null);
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

  function submit(event: { preventDefault: () => void }) {
    event.preventDefault();
    reset.submit({ token, ...form });
  }

  return (
    // Posts to this page (with its link's token) until the island runs, or without JavaScript.
    <form ref={formRef} className="space-y-4" method="post" onSubmit={submit} noValidate>
      <input type="hidden" name="token" value={token} />
      {notice && (
        <ErrorBox>
          {noticeText(t, notice)}{' '}
          {notice.key === 'auth.error.invalid_token' && (
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
        error={errors['password'] ? t.data(errors['password']) : undefined}
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
        error={errors['confirmPassword'] ? t.data(errors['confirmPassword']) : undefined}
      />
      <button type="submit" className="btn-primary w-full" disabled={busy}>
        {busy ? t('auth.reset.busy') : t('auth.reset.submit')}
      </button>
    </form>
  );
}
