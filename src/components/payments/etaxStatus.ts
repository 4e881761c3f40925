/**
 * What Payment History says about a tax document's e-Tax e-mail (decision 0069): being sent, sent on a
 * date, failed and being retried, or failed for good; and once the studio recorded it (decision 0076),
 * the time-stamped copy received on a date. Nothing when the route did not send it.
 */
import type { TranslationKey } from '../../i18n/translate';
import type { EtaxMailStatus } from '../../server/billing/documents/etaxEmail';
import { bangkokNoon } from '../../domain/time/bangkok';

export type EtaxLabel = { key: Extract<TranslationKey, `payments.etax.${string}`>; date: string | null };

export function etaxLabel(status: EtaxMailStatus | null | undefined): EtaxLabel | null {
  if (!status) return null;
  // A Bangkok day: its noon, which formatDate shows as that day (it formats in Bangkok time).
  if (status.timestampedOn) return { key: 'payments.etax.timestamped', date: bangkokNoon(status.timestampedOn).toISOString() };
  if (status.status === 'sent') return { key: 'payments.etax.sent', date: status.sentAt ? status.sentAt.toISOString() : null };
  if (status.status === 'failed') return { key: 'payments.etax.failed', date: null };
  return { key: status.attempts > 0 ? 'payments.etax.retrying' : 'payments.etax.pending', date: null };
}
