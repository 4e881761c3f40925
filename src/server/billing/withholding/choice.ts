/**
 * The withholding of a payment about to be made (docs/decisions/0061): from the caller's billing
 * identity (only a company withholds), their choice, and the studio's VAT rate (the 3% is on the value
 * before VAT). Quotes (pay.ts, accept.ts) and orders (start.ts) call it before opening a checkout, and
 * record what it answers on the pending order (public.set_checkout_withholding).
 */
import { call } from '../../db/builder';
import type { Tx } from '../../db/types';
import type { AppConfig } from '../../config';
import { VAT_RATE_BP } from '../../../domain/money/tax';
import { checkoutWithholding, type CheckoutWithholding, type WithholdingChoice } from '../../../domain/money/withholdingChoice';
import { readBillingIdentity } from '../identity';
import { translator } from '../../../i18n/translate';
import type { Locale } from '../../../i18n/locales';
import { formatSatang } from '../../../domain/money/satang';

/** The studio's VAT rate for the split: 0 when it is not registered; 7% while its identity is incomplete. */
export function studioVatRateBp(config: Pick<AppConfig, 'seller'>): number {
  if (!config.seller.ok) return VAT_RATE_BP;
  return config.seller.identity.vat.registered ? config.seller.identity.vat.rateBp : 0;
}

/** Within a transaction that may read the caller's billing identity (the caller, or the service). */
export async function withholdingFor(
  tx: Tx,
  userId: string,
  totalSatang: number,
  choice: WithholdingChoice | undefined,
  config: Pick<AppConfig, 'seller'>,
): Promise<CheckoutWithholding> {
  const identity = await readBillingIdentity(tx, userId);
  return checkoutWithholding(totalSatang, identity?.kind ?? null, choice, studioVatRateBp(config));
}

/** Whether the caller must choose before paying (a company billing identity). */
export async function mustChooseWithholding(tx: Tx, userId: string): Promise<boolean> {
  return (await readBillingIdentity(tx, userId))?.kind === 'company';
}

/** What the provider's checkout page says under the item, in the client's language. */
export function withholdingLabel(locale: Locale, withheld: number): string {
  return translator(locale)('withholding.choice.checkoutNote', { amount: formatSatang(withheld) });
}

/** Records the withholding on the caller's pending order of `sessionId`; throws when nothing matched (rolls back). */
export async function recordCheckoutWithholding(tx: Tx, sessionId: string, withheld: number): Promise<void> {
  if (withheld === 0) return;
  const answer = await tx.db.selectNoFrom(call('public.set_checkout_withholding', sessionId, withheld).as('ok')).executeTakeFirst();
  if (!answer?.ok) throw new Error(`the withholding of checkout ${sessionId} could not be recorded`);
}
