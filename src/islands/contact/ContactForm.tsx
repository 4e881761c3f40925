import { useEffect, useRef, useState } from 'react';
import { actions } from 'astro:actions';
import { contactMessageInput } from '../../domain/validation/leads';
import type { Messages } from '../../i18n/messages';
import { makeT, pageLocale } from '../shared/i18n';
import { noticeText, type FailureKeys } from '../shared/actionErrors';
import { useActionForm } from '../shared/useActionForm';
import { useHydrated } from '../shared/useHydrated';
import { ErrorBox } from '../shared/ErrorBox';
import { FormField, Honeypot } from '../shared/FormField';

interface Props {
  messages: Messages;
  /** The id of the heading above the form (it names the form). */
  titleId: string;
  /** Level of the thank-you heading: one below the form's heading. */
  headingLevel: 3 | 4;
}

const emptyForm = { name: '', email: '', phone: '', company: '', subject: '', message: '', website: '' };
type FormKey = keyof typeof emptyForm;

const failureKeys: FailureKeys = {
  generic: 'contactForm.error.failed',
  network: 'contactForm.error.exception',
  rate_limited: 'contactForm.error.rateLimited',
};

/** The contact form (spec public-site §4): editing, sending, then thank-you or the failure text. */
export default function ContactForm({ messages, titleId, headingLevel }: Props) {
  const t = makeT(messages);
  const [form, setForm] = useState(emptyForm);
  const contact = useActionForm({ action: actions.leads.sendContact, schema: contactMessageInput, keys: failureKeys });
  const errors = contact.fields;
  const sent = contact.data !== null;
  // Until React runs, a submit would post the form to a static page: keep the button off until then.
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const focusForm = useRef(false);
  useEffect(() => {
    if (sent) thanksRef.current?.focus();
    if (!sent && focusForm.current) {
      focusForm.current = false;
      formRef.current?.querySelector('input')?.focus();
    }
  }, [sent]);
  useEffect(() => {
    // Take the person to the first field that needs attention.
    const first = Object.keys(emptyForm).find((key) => errors[key]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [errors]);

  const bind = (name: FormKey) => ({
    name,
    value: form[name],
    onChange: (event: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: event.target.value })),
    error: errors[name] ? t(errors[name]) : undefined,
  });

  function submit(event: { preventDefault: () => void }) {
    event.preventDefault();
    contact.submit({ ...form, locale: pageLocale() });
  }

  function sendAnother() {
    setForm(emptyForm);
    focusForm.current = true;
    contact.set({});
  }

  if (sent) {
    const Heading = headingLevel === 3 ? 'h3' : 'h4';
    return (
      <div className="mt-6 rounded-2xl border border-green-200 bg-green-50 p-6 text-center" role="status" data-contact-thanks>
        <Heading ref={thanksRef} tabIndex={-1} className="text-xl font-bold text-green-900 outline-none">
          {t('contactForm.success.title')}
        </Heading>
        <p className="mt-2 text-green-900">{t('contactForm.success.body')}</p>
        <button type="button" className="btn-primary mt-6" onClick={sendAnother}>
          {t('contactForm.success.again')}
        </button>
      </div>
    );
  }

  const busy = contact.pending;
  const optional = t('contactForm.optional');
  return (
    <form ref={formRef} className="relative mt-6 space-y-5" method="post" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <p className="text-sm text-slate-600">{t('contactForm.requiredNote')}</p>
      {contact.notice && <ErrorBox>{noticeText(t, contact.notice)}</ErrorBox>}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t('contactForm.name')} required autoComplete="name" {...bind('name')} />
        <FormField label={t('contactForm.email')} required type="email" autoComplete="email" {...bind('email')} />
        <FormField label={t('contactForm.phone')} labelNote={optional} type="tel" autoComplete="tel" {...bind('phone')} />
        <FormField label={t('contactForm.company')} labelNote={optional} autoComplete="organization" {...bind('company')} />
      </div>
      <FormField label={t('contactForm.subject')} required {...bind('subject')} />
      <FormField
        label={t('contactForm.message')}
        required
        multiline
        rows={6}
        placeholder={t('contactForm.messagePlaceholder')}
        {...bind('message')}
      />
      <Honeypot label={t('contactForm.honeypot')} value={form.website} onChange={(website) => setForm((f) => ({ ...f, website }))} />
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy || !hydrated} aria-busy={busy}>
        {busy ? t('contactForm.sending') : t('contactForm.submit')}
      </button>
    </form>
  );
}
