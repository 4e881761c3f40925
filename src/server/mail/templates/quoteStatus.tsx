/** The e-mail an admin's status change sends to the quote's contact_info e-mail. */
import { isTranslationKey } from '../../../i18n/translate';
import { formatDate as formatDay } from '../../../i18n/format';
import { Button, Heading, Paragraph, Quote, Rows, renderEmail } from '../blocks';
import { formatMoney, greeting, mailCopy, signOff, type Locale, type RenderedEmail } from './layout';
import { AttachedDocumentNote, type AttachedDocument } from './attachedDocument';
import { bangkokNoon } from '../../../domain/time/bangkok';

export interface QuoteStatusInput {
  /** The customer's language (quotes.locale). */
  locale: Locale;
  name: string;
  /** reviewed, quoted, approved and rejected have their own e-mail; any other value gets the default one. */
  status: string;
  packageName?: string | null;
  /** Whole baht (quotes.quoted_price); shown for status quoted. */
  quotedPrice?: number | null;
  /** quotes.quoted_timeline; shown for status quoted. */
  quotedTimeline?: string | null;
  /** quotes.admin_notes, shown when present. */
  adminNotes?: string | null;
  /** Absolute link to the customer's dashboard (left out for visitors without an account). */
  dashboardUrl?: string | null;
  /** Status quoted: the current quotation revision's last valid day (yyyy-mm-dd, Bangkok) and its PDF, attached. */
  validUntil?: string | null;
  attached?: AttachedDocument | null;
}

/** The statuses with an e-mail of their own; any other status gets the general update. */
const ownEmail = ['reviewed', 'quoted', 'approved', 'rejected'] as const;
type OwnEmailStatus = (typeof ownEmail)[number];
const hasOwnEmail = (status: string): status is OwnEmailStatus => (ownEmail as readonly string[]).includes(status);

/** The dashboard's label for a status the e-mail names (pending, or anything newer). */
function statusLabel(t: ReturnType<typeof mailCopy>, status: string): string {
  const key = `status.${status}`;
  return isTranslationKey(key) ? t(key) : status;
}

export function quoteStatus(input: QuoteStatusInput): RenderedEmail {
  const { locale } = input;
  const t = mailCopy(locale);
  const pkg = input.packageName?.trim();
  const forPackage = pkg ? t('mail.quoteStatus.forPackage', { package: pkg }) : '';
  const status = hasOwnEmail(input.status) ? input.status : 'other';
  const notes = input.adminNotes?.trim();
  return renderEmail(
    locale,
    t(`mail.quoteStatus.${status}.subject`),
    <>
      <Paragraph>{greeting(locale, input.name)}</Paragraph>
      <Paragraph>{t(`mail.quoteStatus.${status}.body`, { forPackage, status: statusLabel(t, input.status) })}</Paragraph>
      {status === 'quoted' ? (
        <Quoted input={input} />
      ) : status === 'rejected' ? null : (
        <Button href={input.dashboardUrl} label={t('mail.goToDashboard')} />
      )}
      {notes ? (
        <>
          <Heading>{t('mail.quoteStatus.notes')}</Heading>
          <Quote>{notes}</Quote>
        </>
      ) : null}
      <Paragraph>{signOff(locale)}</Paragraph>
    </>,
  );
}

/** Status quoted: the price, the timeline, how long it holds, the quotation attached and how to go on. */
function Quoted({ input }: { input: QuoteStatusInput }) {
  const { locale } = input;
  const t = mailCopy(locale);
  return (
    <>
      <Rows
        rows={[
          [t('mail.quoteStatus.quoted.price'), input.quotedPrice == null ? null : formatMoney(locale, input.quotedPrice)],
          [t('mail.quoteStatus.quoted.timeline'), input.quotedTimeline],
          [t('mail.quoteStatus.quoted.validUntil'), input.validUntil ? formatDay(locale, bangkokNoon(input.validUntil)) : null],
        ]}
      />
      <AttachedDocumentNote locale={locale} attached={input.attached} />
      <Button href={input.dashboardUrl} label={t('mail.quoteStatus.quoted.view')} />
      <Paragraph>{t('mail.quoteStatus.quoted.next')}</Paragraph>
    </>
  );
}
