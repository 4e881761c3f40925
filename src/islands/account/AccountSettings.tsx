import { useState, type FormEvent } from 'react';
import { actions } from 'astro:actions';
import { changePasswordSchema, profileSchema } from '../../domain/validation/auth';
import type { IslandMessages } from '../../i18n/messages';
import { makeT, type IslandT } from '../../client/i18n';
import { ErrorBox } from '../shared/ErrorBox';
import { FormField } from '../shared/FormField';
import { authFailureKeys, noticeText } from '../../client/actionErrors';
import { useActionForm } from '../shared/useActionForm';
import { AuthErrorBoundary } from '../shared/AuthErrorBoundary';

/** The words the account settings take (the page picks them with `pickMessages`): its `t` takes only these keys. */
export const ACCOUNT_PREFIXES = ['auth.', 'account.', 'validation.'] as const;

interface Props {
  messages: IslandMessages<(typeof ACCOUNT_PREFIXES)[number]>;
  email: string;
  profile: { fullName: string; phone: string; company: string };
}

export default function AccountSettingsIsland(props: Props & { signInHref: string }) {
  const t = makeT(props.messages);
  return (
    <AuthErrorBoundary
      title={t('auth.boundary.title')}
      body={t('auth.boundary.body')}
      actionLabel={t('auth.goToSignIn')}
      signInHref={props.signInHref}
    >
      <AccountSettings {...props} />
    </AuthErrorBoundary>
  );
}

type AccountT = IslandT<keyof Props['messages']>;

function AccountSettings({ messages, email, profile }: Props) {
  const t = makeT(messages);
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <ProfileForm t={t} email={email} profile={profile} />
      <PasswordForm t={t} />
    </div>
  );
}

/** The account's details (name, phone, company), saved with the action's own schema. */
function ProfileForm({ t, email, profile }: { t: AccountT; email: string; profile: Props['profile'] }) {
  const [details, setDetails] = useState(profile);
  const profileForm = useActionForm({
    action: actions.account.updateProfile,
    schema: profileSchema,
    keys: authFailureKeys,
    onSuccess: (data) => setDetails(data),
  });
  const detailErrors = profileForm.fields;

  function saveDetails(event: FormEvent) {
    event.preventDefault();
    profileForm.submit(details);
  }

  const bind = (name: keyof typeof details) => ({
    name,
    value: details[name],
    onChange: (event: { target: { value: string } }) => {
      setDetails((d) => ({ ...d, [name]: event.target.value }));
      if (profileForm.data || profileForm.notice) profileForm.set({ fields: profileForm.fields });
    },
    error: detailErrors[name] ? t.data(detailErrors[name]) : undefined,
  });

  return (
    <form className="card space-y-4" method="post" onSubmit={saveDetails} noValidate aria-labelledby="account-details-title">
      <h3 id="account-details-title" className="text-lg font-bold">
        {t('account.profile.title')}
      </h3>
      <p className="text-sm text-slate-600">
        {t('account.email')}: <span className="font-semibold wrap-anywhere text-slate-900">{email}</span>
      </p>
      {profileForm.notice && <ErrorBox>{noticeText(t, profileForm.notice)}</ErrorBox>}
      <FormField label={t('auth.field.fullName')} autoComplete="name" {...bind('fullName')} />
      <FormField label={`${t('auth.field.phone')} ${t('auth.field.optional')}`} autoComplete="tel" type="tel" {...bind('phone')} />
      <FormField label={`${t('auth.field.company')} ${t('auth.field.optional')}`} autoComplete="organization" {...bind('company')} />
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className="btn-primary" disabled={profileForm.pending}>
          {profileForm.pending ? t('account.profile.saving') : t('account.profile.save')}
        </button>
        {profileForm.data && (
          <p role="status" className="font-medium text-green-800">
            {t('account.profile.saved')}
          </p>
        )}
      </div>
    </form>
  );
}

/** A new password, typed twice, checked with the action's own schema; the fields clear once it is saved. */
function PasswordForm({ t }: { t: AccountT }) {
  const [passwords, setPasswords] = useState({ password: '', confirmPassword: '' });
  const passwordForm = useActionForm({
    action: actions.account.changePassword,
    schema: changePasswordSchema,
    keys: authFailureKeys,
    onSuccess: () => setPasswords({ password: '', confirmPassword: '' }),
  });
  const passwordErrors = passwordForm.fields;
  const toggle = { show: t('auth.showPassword'), hide: t('auth.hidePassword') };
  const bind = (name: keyof typeof passwords) => ({
    name,
    value: passwords[name],
    onChange: (event: { target: { value: string } }) => setPasswords((p) => ({ ...p, [name]: event.target.value })),
    error: passwordErrors[name] ? t.data(passwordErrors[name]) : undefined,
  });

  function savePassword(event: FormEvent) {
    event.preventDefault();
    passwordForm.submit(passwords);
  }

  return (
    <form className="card space-y-4" method="post" onSubmit={savePassword} noValidate aria-labelledby="account-password-title">
      <h3 id="account-password-title" className="text-lg font-bold">
        {t('account.password.title')}
      </h3>
      {passwordForm.notice && <ErrorBox>{noticeText(t, passwordForm.notice)}</ErrorBox>}
      <FormField
        label={t('auth.field.newPassword')}
        type="password"
        autoComplete="new-password"
        toggleLabels={toggle}
        {...bind('password')}
      />
      <FormField
        label={t('auth.field.confirmPassword')}
        type="password"
        autoComplete="new-password"
        toggleLabels={toggle}
        {...bind('confirmPassword')}
      />
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className="btn-primary" disabled={passwordForm.pending}>
          {passwordForm.pending ? t('account.password.saving') : t('account.password.save')}
        </button>
        {passwordForm.data && (
          <p role="status" className="font-medium text-green-800">
            {t('account.password.saved')}
          </p>
        )}
      </div>
    </form>
  );
}
