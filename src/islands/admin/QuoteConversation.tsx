/**
 * The studio's side of a quote's conversation (docs/decisions/0040), mounted by the quote dialog:
 * the thread with the client's unread messages marked, and the reply box. Opening it marks the
 * thread read for the studio; a reply is stored and e-mailed to the client in their language. A
 * failed reply keeps what was typed.
 */
import { useEffect, useRef, useState } from 'react';
import { actions } from 'astro:actions';
import { quoteReplyInput, type ThreadMessage } from '../../domain/quotes/conversation';
import type { AdminQuote } from '../../domain/admin';
import type { Locale } from '../../i18n/locales';
import { noticeText, type FailureKeys } from '../../client/actionErrors';
import { useActionForm } from '../shared/useActionForm';
import { MessageBox, QuoteThread } from '../shared/QuoteThread';
import type { AdminT } from './words';

interface Props {
  quote: AdminQuote;
  locale: Locale;
  t: AdminT;
  /** The quote with its thread, unread count and waiting flag as they now are (the list shows them). */
  onChange: (quote: AdminQuote) => void;
}

const replyKeys: FailureKeys = { generic: 'quote.reply.failed', network: 'quote.reply.failed', rate_limited: 'quote.reply.rateLimited' };

/** The client's messages the studio has not read: the newest `unread` of theirs. */
function unreadIds(quote: AdminQuote): Set<string> {
  if (quote.unreadMessages === 0) return new Set();
  return new Set(
    quote.messages
      .filter((m) => m.author === 'client')
      .slice(-quote.unreadMessages)
      .map((m) => m.id),
  );
}

export default function QuoteConversation({ quote, locale, t, onChange }: Props) {
  // What was new when the dialog opened stays marked while it is open.
  const [newIds] = useState(() => unreadIds(quote));
  const [text, setText] = useState('');
  const [sent, setSent] = useState(false);
  const reply = useActionForm({
    action: actions.admin.replyQuote,
    schema: quoteReplyInput,
    keys: replyKeys,
    onSuccess: (data: { message: ThreadMessage }) => {
      onChange({ ...quote, messages: [...quote.messages, data.message], waitingForAnswer: false, unreadMessages: 0 });
      setText('');
      setSent(true);
    },
  });

  // Opening the thread reads it: once per opening, only when something is unread.
  const { id, unreadMessages } = quote;
  const marked = useRef(false);
  useEffect(() => {
    if (marked.current || unreadMessages === 0) return;
    marked.current = true;
    void actions.admin.readQuoteThread({ id }).then((result) => {
      if (!result.error) onChange({ ...quote, unreadMessages: 0 });
    });
  }, [id, unreadMessages, quote, onChange]);

  return (
    <div className="mt-4 rounded-xl border border-slate-200 px-4 pb-4" data-quote-conversation>
      <QuoteThread
        messages={quote.messages}
        side="studio"
        newIds={newIds}
        locale={locale}
        labels={{
          title: t('quote.admin.messages'),
          client: t('quote.admin.fromClient'),
          studio: t('quote.messages.studio'),
          new: t('quote.messages.new'),
          empty: t('quote.messages.empty'),
        }}
        tag="data-admin-quote-messages"
      />
      <MessageBox
        label={t('quote.reply.label')}
        hint={t('quote.reply.hint')}
        value={text}
        onChange={(value) => {
          setText(value);
          setSent(false);
        }}
        error={reply.fields['body'] ? t.data(reply.fields['body']) : undefined}
        notice={reply.notice ? noticeText(t, reply.notice) : null}
        pending={reply.pending}
        send={t('quote.reply.send')}
        sending={t('quote.reply.sending')}
        onSubmit={() => {
          setSent(false);
          reply.submit({ quoteId: quote.id, body: text });
        }}
        tag="data-reply-form"
      />
      {sent && (
        <p role="status" className="mt-3 text-sm font-medium text-green-800" data-reply-sent>
          {t('quote.reply.sent')}
        </p>
      )}
    </div>
  );
}
