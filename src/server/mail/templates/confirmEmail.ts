/**
 * The confirmation link of a new account (decision 0049), or of an address added to an account that
 * had none (a LINE sign-up, decision 0048). On Supabase, Supabase Auth sends its own.
 */
import { escapeHtml } from '../../../domain/escapeHtml';
import { greeting, layout, mailCopy, signOff, type Locale, type RenderedEmail } from './layout';

export function confirmEmailEmail(input: { name: string; link: string; locale: Locale; purpose?: 'addEmail' }): RenderedEmail {
  const { locale } = input;
  const t = mailCopy(locale);
  const adding = input.purpose === 'addEmail';
  const subject = t('mail.confirm.subject');
  const hello = greeting(locale, input.name);
  const regards = signOff(locale);
  return {
    subject,
    html: layout(
      locale,
      subject,
      `<p>${escapeHtml(hello)}</p>
<p>${escapeHtml(t(adding ? 'mail.confirm.addBody' : 'mail.confirm.body'))}</p>
<p><a href="${escapeHtml(input.link)}" style="display:inline-block;background:#4338ca;color:#ffffff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:bold">${escapeHtml(t('mail.confirm.button'))}</a></p>
<p>${escapeHtml(t(adding ? 'mail.confirm.addIgnore' : 'mail.confirm.ignore'))}</p>
<p>${escapeHtml(regards).replace(/\n/g, '<br>')}</p>`,
    ),
    text: `${hello}\n\n${t(adding ? 'mail.confirm.addBodyText' : 'mail.confirm.bodyText')}\n${input.link}\n\n${t(adding ? 'mail.confirm.addIgnore' : 'mail.confirm.ignore')}\n\n${regards}\n`,
  };
}
