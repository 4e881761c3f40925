import type { ReactNode } from 'react';
import { packageNameIn, type AdminQuote } from '../../../domain/admin';
import { formatDate, formatMoney } from '../../../i18n/format';
import type { AdminT } from '../words';
import type { Locale } from '../../../i18n/locales';

/**
 * The quote as read: package, prices, client and description, and (outside edit mode) its status,
 * quoted price, lines, timeline and notes; the client's acceptance when there is one.
 */
export function QuoteFacts({ quote, editing, t, locale }: { quote: AdminQuote; editing: boolean; t: AdminT; locale: Locale }) {
  const money = (amount: number | null) => (amount === null ? t('admin.quote.none') : formatMoney(locale, amount));
  const row = (label: string, value: ReactNode) => (
    <div className="grid grid-cols-3 gap-3 py-2">
      <dt className="text-slate-600">{label}</dt>
      <dd className="col-span-2 font-medium break-words text-ink">{value}</dd>
    </div>
  );

  return (
    <dl className="mt-4 divide-y divide-slate-100 text-sm">
      {row(t('admin.quote.package'), packageNameIn(locale, quote))}
      {row(t('admin.quote.originalPrice'), money(quote.originalPrice))}
      {row(t('admin.quote.created'), formatDate(locale, quote.createdAt, 'dateTime'))}
      {row(t('admin.quote.clientName'), quote.client.name || t('admin.quote.none'))}
      {row(t('admin.quote.email'), quote.client.email || t('admin.quote.none'))}
      {row(t('admin.quote.company'), quote.client.company || t('admin.quote.none'))}
      {row(t('admin.quote.phone'), quote.client.phone || t('admin.quote.none'))}
      {row(t('admin.quote.description'), <span className="whitespace-pre-line">{quote.description}</span>)}
      {!editing && row(t('admin.quote.status'), t(`status.${quote.status}`))}
      {!editing && row(t('admin.quote.quotedPrice'), money(quote.quotedPrice))}
      {!editing &&
        quote.customLines.length > 0 &&
        row(
          t('admin.quote.lines.title'),
          <ul className="space-y-1" data-quote-lines>
            {quote.customLines.map((line, index) => (
              <li key={index} className="flex flex-wrap justify-between gap-x-3">
                <span className="min-w-0 break-words">{line.description}</span>
                <span className="ml-auto whitespace-nowrap tabular-nums">{money(line.amount)}</span>
              </li>
            ))}
          </ul>,
        )}
      {!editing && row(t('admin.quote.timeline'), quote.quotedTimeline || t('admin.quote.none'))}
      {!editing && row(t('admin.quote.notes'), <span className="whitespace-pre-line">{quote.adminNotes || t('admin.quote.none')}</span>)}
      {quote.acceptedPrice !== null && row(t('quote.admin.answer'), t('quote.admin.accepted', { price: money(quote.acceptedPrice) }))}
    </dl>
  );
}
