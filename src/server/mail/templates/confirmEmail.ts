/**
 * The confirmation link of a new account (decision 0049), of an address added to an account that had
 * none (a LINE sign-up, decision 0048), or of a new address replacing the account's (decision 0049
 * addendum (b)). On Supabase, Supabase Auth sends its own.
 */
import { escapeHtml } from '../../../domain/escapeHtml';
import { greeting, layout, mailCopy, signOff, type Locale, type RenderedEmail } from './layout';

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
  const subject = t('mail.confirm.subject');
  const hello = greeting(locale, input.name);
  const regards = signOff(locale);
  return {
    subject,
    html: layout(
      locale,
      subject,
      `<p>${escapeHtml(hello)}</p>
<p>${escapeHtml(t(copy.body))}</p>
<p><a href="${escapeHtml(input.link)}" style="display:inline-block;background:#4338ca;color:#ffffff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:bold">${escapeHtml(t('mail.confirm.button'))}</a></p>
<p>${escapeHtml(t(copy.ignore))}</p>
<p>${escapeHtml(regards).replace(/\n/g, '<br>')}</p>`,
    ),
    text: `${hello}\n\n${t(copy.bodyText)}\n${input.link}\n\n${t(copy.ignore)}\n\n${regards}\n`,
  };
}
