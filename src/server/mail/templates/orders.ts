/** The package order form: the purchase-attempt alert and the customer's quote confirmation. */
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
  render,
  rows,
  signOff,
  type Locale,
  type RenderedEmail,
  type Row,
} from './layout';

/** The order form's fields as stored in quotes.project_details (already in the customer's words). */
export interface ProjectDetails {
  business_name?: string | null;
  business_description?: string | null;
  target_audience?: string | null;
  preferred_colors?: string | null;
  special_requirements?: string | null;
  /** The chosen option's label, in the language of the e-mail. */
  timeline?: string | null;
  /** The chosen option's label, in the language of the e-mail. */
  budget_range?: string | null;
  quantity?: number | null;
}

export interface PurchaseInput {
  name: string;
  email: string;
  phone?: string | null;
  company?: string | null;
  packageName: string;
  /** Whole baht for the whole order (unit price times quantity), as the server computed it. */
  amount: number;
  projectDetails: ProjectDetails;
  /** The customer's language (the e-mail's language for quoteConfirmation). */
  locale: Locale;
  submittedAt?: Date;
  quoteId?: string;
  /** quoteConfirmation only: absolute link to the customer's dashboard. */
  dashboardUrl?: string | null;
}

function detailRows(locale: Locale, details: ProjectDetails): Row[] {
  const t = pick(locale);
  return [
    [t('Business name', 'ชื่อธุรกิจ'), details.business_name],
    [t('Business description', 'รายละเอียดธุรกิจ'), details.business_description],
    [t('Target audience', 'กลุ่มเป้าหมาย'), details.target_audience],
    [t('Preferred colours', 'โทนสีที่ต้องการ'), details.preferred_colors],
    [t('Special requirements', 'ความต้องการพิเศษ'), details.special_requirements],
    [t('Timeline', 'ระยะเวลาที่ต้องการ'), details.timeline],
    [t('Budget range', 'งบประมาณ'), details.budget_range],
  ];
}

const quantityOf = (input: PurchaseInput) => input.projectDetails.quantity ?? 1;

/** To the studio: a customer started checkout. */
export function purchaseAttempt(input: PurchaseInput): RenderedEmail {
  const submittedAt = input.submittedAt ?? new Date();
  const amount = formatMoney('en', input.amount);
  return render('en', `Purchase started: ${input.packageName} (${amount}) by ${input.name}`, [
    p(
      `${input.name} started checkout for ${input.packageName}. The payment is confirmed separately: a paid order appears under Latest orders in the admin panel. Reply to this e-mail to contact the customer.`,
    ),
    customerLanguageNote(input.locale),
    h('Customer'),
    contactRows(input, input.locale),
    h('Order'),
    rows(
      ['Package', input.packageName],
      ['Quantity', quantityOf(input)],
      ['Amount', amount],
      ['Received', `${formatDate('en', submittedAt)} (Bangkok)`],
      ['Reference', input.quoteId],
    ),
    h('Project details'),
    rows(...detailRows('en', input.projectDetails)),
  ]);
}

/** To the customer: what they ordered, for which business and by when. */
export function quoteConfirmation(input: PurchaseInput): RenderedEmail {
  const { locale, projectDetails: details } = input;
  const t = pick(locale);
  const submittedAt = input.submittedAt ?? new Date();
  const hours = site.replyWithinHours;
  const business = details.business_name?.trim();
  return render(locale, t(`Your quote request: ${input.packageName}`, `ยืนยันคำขอใบเสนอราคา: ${input.packageName}`), [
    p(greeting(locale, input.name)),
    p(
      business
        ? t(
            `Thank you for your request for ${input.packageName} for ${business}. We have saved your details and will confirm the scope and timeline within ${hours} hours.`,
            `ขอบคุณที่เลือกแพ็กเกจ ${input.packageName} สำหรับ ${business} เราได้บันทึกรายละเอียดของคุณเรียบร้อยแล้ว และจะยืนยันขอบเขตงานและระยะเวลาภายใน ${hours} ชั่วโมง`,
          )
        : t(
            `Thank you for your request for ${input.packageName}. We have saved your details and will confirm the scope and timeline within ${hours} hours.`,
            `ขอบคุณที่เลือกแพ็กเกจ ${input.packageName} เราได้บันทึกรายละเอียดของคุณเรียบร้อยแล้ว และจะยืนยันขอบเขตงานและระยะเวลาภายใน ${hours} ชั่วโมง`,
          ),
    ),
    h(t('Summary', 'สรุปคำขอ')),
    rows(
      [t('Package', 'แพ็กเกจ'), input.packageName],
      [t('Quantity', 'จำนวน'), quantityOf(input)],
      [t('Amount', 'ยอดรวม'), formatMoney(locale, input.amount)],
      [t('Business name', 'ชื่อธุรกิจ'), details.business_name],
      [t('Timeline', 'ระยะเวลาที่ต้องการ'), details.timeline],
      [t('Submitted', 'วันที่ส่งคำขอ'), formatDate(locale, submittedAt)],
    ),
    h(t('Your project details', 'รายละเอียดโครงการของคุณ')),
    rows(...detailRows(locale, { ...details, business_name: null, timeline: null })),
    ...button(input.dashboardUrl, t('Go to your dashboard', 'ไปที่แดชบอร์ด')),
    p(t('If anything needs changing, simply reply to this e-mail.', 'หากต้องการแก้ไขข้อมูลใด ๆ สามารถตอบกลับอีเมลฉบับนี้ได้ทันที')),
    p(signOff(locale)),
  ]);
}
