import { useState, type FormEvent } from 'react';
import { actions } from 'astro:actions';
import { changePasswordSchema, fieldErrors, profileSchema } from '../../domain/validation/auth';
import type { Messages } from '../../i18n/messages';
import { makeT } from '../shared/i18n';
import { ErrorBox } from '../shared/ErrorBox';
import { FormField } from '../shared/FormField';
import { describeActionError } from '../shared/actionErrors';
import { AuthErrorBoundary } from '../shared/AuthErrorBoundary';

interface Props {
  messages: Messages;
  email: string;
  profile: { fullName: string; phone: string; company: string };
}

type Status = { kind: 'idle' } | { kind: 'busy' } | { kind: 'saved' } | { kind: 'error'; message: string };

export default function AccountSettingsIsland(props: Props & { signInHref: string }) {
  const t = makeT(props.messages);
  return (
    <AuthErrorBoundary title={t('auth.boundary.title')} body={t('auth.boundary.body')} actionLabel={t('auth.goToSignIn')} signInHref={props.signInHref}>
      <AccountSettings {...props} />
    </AuthErrorBoundary>
  );
}

function AccountSettings({ messages, email, profile }: Props) {
  const t = makeT(messages);
  const [details, setDetails] = useState(profile);
  const [detailErrors, setDetailErrors] = useState<Record<string, string>>({});
  const [detailStatus, setDetailStatus] = useState<Status>({ kind: 'idle' });
  const [passwords, setPasswords] = useState({ password: '', confirmPassword: '' });
  const [passwordErrors, setPasswordErrors] = useState<Record<string, string>>({});
  const [passwordStatus, setPasswordStatus] = useState<Status>({ kind: 'idle' });
  const toggle = { show: t('auth.showPassword'), hide: t('auth.hidePassword') };

  async function saveDetails(event: FormEvent) {
    event.preventDefault();
    const parsed = profileSchema.safeParse(details);
    if (!parsed.success) return setDetailErrors(fieldErrors(parsed.error));
    setDetailErrors({});
    setDetailStatus({ kind: 'busy' });
    try {
      const { data, error } = await actions.account.updateProfile(parsed.data);
      if (error) {
        const described = describeActionError(error);
        setDetailErrors(described.fields);
        return setDetailStatus({ kind: 'error', message: described.form ?? 'auth.error.generic' });
      }
      setDetails(data);
      setDetailStatus({ kind: 'saved' });
    } catch {
      setDetailStatus({ kind: 'error', message: 'auth.error.network' });
    }
  }

  async function savePassword(event: FormEvent) {
    event.preventDefault();
    const parsed = changePasswordSchema.safeParse(passwords);
    if (!parsed.success) return setPasswordErrors(fieldErrors(parsed.error));
    setPasswordErrors({});
    setPasswordStatus({ kind: 'busy' });
    try {
      const { error } = await actions.account.changePassword(parsed.data);
      if (error) {
        const described = describeActionError(error);
        setPasswordErrors(described.fields);
        return setPasswordStatus({ kind: 'error', message: described.form ?? 'auth.error.generic' });
      }
      setPasswords({ password: '', confirmPassword: '' });
      setPasswordStatus({ kind: 'saved' });
    } catch {
      setPasswordStatus({ kind: 'error', message: 'auth.error.network' });
    }
  }

  const detailField = (name: keyof typeof details, label: string, extra: Record<string, string> = {}) => (
    <FormField
      label={label}
      name={name}
      value={details[name]}
      onChange={(e) => {
        setDetails((d) => ({ ...d, [name]: e.target.value }));
        setDetailStatus({ kind: 'idle' });
      }}
      error={detailErrors[name] ? t(detailErrors[name]) : undefined}
      {...extra}
    />
  );

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <form className="card space-y-4" method="post" onSubmit={saveDetails} noValidate aria-labelledby="account-details-title">
        <h3 id="account-details-title" className="text-lg font-bold">
          {t('account.profile.title')}
        </h3>
        <p className="text-sm text-slate-600">
          {t('account.email')}: <span className="font-semibold text-slate-900">{email}</span>
        </p>
        {detailStatus.kind === 'error' && <ErrorBox>{t(detailStatus.message)}</ErrorBox>}
        {detailField('fullName', t('auth.field.fullName'), { autoComplete: 'name' })}
        {detailField('phone', `${t('auth.field.phone')} ${t('auth.field.optional')}`, { autoComplete: 'tel', type: 'tel' })}
        {detailField('company', `${t('auth.field.company')} ${t('auth.field.optional')}`, { autoComplete: 'organization' })}
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" className="btn-primary" disabled={detailStatus.kind === 'busy'}>
            {detailStatus.kind === 'busy' ? t('account.profile.saving') : t('account.profile.save')}
          </button>
          {detailStatus.kind === 'saved' && (
            <p role="status" className="font-medium text-green-800">
              {t('account.profile.saved')}
            </p>
          )}
        </div>
      </form>

      <form className="card space-y-4" method="post" onSubmit={savePassword} noValidate aria-labelledby="account-password-title">
        <h3 id="account-password-title" className="text-lg font-bold">
          {t('account.password.title')}
        </h3>
        {passwordStatus.kind === 'error' && <ErrorBox>{t(passwordStatus.message)}</ErrorBox>}
        <FormField
          label={t('auth.field.newPassword')}
          type="password"
          name="password"
          autoComplete="new-password"
          toggleLabels={toggle}
          value={passwords.password}
          onChange={(e) => setPasswords((p) => ({ ...p, password: e.target.value }))}
          error={passwordErrors['password'] ? t(passwordErrors['password']) : undefined}
        />
        <FormField
          label={t('auth.field.confirmPassword')}
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          toggleLabels={toggle}
          value={passwords.confirmPassword}
          onChange={(e) => setPasswords((p) => ({ ...p, confirmPassword: e.target.value }))}
          error={passwordErrors['confirmPassword'] ? t(passwordErrors['confirmPassword']) : undefined}
        />
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" className="btn-primary" disabled={passwordStatus.kind === 'busy'}>
            {passwordStatus.kind === 'busy' ? t('account.password.saving') : t('account.password.save')}
          </button>
          {passwordStatus.kind === 'saved' && (
            <p role="status" className="font-medium text-green-800">
              {t('account.password.saved')}
            </p>
          )}
        </div>
      </form>
    </div>
  );
}
