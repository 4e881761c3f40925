// @ts-check
import { locales, prefixedLocales } from '../../i18n/config.mjs';

/**
 * Runs inline in every page's <head> (src/layouts/BaseLayout.astro), before anything paints:
 * honour a language chosen earlier when arriving from outside the site (not on in-site links).
 * Kept as a string so astro.config.mjs can add its hash to the page's Content-Security-Policy
 * (Astro hashes only the scripts it processes, not `is:inline` ones). Any change here, or to the
 * configured locales it embeds, changes the hash, which the config recomputes on the next build.
 * A stored value that is not a configured language is ignored (it would otherwise reload forever).
 */
export const languageRedirectScript = `(() => {
  try {
    const chosen = localStorage.getItem('lang');
    const current = document.documentElement.lang;
    const fromSite = document.referrer && new URL(document.referrer).origin === location.origin;
    if (!chosen || chosen === current || fromSite || !${JSON.stringify(locales)}.includes(chosen)) return;
    const prefixed = ${JSON.stringify(prefixedLocales)};
    const first = location.pathname.split('/')[1];
    let path = prefixed.includes(first) ? location.pathname.slice(first.length + 1) || '/' : location.pathname;
    if (prefixed.includes(chosen)) path = path === '/' ? '/' + chosen + '/' : '/' + chosen + path;
    location.replace(path + location.search + location.hash);
  } catch {
    // Storage blocked: stay on the page as requested.
  }
})();`;
