import type { Settlement } from '../../../domain/quotes/settlement';
import type { ThreadMessage } from '../../../domain/quotes/conversation';
import type { QuoteStatus } from '../../../domain/statuses';
import type { ScheduledInstalment } from '../../../domain/schedule/charge';
import type { IslandT } from '../../../client/i18n';
import type { IslandMessages } from '../../../i18n/messages';
import type { FailureKeys } from '../../../client/actionErrors';

/** The words a quote's answer form takes (the page picks them with `pickMessages`): its `t` takes only these keys. */
// status.approved and dashboard.quotes.approved: the quote's row above says so once it is accepted.
export const QUOTE_PREFIXES = ['quote.', 'validation.', 'status.approved', 'dashboard.quotes.approved', 'withholding.choice.'] as const;

export type QuoteMessages = IslandMessages<(typeof QUOTE_PREFIXES)[number]>;
export type QuoteT = IslandT<keyof QuoteMessages>;

/** The quote as the dashboard hands it to the island. */
export type QuoteView = {
  id: string;
  status: QuoteStatus;
  /** The quotation revision shown, the one Accept accepts (null: the quote has none), decision 0053. */
  revision: number | null;
  /** The latest revision's last valid day (yyyy-mm-dd) once it has passed: no Accept until the studio renews it. */
  expiredOn: string | null;
  settlement: Settlement | null;
  /** The current payment schedule (decision 0062): shown, and what Accept / Pay now charge is named from it. */
  schedule: ScheduledInstalment[] | null;
  messages: ThreadMessage[];
  /** The studio's messages the client has not opened yet, and when they last did (decision 0040). */
  unread: number;
  readAt: string | null;
};

export const failureKeys: FailureKeys = {
  generic: 'quote.error.generic',
  not_signed_in: 'quote.error.signIn',
  quote_not_found: 'quote.error.notFound',
  quote_not_acceptable: 'quote.error.notAcceptable',
  quote_revision_stale: 'quote.error.revisionStale',
  quote_expired: 'quote.error.expired',
  rate_limited: 'quote.error.rateLimited',
  withholding_choice_required: 'withholding.choice.required',
};
