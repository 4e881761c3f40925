import { submitOrderAction } from '../../domain/orders';
import { allow } from '../rateLimit';
import { getDatabase, getMailQueue, getPayments, siteUrl } from '../services';
import { kickDelivery } from '../mail/deliver';
import { startOrder } from '../orders/start';
import { loadOwnProfile } from '../account/profile';
import { userAction } from './define';
import { fail } from './failure';

/**
 * Order form submit (portal spec §7 "Order submit"): the quote and its two e-mails, then the
 * checkout URL to send the browser to. A failed checkout answers `checkout_failed` with the saved
 * quote's id, so a retry reuses that quote instead of filing the request twice.
 */
export const submit = userAction({
  input: submitOrderAction,
  async handler(input, ctx) {
    const userId = ctx.session.user.id;
    if (!(await allow('orderSubmissions', userId))) fail('rate_limited');
    const db = await getDatabase();
    const profile = await loadOwnProfile(ctx.caller);
    const result = await startOrder(
      {
        db,
        mail: getMailQueue(),
        payments: await getPayments(),
      },
      {
        userId,
        claims: ctx.session.claims,
        email: ctx.session.user.email,
        contact: {
          name: profile.fullName,
          phone: profile.phone,
          company: profile.company,
        },
        packageId: input.packageId,
        quantity: input.quantity,
        details: input.projectDetails,
        locale: ctx.locale,
        origin: siteUrl(),
        retryQuoteId: input.retryQuoteId,
        withholding: input.withholding,
      },
    );
    if (result.ok || result.error === 'checkout_failed') kickDelivery();
    if (!result.ok && result.error === 'package_not_found') fail('package_not_found');
    if (!result.ok && result.error === 'withholding_choice_required') fail('withholding_choice_required');
    return result;
  },
});
