import { useRef } from 'react';
import { makeT } from '../../client/i18n';
import { PortalBoundary } from '../shared/AuthErrorBoundary';
import type { Locale } from '../../i18n/locales';
import { useOrderForm } from './orderForm/useOrderForm';
import { ProjectFields } from './orderForm/ProjectFields';
import { OrderSummary } from './orderForm/OrderSummary';
import type { OrderMessages } from './orderForm/words';

export { ORDER_PREFIXES } from './orderForm/words';

interface Props {
  locale: Locale;
  messages: OrderMessages;
  pkg: { id: string; name: string; price: number; currency: string };
  /** This locale's sign-in page, returning here. */
  signInHref: string;
  /** The client bills as a company: the form asks whether it withholds 3% (decision 0061). */
  company?: boolean;
}

/**
 * The order page's right column (portal spec §2 "Order page"): quantity stepper, project details,
 * Quote Summary and Submit Quote Request. The server stores the quote and its e-mails, then answers
 * with the checkout to go to; the estimate here is for display only.
 */
/** The order form inside the portal's error boundary: a render error shows a message, not a blank card. */
export default function OrderFormIsland(props: Props) {
  return (
    <PortalBoundary t={makeT(props.messages)} signInHref={props.signInHref}>
      <OrderForm {...props} />
    </PortalBoundary>
  );
}

function OrderForm({ locale, messages, pkg, signInHref, company = false }: Props) {
  const t = makeT(messages);
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const form = useOrderForm(t, locale, pkg.id, formRef, statusRef);
  return (
    <form
      ref={formRef}
      className="space-y-6"
      method="post"
      onSubmit={form.submit}
      noValidate
      aria-labelledby="order-form-title"
      data-order-form
    >
      <ProjectFields t={t} form={form} />
      <OrderSummary t={t} locale={locale} pkg={pkg} form={form} statusRef={statusRef} signInHref={signInHref} company={company} />
    </form>
  );
}
