import { z } from 'zod';
import { ORDER_STATUSES } from '../../domain/admin';
import { customerQuery, quoteUpdate } from '../../domain/adminInput';
import { getMailQueue, siteUrl } from '../services';
import { kickDelivery } from '../mail/deliver';
import { changeOrderStatus, loadAdminOverview, loadOrderList, loadQuoteList, sendQuoteEmail, updateQuote } from '../admin/pipeline';
import { orderListQuery, quoteListQuery } from '../../domain/pipeline/lists';
import { listCustomers } from '../admin/customers';
import { loadQuoteRecord } from '../admin/quoteRecord';
import { withLocale } from '../../domain/validation/locale';
import { openThread, replyToQuote } from '../quotes/conversation';
import { quoteReplyInput } from '../../domain/quotes/conversation';
import { allow } from '../rateLimit';
import { loadReport } from '../admin/reports';
import { reportRange } from '../../domain/reports';
import { adminAction } from './define';
import { fail } from './failure';
import { formatMoney } from '../../i18n/format';

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
  input: quoteUpdate.extend(withLocale),
  async handler(input, ctx) {
    const quote = await updateQuote(ctx.caller, input);
    if (quote === 'not_found') fail('quote_not_found');
    if (quote === 'not_allowed') fail('transition_not_allowed');
    if ('linesOverPrice' in quote) {
      // Worded in the admin page's language (the input's locale), amounts as the dialog shows them.
      const { lines, price } = quote.linesOverPrice;
      fail('quote_lines_exceed_price', {
        reason: {
          key: 'admin.quote.lines.exceed',
          vars: { lines: formatMoney(ctx.locale, lines / 100), price: formatMoney(ctx.locale, price / 100) },
        },
      });
    }
    return quote;
  },
});

/** The quote dialog's whole record of one quote, worded in the admin page's language. */
export const quoteRecord = adminAction({
  input: z.object({ id: z.uuid(), ...withLocale }),
  async handler(input, ctx) {
    const record = await loadQuoteRecord(ctx.caller, input.id, ctx.locale);
    if (!record) fail('quote_not_found');
    return record;
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

/** The Quotes tab's quote list: search, filters, sort and page. */
export const quotes = adminAction({
  input: quoteListQuery,
  async handler(input, ctx) {
    return loadQuoteList(ctx.caller, input);
  },
});

/** The Quotes tab's order list: search, filters, sort and page. */
export const orders = adminAction({
  input: orderListQuery,
  async handler(input, ctx) {
    return loadOrderList(ctx.caller, input);
  },
});

export const saveOrderStatus = adminAction({
  input: z.object({ id: z.uuid(), status: z.enum(ORDER_STATUSES) }),
  async handler(input, ctx) {
    const outcome = await changeOrderStatus(ctx.caller, getMailQueue(), input.id, input.status, siteUrl());
    if (outcome === 'not_found') fail('order_not_found');
    if (outcome === 'not_allowed') fail('transition_not_allowed');
    if (outcome === 'changed') kickDelivery();
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

/** The Reports tab (issue 21): the owner's figures for a date range, read as the admin (RLS decides). */
export const reports = adminAction({
  input: reportRange,
  async handler(input, ctx) {
    return loadReport(ctx.caller, input);
  },
});
