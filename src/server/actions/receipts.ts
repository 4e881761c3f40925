/**
 * The studio's money actions on a quote's receipts (docs/decisions/0064), admin at aal2 only
 * (adminAction; the database functions check is_admin() again). Refusals come back as data
 * ({ ok: false, problem }) for the dialog to word. A credit note is e-mailed to the client with its PDF.
 */
import { z } from 'zod';
import { adminAction } from './define';
import { getConfig } from '../config';
import { getMailQueue, siteUrl } from '../services';
import { kickDelivery } from '../mail/deliver';
import { issueReceiptCreditNote, readReceiptMoney, recordReceiptRefund } from '../billing/documents/receiptMoney';
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
    const outcome = await issueReceiptCreditNote(ctx.caller, input, getConfig(), { mail: getMailQueue(), origin: siteUrl() });
    // The client's e-mail with the credit note was queued with it: send it now rather than at the next run.
    if (outcome.ok) kickDelivery();
    return outcome;
  },
});

export const recordRefund = adminAction({
  input: refundInput,
  async handler(input, ctx) {
    return recordReceiptRefund(ctx.caller, input);
  },
});
