/** The e-mail an admin's status change sends to the quote's contact_info e-mail. */
import { button, formatMoney, greeting, h, p, pick, quote, render, rows, signOff, type Locale, type Part, type RenderedEmail } from './layout';

export interface QuoteStatusInput {
  /** The customer's language (quotes.locale). */
  locale: Locale;
  name: string;
  /** reviewed, quoted, approved and rejected have their own e-mail; any other value gets the default one. */
  status: string;
  packageName?: string | null;
  /** Whole baht (quotes.quoted_price); shown for status quoted. */
  quotedPrice?: number | null;
  /** quotes.quoted_timeline; shown for status quoted. */
  quotedTimeline?: string | null;
  /** quotes.admin_notes, shown when present. */
  adminNotes?: string | null;
  /** Absolute link to the customer's dashboard (left out for visitors without an account). */
  dashboardUrl?: string | null;
}

const statusLabels: Record<string, readonly [en: string, th: string]> = {
  pending: ['Pending', 'รอดำเนินการ'],
  reviewed: ['Under review', 'อยู่ระหว่างพิจารณา'],
  quoted: ['Quoted', 'ส่งใบเสนอราคาแล้ว'],
  approved: ['Approved', 'อนุมัติแล้ว'],
  rejected: ['Not accepted', 'ไม่ได้รับการอนุมัติ'],
};

export function quoteStatus(input: QuoteStatusInput): RenderedEmail {
  const { locale } = input;
  const t = pick(locale);
  const pkg = input.packageName?.trim();
  const forEn = pkg ? ` for ${pkg}` : '';
  const forTh = pkg ? `สำหรับ ${pkg} ` : '';
  const dashboard = (en: string, th: string) => button(input.dashboardUrl, t(en, th));
  let subject: string;
  let body: Part[];
  switch (input.status) {
    case 'reviewed':
      subject = t('Your quote request is being reviewed', 'ทีมงานกำลังพิจารณาคำขอใบเสนอราคาของคุณ');
      body = [
        p(
          t(
            `Good news: our team has started reviewing your request${forEn}. We will send you a detailed quote soon, usually within 24 hours.`,
            `ทีมงานของเราได้เริ่มพิจารณาคำขอ${forTh}ของคุณแล้ว และจะส่งใบเสนอราคาโดยละเอียดให้โดยเร็ว โดยปกติภายใน 24 ชั่วโมง`,
          ),
        ),
        ...dashboard('Go to your dashboard', 'ไปที่แดชบอร์ด'),
      ];
      break;
    case 'quoted':
      subject = t('Your quote is ready', 'ใบเสนอราคาของคุณพร้อมแล้ว');
      body = [
        p(t(`Your quote${forEn} is ready.`, `ใบเสนอราคา${forTh}ของคุณพร้อมแล้ว`)),
        rows(
          [t('Quoted price', 'ราคาที่เสนอ'), input.quotedPrice == null ? null : formatMoney(locale, input.quotedPrice)],
          [t('Timeline', 'ระยะเวลาดำเนินงาน'), input.quotedTimeline],
        ),
        ...dashboard('View your quote in the dashboard', 'ดูใบเสนอราคาในแดชบอร์ด'),
        p(
          t(
            'To go ahead, approve the quote in your dashboard or simply reply to this e-mail.',
            'หากต้องการดำเนินการต่อ สามารถยืนยันใบเสนอราคาในแดชบอร์ด หรือตอบกลับอีเมลฉบับนี้ได้ทันที',
          ),
        ),
      ];
      break;
    case 'approved':
      subject = t('Your project is approved', 'โครงการของคุณได้รับการอนุมัติแล้ว');
      body = [
        p(
          t(
            `Your project${forEn} has been approved. We will contact you shortly to schedule the kick-off and explain the next steps.`,
            `โครงการ${forTh}ของคุณได้รับการอนุมัติเรียบร้อยแล้ว ทีมงานจะติดต่อคุณในเร็ว ๆ นี้เพื่อนัดหมายเริ่มงานและแจ้งขั้นตอนถัดไป`,
          ),
        ),
        ...dashboard('Go to your dashboard', 'ไปที่แดชบอร์ด'),
      ];
      break;
    case 'rejected':
      subject = t('An update on your quote request', 'แจ้งผลการพิจารณาคำขอใบเสนอราคา');
      body = [
        p(
          t(
            `Thank you for your interest in working with us. After reviewing your request${forEn}, we are unable to take it on in its current form. If you would like to discuss alternatives, reply to this e-mail: we would be glad to help.`,
            `ขอขอบคุณที่สนใจร่วมงานกับเรา หลังจากพิจารณาคำขอ${forTh}ของคุณแล้ว เราขออภัยที่ไม่สามารถรับงานนี้ได้ในรูปแบบปัจจุบัน หากต้องการพูดคุยถึงทางเลือกอื่น สามารถตอบกลับอีเมลฉบับนี้ได้ ทีมงานยินดีให้คำแนะนำ`,
          ),
        ),
      ];
      break;
    default: {
      const label = statusLabels[input.status];
      const status = label ? t(label[0], label[1]) : input.status;
      subject = t('Your quote status has been updated', 'สถานะคำขอใบเสนอราคาของคุณมีการอัปเดต');
      body = [
        p(t(`The status of your quote request${forEn} is now: ${status}.`, `สถานะคำขอใบเสนอราคา${forTh}ของคุณคือ: ${status}`)),
        ...dashboard('Go to your dashboard', 'ไปที่แดชบอร์ด'),
      ];
    }
  }
  const notes = input.adminNotes?.trim();
  return render(locale, subject, [
    p(greeting(locale, input.name)),
    ...body,
    ...(notes ? [h(t('Notes from our team', 'หมายเหตุจากทีมงาน')), quote(notes)] : []),
    p(signOff(locale)),
  ]);
}
