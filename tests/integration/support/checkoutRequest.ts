// The checkout the payment tests open: two Business Websites at ฿24,900 for ann@example.test, coming back
// to the local site in the client's language (the Thai pages live under /th).
import type { Locale } from '../../../src/i18n/locales';
import type { CheckoutRequest } from '../../../src/server/payments/types';

export function checkoutRequest(locale: Locale, extra: Partial<CheckoutRequest> = {}): CheckoutRequest {
  const site = locale === 'th' ? 'http://127.0.0.1:4321/th' : 'http://127.0.0.1:4321';
  return {
    quoteId: '11111111-1111-4111-8111-111111111111',
    userId: '22222222-2222-4222-8222-222222222222',
    packageId: 'a0000000-0000-4000-8000-000000000002',
    packageName: 'Business Website',
    unitAmount: 24900,
    quantity: 2,
    currency: 'THB',
    customerEmail: 'ann@example.test',
    locale,
    successUrl: `${site}/dashboard?success=true&session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${site}/order/a0000000-0000-4000-8000-000000000002?cancelled=true`,
    ...extra,
  };
}
