/** Account e-mails (the password reset; the Supabase adapter sends its own through Supabase Auth). */
import { escapeHtml } from '../../../domain/escapeHtml';
import { greeting, layout, mailCopy, signOff, type Locale, type RenderedEmail } from './layout';

export function passwordResetEmail(input: { name: string; link: string; locale: Locale }): RenderedEmail {
  const { locale } = input;
  const t = mailCopy(locale);
  const subject = t('mail.reset.subject');
  // The same greeting and sign-off as every other customer e-mail (mail.greeting, mail.signOff).
  const hello = greeting(locale, input.name);
  const regards = signOff(locale);
  return {
    subject,
    html: layout(
      locale,
      subject,
      `<p>${escapeHtml(hello)}</p>
<p>${escapeHtml(t('mail.reset.body'))}</p>
<p><a href="${escapeHtml(input.link)}" style="display:inline-block;background:#4338ca;color:#ffffff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:bold">${escapeHtml(t('mail.reset.button'))}</a></p>
<p>${escapeHtml(t('mail.reset.ignore'))}</p>
<p>${escapeHtml(regards).replace(/\n/g, '<br>')}</p>`,
    ),
    text: `${hello}\n\n${t('mail.reset.bodyText')}\n${input.link}\n\n${t('mail.reset.ignoreText')}\n\n${regards}\n`,
  };
}
