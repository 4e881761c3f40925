/**
 * What Payment History says about a tax document's e-Tax e-mail (decision 0069): being sent, sent on a
 * date, failed and being retried, or failed for good. Nothing when the route did not send it.
 */
import type { TranslationKey } from '../../i18n/translate';
import type { EtaxMailStatus } from '../../server/billing/documents/etaxEmail';

export type EtaxLabel = { key: Extract<TranslationKey, `payments.etax.${string}`>; date: string | null };

export function etaxLabel(status: EtaxMailStatus | null | undefined): EtaxLabel | null {
  if (!status) return null;
  if (status.status === 'sent') return { key: 'payments.etax.sent', date: status.sentAt ? status.sentAt.toISOString() : null };
  if (status.status === 'failed') return { key: 'payments.etax.failed', date: null };
  return { key: status.attempts > 0 ? 'payments.etax.retrying' : 'payments.etax.pending', date: null };
}
