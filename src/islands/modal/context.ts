import { createContext, useContext } from 'react';
import type { Words } from './messages/en';
import type { Locale } from '../../i18n/locales';
import { formatMoney } from '../../i18n/format';
import { makeT, type IslandT } from '../../client/i18n';

/** What the lazily loaded modal takes from the page it opens on (src/islands/modal/mount.tsx, pageConfig). */
export interface ModalPageConfig {
  locale: Locale;
  /** This locale's dashboard, where the modal goes after a successful request. */
  dashboardHref: string;
  /** This locale's sign-in page, with `next` back to the current page. */
  signInHref: string;
  /** The studio e-mail for the failure screen. */
  email: string;
  /** This locale's privacy notice (issue 38), linked under the contact details. */
  privacyHref?: string;
}

/** The page's config with the modal's words in its language (src/islands/modal/messages/). */
export interface ModalConfig extends ModalPageConfig {
  messages: Words;
}

export interface ModalEnv extends ModalConfig {
  t: IslandT<keyof Words>;
  has: (key: string) => key is keyof Words;
  price: (amount: number, currency: string) => string;
}

export function makeEnv(config: ModalConfig): ModalEnv {
  return {
    ...config,
    t: makeT(config.messages),
    has: (key): key is keyof Words => key in config.messages,
    price: (amount, currency) => formatMoney(config.locale, amount, currency),
  };
}

export const ModalContext = createContext<ModalEnv | null>(null);

export function useModalEnv(): ModalEnv {
  const env = useContext(ModalContext);
  if (!env) throw new Error('useModalEnv outside the Start Your Project modal');
  return env;
}
