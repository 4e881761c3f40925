/** The onboarding request (wizard and Start Your Project modal) and the contact form. */
import {
  button,
  contactRows,
  customerLanguageNote,
  formatDate,
  formatMoney,
  greeting,
  h,
  p,
  mailCopy,
  quote,
  render,
  rows,
  signOff,
  type Contact,
  type Locale,
  type RenderedEmail,
} from './layout';
import { understoodParts } from './plans';

export interface OnboardingRequestInput extends Contact {
  selectedPackage: string;
  /** Whole baht; null when the price is decided in the proposal. */
  packagePrice: number | null;
  projectDescription: string;
  source: 'wizard' | 'modal';
  /** The customer's language. The alert itself is in English and says which language to reply in. */
  locale: Locale;
  submittedAt?: Date;
  /** The quote row, to find it in the admin panel. */
  quoteId?: string;
  /** From the wizard: what its planner understood and from which words, one line each, in English. */
  understood?: readonly string[] | undefined;
}

const sourceName = { wizard: 'project-planning wizard', modal: 'Start Your Project form' } as const;

/** To the studio, reply-to the customer. */
export function onboardingRequest(input: OnboardingRequestInput): RenderedEmail {
  const submittedAt = input.submittedAt ?? new Date();
  return render('en', `New project request: ${input.selectedPackage} from ${input.name}`, [
    p(`${input.name} sent a project request through the ${sourceName[input.source]}. Reply to this e-mail to answer them directly.`),
    customerLanguageNote(input.locale),
    h('Contact'),
    contactRows(input, input.locale),
    h('Request'),
    rows(
      ['Package', input.selectedPackage],
      ['Price', input.packagePrice === null ? 'To be quoted' : formatMoney('en', input.packagePrice)],
      ['Source', sourceName[input.source]],
      ['Received', `${formatDate('en', submittedAt)} (Bangkok)`],
      ['Reference', input.quoteId],
    ),
    ...understoodParts('How the planner priced it', input.understood),
    h('Project description'),
    quote(input.projectDescription),
  ]);
}

export interface OnboardingConfirmationInput {
  name: string;
  selectedPackage: string;
  packagePrice: number | null;
  projectDescription: string;
  /** The language of the e-mail: the customer's. */
  locale: Locale;
  submittedAt?: Date;
  /** Absolute link to the customer's dashboard, when they have an account. */
  dashboardUrl?: string | null;
}

/** To the customer. */
export function onboardingConfirmation(input: OnboardingConfirmationInput): RenderedEmail {
  const { locale } = input;
  const t = mailCopy(locale);
  const submittedAt = input.submittedAt ?? new Date();
  return render(locale, t('mail.onboarding.subject'), [
    p(greeting(locale, input.name)),
    p(t('mail.onboarding.thanks')),
    h(t('mail.onboarding.request')),
    rows(
      [t('mail.row.package'), input.selectedPackage],
      [
        t('mail.onboarding.price'),
        input.packagePrice === null ? t('mail.onboarding.priceInProposal') : formatMoney(locale, input.packagePrice),
      ],
      [t('mail.row.submitted'), formatDate(locale, submittedAt)],
    ),
    h(t('mail.onboarding.project')),
    quote(input.projectDescription),
    ...button(input.dashboardUrl, t('mail.goToDashboard')),
    p(t('mail.onboarding.addMore')),
    p(signOff(locale)),
  ]);
}

export interface ContactMessageInput extends Contact {
  subject: string;
  message: string;
  /** The sender's language. */
  locale: Locale;
  submittedAt?: Date;
}

/** To the studio, reply-to the sender. */
export function contactNotification(input: ContactMessageInput): RenderedEmail {
  const submittedAt = input.submittedAt ?? new Date();
  return render('en', `Contact form: ${input.subject} (${input.name})`, [
    p(`New message from the contact form. Reply to this e-mail to answer ${input.name} directly.`),
    customerLanguageNote(input.locale),
    h('From'),
    contactRows(input, input.locale),
    h('Message'),
    rows(['Subject', input.subject], ['Received', `${formatDate('en', submittedAt)} (Bangkok)`]),
    quote(input.message),
  ]);
}

/** A copy to the sender, in their language, with the reply promise. */
export function contactThankYou(input: ContactMessageInput): RenderedEmail {
  const { locale } = input;
  const t = mailCopy(locale);
  const submittedAt = input.submittedAt ?? new Date();
  return render(locale, t('mail.contact.subject'), [
    p(greeting(locale, input.name)),
    p(t('mail.contact.thanks')),
    h(t('mail.contact.message')),
    rows([t('mail.contact.subjectRow'), input.subject], [t('mail.contact.sent'), formatDate(locale, submittedAt)]),
    quote(input.message),
    p(t('mail.contact.urgent')),
    p(signOff(locale)),
  ]);
}
