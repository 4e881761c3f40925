import { formatDate, formatMoney } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';
import { isCustomPrice, packageNameIn, shortId, type AdminQuote } from '../../domain/admin';
import { statusBadgeClass } from '../../client/statusStyle';
import { bodyCell } from '../../client/tableStyle';
import { DataTable } from '../shared/DataTable';
import { QUOTE_SORTS, QUOTE_VIEWS, type QuoteListQuery } from '../../domain/pipeline/views';
import type { QuoteListPage } from '../../domain/admin';
import { ListFilters, Pager } from './ListControls';
import type { AdminT } from './words';
import { ConversationBadge } from './ConversationBadge';

interface Props {
  locale: Locale;
  t: AdminT;
  page: QuoteListPage;
  pending: boolean;
  /** Loads the list with another search, view, sort or page. */
  onQuery: (query: QuoteListQuery) => void;
  /** Opens the quote's dialog (a click on its row or its Manage button). */
  onOpen: (quote: AdminQuote) => void;
}

/**
 * The Quotes tab's list of every quote (portal spec §2, issue 21): search, a view per status with
 * its count, dates, sort and pages; a row or its Manage button opens the quote dialog.
 */
export default function QuotesTable({ locale, t, page, pending, onQuery, onOpen }: Props) {
  const quotes = page.rows;
  const query = page.query;
  return (
    <div className="card mt-6 overflow-hidden p-0" data-admin-quote-list aria-busy={pending}>
      <div className="flex flex-wrap items-baseline justify-between gap-2 px-6 pt-6">
        <h2 className="text-xl font-bold">{t('admin.quotes.title')}</h2>
        {page.counts.waiting > 0 && query.view !== 'waiting' && (
          <button
            type="button"
            className="text-sm font-semibold text-brand-700 underline"
            onClick={() => onQuery({ ...query, view: 'waiting', page: 1 })}
            data-waiting-count
          >
            {t('admin.pipeline.waitingCount', { count: page.counts.waiting })}
          </button>
        )}
      </div>
      <ListFilters
        idPrefix="quote-list"
        label={t('admin.pipeline.quoteSearch')}
        t={t}
        query={query}
        views={QUOTE_VIEWS.map((view) => ({ value: view, label: t(`admin.pipeline.quoteView.${view}`), count: page.counts[view] }))}
        sorts={QUOTE_SORTS.map((sort) => ({ value: sort, label: t(`admin.pipeline.quoteSort.${sort}`) }))}
        pending={pending}
        onApply={onQuery}
      />
      {query.view === 'active' && page.counts.abandoned > 0 && (
        <p className="px-6 pt-3 text-sm text-slate-600" data-abandoned-hidden>
          {t('admin.pipeline.abandonedHidden', { count: page.counts.abandoned })}{' '}
          <button
            type="button"
            className="font-semibold text-brand-700 underline"
            onClick={() => onQuery({ ...query, view: 'abandoned', page: 1 })}
          >
            {t('admin.pipeline.showAbandoned')}
          </button>
        </p>
      )}
      {quotes.length === 0 ? (
        <p className="px-6 py-8 text-slate-600">{t('admin.quotes.empty')}</p>
      ) : (
        <DataTable
          columns={[
            t('admin.quotes.package'),
            t('admin.quotes.client'),
            t('admin.quotes.price'),
            t('admin.quotes.status'),
            t('admin.quotes.date'),
            t('admin.quotes.actions'),
          ]}
          minWidth="48rem"
        >
          {quotes.map((quote) => (
            <QuoteRow key={quote.id} quote={quote} locale={locale} t={t} onOpen={onOpen} />
          ))}
        </DataTable>
      )}
      <Pager
        t={t}
        label={t('admin.pipeline.quotePages')}
        page={query.page}
        pageSize={page.pageSize}
        shown={quotes.length}
        total={page.total}
        pending={pending}
        onPage={(next) => onQuery({ ...query, page: next })}
      />
    </div>
  );
}

/** One quote: package, client, price (marked when custom), status with its conversation, date, Manage. */
function QuoteRow({ quote, locale, t, onOpen }: { quote: AdminQuote; locale: Locale; t: AdminT; onOpen: (quote: AdminQuote) => void }) {
  const money = (amount: number | null) => (amount === null ? t('admin.quote.none') : formatMoney(locale, amount));
  return (
    <tr className="cursor-pointer hover:bg-slate-50" onClick={() => onOpen(quote)} data-admin-quote={quote.id}>
      <td className={bodyCell} data-label={t('admin.quotes.package')}>
        <p className="font-semibold text-ink">{packageNameIn(locale, quote)}</p>
        <p className="font-mono text-xs text-slate-500">#{shortId(quote.id)}</p>
      </td>
      <td className={bodyCell} data-label={t('admin.quotes.client')}>
        <p className="font-medium text-ink">{quote.client.name}</p>
        <p className="text-slate-600">{quote.client.email}</p>
      </td>
      <td className={bodyCell} data-label={t('admin.quotes.price')}>
        <p className="font-semibold whitespace-nowrap text-ink" data-price>
          {money(quote.quotedPrice ?? quote.originalPrice)}
        </p>
        {isCustomPrice(quote.originalPrice, quote.quotedPrice) && (
          <p className="text-xs font-semibold text-brand-700" data-custom-price>
            {t('admin.quotes.customPrice')}
          </p>
        )}
      </td>
      <td className={bodyCell} data-label={t('admin.quotes.status')}>
        <span className={statusBadgeClass(quote.status)} data-status={quote.status}>
          {t(`status.${quote.status}`)}
        </span>
        <ConversationBadge quote={quote} t={t} />
      </td>
      <td className={`${bodyCell} whitespace-nowrap text-slate-600`} data-label={t('admin.quotes.date')}>
        {formatDate(locale, quote.createdAt)}
      </td>
      <td className={bodyCell} data-label={t('admin.quotes.actions')}>
        <button
          type="button"
          className="rounded-full border border-brand-600 px-4 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          aria-label={t('admin.quotes.manageFor', { id: shortId(quote.id) })}
          onClick={(event) => {
            event.stopPropagation();
            onOpen(quote);
          }}
        >
          {t('admin.quotes.manage')}
        </button>
      </td>
    </tr>
  );
}
