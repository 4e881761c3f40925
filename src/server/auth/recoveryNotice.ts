/**
 * Tells the account's owner that a two-step recovery code was used (decision 0049), through the outbox
 * like every e-mail. A recovery code is what someone without the phone uses, so if it was not the owner
 * this is their first warning. Never fails the sign-in it follows: a lost notice is logged.
 */
import { isLocale, localePrefix, type Locale } from '../../i18n/locales';
import type { Database } from '../db/types';
import type { MailQueue } from '../mail/outbox';
import type { RecoveryOutcome, VerifiedSession } from './types';

export async function noticeRecoveryCodeUsed(
  deps: { db: Database; mail: MailQueue },
  session: VerifiedSession,
  outcome: RecoveryOutcome,
  context: { locale: Locale; origin: string },
): Promise<void> {
  const { user } = session;
  // A LINE account without an address has nowhere to be told.
  if (!user.email) return;
  const stored = user.userMetadata['locale'];
  const locale = isLocale(stored) ? stored : context.locale;
  const named = user.userMetadata['full_name'] ?? user.userMetadata['name'];
  const name = typeof named === 'string' ? named : '';
  try {
    await deps.db.asService((tx) =>
      deps.mail.enqueue(
        tx,
        'account_recovery_code_used',
        {
          to: user.email,
          name,
          locale,
          usedAt: new Date().toISOString(),
          factorsRemoved: outcome === 'factorsRemoved',
          link: `${context.origin}${localePrefix(locale)}/account/two-step`,
        },
        { relatedTable: 'profiles', relatedId: user.id },
      ),
    );
  } catch (error) {
    console.error('[auth] the recovery-code notice could not be queued', error);
  }
}
