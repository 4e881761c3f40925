import { createContext, useContext } from 'react';
import type { IslandT } from '../../client/i18n';
import type { Words } from './messages/en';
import { site } from '../../config/site';
import { formatMoney } from '../../i18n/format';
import { localizeUrl, type Locale } from '../../i18n/locales';

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

/**
 * The wizard's links in a language. Made in the island from its locale, not passed as props: props
 * ride in the page's HTML, and the Thai home's first response has no bytes to spare (decision 0025).
 */
export function wizardHrefs(locale: Locale): WizardEnv['hrefs'] {
  const href = (path: string) => localizeUrl(path, locale);
  return {
    dashboard: href('/dashboard'),
    // After signing in, back to the wizard: its draft (sessionStorage, this tab) returns it to the same step.
    signIn: `${href('/auth')}?next=${encodeURIComponent(`${href('/')}#call-to-action`)}`,
    signUp: `${href('/auth')}?mode=signUp`,
    plan: `${href('/plan')}#call-to-action`,
  };
}

/** The wizard's setting for a language: its words, money format and links. */
export function wizardEnv(t: IslandT<keyof Words>, locale: Locale): WizardEnv {
  return { t, locale, formatPrice: priceFormatter(locale), hrefs: wizardHrefs(locale), contactEmail: site.email };
}

export function priceFormatter(locale: Locale): (baht: number) => string {
  return (baht) => formatMoney(locale, baht);
}

export { noticeText } from '../../client/actionErrors';
