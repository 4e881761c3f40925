/**
 * The quotes list's badge for a quote's conversation (docs/decisions/0040): the client waits for an
 * answer, and how many of their messages the studio has not opened. Its own module, so the list
 * does not load the conversation (the dialog loads it when it opens).
 */
import type { AdminQuote } from '../../domain/admin';
import type { AdminT } from './words';

/** The quotes list's badge: the client waits for an answer, and how many of their messages are unread. */
export function ConversationBadge({ quote, t }: { quote: AdminQuote; t: AdminT }) {
  if (!quote.waitingForAnswer && quote.unreadMessages === 0) return null;
  return (
    <p className="mt-1 flex flex-wrap gap-1 text-xs font-semibold">
      {quote.waitingForAnswer && (
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-amber-900" data-waiting-for-answer>
          {t('quote.admin.waiting')}
        </span>
      )}
      {quote.unreadMessages > 0 && (
        <span className="rounded-full bg-brand-100 px-2 py-0.5 text-brand-800" data-unread={quote.unreadMessages}>
          {t('quote.admin.unread', { count: quote.unreadMessages })}
        </span>
      )}
    </p>
  );
}
