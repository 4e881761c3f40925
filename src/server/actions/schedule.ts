/**
 * The studio's payment-schedule actions (decision 0050), admin at aal2 only (adminAction, and the
 * database functions check is_admin() again). Expected refusals come back as data ({ ok: false,
 * problem }) for the dialog to word; only a missing quote is an error.
 */
import { z } from 'zod';
import { adminAction } from './define';
import { fail } from './failure';
import { getConfig } from '../config';
import { getMailQueue, siteUrl } from '../services';
import { kickDelivery } from '../mail/deliver';
import { readSchedules } from '../billing/schedule/read';
import { readTransferReports } from '../transfers/report';
import { markInstalmentDue, markTransferReceived, setSchedule } from '../billing/schedule/manage';
import { expectedTransfer } from '../../domain/schedule/invoice';
import { scheduleInput, specsOf } from '../../domain/schedule/scheduleForm';

/** The quote's current schedule with what the dialog needs to offer the next step. */
export const schedule = adminAction({
  input: z.object({ id: z.uuid() }),
  async handler(input, ctx) {
    const found = await ctx.caller.run(async (tx) => {
      const quote = await tx.db
        .selectFrom('public.quotes as q')
        .leftJoin('public.billing_identities as b', 'b.user_id', 'q.user_id')
        .select(['q.id', 'q.status', 'q.quoted_price', 'q.accepted_price', 'b.kind'])
        .where('q.id', '=', input.id)
        .executeTakeFirst();
      if (!quote) return null;
      const [current] = await readSchedules(tx, [input.id]);
      // The client's "I have transferred" reports with their slips (decision 0064), to check and record.
      const reports = await readTransferReports(tx, current?.instalments.map((i) => i.id) ?? []);
      return { quote, current: current ?? null, reports };
    });
    if (!found) fail('quote_not_found');
    const seller = getConfig().seller;
    const vatRateBp = seller.ok && seller.identity.vat.registered ? seller.identity.vat.rateBp : 0;
    const company = found.quote.kind === 'company';
    return {
      status: found.quote.status,
      price: found.quote.accepted_price ?? found.quote.quoted_price,
      company,
      schedule: found.current,
      reports: found.reports,
      // What a transfer of each due instalment should bring: the net, and the withholding a company keeps.
      expected: Object.fromEntries(
        (found.current?.instalments ?? []).map((i) => [i.id, expectedTransfer(i.amount, company, vatRateBp)]),
      ) as Record<string, { net: number; withholding: number }>,
    };
  },
});

/**
 * A new revision from the studio's form: each instalment a percentage of the quote or a baht amount,
 * the last one the rest (scheduleInput, the form's own schema). What the splitter refuses (amounts
 * above the price, nothing left for the last one) comes back as a problem for the dialog to word. On a
 * quoted price a changed schedule issues the next quotation revision (decision 0062), named in the answer.
 */
export const setQuoteSchedule = adminAction({
  input: scheduleInput,
  async handler(input, ctx) {
    return setSchedule(ctx.caller, input.quoteId, specsOf(input.instalments), getConfig());
  },
});

export const markDue = adminAction({
  input: z.object({ id: z.uuid() }),
  async handler(input, ctx) {
    const outcome = await markInstalmentDue(ctx.caller, input.id, getConfig(), { mail: getMailQueue(), origin: siteUrl() });
    // The client's e-mail with the invoice was queued with the mark: send it now rather than at the next run.
    if (outcome.ok) kickDelivery();
    return outcome;
  },
});

export const markReceived = adminAction({
  input: z.object({
    id: z.uuid(),
    method: z.enum(['transfer', 'promptpay']),
    receivedSatang: z.number().int().positive(),
    withheldSatang: z.number().int().min(0),
    reference: z.string().trim().max(120).default(''),
    receivedOn: z.iso.date(),
  }),
  async handler(input, ctx) {
    return markTransferReceived(ctx.caller, input.id, input, getConfig(), { mail: getMailQueue(), origin: siteUrl() });
  },
});
