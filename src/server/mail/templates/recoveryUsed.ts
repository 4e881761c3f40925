/**
 * Told to the account's address whenever a two-step recovery code is used (decision 0049): the code
 * stands in for the phone, so its owner must hear of it at once if it was not them.
 */
import { escapeHtml } from '../../../domain/escapeHtml';
import { formatDate } from '../../../i18n/format';
import { greeting, layout, mailCopy, signOff, type Locale, type RenderedEmail } from './layout';

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
  const subject = t('mail.recoveryUsed.subject');
  const hello = greeting(locale, input.name);
  const regards = signOff(locale);
  const lines = [
    t('mail.recoveryUsed.body', { time: formatDate(locale, input.usedAt, 'dateTime') }),
    t(input.factorsRemoved ? 'mail.recoveryUsed.removed' : 'mail.recoveryUsed.kept'),
    t('mail.recoveryUsed.notYou'),
  ];
  return {
    subject,
    html: layout(
      locale,
      subject,
      `<p>${escapeHtml(hello)}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(input.link)}" style="display:inline-block;background:#4338ca;color:#ffffff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:bold">${escapeHtml(t('mail.recoveryUsed.button'))}</a></p>
<p>${escapeHtml(regards).replace(/\n/g, '<br>')}</p>`,
    ),
    text: `${hello}\n\n${lines.join('\n\n')}\n\n${t('mail.recoveryUsed.button')}: ${input.link}\n\n${regards}\n`,
  };
}
