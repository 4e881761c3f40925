import { useEffect, useRef, useState } from 'react';
import { actions } from 'astro:actions';
import type { AdminOverview, AdminQuote, OrderListPage, QuoteListPage } from '../../../domain/admin';
import { DEFAULT_ORDER_QUERY, DEFAULT_QUOTE_QUERY, type OrderListQuery, type QuoteListQuery } from '../../../domain/pipeline/views';
import type { AdminT } from '../words';
import { noticeText, type FailureKeys } from '../../../client/actionErrors';
import { useActionData } from '../../shared/useActionForm';

const overviewKeys: FailureKeys = { generic: 'admin.error.connection', network: 'admin.error.unexpected' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const listKeys: FailureKeys = { generic: 'admin.error.connection', network: 'admin.error.unexpected', invalid: 'admin.error.connection' };

/**
 * The panel's data: the overview, the quote and order lists (each with its own query), the quote open in
 * the dialog, and Refresh, which reloads all three and tells the Customers tab.
 */
export function useAdminPanel(t: AdminT, initial: AdminOverview | null, initialError: string | null) {
  const overview = useActionData({ load: () => actions.admin.overview({}), keys: overviewKeys, initial });
  // Each list keeps its own query (search, view, dates, sort, page); its first page came with the overview.
  const quoteQuery = useRef<QuoteListQuery>(DEFAULT_QUOTE_QUERY);
  const orderQuery = useRef<OrderListQuery>(DEFAULT_ORDER_QUERY);
  const quoteList = useActionData<QuoteListPage>({
    load: () => actions.admin.quotes(quoteQuery.current),
    keys: listKeys,
    initial: initial?.quotes ?? null,
  });
  const orderList = useActionData<OrderListPage>({
    load: () => actions.admin.orders(orderQuery.current),
    keys: listKeys,
    initial: initial?.orders ?? null,
  });
  const [refreshes, setRefreshes] = useState(0);
  /** The quote in the dialog: its id, and the list's copy when it was opened from the list. */
  const [open, setOpen] = useState<{ id: string; quote: AdminQuote | null } | null>(null);
  // Mounted from the first opening on (a state adjusted during render, not in an effect).
  const [dialogUsed, setDialogUsed] = useState(false);
  if (open && !dialogUsed) setDialogUsed(true);
  // The page's own load failure until the first Refresh answers.
  const error = overview.notice ? noticeText(t, overview.notice) : overview.loaded ? null : initialError;
  const listError = quoteList.notice ?? orderList.notice;
  const data = overview.data;
  const quotes = quoteList.data ?? data?.quotes ?? null;
  const orders = orderList.data ?? data?.orders ?? null;

  // From a customer's page: ?quote=<id> opens that quote, ?order=<id> finds that order in the list.
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const quote = params.get('quote');
    const order = params.get('order');
    // After hydration on purpose: the server's render cannot know the address's query, and a
    // different first render would not hydrate.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (quote && UUID.test(quote)) setOpen({ id: quote, quote: null });
    if (order && UUID.test(order)) showOrders({ ...DEFAULT_ORDER_QUERY, view: 'all', search: order });
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function saved(quote: AdminQuote) {
    quoteList.update((current) => ({ ...current, rows: current.rows.map((q) => (q.id === quote.id ? quote : q)) }));
    setOpen((current) => (current?.id === quote.id ? { id: quote.id, quote } : current));
  }
  function showQuotes(query: QuoteListQuery) {
    quoteQuery.current = query;
    void quoteList.reload();
  }
  function showOrders(query: OrderListQuery) {
    orderQuery.current = query;
    void orderList.reload();
  }
  function refresh() {
    setRefreshes((count) => count + 1);
    void overview.reload();
    void quoteList.reload();
    void orderList.reload();
  }
  const pending = overview.pending || quoteList.pending || orderList.pending;

  return {
    overview,
    quoteList,
    orderList,
    data,
    quotes,
    orders,
    error,
    listError,
    refreshes,
    refresh,
    pending,
    open,
    setOpen,
    dialogUsed,
    saved,
    showQuotes,
    showOrders,
  };
}
