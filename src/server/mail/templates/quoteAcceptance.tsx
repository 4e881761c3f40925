/**
 * The e-mails of accepting a custom quote (decision 0018): to the studio when a client accepts or asks
 * a question (English, reply-to the client), to the client when a payment arrives or a credit note is
 * issued (their language).
 */
import type { Settlement } from '../../../domain/quotes/settlement';
import { Button, Heading, Paragraph, Quote, Rows, renderEmail } from '../blocks';
import { formatMoney, greeting, mailCopy, signOff, type Contact, type Locale, type RenderedEmail } from './layout';
import { AttachedDocumentNote, type AttachedDocument } from './attachedDocument';
import { SettledNote } from './orders';
import { ContactRows, CustomerLanguageNote } from './studioAlert';

export interface QuoteAcceptanceContext {
  /** The client's language (quotes.locale). */
  locale: Locale;
  client: Contact;
  quoteId: string;
  packageName?: string | null;
  /** Absolute link to the client's dashboard, or the admin panel in studio alerts. */
  link?: string | null;
}

const outcomeText = (s: Settlement) =>
  s.outcome === 'due'
    ? `${formatMoney('en', s.amount)} due: the client was sent to checkout for it`
    : s.outcome === 'credit'
      ? `${formatMoney('en', s.amount)} to credit: a credit note was issued and e-mailed to the client`
      : 'nothing due: already paid in full';

function SettlementRows({ locale, settlement: s }: { locale: Locale; settlement: Settlement }) {
  const t = mailCopy(locale);
  return (
    <Rows
      rows={[
        [t('quote.sum.price'), formatMoney(locale, s.price)],
        [t('quote.sum.paid'), formatMoney(locale, s.paid)],
        [t('quote.sum.credited'), s.credited > 0 ? formatMoney(locale, s.credited) : null],
        s.outcome === 'credit'
          ? [t('quote.sum.credit'), formatMoney(locale, s.amount)]
          : s.outcome === 'due'
            ? [t('quote.sum.due'), formatMoney(locale, s.amount)]
            : [t('quote.sum.settled'), formatMoney(locale, 0)],
      ]}
    />
  );
}

/** How both studio alerts end: who the client is, which language to answer in, and the admin panel. */
function ClientAndPanel({ input }: { input: QuoteAcceptanceContext }) {
  return (
    <>
      <Heading>Client</Heading>
      <ContactRows contact={input.client} locale={input.locale} />
      <CustomerLanguageNote locale={input.locale} />
      <Button href={input.link} label="Open the admin panel" />
    </>
  );
}

/** To the studio: the client accepted the custom quote. */
export function quoteAccepted(input: QuoteAcceptanceContext & { settlement: Settlement; timeline?: string | null }): RenderedEmail {
  const s = input.settlement;
  return renderEmail(
    'en',
    `Quote accepted: ${input.packageName || 'custom project'} at ${formatMoney('en', s.price)} (${input.client.name || input.client.email})`,
    <>
      <Paragraph>{`${input.client.name || input.client.email} accepted the custom quote. Its status is now approved.`}</Paragraph>
      <Heading>Quote</Heading>
      <Rows
        rows={[
          ['Package', input.packageName],
          ['Accepted price', formatMoney('en', s.price)],
          ['Timeline', input.timeline],
          ['Already paid', formatMoney('en', s.paid)],
          ['Already credited', s.credited > 0 ? formatMoney('en', s.credited) : null],
          ['Outcome', outcomeText(s)],
          ['Quote id', input.quoteId],
        ]}
      />
      <ClientAndPanel input={input} />
    </>,
  );
}

/** To the studio: a client's question about a quote (reply-to the client). */
export function quoteQuestion(input: QuoteAcceptanceContext & { question: string }): RenderedEmail {
  return renderEmail(
    'en',
    `Question about a quote: ${input.packageName || 'custom project'} (${input.client.name || input.client.email})`,
    <>
      <Paragraph>{`${input.client.name || input.client.email} asked a question about their quote. Reply to this e-mail to answer them.`}</Paragraph>
      <Heading>Question</Heading>
      <Quote>{input.question}</Quote>
      <Heading>Quote</Heading>
      <Rows
        rows={[
          ['Package', input.packageName],
          ['Quote id', input.quoteId],
        ]}
      />
      <ClientAndPanel input={input} />
    </>,
  );
}

const forPackage = (locale: Locale, name: string | null | undefined) =>
  name?.trim() ? mailCopy(locale)('mail.quoteStatus.forPackage', { package: name.trim() }) : '';

/** To the client: their payment towards an accepted quote arrived. */
export function quoteBalanceReceived(
  input: QuoteAcceptanceContext & { received: number; withheldSatang?: number; settlement: Settlement; attached?: AttachedDocument | null },
): RenderedEmail {
  const { locale } = input;
  const t = mailCopy(locale);
  const s = input.settlement;
  return renderEmail(
    locale,
    t('mail.quoteBalance.subject'),
    <>
      <Paragraph>{greeting(locale, input.client.name)}</Paragraph>
      <Paragraph>
        {t('mail.quoteBalance.body', { amount: formatMoney(locale, input.received), forPackage: forPackage(locale, input.packageName) })}
      </Paragraph>
      <SettledNote locale={locale} totalBaht={input.received} withheldSatang={input.withheldSatang} />
      <AttachedDocumentNote locale={locale} attached={input.attached} />
      <SettlementRows locale={locale} settlement={s} />
      <Paragraph>
        {s.outcome === 'due'
          ? t('mail.quoteBalance.stillDue', { amount: formatMoney(locale, s.amount) })
          : t('mail.quoteBalance.paidInFull')}
      </Paragraph>
      <Button href={input.link} label={t('mail.goToDashboard')} />
      <Paragraph>{signOff(locale)}</Paragraph>
    </>,
  );
}

/** To the client: the accepted price is below what they paid; a credit note for the difference. */
export function quoteCreditNote(
  input: QuoteAcceptanceContext & { settlement: Settlement; creditNoteNumber: string; attached?: AttachedDocument | null },
): RenderedEmail {
  const { locale } = input;
  const t = mailCopy(locale);
  return renderEmail(
    locale,
    t('mail.quoteCredit.subject'),
    <>
      <Paragraph>{greeting(locale, input.client.name)}</Paragraph>
      <Paragraph>{t('mail.quoteCredit.body', { forPackage: forPackage(locale, input.packageName) })}</Paragraph>
      <SettlementRows locale={locale} settlement={input.settlement} />
      <Rows rows={[[t('mail.quoteCredit.number'), input.creditNoteNumber]]} />
      <AttachedDocumentNote locale={locale} attached={input.attached} />
      <Paragraph>{t('mail.quoteCredit.next')}</Paragraph>
      <Button href={input.link} label={t('mail.goToDashboard')} />
      <Paragraph>{signOff(locale)}</Paragraph>
    </>,
  );
}

/**
 * To the client: the studio answered in the quote's conversation (docs/decisions/0040). The reply is
 * quoted (escaped by React) and the button leads to the dashboard, or to sign in / sign up when the
 * quote was sent without an account.
 */
export function quoteReply(input: QuoteAcceptanceContext & { reply: string; hasAccount: boolean }): RenderedEmail {
  const { locale } = input;
  const t = mailCopy(locale);
  return renderEmail(
    locale,
    t('mail.quoteReply.subject'),
    <>
      <Paragraph>{greeting(locale, input.client.name)}</Paragraph>
      <Paragraph>{t('mail.quoteReply.body', { forPackage: forPackage(locale, input.packageName) })}</Paragraph>
      <Quote>{input.reply}</Quote>
      <Button href={input.link} label={t(input.hasAccount ? 'mail.quoteReply.open' : 'mail.quoteReply.signIn')} />
      <Paragraph>{t(input.hasAccount ? 'mail.quoteReply.next' : 'mail.quoteReply.noAccount')}</Paragraph>
      <Paragraph>{signOff(locale)}</Paragraph>
    </>,
  );
}
