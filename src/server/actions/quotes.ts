import { acceptQuoteAction, payQuoteAction, quoteMessageAction, quoteIdAction } from '../../domain/quotes/settlement';
import { allow } from '../rateLimit';
import { getDatabase, getMailQueue, getPayments, siteUrl } from '../services';
import { kickDelivery } from '../mail/deliver';
import { acceptQuote, type AcceptRefusal } from '../quotes/accept';
import { askAboutQuote } from '../quotes/ask';
import { openThread } from '../quotes/conversation';
import { payQuote } from '../quotes/pay';
import type { QuoteCaller } from '../billing/ledger/ledger';
import { userAction, type UserContext } from './define';
import { fail } from './failure';
import type { FailureCode } from '../../domain/errors';

/**
 * The client's answers to a custom quote on the dashboard (docs/decisions/0018). Each action is for
 * the quote's owner only (each runs as the caller, and the database refuses another user's quote),
 * rate limited per account, and never takes an amount from the browser.
 */
function callerOf(ctx: UserContext): QuoteCaller {
  return { userId: ctx.session.user.id, claims: ctx.session.claims, email: ctx.session.user.email, origin: siteUrl() };
}

async function deps() {
  return { db: await getDatabase(), mail: getMailQueue(), payments: await getPayments() };
}

const ACCEPT_FAILURES = {
  not_found: 'quote_not_found',
  not_acceptable: 'quote_not_acceptable',
  stale_revision: 'quote_revision_stale',
  expired: 'quote_expired',
  withholding_choice_required: 'withholding_choice_required',
} as const satisfies Record<AcceptRefusal, FailureCode>;

/** Accept quote: approved, the studio told, then a checkout for what is due (or a credit note). */
export const accept = userAction({
  input: acceptQuoteAction,
  async handler(input, ctx) {
    if (!(await allow('quoteActions', ctx.session.user.id))) fail('rate_limited');
    // The acceptance record keeps the revision accepted, the address and the browser (decision 0053).
    const result = await acceptQuote(await deps(), callerOf(ctx), input.quoteId, {
      revision: input.revision,
      clientAddress: ctx.clientAddress,
      userAgent: ctx.context.request.headers.get('user-agent'),
      withholding: input.withholding,
    });
    if (!result.ok) fail(ACCEPT_FAILURES[result.error]);
    if (result.changed) kickDelivery();
    return { settlement: result.settlement, checkoutUrl: result.checkoutUrl, checkoutFailed: result.checkoutFailed };
  },
});

/** Pay now: the checkout for what an accepted quote still asks for (the open one, if there is one). */
export const pay = userAction({
  input: payQuoteAction,
  async handler(input, ctx) {
    if (!(await allow('quoteActions', ctx.session.user.id))) fail('rate_limited');
    const result = await payQuote(await deps(), callerOf(ctx), input.quoteId, input.withholding);
    if (!result.ok)
      fail(
        result.error === 'not_found'
          ? 'quote_not_found'
          : result.error === 'withholding_choice_required'
            ? 'withholding_choice_required'
            : 'quote_not_acceptable',
      );
    return { settlement: result.settlement, checkoutUrl: result.checkoutUrl, checkoutFailed: result.checkoutFailed };
  },
});

/** Ask a question: kept on the quote and e-mailed to the studio. */
export const ask = userAction({
  input: quoteMessageAction,
  async handler(input, ctx) {
    if (!(await allow('quoteMessages', ctx.session.user.id))) fail('rate_limited');
    const message = await askAboutQuote({ db: await getDatabase(), mail: getMailQueue() }, callerOf(ctx), input.quoteId, input.body);
    if (!message) fail('quote_not_found');
    kickDelivery();
    return { message };
  },
});

/** The client opened the quote's conversation on the dashboard: the studio's replies are no longer new. */
export const read = userAction({
  input: quoteIdAction,
  async handler(input, ctx) {
    if (!(await openThread(ctx.caller, input.quoteId, 'client'))) fail('quote_not_found');
    return { read: true as const };
  },
});
