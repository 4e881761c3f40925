import { createContext, useContext } from 'react';
import type { IslandT } from '../../client/i18n';
import type { Words } from './messages/en';
import { formatMoney } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';

export interface WizardEnv {
  t: IslandT<keyof Words>;
  locale: Locale;
  /** Whole baht as the locale writes money: ฿25,000 / THB 25,000. */
  formatPrice: (baht: number) => string;
  /** Localized paths the wizard links to. */
  hrefs: {
    dashboard: string;
    signIn: string;
    signUp: string;
    /** Where the description form posts before the island runs. */ plan: string;
  };
  contactEmail: string;
}

export const WizardContext = createContext<WizardEnv | null>(null);

export function useWizardEnv(): WizardEnv {
  const env = useContext(WizardContext);
  if (!env) throw new Error('Wizard components must be rendered inside <WizardContext>');
  return env;
}

export function priceFormatter(locale: Locale): (baht: number) => string {
  return (baht) => formatMoney(locale, baht);
}

export { noticeText } from '../../client/actionErrors';
