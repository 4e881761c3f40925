import { useEffect, useState } from 'react';
import { actions } from 'astro:actions';
import type { QuoteRecord } from '../../domain/admin';
import type { Locale } from '../../i18n/locales';
import { describeActionError, noticeText, type FailureKeys } from '../../client/actionErrors';
import type { AdminT } from './words';

const recordKeys: FailureKeys = { generic: 'admin.record.failed', network: 'admin.record.failed' };

/**
 * The quote's whole record (issue 21), loaded when the dialog opens and again after each save:
 * `version` changes to ask for a fresh copy. The record's quote is the freshest copy of the quote.
 */
export function useQuoteRecord(t: AdminT, locale: Locale, id: string | null, version: number) {
  const [state, setState] = useState<{ id: string; record: QuoteRecord | null; error: string | null } | null>(null);
  useEffect(() => {
    if (!id) return;
    let live = true;
    actions.admin
      .quoteRecord({ id, locale })
      .then((result) => {
        if (!live) return;
        if (result.error) {
          const notice = describeActionError(result.error, recordKeys).notice ?? { key: recordKeys.generic };
          setState({ id, record: null, error: noticeText(t, notice) });
        } else setState({ id, record: result.data, error: null });
      })
      .catch((caught: unknown) => {
        if (live)
          setState({
            id,
            record: null,
            error: noticeText(t, describeActionError(caught, recordKeys).notice ?? { key: recordKeys.generic }),
          });
      });
    return () => {
      live = false;
    };
  }, [t, locale, id, version]);
  return state && state.id === id ? state : null;
}
