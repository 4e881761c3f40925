/**
 * The studio's payment-schedule actions (decision 0050), admin at aal2 only (adminAction, and the
 * database functions check is_admin() again). Expected refusals come back as data ({ ok: false,
 * problem }) for the dialog to word; only a missing quote is an error.
 */
import { z } from 'zod';
import { adminAction } from './define';
import { fail } from './failure';
import { getConfig } from '../config';
import { readSchedules } from '../schedule/read';
import { markInstalmentDue, markTransferReceived, setSchedule } from '../schedule/manage';
import { expectedTransfer } from '../../domain/schedule/invoice';
import { MAX_INSTALMENTS, type InstalmentSpec } from '../../domain/schedule/split';

const label = z.string().trim().min(1).max(80);

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
      return { quote, current: current ?? null };
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
      // What a transfer of each due instalment should bring: the net, and the withholding a company keeps.
      expected: Object.fromEntries(
        (found.current?.instalments ?? []).map((i) => [i.id, expectedTransfer(i.amount, company, vatRateBp)]),
      ) as Record<string, { net: number; withholding: number }>,
    };
  },
});

export const setQuoteSchedule = adminAction({
  input: z.object({
    quoteId: z.uuid(),
    instalments: z
      .array(z.object({ labelEn: label, labelTh: label, percent: z.number().positive().max(100) }))
      .min(1)
      .max(MAX_INSTALMENTS),
  }),
  async handler(input, ctx) {
    const specs: InstalmentSpec[] = input.instalments.map((row, index) => ({
      label: { en: row.labelEn, th: row.labelTh },
      trigger: index === 0 ? 'acceptance' : 'milestone',
      // Percent with up to two decimals, as basis points.
      share: { kind: 'percent', bp: Math.round(row.percent * 100) },
    }));
    return setSchedule(ctx.caller, input.quoteId, specs);
  },
});

export const markDue = adminAction({
  input: z.object({ id: z.uuid() }),
  async handler(input, ctx) {
    return markInstalmentDue(ctx.caller, input.id, getConfig());
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
    return markTransferReceived(ctx.caller, input.id, input, getConfig());
  },
});
