/** The wizard's plan: the customer's copy and the studio alert when the visitor skipped the account. */
import { Button, Heading, Paragraph, Quote, Rows, renderEmail } from '../blocks';
import { formatDate, formatMoney, greeting, mailCopy, preview, signOff, type Contact, type Locale, type RenderedEmail } from './layout';
import { ContactRows, CustomerLanguageNote } from './studioAlert';

/**
 * The plan as the server priced it. Its text (title, timeline, feature names) comes already translated
 * into the e-mail's language by the caller, which knows the plan's keys.
 */
export interface PlanSummary {
  title: string;
  description: string;
  timeline: string;
  basePrice: number;
  finalPrice: number;
  features: readonly { name: string; price: number }[];
  /** What the planner understood and from which words, one line each, in the e-mail's language. */
  understood?: readonly string[] | undefined;
}

export interface CustomProjectPlanInput {
  name: string;
  /** The language of the e-mail: the customer's. */
  locale: Locale;
  plan: PlanSummary;
  /** Absolute link to the dashboard when the customer has an account; absent when they skipped it. */
  dashboardUrl?: string | null;
}

function Features({ locale, plan }: { locale: Locale; plan: PlanSummary }) {
  if (plan.features.length === 0) return <Paragraph>{mailCopy(locale)('mail.plan.noEnhancements')}</Paragraph>;
  return <Rows rows={plan.features.map((feature) => [feature.name, `+${formatMoney(locale, feature.price)}`] as const)} />;
}

/** "The plan says why": a heading and one paragraph per understood need; nothing when none. */
export function Understood({ heading, lines }: { heading: string; lines: readonly string[] | undefined }) {
  if (!lines || lines.length === 0) return null;
  return (
    <>
      <Heading>{heading}</Heading>
      {lines.map((line, i) => (
        <Paragraph key={i}>{line}</Paragraph>
      ))}
    </>
  );
}

/** To the customer. */
export function customProjectPlan(input: CustomProjectPlanInput): RenderedEmail {
  const { locale, plan } = input;
  const t = mailCopy(locale);
  return renderEmail(
    locale,
    t('mail.plan.subject', { title: plan.title }),
    <>
      <Paragraph>{greeting(locale, input.name)}</Paragraph>
      <Paragraph>{t('mail.plan.thanks')}</Paragraph>
      <Heading>{plan.title}</Heading>
      <Quote>{preview(plan.description)}</Quote>
      <Rows
        rows={[
          [t('mail.plan.estimatedTimeline'), plan.timeline],
          [t('mail.plan.basePrice'), formatMoney(locale, plan.basePrice)],
        ]}
      />
      <Heading>{t('mail.plan.enhancements')}</Heading>
      <Features locale={locale} plan={plan} />
      <Rows rows={[[t('mail.plan.estimatedTotal'), formatMoney(locale, plan.finalPrice)]]} />
      <Understood heading={t('mail.plan.understood')} lines={plan.understood} />
      <Paragraph>{t('mail.plan.estimateNote')}</Paragraph>
      {input.dashboardUrl ? (
        <Button href={input.dashboardUrl} label={t('mail.plan.viewInDashboard')} />
      ) : (
        <Paragraph>{t('mail.plan.noAccount')}</Paragraph>
      )}
      <Paragraph>{signOff(locale)}</Paragraph>
    </>,
  );
}

export interface QuoteRequestWithoutAccountInput extends Contact {
  /** The customer's language. The alert is in English: pass the plan's text in English. */
  locale: Locale;
  /** The full description the visitor wrote (the plan holds only a preview). */
  projectDescription: string;
  plan: PlanSummary;
  submittedAt?: Date;
  quoteId?: string;
}

/** To the studio, reply-to the visitor: they have no dashboard, the quote goes out by e-mail. */
export function quoteRequestWithoutAccount(input: QuoteRequestWithoutAccountInput): RenderedEmail {
  const { plan } = input;
  const submittedAt = input.submittedAt ?? new Date();
  const features = plan.features.map((feature) => `${feature.name} (+${formatMoney('en', feature.price)})`).join('\n');
  return renderEmail(
    'en',
    `Quote request without account: ${plan.title} from ${input.name}`,
    <>
      <Paragraph>{`${input.name} asked for a quote through the wizard without creating an account, so they have no dashboard: send the quote by e-mail (reply to this message).`}</Paragraph>
      <CustomerLanguageNote locale={input.locale} />
      <Heading>Contact</Heading>
      <ContactRows contact={input} locale={input.locale} />
      <Heading>Plan</Heading>
      <Rows
        rows={[
          ['Title', plan.title],
          ['Timeline', plan.timeline],
          ['Base price', formatMoney('en', plan.basePrice)],
          ['Enhancements', features || 'None'],
          ['Estimated total', formatMoney('en', plan.finalPrice)],
          ['Received', `${formatDate('en', submittedAt)} (Bangkok)`],
          ['Reference', input.quoteId],
        ]}
      />
      <Understood heading="How the planner priced it" lines={plan.understood} />
      <Heading>Project description</Heading>
      <Quote>{input.projectDescription}</Quote>
    </>,
  );
}
