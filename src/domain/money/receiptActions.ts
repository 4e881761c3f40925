/**
 * The studio's money actions on one receipt/tax invoice (docs/decisions/0064): a credit note with its
 * reason, and a refund. The rules here are the ones the database functions hold again under a lock
 * (record_receipt_credit_note, record_receipt_refund); the form and the action use them to word a
 * refusal before asking.
 */
import { z } from '../zod';
import { creditNoteFor, type CreditNoteFacts, type CreditReference } from './creditNote';
import type { DocumentSnapshot, DocumentType } from './document';
import type { Satang } from './satang';

export const REASON_MIN = 3;
export const REASON_MAX = 300;
export const REFUND_METHODS = ['transfer', 'promptpay', 'card', 'cash'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

/**
 * "1,234.5", "1234.50" or "฿1,234" baht → 123450 satang; null for anything that is not a positive amount with at
 * most two decimals (so "12.345", "-5", "1e3" and "" are refused rather than rounded).
 */
export function parseBahtText(text: string): Satang | null {
  const typed = text.trim().replace(/^฿\s*/, '');
  // Commas only as thousands separators ("1,500", not "1,5" or "12,").
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(typed)) return null;
  const plain = typed.replace(/,/g, '');
  if (plain.split('.')[0]!.length > 10) return null;
  const [baht = '0', fraction = ''] = plain.split('.');
  const satang = Number(baht) * 100 + Number(fraction.padEnd(2, '0'));
  return satang > 0 ? satang : null;
}

export type AmountProblem = 'amount' | 'over';

/** Why `amount` cannot be taken from what `remaining` allows, or null when it can. */
export function amountProblem(amount: Satang | null, remaining: Satang): AmountProblem | null {
  if (amount === null || !Number.isSafeInteger(amount) || amount <= 0) return 'amount';
  return amount > remaining ? 'over' : null;
}

/** What a credit note or refund may still take: never below zero. */
export function remainingOf(total: Satang, taken: readonly Satang[]): Satang {
  return Math.max(
    0,
    taken.reduce((left, amount) => left - amount, total),
  );
}

export const creditInput = z.object({
  documentId: z.uuid(),
  amountSatang: z.number().int().positive(),
  reason: z.string().trim().min(REASON_MIN).max(REASON_MAX),
});
export type CreditInput = z.infer<typeof creditInput>;

export const refundInput = z.object({
  documentId: z.uuid(),
  amountSatang: z.number().int().positive(),
  method: z.enum(REFUND_METHODS),
  refundedOn: z.iso.date(),
  reference: z.string().trim().max(120).default(''),
});
export type RefundInput = z.infer<typeof refundInput>;

export interface StudioCreditFacts extends Omit<CreditNoteFacts, 'originalTotal' | 'correctTotal' | 'references' | 'subject'> {
  /** The receipt/tax invoice corrected. */
  original: CreditReference;
  /** What remains creditable on it before this note (its total less earlier credit notes), VAT included. */
  creditable: Satang;
  amount: Satang;
  /** As the studio typed it: shown under both languages of the document. */
  reason: string;
}

/**
 * The credit note's snapshot for a credit the studio gives on one receipt: the values of section 86/10
 * (original as still standing, correct, difference, VAT on the difference) from the domain's
 * creditNoteFor, with the studio's reason and a line that names the original.
 */
export function studioCreditNoteFor(facts: StudioCreditFacts): { type: DocumentType; snapshot: DocumentSnapshot } {
  const problem = amountProblem(facts.amount, facts.creditable);
  if (problem) throw new RangeError(`a credit of ${facts.amount} on ${facts.creditable} creditable: ${problem}`);
  const reason = facts.reason.trim();
  if (reason.length < REASON_MIN || reason.length > REASON_MAX) throw new RangeError('a credit note states its reason');
  const note = creditNoteFor({
    seller: facts.seller,
    buyer: facts.buyer,
    references: [facts.original],
    originalTotal: facts.creditable,
    correctTotal: facts.creditable - facts.amount,
    subject: { th: facts.original.number, en: facts.original.number },
    demo: facts.demo,
  });
  const credit = note.snapshot.credit;
  if (!credit) throw new Error('creditNoteFor gave no credit details');
  return {
    type: note.type,
    snapshot: {
      ...note.snapshot,
      lines: note.snapshot.lines.map((line) => ({
        ...line,
        description: {
          th: `ลดมูลค่าค่าบริการตามเลขที่ ${facts.original.number}`,
          en: `Reduction of the service fee on ${facts.original.number}`,
        },
      })),
      credit: { ...credit, reason: { th: reason, en: reason } },
    },
  };
}
