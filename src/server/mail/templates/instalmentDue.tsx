/**
 * To the client, in their language, when an instalment of their payment schedule falls due (the deposit
 * on acceptance, a milestone when the studio marks it: decision 0050, addendum 2026-11-27): which one,
 * how much (and for a company, the withholding and what to transfer), by when, the invoice attached and
 * a link to Payment History.
 */
import { formatDate as formatDay } from '../../../i18n/format';
import { Button, Paragraph, Rows, renderEmail } from '../blocks';
import { greeting, mailCopy, signOff, type Contact, type Locale, type RenderedEmail } from './layout';
import { AttachedDocumentNote, type AttachedDocument } from './attachedDocument';
import { bangkokNoon } from '../../../domain/time/bangkok';

export interface InstalmentDueInput {
  /** The client's language (quotes.locale). */
  locale: Locale;
  client: Contact;
  quoteId: string;
  packageName?: string | null;
  instalment: { position: number; count: number; label: { en: string; th: string } };
  /** Satang, VAT included (what the card checkout charges). */
  amount: number;
  /** Satang a company withholds (3% of the value before VAT), 0 for a person or without an invoice. */
  withholding: number;
  /** yyyy-mm-dd, Bangkok calendar. */
  dueDate: string;
  /** Absolute link to Payment History in the client's language. */
  link: string;
  /** The deposit that fell due as the client accepted (and was sent to the card checkout). */
  onAcceptance: boolean;
  attached?: AttachedDocument | null;
}

/** Baht with satang only when there are any: ฿26,750 / ฿26,012.50 (th-TH), THB 26,750 (en). */
export function satangMoney(locale: Locale, satang: number): string {
  return new Intl.NumberFormat(locale === 'th' ? 'th-TH' : 'en-US', {
    style: 'currency',
    currency: 'THB',
    minimumFractionDigits: satang % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(satang / 100);
}

export function instalmentDue(input: InstalmentDueInput): RenderedEmail {
  const { locale, instalment } = input;
  const t = mailCopy(locale);
  const label = locale === 'th' ? instalment.label.th : instalment.label.en;
  const vars = {
    label,
    position: instalment.position,
    count: instalment.count,
    amount: satangMoney(locale, input.amount),
    // Noon in Bangkok: the calendar day the invoice names, whatever the server's zone.
    date: formatDay(locale, bangkokNoon(input.dueDate)),
  };
  const forPackage = input.packageName?.trim() ? t('mail.quoteStatus.forPackage', { package: input.packageName.trim() }) : '';
  const company = input.withholding > 0;
  return renderEmail(
    locale,
    t('mail.instalmentDue.subject', vars),
    <>
      <Paragraph>{greeting(locale, input.client.name)}</Paragraph>
      <Paragraph>{t('mail.instalmentDue.body', { ...vars, forPackage })}</Paragraph>
      <Rows
        rows={[
          [t('mail.instalmentDue.instalment'), t('mail.instalmentDue.of', vars)],
          [t('mail.instalmentDue.amount'), vars.amount],
          [t('mail.instalmentDue.withholding'), company ? satangMoney(locale, input.withholding) : null],
          [t('mail.instalmentDue.toTransfer'), company ? satangMoney(locale, input.amount - input.withholding) : null],
          [t('mail.instalmentDue.dueBy'), vars.date],
        ]}
      />
      <AttachedDocumentNote locale={locale} attached={input.attached} />
      <Paragraph>{t('mail.instalmentDue.howToPay')}</Paragraph>
      {company ? <Paragraph>{t('mail.instalmentDue.certificate')}</Paragraph> : null}
      {input.onAcceptance ? <Paragraph>{t('mail.instalmentDue.paidByCard')}</Paragraph> : null}
      <Button href={input.link} label={t('mail.paymentHistory.open')} />
      <Paragraph>{signOff(locale)}</Paragraph>
    </>,
  );
}
