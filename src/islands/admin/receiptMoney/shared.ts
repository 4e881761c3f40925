import type { actions } from 'astro:actions';
import type { Locale } from '../../../i18n/locales';
import type { AdminT } from '../words';
import { REASON_MAX, REASON_MIN } from '../../../domain/money/receiptActions';
import { formatSatangMoney } from '../../../components/payments/money';

export type Loaded = NonNullable<Awaited<ReturnType<typeof actions.admin.receiptMoney>>['data']>;
export type Receipt = Loaded[number];

// One money format and one Bangkok date with the client's pages (components/payments).
export const baht = (satang: number, locale: Locale) => formatSatangMoney(locale, satang);

export interface FormProps {
  receipt: Receipt;
  t: AdminT;
  locale: Locale;
  onCancel: () => void;
  onDone: (number: string) => void;
}

/** Words the refusals the server may answer; anything else is the generic failure. */
export function problemText(t: AdminT, problem: string | undefined): string {
  switch (problem) {
    case 'over':
      return t('admin.money.problem.over');
    case 'reason':
      return t('admin.money.problem.reason', { min: REASON_MIN, max: REASON_MAX });
    case 'amount':
      return t('admin.money.problem.amount');
    case 'seller_incomplete':
      return t('admin.money.problem.seller');
    default:
      return t('admin.money.failed');
  }
}
