/**
 * The reminders the scheduled run sends (issue 38, docs/decisions/0071): short, in the client's
 * language, each with one link into the dashboard and a line saying how to turn reminders off. The
 * studio's daily digest is an alert, in English like every studio alert.
 */
import { formatDate as formatDay } from '../../../i18n/format';
import { Button, Paragraph, Rows, TextLink, renderEmail } from '../blocks';
import { greeting, mailCopy, signOff, type Contact, type Locale, type RenderedEmail } from './layout';
import { satangMoney } from './instalmentDue';
import { bangkokNoon } from '../../../domain/time/bangkok';

/** Noon in Bangkok of a yyyy-mm-dd day: the calendar day it names, whatever the server's zone. */
const day = (locale: Locale, iso: string) => formatDay(locale, bangkokNoon(iso));

interface ClientReminder {
  locale: Locale;
  client: Contact;
  packageName?: string | null;
  /** Absolute link into the dashboard, in the client's language. */
  link: string;
  /** Where reminders are turned off: the one-click page (decision 0075; no sign-in), else Account Settings. */
  stopLink: string;
}

export interface QuoteLapsingInput extends ClientReminder {
  /** yyyy-mm-dd, the quotation's last valid day. */
  validUntil: string;
  daysLeft: number;
}

export interface InstalmentReminderInput extends ClientReminder {
  instalment: { position: number; count: number; label: { en: string; th: string } };
  /** Satang, VAT included. */
  amount: number;
  /** yyyy-mm-dd, the day it must be paid by. */
  dueDate: string;
  /** Days past the due date (overdue), else null. */
  daysOverdue: number | null;
}

export interface WithholdingMissingInput extends ClientReminder {
  documentNumber: string;
  /** yyyy-mm-dd of the payment. */
  paidOn: string;
  /** Satang withheld. */
  withheld: number;
}

export interface StudioDigestInput {
  /** yyyy-mm-dd, the Bangkok day. */
  day: string;
  counts: { unanswered: number; lapsing: number; overdue: number; certificates: number };
  /** The admin panel. */
  link: string;
}

const forPackage = (t: ReturnType<typeof mailCopy>, name: string | null | undefined) =>
  name?.trim() ? t('mail.quoteStatus.forPackage', { package: name.trim() }) : '';

/** How to turn reminders off, and the sign-off. */
function Closing({ input }: { input: ClientReminder }) {
  const t = mailCopy(input.locale);
  return (
    <>
      <Paragraph>{t('mail.reminder.optOut')}</Paragraph>
      <TextLink href={input.stopLink} label={t('mail.reminder.optOut.link')} />
      <Paragraph>{signOff(input.locale)}</Paragraph>
    </>
  );
}

export function quoteLapsingReminder(input: QuoteLapsingInput): RenderedEmail {
  const { locale } = input;
  const t = mailCopy(locale);
  const vars = { date: day(locale, input.validUntil), forPackage: forPackage(t, input.packageName) };
  return renderEmail(
    locale,
    t('mail.reminder.quoteLapsing.subject', vars),
    <>
      <Paragraph>{greeting(locale, input.client.name)}</Paragraph>
      <Paragraph>{t(input.daysLeft === 0 ? 'mail.reminder.quoteLapsing.today' : 'mail.reminder.quoteLapsing.body', vars)}</Paragraph>
      <Button href={input.link} label={t('mail.reminder.quoteLapsing.button')} />
      <Closing input={input} />
    </>,
  );
}

export function instalmentReminder(input: InstalmentReminderInput): RenderedEmail {
  const { locale, instalment } = input;
  const t = mailCopy(locale);
  const vars = {
    label: locale === 'th' ? instalment.label.th : instalment.label.en,
    position: instalment.position,
    count: instalment.count,
    amount: satangMoney(locale, input.amount),
    date: day(locale, input.dueDate),
    days: input.daysOverdue ?? 0,
    forPackage: forPackage(t, input.packageName),
  };
  const overdue = input.daysOverdue !== null;
  return renderEmail(
    locale,
    t(overdue ? 'mail.reminder.overdue.subject' : 'mail.reminder.dueSoon.subject', vars),
    <>
      <Paragraph>{greeting(locale, input.client.name)}</Paragraph>
      <Paragraph>{t(overdue ? 'mail.reminder.overdue.body' : 'mail.reminder.dueSoon.body', vars)}</Paragraph>
      <Rows
        rows={[
          [t('mail.instalmentDue.instalment'), t('mail.instalmentDue.of', vars)],
          [t('mail.instalmentDue.amount'), vars.amount],
          [t('mail.instalmentDue.dueBy'), vars.date],
        ]}
      />
      <Paragraph>{t('mail.reminder.alreadyPaid')}</Paragraph>
      <Button href={input.link} label={t('mail.reminder.payments.button')} />
      <Closing input={input} />
    </>,
  );
}

export function withholdingMissingReminder(input: WithholdingMissingInput): RenderedEmail {
  const { locale } = input;
  const t = mailCopy(locale);
  const vars = { number: input.documentNumber, date: day(locale, input.paidOn), amount: satangMoney(locale, input.withheld) };
  return renderEmail(
    locale,
    t('mail.reminder.withholding.subject', vars),
    <>
      <Paragraph>{greeting(locale, input.client.name)}</Paragraph>
      <Paragraph>{t('mail.reminder.withholding.body', vars)}</Paragraph>
      <Button href={input.link} label={t('mail.reminder.withholding.button')} />
      <Closing input={input} />
    </>,
  );
}

export function studioDigest(input: StudioDigestInput): RenderedEmail {
  const { counts } = input;
  return renderEmail(
    'en',
    `What is waiting today, ${day('en', input.day)}`,
    <>
      <Paragraph>This is what waits for the studio today; each line is on the admin panel.</Paragraph>
      <Rows
        rows={[
          ['Conversations waiting for our answer', counts.unanswered],
          ['Quotations lapsing within 3 days', counts.lapsing],
          ['Instalments overdue', counts.overdue],
          ['Withholding certificates missing after 30 days', counts.certificates],
        ]}
      />
      <Button href={input.link} label="Open the admin panel" />
    </>,
  );
}
