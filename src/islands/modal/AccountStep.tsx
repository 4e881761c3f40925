import { useStore } from '@nanostores/react';
import { $modalForm } from '../../stores/modal';
import { useModalEnv } from './context';
import { WordWrap } from '../shared/WordWrap';

/** Step 4 (visitors only): the client account that the request creates. */
export function AccountStep() {
  const { t, signInHref } = useModalEnv();
  const form = useStore($modalForm);
  const benefits = ['modal.account.benefit1', 'modal.account.benefit2', 'modal.account.benefit3'] as const;
  return (
    <div className="space-y-4 text-slate-800">
      <p>
        <WordWrap text={t('modal.account.lead')} />
      </p>
      <p className="rounded-xl bg-brand-50 px-4 py-3 font-medium text-brand-900 wrap-anywhere">
        <WordWrap text={t('modal.account.signInAs', { email: form.email.trim() })} />
      </p>
      <ul className="space-y-2">
        {benefits.map((key) => (
          <li key={key} className="flex gap-2">
            <span aria-hidden="true" className="font-bold text-brand-600">
              ✓
            </span>
            <WordWrap text={t(key)} />
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-700">
        <WordWrap text={t('modal.account.existing')} />{' '}
        <a href={signInHref} className="font-semibold text-brand-700 underline underline-offset-4">
          <WordWrap text={t('modal.account.signIn')} />
        </a>
      </p>
    </div>
  );
}
