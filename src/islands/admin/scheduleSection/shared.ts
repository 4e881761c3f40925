import type { actions } from 'astro:actions';
import type { Locale } from '../../../i18n/locales';
import { formatSatangMoney } from '../../../components/payments/money';

/** What the schedule section loads: the schedule, the price, the expected amounts and the client's reports. */
export type Loaded = Awaited<ReturnType<typeof actions.admin.schedule>>['data'];
export type Instalment = NonNullable<NonNullable<Loaded>['schedule']>['instalments'][number];
export type TransferReport = NonNullable<Loaded>['reports'][number];
/** The client's transfer report a "record" starts from (decision 0064): its amount and day fill the form. */
export type ReportStart = { amountSatang: number; transferredAt: string };

// One money format and one Bangkok date with the client's pages (components/payments).
export const baht = (satang: number, locale: Locale) => formatSatangMoney(locale, satang);
