/**
 * The output-tax register (รายงานภาษีขาย, docs/decisions/0063) read from the issued documents: their
 * frozen snapshots carry the buyer and the totals exactly as issued, so the register adds up to the
 * documents to the satang. Read as the calling admin: RLS returns documents to admins at aal2 and to
 * each buyer their own, so anyone else who got this far would read an empty month, never someone's data
 * (the endpoint refuses them before that).
 */
import type { SignedInCallerDb } from '../db/caller';
import type { DocumentSnapshot } from '../../domain/money/document';
import { buildOutputTaxRegister, establishmentText, taxMonthBounds, type OutputTaxRegister, type TaxMonth } from '../../domain/outputTax';
import { formatTaxId } from '../../domain/money/taxId';
import { toCsv } from '../../domain/csv';
import type { Translate } from '../../i18n/translate';
import type { Locale } from '../../i18n/locales';

export async function loadOutputTaxRegister(caller: SignedInCallerDb, month: TaxMonth): Promise<OutputTaxRegister> {
  const { start, end } = taxMonthBounds(month);
  const rows = await caller.run((tx) =>
    tx.db
      .selectFrom('public.documents')
      .select(['doc_type', 'number', 'issued_at', 'snapshot'])
      .where('doc_type', 'in', ['tax_invoice', 'credit_note'])
      .where('issued_at', '>=', new Date(start))
      .where('issued_at', '<', new Date(end))
      .execute(),
  );
  return buildOutputTaxRegister(
    month,
    rows.map((row) => {
      // Written by issue_document from src/domain/money/document.ts; never changed since.
      const snapshot = row.snapshot as unknown as DocumentSnapshot;
      return {
        type: row.doc_type,
        number: row.number,
        issuedAt: new Date(row.issued_at).toISOString(),
        buyer: { kind: snapshot.buyer.kind, name: snapshot.buyer.name, taxId: snapshot.buyer.taxId, branch: snapshot.buyer.branch },
        totals: { subtotal: snapshot.totals.subtotal, vat: snapshot.totals.vat, total: snapshot.totals.total },
        sellerVatRegistered: snapshot.seller.vatRegistered,
      };
    }),
  );
}

/** An amount cell: exact baht with two decimals, a negative one a number too (not neutralised text). */
const baht = (satang: number) => ({ satang });

/** The register as the accountant's CSV, headed in the reader's language, with a totals line. */
export function outputTaxCsv(register: OutputTaxRegister, t: Translate, locale: Locale): string {
  return toCsv(
    [
      t('reports.tax.csv.position'),
      t('reports.tax.csv.date'),
      t('reports.tax.csv.number'),
      t('reports.tax.csv.type'),
      t('reports.tax.csv.buyer'),
      t('reports.tax.csv.taxId'),
      t('reports.tax.csv.establishment'),
      t('reports.tax.csv.value'),
      t('reports.tax.csv.vat'),
      t('reports.tax.csv.total'),
    ],
    [
      ...register.rows.map((row) => [
        row.position,
        row.date,
        row.number,
        t(`reports.tax.type.${row.type}`),
        row.buyerName,
        // Formatted (0-1055-36092-64-1): a spreadsheet keeps it as text, with its leading zero.
        row.buyerTaxId ? formatTaxId(row.buyerTaxId) : '',
        establishmentText(row.establishment, locale),
        baht(row.value),
        baht(row.vat),
        baht(row.total),
      ]),
      [
        '',
        '',
        '',
        '',
        t('reports.tax.csv.totals'),
        '',
        '',
        baht(register.totals.value),
        baht(register.totals.vat),
        baht(register.totals.total),
      ],
    ],
  );
}
