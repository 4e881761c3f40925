/**
 * Told to the account's address whenever a two-step recovery code is used (decision 0049): the code
 * stands in for the phone, so its owner must hear of it at once if it was not them.
 */
import { formatDate } from '../../../i18n/format';
import { Button, Paragraph, renderEmail } from '../blocks';
import { greeting, mailCopy, signOff, type Locale, type RenderedEmail } from './layout';

export interface RecoveryUsedInput {
  to: string;
  name: string;
  locale: Locale;
  /** When the code was accepted (ISO). */
  usedAt: string;
  /** Supabase: the code removed the authenticators (decision 0049); locally it only signed in. */
  factorsRemoved: boolean;
  /** The two-step settings page, in the account's language. */
  link: string;
}

export function recoveryUsedEmail(input: RecoveryUsedInput): RenderedEmail {
  const { locale } = input;
  const t = mailCopy(locale);
  return renderEmail(
    locale,
    t('mail.recoveryUsed.subject'),
    <>
      <Paragraph>{greeting(locale, input.name)}</Paragraph>
      <Paragraph>{t('mail.recoveryUsed.body', { time: formatDate(locale, input.usedAt, 'dateTime') })}</Paragraph>
      <Paragraph>{t(input.factorsRemoved ? 'mail.recoveryUsed.removed' : 'mail.recoveryUsed.kept')}</Paragraph>
      <Paragraph>{t('mail.recoveryUsed.notYou')}</Paragraph>
      <Button href={input.link} label={t('mail.recoveryUsed.button')} />
      <Paragraph>{signOff(locale)}</Paragraph>
    </>,
  );
}
