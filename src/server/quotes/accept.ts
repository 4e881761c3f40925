/**
 * A client accepts a custom quote (docs/decisions/0018, 0030). In ONE transaction as the client: the
 * database's accept_quote checks the quote is theirs and priced and that the revision they accept is the
 * latest and still valid, locks it, approves it and records the acceptance (decision 0053); then the
 * studio's e-mail and, when the price is below what was paid, a credit note and its e-mail. A second
 * call (double click, replay) finds the quote approved and changes nothing.
 */
import { call } from '../db/builder';
import type { Settlement } from '../../domain/quotes/settlement';
import {
  clientOf,
  dashboardUrl,
  issueCreditNote,
  packageNameFor,
  readQuote,
  settlementOf,
  type QuoteCaller,
  type QuoteDeps,
} from '../billing/ledger/ledger';
import { payQuote } from './pay';
import { invoiceDueOnAcceptance } from '../billing/schedule/manage';
import { getConfig } from '../config';
import type { WithholdingChoice } from '../../domain/money/withholdingChoice';
import { mustChooseWithholding } from '../billing/withholding/choice';

export type AcceptResult =
  | {
      ok: true;
      /** True when this call accepted it; false when it was already accepted (nothing was done again). */
      changed: boolean;
      settlement: Settlement;
      /** Where to send the browser to pay, when something is due and a checkout could be opened. */
      checkoutUrl: string | null;
      checkoutFailed: boolean;
    }
  | { ok: false; error: AcceptRefusal };

export type AcceptRefusal = 'not_found' | 'not_acceptable' | 'stale_revision' | 'expired' | 'withholding_choice_required';
const REFUSALS: readonly string[] = ['not_found', 'not_acceptable', 'stale_revision', 'expired'] satisfies AcceptRefusal[];

/**
 * What the acceptance record keeps besides who and when (decision 0053): the quotation revision the
 * client saw (null for a quote priced before revisions existed; anything but the latest is refused) and
 * where the request came from.
 */
export interface AcceptTerms {
  revision: number | null;
  /** As the rate limiter sees it (src/server/actions/define.ts): 'unknown' when the adapter gives none. */
  clientAddress: string;
  userAgent: string | null;
  /** A company client's choice for the payment due on acceptance (decision 0061). */
  withholding?: WithholdingChoice | undefined;
}

export async function acceptQuote(deps: QuoteDeps, caller: QuoteCaller, quoteId: string, terms: AcceptTerms): Promise<AcceptResult> {
  const accepted = await deps.db.asCaller(caller.claims, async (tx) => {
    // A company says whether it withholds before it accepts: the payment due now follows (decision 0061).
    if (terms.withholding === undefined && (await mustChooseWithholding(tx, caller.userId)))
      return { ok: false as const, error: 'withholding_choice_required' as const };
    const answer = await tx.db
      .selectNoFrom(
        // A null revision is real (the client saw none); the generated signature cannot say so.
        call('public.accept_quote', quoteId, terms.revision as number, terms.clientAddress, terms.userAgent as string).as('outcome'),
      )
      .executeTakeFirst();
    const outcome = answer?.outcome;
    if (outcome !== undefined && REFUSALS.includes(outcome)) return { ok: false as const, error: outcome as AcceptRefusal };
    const row = await readQuote(tx, quoteId);
    if (!row || row.accepted_price === null)
      throw new Error(`accept_quote answered ${String(outcome)} but quote ${quoteId} is not accepted`);
    const settlement = await settlementOf(tx, row.id, row.accepted_price);
    // Already accepted: the same answer again, and nothing queued or credited twice.
    if (outcome === 'already_accepted') return { ok: true as const, changed: false, settlement };
    const client = clientOf(row, caller.email);
    const related = { relatedTable: 'quotes', relatedId: row.id };
    const context = { locale: row.locale, client, quoteId: row.id };
    if (settlement.outcome === 'credit') {
      const packageName = await packageNameFor(tx, row);
      await issueCreditNote(tx, row, settlement, (system, note) =>
        deps.mail.enqueue(
          system,
          'quote_credit_note',
          {
            ...context,
            packageName,
            link: dashboardUrl(caller.origin, row.locale),
            settlement,
            creditNoteNumber: note.number,
            attached: note.attached,
          },
          related,
          note.attachments,
        ),
      );
    }
    // A payment schedule's deposit falls due now, with its invoice and its e-mail, in this transaction (decision 0050).
    if (settlement.outcome === 'due')
      await tx.asService((system) => invoiceDueOnAcceptance(system, row.id, getConfig(), { mail: deps.mail, origin: caller.origin }));
    // The outbox is the system's (no user writes e-mails): queued as the service, in this transaction.
    await tx.asService((system) =>
      deps.mail.enqueue(
        system,
        'quote_accepted',
        { ...context, packageName: row.package_name, link: `${caller.origin}/admin`, settlement, timeline: row.quoted_timeline },
        related,
      ),
    );
    return { ok: true as const, changed: true, settlement };
  });
  if (!accepted.ok) return accepted;
  if (accepted.settlement.outcome !== 'due') return { ...accepted, checkoutUrl: null, checkoutFailed: false };
  const paid = await payQuote(deps, caller, quoteId, terms.withholding);
  if (!paid.ok) return { ...accepted, checkoutUrl: null, checkoutFailed: true };
  return { ...accepted, settlement: paid.settlement, checkoutUrl: paid.checkoutUrl, checkoutFailed: paid.checkoutFailed };
}
