/**
 * The studio's money actions on a quote's receipts (docs/decisions/0064), admin at aal2 only
 * (adminAction; the database functions check is_admin() again). Refusals come back as data
 * ({ ok: false, problem }) for the dialog to word.
 */
import { z } from 'zod';
import { adminAction } from './define';
import { getConfig } from '../config';
import { issueReceiptCreditNote, readReceiptMoney, recordReceiptRefund } from '../documents/receiptMoney';
import { creditInput, refundInput } from '../../domain/money/receiptActions';

/** The quote's receipts/tax invoices with what can still be credited and refunded on each. */
export const receiptMoney = adminAction({
  input: z.object({ quoteId: z.uuid() }),
  async handler(input, ctx) {
    return ctx.caller.run((tx) => readReceiptMoney(tx, [input.quoteId]));
  },
});

export const issueCreditNote = adminAction({
  input: creditInput,
  async handler(input, ctx) {
    return issueReceiptCreditNote(ctx.caller, input, getConfig());
  },
});

export const recordRefund = adminAction({
  input: refundInput,
  async handler(input, ctx) {
    return recordReceiptRefund(ctx.caller, input);
  },
});
