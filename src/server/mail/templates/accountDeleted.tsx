/**
 * Account deletion (issue 38, decision 0070): the person's confirmation, in their language, and the
 * studio's notice, in English like every studio alert. The studio's names no one: it gives the date,
 * the log entry and the numbers of the tax documents kept, which is what the studio's books need; the
 * person's address is not written anywhere again once their account is gone.
 */
import { formatDate } from '../../../i18n/format';
import { Heading, Paragraph, Rows, renderEmail } from '../blocks';
import { greeting, mailCopy, signOff, type Locale, type RenderedEmail } from './layout';

export interface AccountDeletedInput {
  to: string;
  name: string;
  locale: Locale;
  /** When the account was deleted (ISO). */
  deletedAt: string;
  /** How many tax documents are kept, detached from the login. */
  keptDocuments: number;
}

export function accountDeletedEmail(input: AccountDeletedInput): RenderedEmail {
  const { locale } = input;
  const t = mailCopy(locale);
  return renderEmail(
    locale,
    t('mail.accountDeleted.subject'),
    <>
      <Paragraph>{greeting(locale, input.name)}</Paragraph>
      <Paragraph>{t('mail.accountDeleted.body', { time: formatDate(locale, input.deletedAt, 'dateTime') })}</Paragraph>
      <Paragraph>
        {input.keptDocuments > 0 ? t('mail.accountDeleted.kept', { count: input.keptDocuments }) : t('mail.accountDeleted.nothingKept')}
      </Paragraph>
      <Paragraph>{t('mail.accountDeleted.notYou')}</Paragraph>
      <Paragraph>{signOff(locale)}</Paragraph>
    </>,
  );
}

export interface AccountDeletedStudioInput {
  /** The data_requests entry of the deletion. */
  requestId: string;
  deletedAt: string;
  /** Numbers of the tax documents kept (QT-…, RT-…). */
  documentNumbers: readonly string[];
}

export function accountDeletedStudioEmail(input: AccountDeletedStudioInput): RenderedEmail {
  return renderEmail(
    'en',
    'A client deleted their account',
    <>
      <Heading>An account was deleted</Heading>
      <Paragraph>
        A client deleted their account from Account Settings. Their personal data was erased; the tax documents and accounting records below
        are kept for their legal retention, detached from any login (docs/decisions/0070).
      </Paragraph>
      <Rows
        rows={[
          ['When', formatDate('en', input.deletedAt, 'dateTime')],
          ['Log entry', input.requestId],
          ['Documents kept', input.documentNumbers.length > 0 ? input.documentNumbers.join(', ') : 'none'],
        ]}
      />
      <Paragraph>
        Remove their details from anything kept outside this site too (chats, spreadsheets, the accounting software beyond what the law
        requires).
      </Paragraph>
    </>,
  );
}
