/** Account e-mails (the password reset; the Supabase adapter sends its own through Supabase Auth). */
import { LinkAction, Paragraph, renderEmail } from '../blocks';
import { greeting, mailCopy, signOff, type Locale, type RenderedEmail } from './layout';

export function passwordResetEmail(input: { name: string; link: string; locale: Locale }): RenderedEmail {
  const { locale } = input;
  const t = mailCopy(locale);
  // The same greeting and sign-off as every other customer e-mail (mail.greeting, mail.signOff).
  return renderEmail(
    locale,
    t('mail.reset.subject'),
    <>
      <Paragraph>{greeting(locale, input.name)}</Paragraph>
      <LinkAction intro={t('mail.reset.body')} introText={t('mail.reset.bodyText')} href={input.link} label={t('mail.reset.button')} />
      <Paragraph plain={t('mail.reset.ignoreText')}>{t('mail.reset.ignore')}</Paragraph>
      <Paragraph>{signOff(locale)}</Paragraph>
    </>,
  );
}
