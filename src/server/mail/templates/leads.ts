/** The onboarding request (wizard and Start Your Project modal) and the contact form. */
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
  quote,
  render,
  rows,
  signOff,
  type Contact,
  type Locale,
  type RenderedEmail,
} from './layout';

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
  const t = pick(locale);
  const submittedAt = input.submittedAt ?? new Date();
  const hours = site.replyWithinHours;
  return render(locale, t(`We received your project request – ${site.name}`, `ได้รับคำขอเริ่มโครงการของคุณแล้ว – ${site.name}`), [
    p(greeting(locale, input.name)),
    p(
      t(
        `Thank you for choosing ${site.name}. We have received your project request; our team will review it and send you a proposal within ${hours} hours.`,
        `ขอบคุณที่ไว้วางใจ ${site.name} เราได้รับคำขอเริ่มโครงการของคุณเรียบร้อยแล้ว ทีมงานจะพิจารณารายละเอียดและส่งข้อเสนอให้คุณภายใน ${hours} ชั่วโมง`,
      ),
    ),
    h(t('Your request', 'รายละเอียดคำขอ')),
    rows(
      [t('Package', 'แพ็กเกจ'), input.selectedPackage],
      [t('Price', 'ราคา'), input.packagePrice === null ? t('Given in your proposal', 'แจ้งในใบเสนอราคา') : formatMoney(locale, input.packagePrice)],
      [t('Submitted', 'วันที่ส่งคำขอ'), formatDate(locale, submittedAt)],
    ),
    h(t('Your project', 'รายละเอียดโครงการ')),
    quote(input.projectDescription),
    ...button(input.dashboardUrl, t('Go to your dashboard', 'ไปที่แดชบอร์ด')),
    p(t('If you would like to add anything, simply reply to this e-mail.', 'หากต้องการแจ้งข้อมูลเพิ่มเติม สามารถตอบกลับอีเมลฉบับนี้ได้ทันที')),
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
  const t = pick(locale);
  const submittedAt = input.submittedAt ?? new Date();
  const hours = site.replyWithinHours;
  return render(locale, t(`Thank you for contacting ${site.name}`, `ขอบคุณที่ติดต่อ ${site.name}`), [
    p(greeting(locale, input.name)),
    p(
      t(
        `Thank you for your message. We will get back to you within ${hours} hours. Our office hours are Monday to Friday, 9 AM to 6 PM (Bangkok time).`,
        `ขอบคุณสำหรับข้อความของคุณ ทีมงานจะติดต่อกลับภายใน ${hours} ชั่วโมง เวลาทำการของเราคือวันจันทร์ถึงวันศุกร์ เวลา 9:00–18:00 น. (เวลาประเทศไทย)`,
      ),
    ),
    h(t('Your message', 'ข้อความของคุณ')),
    rows([t('Subject', 'หัวข้อ'), input.subject], [t('Sent', 'วันที่ส่ง'), formatDate(locale, submittedAt)]),
    quote(input.message),
    p(t(`If it is urgent, call us at ${site.phone}.`, `หากมีเรื่องเร่งด่วน สามารถโทรติดต่อเราได้ที่ ${site.phone}`)),
    p(signOff(locale)),
  ]);
}
