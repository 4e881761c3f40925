/**
 * The conversation per quote as both sides see it (docs/decisions/0040): the thread, oldest first,
 * with what is new to the reader marked, and the message box that writes in it (the client's
 * question, the studio's reply). Messages are plain text: React escapes them, line breaks are kept.
 */
import type { ReactNode } from 'react';
import type { ThreadMessage, ThreadSide } from '../../domain/quotes/conversation';
import { QUOTE_MESSAGE_MAX } from '../../domain/quotes/conversation';
import { formatDate } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';
import { ErrorBox } from './ErrorBox';
import { FormField } from './FormField';

interface ThreadProps {
  messages: readonly ThreadMessage[];
  /** Who reads: their own messages sit on the right, the other side's on the left. */
  side: ThreadSide;
  /** The messages new to the reader (the other side's, since they last opened the thread). */
  newIds: ReadonlySet<string>;
  locale: Locale;
  labels: { title: string; client: string; studio: string; new: string; empty?: string | undefined };
  /** The data attribute the tests and the page know the section by. */
  tag: string;
}

export function QuoteThread({ messages, side, newIds, locale, labels, tag }: ThreadProps) {
  if (messages.length === 0 && !labels.empty) return null;
  return (
    <section className="mt-4" aria-label={labels.title} {...{ [tag]: '' }}>
      <h3 className="text-sm font-semibold text-ink">{labels.title}</h3>
      {messages.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{labels.empty}</p>
      ) : (
        <ol className="mt-2 space-y-2">
          {messages.map((message) => {
            const own = message.author === side;
            const fresh = newIds.has(message.id);
            return (
              <li
                key={message.id}
                className={`max-w-[90%] rounded-lg px-3 py-2 text-sm ${own ? 'ml-auto bg-brand-50' : 'bg-slate-100'} ${fresh ? 'ring-2 ring-amber-400' : ''}`}
                data-quote-message={message.author}
                data-new={fresh ? '' : undefined}
              >
                <p className="text-xs text-slate-600">
                  {message.author === 'client' ? labels.client : labels.studio} · {formatDate(locale, message.createdAt, 'dateTime')}
                  {fresh && <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900">{labels.new}</span>}
                </p>
                <p className="mt-1 break-words whitespace-pre-line text-ink">{message.body}</p>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

interface BoxProps {
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's error, already in words. */
  error?: string | undefined;
  /** The form's failure, already in words: what was typed stays in the box. */
  notice?: ReactNode;
  pending: boolean;
  send: string;
  sending: string;
  onSubmit: () => void;
  /** A Cancel button (the client's box closes; the studio's is always open). */
  cancel?: { label: string; onCancel: () => void } | undefined;
  autoFocus?: boolean;
  tag: string;
}

/** The one message box: plain text up to QUOTE_MESSAGE_MAX characters, checked again by the action. */
export function MessageBox({
  label,
  hint,
  value,
  onChange,
  error,
  notice,
  pending,
  send,
  sending,
  onSubmit,
  cancel,
  autoFocus,
  tag,
}: BoxProps) {
  return (
    <form
      className="mt-4 space-y-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!pending) onSubmit();
      }}
      {...{ [tag]: '' }}
    >
      <FormField
        multiline
        label={label}
        hint={hint}
        name="body"
        rows={4}
        maxLength={QUOTE_MESSAGE_MAX}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
        autoFocus={autoFocus}
      />
      {notice && <ErrorBox>{notice}</ErrorBox>}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={pending} aria-busy={pending}>
          {pending ? sending : send}
        </button>
        {cancel && (
          <button type="button" className="btn-secondary" onClick={cancel.onCancel} disabled={pending}>
            {cancel.label}
          </button>
        )}
      </div>
    </form>
  );
}
