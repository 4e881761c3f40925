/**
 * Told to the account's current address when a change to another one is asked for (decision 0049
 * addendum (b)), through the outbox like every e-mail. The new address shows masked: the owner
 * recognises their own request; a stranger reading the old inbox does not learn where the account went.
 */
import { Button, Paragraph, renderEmail } from '../blocks';
import { greeting, mailCopy, signOff, type Locale, type RenderedEmail } from './layout';

export interface EmailChangeNoticeInput {
  /** The current address, which stays the account's until the new one's link is followed. */
  to: string;
  name: string;
  locale: Locale;
  /** The new address, masked (domain/auth/emailChange.ts maskEmail). */
  maskedNewEmail: string;
  /** The account settings, in the account's language. */
  link: string;
}

export function emailChangeNoticeEmail(input: EmailChangeNoticeInput): RenderedEmail {
  const { locale } = input;
  const t = mailCopy(locale);
  return renderEmail(
    locale,
    t('mail.emailChange.subject'),
    <>
      <Paragraph>{greeting(locale, input.name)}</Paragraph>
      <Paragraph>{t('mail.emailChange.body', { email: input.maskedNewEmail })}</Paragraph>
      <Paragraph>{t('mail.emailChange.until')}</Paragraph>
      <Paragraph>{t('mail.emailChange.notYou')}</Paragraph>
      <Button href={input.link} label={t('mail.emailChange.button')} />
      <Paragraph>{signOff(locale)}</Paragraph>
    </>,
  );
}
