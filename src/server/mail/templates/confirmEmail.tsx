/**
 * The confirmation link of a new account (decision 0049), of an address added to an account that had
 * none (a LINE sign-up, decision 0048), or of a new address replacing the account's (decision 0049
 * addendum (b)). On Supabase, Supabase Auth sends its own.
 */
import { LinkAction, Paragraph, renderEmail } from '../blocks';
import { greeting, mailCopy, signOff, type Locale, type RenderedEmail } from './layout';

const COPY = {
  signUp: { body: 'mail.confirm.body', bodyText: 'mail.confirm.bodyText', ignore: 'mail.confirm.ignore' },
  addEmail: { body: 'mail.confirm.addBody', bodyText: 'mail.confirm.addBodyText', ignore: 'mail.confirm.addIgnore' },
  changeEmail: { body: 'mail.confirm.changeBody', bodyText: 'mail.confirm.changeBodyText', ignore: 'mail.confirm.changeIgnore' },
} as const;

export function confirmEmailEmail(input: {
  name: string;
  link: string;
  locale: Locale;
  purpose?: 'addEmail' | 'changeEmail';
}): RenderedEmail {
  const { locale } = input;
  const t = mailCopy(locale);
  const copy = COPY[input.purpose ?? 'signUp'];
  return renderEmail(
    locale,
    t('mail.confirm.subject'),
    <>
      <Paragraph>{greeting(locale, input.name)}</Paragraph>
      <LinkAction intro={t(copy.body)} introText={t(copy.bodyText)} href={input.link} label={t('mail.confirm.button')} />
      <Paragraph>{t(copy.ignore)}</Paragraph>
      <Paragraph>{signOff(locale)}</Paragraph>
    </>,
  );
}
