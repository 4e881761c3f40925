/**
 * The LINE push that goes with an e-mail (issue 38, docs/decisions/0072): one short sentence in the
 * client's language with one link into the dashboard, for the kinds a client wants to hear about where
 * they are. Every other kind (and one without a link to give) has none: the e-mail alone is the record.
 */
import { formatDate } from '../../../i18n/format';
import { mailCopy } from '../templates/layout';
import type { Locale } from '../../../i18n/locales';
import type { MailInputs, MailKind } from '../kinds';
import { bangkokNoon } from '../../../domain/time/bangkok';

export interface LineText {
  locale: Locale;
  text: string;
}

/** Noon in Bangkok of a yyyy-mm-dd day: the calendar day it names, whatever the server's zone. */
const day = (locale: Locale, iso: string) => formatDate(locale, bangkokNoon(iso));

type Renderers = { [K in MailKind]?: (input: MailInputs[K]) => LineText | null };

const forPackage = (locale: Locale, name: string | null | undefined) =>
  name?.trim() ? mailCopy(locale)('mail.quoteStatus.forPackage', { package: name.trim() }) : '';

const RENDERERS: Renderers = {
  quote_status: (input) =>
    input.status === 'quoted' && input.dashboardUrl
      ? {
          locale: input.locale,
          text: mailCopy(input.locale)('line.message.quoted', {
            forPackage: forPackage(input.locale, input.packageName),
            link: input.dashboardUrl,
          }),
        }
      : null,
  quote_reply: (input) =>
    input.hasAccount && input.link
      ? { locale: input.locale, text: mailCopy(input.locale)('line.message.reply', { link: input.link }) }
      : null,
  instalment_due: (input) => ({
    locale: input.locale,
    text: mailCopy(input.locale)('line.message.instalmentDue', {
      position: input.instalment.position,
      count: input.instalment.count,
      link: input.link,
    }),
  }),
  reminder_instalment_due: (input) => ({
    locale: input.locale,
    text: mailCopy(input.locale)('line.message.instalmentDueSoon', {
      position: input.instalment.position,
      count: input.instalment.count,
      date: day(input.locale, input.dueDate),
      link: input.link,
    }),
  }),
  reminder_instalment_overdue: (input) => ({
    locale: input.locale,
    text: mailCopy(input.locale)('line.message.instalmentOverdue', {
      position: input.instalment.position,
      count: input.instalment.count,
      date: day(input.locale, input.dueDate),
      link: input.link,
    }),
  }),
  quote_payment_received: (input) =>
    input.link ? { locale: input.locale, text: mailCopy(input.locale)('line.message.paymentReceived', { link: input.link }) } : null,
  order_receipt: (input) =>
    input.link ? { locale: input.locale, text: mailCopy(input.locale)('line.message.paymentReceived', { link: input.link }) } : null,
  receipt_reissued: (input) => ({
    locale: input.locale,
    text: mailCopy(input.locale)('line.message.documentIssued', { number: input.document.number, link: input.link }),
  }),
  credit_note_reissued: (input) => ({
    locale: input.locale,
    text: mailCopy(input.locale)('line.message.documentIssued', { number: input.number, link: input.link }),
  }),
  receipt_credit_note: (input) => ({
    locale: input.locale,
    text: mailCopy(input.locale)('line.message.documentIssued', { number: input.number, link: input.link }),
  }),
  quote_credit_note: (input) =>
    input.link
      ? {
          locale: input.locale,
          text: mailCopy(input.locale)('line.message.documentIssued', { number: input.creditNoteNumber, link: input.link }),
        }
      : null,
};

/** The kinds that may have a LINE push. */
export const LINE_KINDS = Object.keys(RENDERERS) as MailKind[];

/** The LINE push that goes with this e-mail, or null when it has none. */
export function lineMessageFor<K extends MailKind>(kind: K, input: MailInputs[K]): LineText | null {
  const render = RENDERERS[kind] as ((input: MailInputs[K]) => LineText | null) | undefined;
  return render ? render(input) : null;
}
