/**
 * The receipt/tax invoice of a paid order, issued in the transaction that records the payment
 * (orders/fulfil.ts), so a payment never exists without its document and a rolled-back payment takes
 * its number back with it. The order's amount is what the payment settles, VAT included
 * (docs/decisions/0043): the money received plus what the client withheld, if it did (0061).
 */
import type { Tx } from '../../db/types';
import type { AppConfig } from '../../config';
import { bahtToSatang } from '../../../domain/money/satang';
import { receiptFor, type BuyerSnapshot, type DocumentLine } from '../../../domain/money/document';
import { readBillingIdentity } from '../identity';
import { packageLine } from '../../../domain/money/packageLine';
import { quotationReference } from '../../../domain/money/references';
import { quotationNumberOf } from '../quotation/quotationNumber';
import { issueDocument, type IssuedDocument } from './issue';
import { sellerOnDocument } from '../seller';

export type ReceiptOutcome = { issued: IssuedDocument } | { skipped: 'seller_incomplete' | 'no_order' | 'no_amount' | 'not_computable' };

/** The order with its package's names and, for an instalment, its position and labels. */
function readPaidOrder(tx: Tx, orderId: string) {
  return tx.db
    .selectFrom('public.orders as o')
    .leftJoin('public.packages as p', 'p.id', 'o.package_id')
    .leftJoin('public.payment_instalments as i', 'i.id', 'o.instalment_id')
    .select([
      'o.id',
      'o.user_id',
      'o.quote_id',
      'o.quantity',
      'o.total_amount',
      'o.payment_session_id',
      'o.purpose',
      'o.withheld_satang',
      'p.name',
      'p.name_th',
    ])
    .select(['i.position as instalment_position', 'i.label_en as instalment_en', 'i.label_th as instalment_th'])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
}

type PaidOrder = NonNullable<Awaited<ReturnType<typeof readPaidOrder>>>;

/** The receipt's lines: the package with its quantity and unit price, or one line of what was paid as quoted. */
function receiptLines(order: PaidOrder, paid: number, cites: ReturnType<typeof quotationReference>): Omit<DocumentLine, 'amount'>[] {
  // A package line shows its quantity and unit price when the amount divides evenly (it does: the order
  // is the package's price times the quantity); anything else is one line of the amount paid.
  const perUnit = paid % order.quantity === 0;
  const instalment = order.instalment_position
    ? {
        th: ` ${order.instalment_th} (งวดที่ ${order.instalment_position})`,
        en: ` ${order.instalment_en} (instalment ${order.instalment_position})`,
      }
    : { th: '', en: '' };
  return order.purpose === 'quote_balance' || !order.name || !perUnit
    ? [
        {
          description: {
            th: `ค่าบริการตามใบเสนอราคา${instalment.th}${cites ? ` ${cites.th}` : ''}`,
            en: `Services as quoted${instalment.en}${cites ? `, ${cites.en}` : ''}`,
          },
          quantity: 1,
          unitPrice: paid,
        },
      ]
    : [
        {
          description: packageLine({ th: order.name_th || order.name, en: order.name }),
          quantity: order.quantity,
          // total_amount is the package's price times the quantity, in whole baht.
          unitPrice: paid / order.quantity,
        },
      ];
}

/**
 * Issues (or finds) the receipt of `orderId`. Runs as the service role. With the studio's identity
 * incomplete (production without SELLER_*), nothing is issued: the payment still stands, the log says
 * why, and the receipt can be issued once the identity is configured.
 */
export async function issuePaymentReceipt(
  tx: Tx,
  orderId: string,
  config: Pick<AppConfig, 'seller' | 'payments'>,
  paidAt: Date = new Date(),
  /** A bank transfer or PromptPay payment the studio marked received (schedule/manage.ts); a checkout's method otherwise. */
  received?: { method: 'transfer' | 'promptpay'; reference?: string | undefined },
): Promise<ReceiptOutcome> {
  if (!config.seller.ok) {
    console.error(
      `[documents] no receipt for order ${orderId}: the studio's identity is incomplete (${config.seller.problems.join('; ')})`,
    );
    return { skipped: 'seller_incomplete' };
  }
  const order = await readPaidOrder(tx, orderId);
  if (!order) return { skipped: 'no_order' };
  if (order.total_amount <= 0) return { skipped: 'no_amount' };

  const identity = config.seller.identity;
  const buyer = await buyerOf(tx, order.user_id);
  // What the payment settles (VAT included); the client may have withheld part of it (decision 0061).
  const paid = bahtToSatang(order.total_amount);
  const withheld = Number(order.withheld_satang);
  const cites = quotationReference(await quotationNumberOf(tx, order.quote_id));
  const lines = receiptLines(order, paid, cites);
  let receipt: ReturnType<typeof receiptFor>;
  try {
    receipt = receiptFor({
      seller: sellerOnDocument(identity),
      buyer,
      lines,
      payment: {
        method: received?.method ?? (config.payments.kind === 'stripe' ? 'card' : 'demo'),
        reference: received?.reference || (order.payment_session_id ?? order.id),
        paidAt: paidAt.toISOString(),
        // The money received; the withheld part is covered by the client's certificate (50 ทวิ).
        amount: paid - withheld,
        withheld,
      },
      demo: config.seller.demo,
    });
  } catch (error) {
    // Pure arithmetic refused the amounts (they would not add up): the payment must still be recorded,
    // so nothing is issued and the studio is told through the log. No statement has failed, so the
    // transaction goes on.
    console.error(`[documents] no receipt for order ${orderId}: the amounts do not add up`, error);
    return { skipped: 'not_computable' };
  }
  const { type, snapshot } = receipt;
  const issued = await issueDocument(tx, {
    type,
    issuedAt: paidAt,
    userId: order.user_id,
    quoteId: order.quote_id,
    orderId: order.id,
    snapshot,
  });
  return { issued };
}

/** The client's billing identity as it is now; without one, their profile's name as a person. */
export async function buyerOf(tx: Tx, userId: string | null): Promise<BuyerSnapshot> {
  const profile = userId
    ? await tx.db.selectFrom('public.profiles').select(['full_name', 'email']).where('id', '=', userId).executeTakeFirst()
    : undefined;
  const email = profile?.email ?? '';
  const billing = userId ? await readBillingIdentity(tx, userId) : null;
  if (billing)
    return { kind: billing.kind, name: billing.legalName, taxId: billing.taxId, branch: billing.branch, address: billing.address, email };
  return { kind: 'individual', name: profile?.full_name || email, taxId: null, branch: null, address: '', email };
}
