/** Account e-mails (the password reset; the Supabase adapter sends its own through Supabase Auth). */
import { escapeHtml } from '../../../domain/escapeHtml';
import { site } from '../../../config/site';
import { layout, mailCopy, type Locale, type RenderedEmail } from './layout';

export function passwordResetEmail(input: { name: string; link: string; locale: Locale }): RenderedEmail {
  const { locale } = input;
  const t = mailCopy(locale);
  const name = input.name.trim();
  const subject = t('mail.reset.subject');
  const greeting = name ? t('mail.reset.greeting', { name }) : t('mail.reset.greeting.anonymous');
  return {
    subject,
    html: layout(locale, subject, `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(t('mail.reset.body'))}</p>
<p><a href="${escapeHtml(input.link)}" style="display:inline-block;background:#4338ca;color:#ffffff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:bold">${escapeHtml(t('mail.reset.button'))}</a></p>
<p>${escapeHtml(t('mail.reset.ignore'))}</p>`),
    text: `${greeting}\n\n${t('mail.reset.bodyText')}\n${input.link}\n\n${t('mail.reset.ignoreText')}\n\n${site.name}`,
  };
}
