/** The wizard's plan: the customer's copy and the studio alert when the visitor skipped the account. */
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
  preview,
  quote,
  render,
  rows,
  signOff,
  type Contact,
  type Locale,
  type Part,
  type RenderedEmail,
} from './layout';

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

function featureParts(locale: Locale, plan: PlanSummary): Part[] {
  if (plan.features.length === 0) return [p(mailCopy(locale)('mail.plan.noEnhancements'))];
  return [rows(...plan.features.map((feature) => [feature.name, `+${formatMoney(locale, feature.price)}`] as const))];
}

/** "The plan says why": a heading and one paragraph per understood need; nothing when none. */
export function understoodParts(heading: string, lines: readonly string[] | undefined): Part[] {
  return lines && lines.length > 0 ? [h(heading), ...lines.map((line) => p(line))] : [];
}

/** To the customer. */
export function customProjectPlan(input: CustomProjectPlanInput): RenderedEmail {
  const { locale, plan } = input;
  const t = mailCopy(locale);
  return render(locale, t('mail.plan.subject', { title: plan.title }), [
    p(greeting(locale, input.name)),
    p(t('mail.plan.thanks')),
    h(plan.title),
    quote(preview(plan.description)),
    rows([t('mail.plan.estimatedTimeline'), plan.timeline], [t('mail.plan.basePrice'), formatMoney(locale, plan.basePrice)]),
    h(t('mail.plan.enhancements')),
    ...featureParts(locale, plan),
    rows([t('mail.plan.estimatedTotal'), formatMoney(locale, plan.finalPrice)]),
    ...understoodParts(t('mail.plan.understood'), plan.understood),
    p(t('mail.plan.estimateNote')),
    ...(input.dashboardUrl ? button(input.dashboardUrl, t('mail.plan.viewInDashboard')) : [p(t('mail.plan.noAccount'))]),
    p(signOff(locale)),
  ]);
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
  return render('en', `Quote request without account: ${plan.title} from ${input.name}`, [
    p(
      `${input.name} asked for a quote through the wizard without creating an account, so they have no dashboard: send the quote by e-mail (reply to this message).`,
    ),
    customerLanguageNote(input.locale),
    h('Contact'),
    contactRows(input, input.locale),
    h('Plan'),
    rows(
      ['Title', plan.title],
      ['Timeline', plan.timeline],
      ['Base price', formatMoney('en', plan.basePrice)],
      ['Enhancements', features || 'None'],
      ['Estimated total', formatMoney('en', plan.finalPrice)],
      ['Received', `${formatDate('en', submittedAt)} (Bangkok)`],
      ['Reference', input.quoteId],
    ),
    ...understoodParts('How the planner priced it', plan.understood),
    h('Project description'),
    quote(input.projectDescription),
  ]);
}
