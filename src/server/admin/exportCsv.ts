/**
 * The accountant's CSV of quotes or orders (issue 21), shaped from the export rows: dates are Bangkok's
 * wall clock (issue 35); statuses, sources, purposes and languages are words of the reader's language,
 * not the database's values; an order carries its receipt's number, buyer and amounts (value before VAT,
 * VAT, withholding) exactly as issued, to the satang.
 */
import { toCsv } from '../../domain/csv';
import { isTranslationKey, type Translate } from '../../i18n/translate';
import type { Locale } from '../../i18n/locales';
import { bangkokDateTime, establishmentText } from '../../domain/outputTax';
import { formatTaxId } from '../../domain/money/taxId';
import type { OrderExportRow, QuoteExportRow } from './reports';

/** A stored value in the reader's words; an unknown one as it is. */
function wordsOf(t: Translate) {
  const word = (key: string, value: string) => (isTranslationKey(key) ? t(key) : value);
  return {
    word,
    status: (value: string) => word(`status.${value}`, value),
    source: (value: string) => word(`reports.sources.${value || 'other'}`, value),
    language: (value: string) => (value ? word(`reports.csv.lang.${value}`, value) : ''),
  };
}

const baht = (satang: number | undefined) => (satang === undefined ? null : { satang });

/** The quotes' CSV: one row a quote, with what was paid and credited and its documents. */
export function quotesCsv(rows: QuoteExportRow[], t: Translate): string {
  const { status, source, language } = wordsOf(t);
  return toCsv(
    [
      t('reports.csv.id'),
      t('reports.csv.date'),
      t('reports.csv.name'),
      t('reports.csv.email'),
      t('reports.csv.company'),
      t('reports.csv.package'),
      t('reports.csv.status'),
      t('reports.csv.cataloguePrice'),
      t('reports.csv.quotedPrice'),
      t('reports.csv.acceptedPrice'),
      t('reports.csv.paid'),
      t('reports.csv.credited'),
      t('reports.csv.source'),
      t('reports.csv.language'),
      t('reports.csv.documents'),
    ],
    rows.map((r) => [
      r.id,
      bangkokDateTime(r.createdAt),
      r.name,
      r.email,
      r.company,
      r.packageName,
      status(r.status),
      r.cataloguePrice,
      r.quotedPrice,
      r.acceptedPrice,
      r.paid,
      r.credited,
      source(r.source),
      language(r.locale),
      r.documents.join(' '),
    ]),
  );
}

/** The orders' CSV: one row an order, with its receipt's number, buyer and amounts. */
export function ordersCsv(rows: OrderExportRow[], t: Translate, locale: Locale): string {
  const { word, status, source, language } = wordsOf(t);
  return toCsv(
    [
      t('reports.csv.id'),
      t('reports.csv.date'),
      t('reports.csv.quoteId'),
      t('reports.csv.name'),
      t('reports.csv.email'),
      t('reports.csv.company'),
      t('reports.csv.package'),
      t('reports.csv.purpose'),
      t('reports.csv.quantity'),
      t('reports.csv.amount'),
      t('reports.csv.currency'),
      t('reports.csv.status'),
      t('reports.csv.paid'),
      t('reports.csv.source'),
      t('reports.csv.language'),
      t('reports.csv.documentNumber'),
      t('reports.csv.buyerName'),
      t('reports.csv.buyerTaxId'),
      t('reports.csv.buyerBranch'),
      t('reports.csv.valueBeforeVat'),
      t('reports.csv.vat'),
      t('reports.csv.documentTotal'),
      t('reports.csv.withholding'),
      t('reports.csv.net'),
    ],
    rows.map((r) => [
      r.id,
      bangkokDateTime(r.createdAt),
      r.quoteId,
      r.name,
      r.email,
      r.company,
      r.packageName,
      word(`admin.trail.purpose.${r.purpose}`, r.purpose),
      r.quantity,
      r.amount,
      r.currency.toUpperCase(),
      status(r.status),
      r.paid,
      source(r.source),
      language(r.locale),
      r.document?.number ?? '',
      r.document?.buyerName ?? '',
      // Formatted (0-1055-36092-64-1): a spreadsheet keeps it as text, with its leading zero.
      r.document?.buyerTaxId ? formatTaxId(r.document.buyerTaxId) : '',
      r.document ? establishmentText(r.document.buyerEstablishment, locale) : '',
      baht(r.document?.valueBeforeVat),
      baht(r.document?.vat),
      baht(r.document?.total),
      baht(r.document?.withholding),
      baht(r.document?.net),
    ]),
  );
}
