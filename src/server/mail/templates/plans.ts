/** The wizard's plan: the customer's copy and the studio alert when the visitor skipped the account. */
import { site } from '../../../config/site';
import {
  button,
  contactRows,
  customerLanguageNote,
  formatDate,
  formatMoney,
  greeting,
  h,
  p,
  pick,
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
 * The plan as the server priced it. Text (title, timeline, feature names) comes already translated
 * into the e-mail's language: the caller holds the dictionaries, the templates stay free of them.
 */
export interface PlanSummary {
  title: string;
  description: string;
  timeline: string;
  basePrice: number;
  finalPrice: number;
  features: readonly { name: string; price: number }[];
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
  const t = pick(locale);
  if (plan.features.length === 0) return [p(t('No optional enhancements selected.', 'ไม่ได้เลือกฟีเจอร์เสริม'))];
  return [rows(...plan.features.map((feature) => [feature.name, `+${formatMoney(locale, feature.price)}`] as const))];
}

/** To the customer. */
export function customProjectPlan(input: CustomProjectPlanInput): RenderedEmail {
  const { locale, plan } = input;
  const t = pick(locale);
  const hours = site.replyWithinHours;
  return render(locale, t(`Your project plan: ${plan.title}`, `แผนโครงการของคุณ: ${plan.title}`), [
    p(greeting(locale, input.name)),
    p(
      t(
        `Thank you for planning your project with us. Here is the plan you put together; our team will review it and send you a detailed proposal within ${hours} hours.`,
        `ขอบคุณที่วางแผนโครงการกับเรา ด้านล่างนี้คือแผนโครงการที่คุณเลือก ทีมงานจะตรวจสอบและส่งข้อเสนอโดยละเอียดให้คุณภายใน ${hours} ชั่วโมง`,
      ),
    ),
    h(plan.title),
    quote(preview(plan.description)),
    rows([t('Estimated timeline', 'ระยะเวลาโดยประมาณ'), plan.timeline], [t('Base price', 'ราคาเริ่มต้น'), formatMoney(locale, plan.basePrice)]),
    h(t('Selected enhancements', 'ฟีเจอร์เสริมที่เลือก')),
    ...featureParts(locale, plan),
    rows([t('Estimated total', 'ราคารวมโดยประมาณ'), formatMoney(locale, plan.finalPrice)]),
    p(
      t(
        'Prices are estimates in Thai baht; the final quote may change once we have reviewed the details with you.',
        'ราคาทั้งหมดเป็นราคาประมาณการในสกุลเงินบาท ราคาสุดท้ายอาจเปลี่ยนแปลงหลังจากทีมงานตรวจสอบรายละเอียดร่วมกับคุณ',
      ),
    ),
    ...(input.dashboardUrl
      ? button(input.dashboardUrl, t('View your plan in the dashboard', 'ดูแผนโครงการในแดชบอร์ด'))
      : [
          p(
            t(
              'You chose to continue without an account, so we will send your quote to this e-mail address. Reply to this e-mail at any time if you have questions.',
              'คุณเลือกดำเนินการต่อโดยไม่สร้างบัญชี ทีมงานจะส่งใบเสนอราคาให้ทางอีเมลนี้ หากมีคำถามเพิ่มเติม สามารถตอบกลับอีเมลฉบับนี้ได้ตลอดเวลา',
            ),
          ),
        ]),
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
    h('Project description'),
    quote(input.projectDescription),
  ]);
}
