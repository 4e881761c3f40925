import { z } from 'zod';
import { ORDER_STATUSES, customerQuery, quoteUpdate } from '../../domain/admin';
import { getMailQueue, siteUrl } from '../services';
import { kickDelivery } from '../mail/deliver';
import { loadAdminOverview, sendQuoteEmail, setOrderStatus, updateQuote } from '../admin/pipeline';
import { listCustomers } from '../admin/customers';
import { openThread, replyToQuote } from '../quotes/conversation';
import { quoteReplyInput } from '../../domain/quotes/conversation';
import { allow } from '../rateLimit';
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

/** The studio's reply in the quote's conversation (decision 0040): stored, and e-mailed to the client. */
export const replyQuote = adminAction({
  input: quoteReplyInput,
  async handler(input, ctx) {
    if (!(await allow('quoteReplies', ctx.session.user.id))) fail('rate_limited');
    const message = await replyToQuote(ctx.caller, getMailQueue(), { ...input, origin: siteUrl() });
    if (!message) fail('quote_not_found');
    kickDelivery();
    return { message };
  },
});

/** The studio opened the quote's conversation: its messages are no longer unread. */
export const readQuoteThread = adminAction({
  input: z.object({ id: z.uuid() }),
  async handler(input, ctx) {
    if (!(await openThread(ctx.caller, input.id, 'studio'))) fail('quote_not_found');
    return { read: true as const };
  },
});
