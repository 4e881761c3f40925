import { useEffect, useRef, useState } from 'react';
import { actions, isInputError } from 'astro:actions';
import { contactMessageInput } from '../../domain/validation/leads';
import { fieldErrors } from '../../domain/validation/auth';
import type { Messages } from '../../i18n/messages';
import { makeT } from '../shared/i18n';
import { ErrorBox } from '../shared/ErrorBox';
import { FormField, Honeypot } from '../shared/FormField';

interface Props {
  messages: Messages;
  /** The id of the heading above the form (it names the form). */
  titleId: string;
  /** Level of the thank-you heading: one below the form's heading. */
  headingLevel: 3 | 4;
}

type Status = 'editing' | 'sending' | 'sent';
const emptyForm = { name: '', email: '', phone: '', company: '', subject: '', message: '', website: '' };
type FormKey = keyof typeof emptyForm;

/** The contact form (spec public-site §4): editing, sending, then thank-you or the failure text. */
export default function ContactForm({ messages, titleId, headingLevel }: Props) {
  const t = makeT(messages);
  const [form, setForm] = useState(emptyForm);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [status, setStatus] = useState<Status>('editing');
  // Until React runs, a submit would post the form to a static page: keep the button off until then.
  const [hydrated, setHydrated] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const focusForm = useRef(false);
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (status === 'sent') thanksRef.current?.focus();
    if (status === 'editing' && focusForm.current) {
      focusForm.current = false;
      formRef.current?.querySelector('input')?.focus();
    }
  }, [status]);

  const bind = (name: FormKey) => ({
    name,
    value: form[name],
    onChange: (event: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: event.target.value })),
    error: errors[name] ? t(errors[name]) : undefined,
  });

  async function submit(event: { preventDefault: () => void }) {
    event.preventDefault();
    if (status === 'sending') return;
    setFailure(undefined);
    const parsed = contactMessageInput.safeParse(form);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      // Take the person to the first field that needs attention.
      const first = Object.keys(emptyForm).find((key) => found[key]);
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    setStatus('sending');
    try {
      const { error } = await actions.leads.sendContact(parsed.data);
      if (!error) {
        setStatus('sent');
        return;
      }
      if (isInputError(error)) {
        const fields: Record<string, string> = {};
        for (const [field, list] of Object.entries(error.fields)) if (list?.[0]) fields[field] = list[0];
        setErrors(fields);
      } else {
        setFailure(error.message === 'rate_limited' ? 'contactForm.error.rateLimited' : 'contactForm.error.failed');
      }
    } catch {
      setFailure('contactForm.error.exception');
    }
    setStatus('editing');
  }

  function sendAnother() {
    setForm(emptyForm);
    setErrors({});
    setFailure(undefined);
    focusForm.current = true;
    setStatus('editing');
  }

  if (status === 'sent') {
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

  const busy = status === 'sending';
  const optional = t('contactForm.optional');
  return (
    <form ref={formRef} className="relative mt-6 space-y-5" method="post" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <p className="text-sm text-slate-600">{t('contactForm.requiredNote')}</p>
      {failure && <ErrorBox>{t(failure)}</ErrorBox>}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t('contactForm.name')} required autoComplete="name" {...bind('name')} />
        <FormField label={t('contactForm.email')} required type="email" autoComplete="email" {...bind('email')} />
        <FormField label={t('contactForm.phone')} labelNote={optional} type="tel" autoComplete="tel" {...bind('phone')} />
        <FormField label={t('contactForm.company')} labelNote={optional} autoComplete="organization" {...bind('company')} />
      </div>
      <FormField label={t('contactForm.subject')} required {...bind('subject')} />
      <FormField label={t('contactForm.message')} required multiline rows={6} placeholder={t('contactForm.messagePlaceholder')} {...bind('message')} />
      <Honeypot label={t('contactForm.honeypot')} value={form.website} onChange={(website) => setForm((f) => ({ ...f, website }))} />
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy || !hydrated} aria-busy={busy}>
        {busy ? t('contactForm.sending') : t('contactForm.submit')}
      </button>
    </form>
  );
}
