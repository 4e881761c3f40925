/** The e-mail an admin's status change sends to the quote's contact_info e-mail. */
import { isTranslationKey } from '../../../i18n/translate';
import { formatDate as formatDay } from '../../../i18n/format';
import {
  button,
  formatMoney,
  greeting,
  h,
  mailCopy,
  p,
  quote,
  render,
  rows,
  signOff,
  type Locale,
  type Part,
  type RenderedEmail,
} from './layout';
import { attachedDocumentNote, type AttachedDocument } from './attachedDocument';
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
  const dashboard = (label: string) => button(input.dashboardUrl, label);
  const status = hasOwnEmail(input.status) ? input.status : 'other';
  const body: Part[] = [p(t(`mail.quoteStatus.${status}.body`, { forPackage, status: statusLabel(t, input.status) }))];
  if (status === 'quoted') {
    body.push(
      rows(
        [t('mail.quoteStatus.quoted.price'), input.quotedPrice == null ? null : formatMoney(locale, input.quotedPrice)],
        [t('mail.quoteStatus.quoted.timeline'), input.quotedTimeline],
        [t('mail.quoteStatus.quoted.validUntil'), input.validUntil ? formatDay(locale, bangkokNoon(input.validUntil)) : null],
      ),
      ...attachedDocumentNote(locale, input.attached),
      ...dashboard(t('mail.quoteStatus.quoted.view')),
      p(t('mail.quoteStatus.quoted.next')),
    );
  } else if (status !== 'rejected') {
    body.push(...dashboard(t('mail.goToDashboard')));
  }
  const notes = input.adminNotes?.trim();
  return render(locale, t(`mail.quoteStatus.${status}.subject`), [
    p(greeting(locale, input.name)),
    ...body,
    ...(notes ? [h(t('mail.quoteStatus.notes')), quote(notes)] : []),
    p(signOff(locale)),
  ]);
}
