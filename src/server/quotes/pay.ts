/**
 * "Pay now" on an accepted custom quote (docs/decisions/0018, 0030): the checkout for what it still
 * asks for. The amount is computed here from the database (accepted price minus paid orders plus
 * credit notes), never taken from the browser, and the database checks it again when the pending order
 * is recorded (record_balance_checkout). Runs as the client: lock_own_quote refuses another user's
 * quote and keeps it locked while the provider is asked, so two requests at once (a double click)
 * cannot open two checkouts: the second finds the first's open checkout and gets it back.
 */
import { sql } from 'kysely';
import { call } from '../db/builder';
import type { Settlement } from '../../domain/quotes/settlement';
import { localePrefix } from '../../i18n/locales';
import { translator } from '../../i18n/translate';
import { clientOf, packageNameFor, readQuote, settlementOf, type QuoteCaller, type QuoteDeps } from '../billing/ledger/ledger';
import { dueInstalment } from '../billing/schedule/read';
import type { WithholdingChoice } from '../../domain/money/withholdingChoice';
import { recordCheckoutWithholding, withholdingFor, withholdingLabel } from '../billing/withholding/choice';
import { getConfig } from '../config';

/** Stripe keeps a checkout open for 24 hours; an older stored one is not offered again. */
const REUSE_CHECKOUT_HOURS = 23;

export type PayResult =
  | { ok: true; settlement: Settlement; checkoutUrl: string | null; checkoutFailed: boolean }
  | { ok: false; error: 'not_found' | 'not_acceptable' | 'withholding_choice_required' };

/**
 * `withholding`: a company client's choice for this payment (decision 0061); the checkout then charges
 * the total less 3% of its value before VAT, and the pending order records what is withheld.
 */
export async function payQuote(deps: QuoteDeps, caller: QuoteCaller, quoteId: string, withholding?: WithholdingChoice): Promise<PayResult> {
  try {
    return await deps.db.asCaller(caller.claims, async (tx): Promise<PayResult> => {
      const locked = await tx.db.selectNoFrom(call('public.lock_own_quote', quoteId).as('mine')).executeTakeFirst();
      const row = locked?.mine ? await readQuote(tx, quoteId) : null;
      if (!row) return { ok: false, error: 'not_found' };
      if (row.status !== 'approved' || row.accepted_price === null) return { ok: false, error: 'not_acceptable' };
      const settlement = await settlementOf(tx, row.id, row.accepted_price);
      if (settlement.outcome !== 'due') return { ok: true, settlement, checkoutUrl: null, checkoutFailed: false };
      // With a payment schedule (decision 0050) the checkout is for the instalment due now, and nothing
      // when none is due yet (the studio marks milestones due); without one, for the whole balance.
      const schedule = await dueInstalment(tx, row.id);
      if (schedule.hasSchedule && !schedule.instalment) return { ok: true, settlement, checkoutUrl: null, checkoutFailed: false };
      const instalment = schedule.instalment;
      const amount = instalment ? instalment.amount / 100 : settlement.amount;
      const withheld = await withholdingFor(tx, caller.userId, amount * 100, withholding, getConfig());
      if (!withheld.ok) return { ok: false, error: withheld.error };
      const open = await tx.db
        .selectFrom('public.orders')
        .select([
          'id',
          'total_amount',
          'instalment_id',
          'checkout_url',
          'withheld_satang',
          sql<boolean>`created_at > now() - make_interval(hours => ${REUSE_CHECKOUT_HOURS})`.as('fresh'),
        ])
        .where('quote_id', '=', row.id)
        .where('purpose', '=', 'quote_balance')
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (
        open &&
        open.fresh &&
        open.checkout_url &&
        open.total_amount === amount &&
        Number(open.withheld_satang) === withheld.withheld &&
        open.instalment_id === (instalment?.id ?? null)
      ) {
        return { ok: true, settlement, checkoutUrl: open.checkout_url, checkoutFailed: false };
      }
      const prefix = localePrefix(row.locale);
      const packageName = await packageNameFor(tx, row);
      const session = await deps.payments.createCheckout({
        purpose: 'quote_balance',
        quoteId: row.id,
        userId: caller.userId,
        packageId: row.package_id,
        packageName: translator(row.locale)('quote.checkout.item', { package: packageName || '—' }),
        unitAmount: amount,
        quantity: 1,
        withholding:
          withheld.withheld > 0 ? { satang: withheld.withheld, label: withholdingLabel(row.locale, withheld.withheld) } : undefined,
        currency: 'THB',
        customerEmail: clientOf(row, caller.email).email || caller.email,
        locale: row.locale,
        successUrl: `${caller.origin}${prefix}/dashboard?success=true&session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${caller.origin}${prefix}/dashboard?checkout=cancelled`,
      });
      // A stale or different-amount checkout is superseded by this one (the function cancels it).
      if (instalment)
        await tx.db
          .selectNoFrom(call('public.record_instalment_checkout', instalment.id, session.sessionId, session.url).as('order_id'))
          .execute();
      else
        await tx.db
          .selectNoFrom(call('public.record_balance_checkout', row.id, settlement.amount, session.sessionId, session.url).as('order_id'))
          .execute();
      await recordCheckoutWithholding(tx, session.sessionId, withheld.withheld);
      return { ok: true, settlement, checkoutUrl: session.url, checkoutFailed: false };
    });
  } catch (error) {
    // The provider (or the record after it) failed: nothing was written; the client may try again.
    console.error('[quotes] could not open a checkout for quote', quoteId, error);
    const settlement = await deps.db.asCaller(caller.claims, async (tx) => {
      const row = await readQuote(tx, quoteId);
      return row?.accepted_price == null ? null : settlementOf(tx, row.id, row.accepted_price);
    });
    if (!settlement) return { ok: false, error: 'not_acceptable' };
    return { ok: true, settlement, checkoutUrl: null, checkoutFailed: true };
  }
}
