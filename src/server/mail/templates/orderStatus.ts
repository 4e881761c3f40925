/** The e-mail the studio's order status change sends the client (completed, or an unpaid order cancelled). */
import { button, greeting, mailCopy, p, render, signOff, type Locale, type RenderedEmail } from './layout';

export interface OrderStatusInput {
  /** The client's language (the order's quote's locale). */
  locale: Locale;
  name: string;
  status: 'completed' | 'cancelled';
  /** The package in the client's language, or the quote's own name. */
  packageName: string | null;
  /** Absolute link to the client's dashboard. */
  dashboardUrl: string;
}

export function orderStatus(input: OrderStatusInput): RenderedEmail {
  const t = mailCopy(input.locale);
  const pkg = input.packageName?.trim();
  const forPackage = pkg ? t('mail.quoteStatus.forPackage', { package: pkg }) : '';
  return render(input.locale, t(`mail.orderStatus.${input.status}.subject`), [
    p(greeting(input.locale, input.name)),
    p(t(`mail.orderStatus.${input.status}.body`, { forPackage })),
    ...button(input.dashboardUrl, t('mail.goToDashboard')),
    p(signOff(input.locale)),
  ]);
}
