import { useStore } from '@nanostores/react';
import { $modalFieldErrors, $modalForm, setField, type ModalForm } from '../../stores/modal';
import { FormField } from '../shared/FormField';
import { useModalEnv } from './context';
import { WordWrap } from '../shared/WordWrap';

/** Step 3: contact details; a visitor also chooses the password of the account created on submit. */
export function ContactStep({ signedIn }: { signedIn: boolean }) {
  const { t, privacyHref } = useModalEnv();
  const [privacyBefore, privacyAfter] = t('modal.contact.privacy').split('{link}');
  const form = useStore($modalForm);
  const errors = useStore($modalFieldErrors);
  const bind = (name: keyof ModalForm) => ({
    name,
    value: form[name],
    onChange: (event: { target: { value: string } }) => setField(name, event.target.value),
    error: errors[name] ? t.data(errors[name]) : undefined,
  });
  const optional = t('modal.optional');

  return (
    <div className="space-y-5">
      <p className="text-slate-700">
        <WordWrap text={t('modal.contact.lead')} />
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t('modal.contact.name')} required autoComplete="name" {...bind('name')} />
        <FormField label={t('modal.contact.email')} required type="email" autoComplete="email" {...bind('email')} />
        <FormField label={t('modal.contact.phone')} labelNote={optional} type="tel" autoComplete="tel" {...bind('phone')} />
        <FormField label={t('modal.contact.company')} labelNote={optional} autoComplete="organization" {...bind('company')} />
      </div>
      {!signedIn && (
        <FormField
          label={t('modal.contact.password')}
          required
          type="password"
          autoComplete="new-password"
          toggleLabels={{ show: t('modal.contact.showPassword'), hide: t('modal.contact.hidePassword') }}
          hint={
            <>
              <span className="block font-medium text-slate-700">
                <WordWrap text={t('modal.contact.passwordHint')} />
              </span>
              <span className="block">
                <WordWrap text={t('modal.contact.passwordWhy')} />
              </span>
            </>
          }
          {...bind('password')}
        />
      )}
      {privacyHref && (
        <p className="text-xs text-slate-600" data-privacy-note>
          <WordWrap text={privacyBefore ?? ''} />
          <a className="font-semibold text-brand-700 underline" href={privacyHref} target="_blank" rel="noopener">
            <WordWrap text={t('modal.contact.privacyLink')} />
          </a>
          <WordWrap text={privacyAfter ?? ''} />
        </p>
      )}
    </div>
  );
}
