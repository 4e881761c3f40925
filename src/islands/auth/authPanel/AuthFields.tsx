import { FormField } from '../../shared/FormField';
import type { AuthPanelState } from './useAuthPanel';
import type { AuthT } from './words';

/** The fields of the mode shown: the name and the extras only when signing up, no password when forgotten. */
export function AuthFields({ t, panel }: { t: AuthT; panel: AuthPanelState }) {
  const { mode, bind } = panel;
  const toggle = { show: t('auth.showPassword'), hide: t('auth.hidePassword') };
  return (
    <>
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
    </>
  );
}
