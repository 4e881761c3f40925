import { useEffect, useRef, useState, type RefObject } from 'react';
import { actions } from 'astro:actions';
import { contactMessageInput } from '../../domain/validation/leads';
import type { Words } from './messages/en';
import type { Locale } from '../../i18n/locales';
import { makeT, type IslandT } from '../../client/i18n';
import { contactFailureKeys, noticeText, type FormOutcome } from '../../client/actionErrors';
import { useActionForm } from '../shared/useActionForm';
import { useTypedBeforeHydration } from '../shared/useTypedBeforeHydration';
import { useHydrated } from '../shared/useHydrated';
import { ErrorBox } from '../shared/ErrorBox';
import { FormField, Honeypot } from '../shared/FormField';
import { clearContactDraft } from '../../stores/contactDraft';
import { WordWrap } from '../shared/WordWrap';

const emptyForm = { name: '', email: '', phone: '', company: '', subject: '', message: '', website: '' };
export type ContactValues = typeof emptyForm;
/** A submission the on-demand page answered: what was sent and what came of it (docs/decisions/0014). */
export interface ContactPosted {
  values: Partial<ContactValues>;
  outcome: FormOutcome<{ ok: true } | undefined>;
}
type FormKey = keyof ContactValues;
const fieldNames = Object.keys(emptyForm) as FormKey[];

/** What the page passes the island (ContactFormEn / ContactFormTh add the locale and its words). */
export interface ContactFormIslandProps {
  /** The id of the heading above the form (it names the form). */
  titleId: string;
  /** Level of the thank-you heading: one below the form's heading. */
  headingLevel: 3 | 4;
  /** The on-demand page the form posts to before the island runs (or without JavaScript). */
  postTo: string;
  /** Where "Send another message" leads before the island runs (a link until then). */
  againHref: string;
  /** A submission that page answered. */
  posted?: ContactPosted | undefined;
}

interface Props extends ContactFormIslandProps {
  messages: Words;
  locale: Locale;
}

/**
 * The contact form (spec public-site §4): editing, sending, then thank-you or the failure text. It is
 * a working HTML form before the island hydrates (on first use: client:interaction), and the island
 * adopts whatever the fields hold by then.
 */
export default function ContactForm({ messages, locale, titleId, headingLevel, postTo, againHref, posted }: Props) {
  const t = makeT(messages);
  const [form, setForm] = useState<ContactValues>({ ...emptyForm, ...posted?.values });
  const contact = useActionForm({
    action: actions.leads.sendContact,
    schema: contactMessageInput,
    keys: contactFailureKeys,
    initial: posted?.outcome,
  });
  const errors = contact.fields;
  const sent = contact.data !== null;
  // Before the island runs, "Send another message" is a link back to the empty form.
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  // Focus follows what the person did here, never the hydration of a page the server already answered.
  const acted = useRef(false);
  useTypedBeforeHydration(formRef, fieldNames, (typed) => setForm((f) => ({ ...f, ...typed })));
  useEffect(() => {
    // Sent: the kept draft (docs/decisions/0029) has done its work; the next message starts blank.
    if (sent) clearContactDraft();
    if (!acted.current) return;
    if (sent) thanksRef.current?.focus();
    else formRef.current?.querySelector<HTMLElement>('input:not([type=hidden])')?.focus();
  }, [sent]);
  useEffect(() => {
    // Take the person to the first field that needs attention.
    if (!acted.current) return;
    const first = fieldNames.find((key) => errors[key]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [errors]);

  const bind: Bind = (name) => ({
    name,
    value: form[name],
    onChange: (event: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: event.target.value })),
    error: errors[name] ? t.data(errors[name]) : undefined,
  });

  function submit(event: { preventDefault: () => void }) {
    event.preventDefault();
    acted.current = true;
    contact.submit({ ...form, locale });
  }

  function sendAnother() {
    setForm(emptyForm);
    acted.current = true;
    contact.set({});
  }

  if (sent) {
    return (
      <ContactThanks
        t={t}
        headingLevel={headingLevel}
        headingRef={thanksRef}
        hydrated={hydrated}
        againHref={againHref}
        onAgain={sendAnother}
      />
    );
  }

  const busy = contact.pending;
  return (
    <form
      ref={formRef}
      className="relative mt-6 space-y-5"
      method="post"
      action={postTo}
      onSubmit={submit}
      noValidate
      aria-labelledby={titleId}
    >
      <input type="hidden" name="locale" value={locale} />
      <p className="text-sm text-slate-600">
        <WordWrap text={t('contactForm.requiredNote')} />
      </p>
      {contact.notice && <ErrorBox>{noticeText(t, contact.notice)}</ErrorBox>}
      <ContactFields t={t} bind={bind} />
      <Honeypot label={t('contactForm.honeypot')} value={form.website} onChange={(website) => setForm((f) => ({ ...f, website }))} />
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy} aria-busy={busy}>
        {busy ? t('contactForm.sending') : t('contactForm.submit')}
      </button>
    </form>
  );
}

/** The thank-you after sending, its heading focused; "Send another message" a link until the island runs. */
function ContactThanks(props: {
  t: IslandT<keyof Words>;
  headingLevel: 3 | 4;
  headingRef: RefObject<HTMLHeadingElement | null>;
  hydrated: boolean;
  againHref: string;
  onAgain: () => void;
}) {
  const { t, headingLevel, headingRef, hydrated, againHref, onAgain } = props;
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className="mt-6 rounded-2xl border border-green-200 bg-green-50 p-6 text-center" role="status" data-contact-thanks>
      <Heading ref={headingRef} tabIndex={-1} className="text-xl font-bold text-green-900 outline-none">
        <WordWrap text={t('contactForm.success.title')} />
      </Heading>
      <p className="mt-2 text-green-900">
        <WordWrap text={t('contactForm.success.body')} />
      </p>
      {hydrated ? (
        <button type="button" className="btn-primary mt-6" onClick={onAgain}>
          <WordWrap text={t('contactForm.success.again')} />
        </button>
      ) : (
        <a href={againHref} className="btn-primary mt-6">
          <WordWrap text={t('contactForm.success.again')} />
        </a>
      )}
    </div>
  );
}

type Bind = (name: FormKey) => {
  name: FormKey;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error: string | undefined;
};

/** The message's fields: who is writing (name, e-mail, phone, company), the subject and the message. */
function ContactFields({ t, bind }: { t: IslandT<keyof Words>; bind: Bind }) {
  const optional = t('contactForm.optional');
  return (
    <>
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
    </>
  );
}
