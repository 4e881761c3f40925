import { z } from 'zod';
import { ORDER_STATUSES, customerQuery, quoteUpdate } from '../../domain/admin';
import { getMailQueue, siteUrl } from '../services';
import { kickDelivery } from '../mail/deliver';
import { loadAdminOverview, sendQuoteEmail, setOrderStatus, updateQuote } from '../admin/pipeline';
import { listCustomers } from '../admin/customers';
import { loadReport } from '../admin/reports';
import { reportRange } from '../../domain/reports';
import { adminAction } from './define';
import { fail } from './failure';

/** The admin panel's Refresh. */
export const overview = adminAction({
  input: z.object({}).default({}),
  async handler(_input, ctx) {
    return loadAdminOverview(ctx.caller);
  },
});

/** The Customers tab: its own load, so its failure is its own ('Failed to load customers: ...'). */
export const customers = adminAction({
  input: customerQuery,
  async handler(input, ctx) {
    return listCustomers(ctx.caller, input);
  },
});

export const saveQuote = adminAction({
  input: quoteUpdate,
  async handler(input, ctx) {
    const quote = await updateQuote(ctx.caller, input);
    if (!quote) fail('quote_not_found');
    return quote;
  },
});

export const emailQuote = adminAction({
  input: z.object({ id: z.uuid() }),
  async handler(input, ctx) {
    const queued = await sendQuoteEmail(ctx.caller, getMailQueue(), input.id, siteUrl());
    if (!queued) fail('quote_not_found');
    kickDelivery();
    return { queued: true as const };
  },
});

export const saveOrderStatus = adminAction({
  input: z.object({ id: z.uuid(), status: z.enum(ORDER_STATUSES) }),
  async handler(input, ctx) {
    if (!(await setOrderStatus(ctx.caller, input.id, input.status))) {
      fail('order_not_found');
    }
    return { id: input.id, status: input.status };
  },
});

/** The Reports tab (issue 21): the owner's figures for a date range, read as the admin (RLS decides). */
export const reports = adminAction({
  input: reportRange,
  async handler(input, ctx) {
    return loadReport(ctx.caller, input);
  },
});
