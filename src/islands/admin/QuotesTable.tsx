import { formatDate, formatMoney } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';
import { isCustomPrice, packageNameIn, shortId, type AdminQuote } from '../../domain/admin';
import { statusBadgeClass } from '../../client/statusStyle';
import { bodyCell } from '../../client/tableStyle';
import { DataTable } from '../shared/DataTable';
import type { AdminT } from './words';
import { ConversationBadge } from './ConversationBadge';

interface Props {
  locale: Locale;
  t: AdminT;
  quotes: AdminQuote[];
  /** Opens the quote's dialog (a click on its row or its Manage button). */
  onOpen: (id: string) => void;
}

/** The Quotes tab's table of quotes (portal spec §2): a row or its Manage button opens the quote dialog. */
export default function QuotesTable({ locale, t, quotes, onOpen }: Props) {
  const money = (amount: number | null) => (amount === null ? t('admin.quote.none') : formatMoney(locale, amount));
  return (
    <div className="card mt-6 overflow-hidden p-0">
      <h2 className="px-6 pt-6 text-xl font-bold">{t('admin.quotes.title')}</h2>
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
            <tr key={quote.id} className="cursor-pointer hover:bg-slate-50" onClick={() => onOpen(quote.id)} data-admin-quote={quote.id}>
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
                    onOpen(quote.id);
                  }}
                >
                  {t('admin.quotes.manage')}
                </button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </div>
  );
}
