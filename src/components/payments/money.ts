import { intlLocale, type Locale } from '../../i18n/locales';

/** Satang as money: ฿26,750 when whole, ฿25,942.50 otherwise (an amount net of withholding can hold satang). */
export function formatSatangMoney(locale: Locale, satang: number): string {
  const whole = satang % 100 === 0;
  return new Intl.NumberFormat(intlLocale[locale], {
    style: 'currency',
    currency: 'THB',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(satang / 100);
}
