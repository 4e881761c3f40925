/** The onboarding request (wizard and Start Your Project modal) and the contact form. */
import { Button, Heading, Paragraph, Quote, Rows, renderEmail } from '../blocks';
import { formatDate, formatMoney, greeting, mailCopy, signOff, type Contact, type Locale, type RenderedEmail } from './layout';
import { Understood } from './plans';
import { ContactRows, CustomerLanguageNote } from './studioAlert';

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
  return renderEmail(
    'en',
    `New project request: ${input.selectedPackage} from ${input.name}`,
    <>
      <Paragraph>{`${input.name} sent a project request through the ${sourceName[input.source]}. Reply to this e-mail to answer them directly.`}</Paragraph>
      <CustomerLanguageNote locale={input.locale} />
      <Heading>Contact</Heading>
      <ContactRows contact={input} locale={input.locale} />
      <Heading>Request</Heading>
      <Rows
        rows={[
          ['Package', input.selectedPackage],
          ['Price', input.packagePrice === null ? 'To be quoted' : formatMoney('en', input.packagePrice)],
          ['Source', sourceName[input.source]],
          ['Received', `${formatDate('en', submittedAt)} (Bangkok)`],
          ['Reference', input.quoteId],
        ]}
      />
      <Understood heading="How the planner priced it" lines={input.understood} />
      <Heading>Project description</Heading>
      <Quote>{input.projectDescription}</Quote>
    </>,
  );
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
  return renderEmail(
    locale,
    t('mail.onboarding.subject'),
    <>
      <Paragraph>{greeting(locale, input.name)}</Paragraph>
      <Paragraph>{t('mail.onboarding.thanks')}</Paragraph>
      <Heading>{t('mail.onboarding.request')}</Heading>
      <Rows
        rows={[
          [t('mail.row.package'), input.selectedPackage],
          [
            t('mail.onboarding.price'),
            input.packagePrice === null ? t('mail.onboarding.priceInProposal') : formatMoney(locale, input.packagePrice),
          ],
          [t('mail.row.submitted'), formatDate(locale, submittedAt)],
        ]}
      />
      <Heading>{t('mail.onboarding.project')}</Heading>
      <Quote>{input.projectDescription}</Quote>
      <Button href={input.dashboardUrl} label={t('mail.goToDashboard')} />
      <Paragraph>{t('mail.onboarding.addMore')}</Paragraph>
      <Paragraph>{signOff(locale)}</Paragraph>
    </>,
  );
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
  return renderEmail(
    'en',
    `Contact form: ${input.subject} (${input.name})`,
    <>
      <Paragraph>{`New message from the contact form. Reply to this e-mail to answer ${input.name} directly.`}</Paragraph>
      <CustomerLanguageNote locale={input.locale} />
      <Heading>From</Heading>
      <ContactRows contact={input} locale={input.locale} />
      <Heading>Message</Heading>
      <Rows
        rows={[
          ['Subject', input.subject],
          ['Received', `${formatDate('en', submittedAt)} (Bangkok)`],
        ]}
      />
      <Quote>{input.message}</Quote>
    </>,
  );
}

/** A copy to the sender, in their language, with the reply promise. */
export function contactThankYou(input: ContactMessageInput): RenderedEmail {
  const { locale } = input;
  const t = mailCopy(locale);
  const submittedAt = input.submittedAt ?? new Date();
  return renderEmail(
    locale,
    t('mail.contact.subject'),
    <>
      <Paragraph>{greeting(locale, input.name)}</Paragraph>
      <Paragraph>{t('mail.contact.thanks')}</Paragraph>
      <Heading>{t('mail.contact.message')}</Heading>
      <Rows
        rows={[
          [t('mail.contact.subjectRow'), input.subject],
          [t('mail.contact.sent'), formatDate(locale, submittedAt)],
        ]}
      />
      <Quote>{input.message}</Quote>
      <Paragraph>{t('mail.contact.urgent')}</Paragraph>
      <Paragraph>{signOff(locale)}</Paragraph>
    </>,
  );
}
