/** The e-mail the studio's order status change sends the client (completed, or an unpaid order cancelled). */
import { Button, Paragraph, renderEmail } from '../blocks';
import { greeting, mailCopy, signOff, type Locale, type RenderedEmail } from './layout';

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
  return renderEmail(
    input.locale,
    t(`mail.orderStatus.${input.status}.subject`),
    <>
      <Paragraph>{greeting(input.locale, input.name)}</Paragraph>
      <Paragraph>{t(`mail.orderStatus.${input.status}.body`, { forPackage })}</Paragraph>
      <Button href={input.dashboardUrl} label={t('mail.goToDashboard')} />
      <Paragraph>{signOff(input.locale)}</Paragraph>
    </>,
  );
}
