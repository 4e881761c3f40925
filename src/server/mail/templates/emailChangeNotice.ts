/**
 * Told to the account's current address when a change to another one is asked for (decision 0049
 * addendum (b)), through the outbox like every e-mail. The new address shows masked: the owner
 * recognises their own request; a stranger reading the old inbox does not learn where the account went.
 */
import { button, greeting, mailCopy, p, render, signOff, type Locale, type RenderedEmail } from './layout';

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
  return render(locale, t('mail.emailChange.subject'), [
    p(greeting(locale, input.name)),
    p(t('mail.emailChange.body', { email: input.maskedNewEmail })),
    p(t('mail.emailChange.until')),
    p(t('mail.emailChange.notYou')),
    ...button(input.link, t('mail.emailChange.button')),
    p(signOff(locale)),
  ]);
}
