import type { Locale } from '../../../i18n/locales';
import { MessageBox, QuoteThread } from '../../shared/QuoteThread';
import { noticeText } from '../../../client/actionErrors';
import type { Questions } from './useQuoteResponse';
import type { QuoteT } from './words';

/** The questions kept on the quote, the box to ask one, and the note that it was sent. */
export function QuoteQuestions({ t, locale, questions }: { t: QuoteT; locale: Locale; questions: Questions }) {
  const { ask } = questions;
  return (
    <>
      <QuoteThread
        messages={questions.thread}
        side="client"
        newIds={questions.newIds}
        locale={locale}
        labels={{
          title: t('quote.messages.title'),
          client: t('quote.messages.client'),
          studio: t('quote.messages.studio'),
          new: t('quote.messages.new'),
        }}
        tag="data-quote-messages"
      />
      {questions.asking && (
        <MessageBox
          label={t('quote.question.label')}
          hint={t('quote.question.hint')}
          value={questions.question}
          onChange={questions.setQuestion}
          error={ask.fields['body'] ? t.data(ask.fields['body']) : undefined}
          notice={ask.notice ? noticeText(t, ask.notice) : null}
          pending={ask.pending}
          send={t('quote.question.send')}
          sending={t('quote.question.sending')}
          onSubmit={questions.submit}
          cancel={{ label: t('quote.question.cancel'), onCancel: questions.close }}
          autoFocus
          tag="data-question-form"
        />
      )}
      {questions.sent && (
        <p className="mt-3 text-sm font-medium text-green-800" role="status" data-question-sent>
          {t('quote.question.sent')}
        </p>
      )}
    </>
  );
}
