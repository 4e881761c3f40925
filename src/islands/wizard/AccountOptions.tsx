import { FormField } from '../shared/FormField';
import { setPassword, setSkipAccount } from '../../stores/wizard';
import { useWizardEnv } from './context';
import { WordWrap } from '../shared/WordWrap';

interface Props {
  skipAccount: boolean;
  password: string;
  error: string | undefined;
}

/**
 * For visitors only (spec §2, §5): skip the account (the quote goes by e-mail, no password field),
 * or give an optional password of at least 6 characters to create the account on submit.
 */
export function AccountOptions({ skipAccount, password, error }: Props) {
  const { t } = useWizardEnv();
  return (
    <div className="space-y-4 rounded-2xl border border-slate-200 bg-slate-50 p-4">
      <div className="flex gap-3">
        <input
          id="wizard-skip-account"
          type="checkbox"
          className="mt-1 size-5 shrink-0 accent-brand-600"
          checked={skipAccount}
          onChange={(event) => setSkipAccount(event.target.checked)}
          aria-describedby="wizard-skip-account-hint"
        />
        <div>
          <label htmlFor="wizard-skip-account" className="font-semibold text-slate-900">
            <WordWrap text={t('wizard.skipAccount.label')} />
          </label>
          <p id="wizard-skip-account-hint" className="text-sm text-slate-600">
            <WordWrap text={t('wizard.skipAccount.hint')} />
          </p>
        </div>
      </div>
      {!skipAccount && (
        <FormField
          label={`${t('wizard.field.password')} ${t('wizard.field.optional')}`}
          type="password"
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          hint={t('wizard.field.passwordHint')}
          error={error ? t.data(error) : undefined}
          toggleLabels={{ show: t('wizard.showPassword'), hide: t('wizard.hidePassword') }}
        />
      )}
    </div>
  );
}
