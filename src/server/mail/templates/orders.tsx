/** The package order form: the purchase-attempt alert and the customer's quote confirmation. */
import { Button, Heading, Paragraph, Rows, renderEmail, type Row } from '../blocks';
import { formatDate, formatMoney, greeting, mailCopy, signOff, type Locale, type RenderedEmail } from './layout';
import { AttachedDocumentNote, type AttachedDocument } from './attachedDocument';
import { ContactRows, CustomerLanguageNote } from './studioAlert';
import { satangMoney } from './instalmentDue';

/** The order form's fields as stored in quotes.project_details (already in the customer's words). */
export interface ProjectDetails {
  business_name?: string | null;
  business_description?: string | null;
  target_audience?: string | null;
  preferred_colors?: string | null;
  special_requirements?: string | null;
  /** The chosen option's label, in the language of the e-mail. */
  timeline?: string | null;
  /** The chosen option's label, in the language of the e-mail. */
  budget_range?: string | null;
  quantity?: number | null;
}

export interface PurchaseInput {
  name: string;
  email: string;
  phone?: string | null;
  company?: string | null;
  packageName: string;
  /** Whole baht for the whole order (unit price times quantity), as the server computed it. */
  amount: number;
  projectDetails: ProjectDetails;
  /** The customer's language (the e-mail's language for quoteConfirmation). */
  locale: Locale;
  submittedAt?: Date;
  quoteId?: string;
  /** quoteConfirmation only: absolute link to the customer's dashboard. */
  dashboardUrl?: string | null;
}

function detailRows(locale: Locale, details: ProjectDetails): Row[] {
  const t = mailCopy(locale);
  return [
    [t('mail.row.businessName'), details.business_name],
    [t('mail.order.businessDescription'), details.business_description],
    [t('mail.order.targetAudience'), details.target_audience],
    [t('mail.order.preferredColours'), details.preferred_colors],
    [t('mail.order.specialRequirements'), details.special_requirements],
    [t('mail.row.timeline'), details.timeline],
    [t('mail.order.budgetRange'), details.budget_range],
  ];
}

const quantityOf = (input: PurchaseInput) => input.projectDetails.quantity ?? 1;

/** To the studio: a customer started checkout. */
export function purchaseAttempt(input: PurchaseInput): RenderedEmail {
  const submittedAt = input.submittedAt ?? new Date();
  const amount = formatMoney('en', input.amount);
  return renderEmail(
    'en',
    `Purchase started: ${input.packageName} (${amount}) by ${input.name}`,
    <>
      <Paragraph>{`${input.name} started checkout for ${input.packageName}. The payment is confirmed separately: a paid order appears under Latest orders in the admin panel. Reply to this e-mail to contact the customer.`}</Paragraph>
      <CustomerLanguageNote locale={input.locale} />
      <Heading>Customer</Heading>
      <ContactRows contact={input} locale={input.locale} />
      <Heading>Order</Heading>
      <Rows
        rows={[
          ['Package', input.packageName],
          ['Quantity', quantityOf(input)],
          ['Amount', amount],
          ['Received', `${formatDate('en', submittedAt)} (Bangkok)`],
          ['Reference', input.quoteId],
        ]}
      />
      <Heading>Project details</Heading>
      <Rows rows={detailRows('en', input.projectDetails)} />
    </>,
  );
}

/** To the customer: what they ordered, for which business and by when. */
export function quoteConfirmation(input: PurchaseInput): RenderedEmail {
  const { locale, projectDetails: details } = input;
  const t = mailCopy(locale);
  const submittedAt = input.submittedAt ?? new Date();
  const business = details.business_name?.trim();
  const pkg = { package: input.packageName };
  return renderEmail(
    locale,
    t('mail.order.subject', pkg),
    <>
      <Paragraph>{greeting(locale, input.name)}</Paragraph>
      <Paragraph>{business ? t('mail.order.thanksForBusiness', { ...pkg, business }) : t('mail.order.thanks', pkg)}</Paragraph>
      <Heading>{t('mail.order.summary')}</Heading>
      <Rows
        rows={[
          [t('mail.row.package'), input.packageName],
          [t('mail.order.quantity'), quantityOf(input)],
          [t('mail.order.amount'), formatMoney(locale, input.amount)],
          [t('mail.row.businessName'), details.business_name],
          [t('mail.row.timeline'), details.timeline],
          [t('mail.row.submitted'), formatDate(locale, submittedAt)],
        ]}
      />
      <Heading>{t('mail.order.details')}</Heading>
      <Rows rows={detailRows(locale, { ...details, business_name: null, timeline: null })} />
      <Button href={input.dashboardUrl} label={t('mail.goToDashboard')} />
      <Paragraph>{t('mail.order.changes')}</Paragraph>
      <Paragraph>{signOff(locale)}</Paragraph>
    </>,
  );
}

/** A paid catalogue order: what the client's receipt and the studio's alert both name. */
export interface OrderPaidInput {
  /** The client's language (quotes.locale). */
  locale: Locale;
  client: { name: string; email: string; phone?: string | null; company?: string | null };
  orderId: string;
  quoteId: string;
  /** In the language of the e-mail that names it (the client's for the receipt). */
  packageName: string;
  quantity: number;
  /** Whole baht: the payment's full value (money received plus any tax withheld). */
  amount: number;
  /** Satang the client withheld from this payment (decision 0061); the receipt says so (0067). */
  withheldSatang?: number;
  paidAt: Date;
  /** The receipt/tax invoice attached to the client's receipt, when one was issued. */
  attached?: AttachedDocument | null;
  /** Absolute link: the client's dashboard in the receipt, the admin panel in the alert. */
  link?: string | null;
}

/**
 * Where the client withheld tax (decision 0061), what was received: the money and, apart, the part its
 * withholding certificate covers, in the receipt's own words (decision 0067). Nothing otherwise.
 */
export function SettledNote({
  locale,
  totalBaht,
  withheldSatang,
}: {
  locale: Locale;
  totalBaht: number;
  withheldSatang: number | undefined;
}) {
  const withheld = withheldSatang ?? 0;
  if (withheld <= 0) return null;
  return (
    <Paragraph>
      {mailCopy(locale)('mail.receipt.settled', {
        received: satangMoney(locale, totalBaht * 100 - withheld),
        withheld: satangMoney(locale, withheld),
      })}
    </Paragraph>
  );
}

/** To the client: their catalogue order is paid, in their language (the receipt). */
export function orderReceipt(input: OrderPaidInput): RenderedEmail {
  const { locale } = input;
  const t = mailCopy(locale);
  const amount = formatMoney(locale, input.amount);
  return renderEmail(
    locale,
    t('mail.orderReceipt.subject', { package: input.packageName }),
    <>
      <Paragraph>{greeting(locale, input.client.name)}</Paragraph>
      <Paragraph>{t('mail.orderReceipt.body', { amount, package: input.packageName })}</Paragraph>
      <SettledNote locale={locale} totalBaht={input.amount} withheldSatang={input.withheldSatang} />
      {/* With the receipt/tax invoice attached, that document is the proof of payment, not this e-mail. */}
      {input.attached ? null : <Paragraph>{t('mail.orderReceipt.proof')}</Paragraph>}
      <AttachedDocumentNote locale={locale} attached={input.attached} />
      <Rows
        rows={[
          [t('mail.row.package'), input.packageName],
          [t('mail.order.quantity'), input.quantity],
          [t('mail.order.amount'), amount],
          [t('mail.orderReceipt.paidAt'), formatDate(locale, input.paidAt)],
          [t('mail.orderReceipt.number'), input.orderId],
        ]}
      />
      <Paragraph>{t('mail.orderReceipt.next')}</Paragraph>
      <Button href={input.link} label={t('mail.goToDashboard')} />
      <Paragraph>{signOff(locale)}</Paragraph>
    </>,
  );
}

/** To the studio: a catalogue order was paid (English, reply-to the client). */
export function orderPaid(input: OrderPaidInput): RenderedEmail {
  const amount = formatMoney('en', input.amount);
  return renderEmail(
    'en',
    `Order paid: ${input.packageName} (${amount}) by ${input.client.name || input.client.email}`,
    <>
      <Paragraph>{`${input.client.name || input.client.email} paid for ${input.packageName}. The order is now processing and the client was sent a receipt. Reply to this e-mail to contact them.`}</Paragraph>
      <CustomerLanguageNote locale={input.locale} />
      <Heading>Order</Heading>
      <Rows
        rows={[
          ['Package', input.packageName],
          ['Quantity', input.quantity],
          ['Amount', amount],
          ['Paid', `${formatDate('en', input.paidAt)} (Bangkok)`],
          ['Order id', input.orderId],
          ['Quote id', input.quoteId],
        ]}
      />
      <Heading>Client</Heading>
      <ContactRows contact={input.client} locale={input.locale} />
      <Button href={input.link} label="Open the admin panel" />
    </>,
  );
}
