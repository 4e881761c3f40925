// @ts-check
import { prefixedLocales } from '../../i18n/config.mjs';

/**
 * Runs inline in the unprefixed home page's <head> (src/layouts/BaseLayout.astro), before anything
 * paints; every other page names its language and never carries it.
 * An explicit language in the URL wins: a shared /th/… link or a search result opens in the language
 * it names, whatever the visitor chose before. The remembered choice only decides the unprefixed home
 * page `/`, the one address that names no language, and only when arriving from outside the site (an
 * in-site link to `/` is a choice made now). The default language lives at `/` itself, so only a
 * prefixed language can send the visitor anywhere.
 * Kept as a string so astro.config.mjs can add its hash to the page's Content-Security-Policy
 * (Astro hashes only the scripts it processes, not `is:inline` ones). Any change here, or to the
 * configured locales it embeds, changes the hash, which the config recomputes on the next build.
 * The target is built only from a configured code (`/th`), never from the URL or the stored value,
 * so it can never start with `//` (another site): a stored value that is not a prefixed language is
 * ignored, and when storage is blocked (the empty catch) the visitor stays on the page they asked for.
 * Written compact, without comments or indentation: it is part of the home page's first response.
 */
export const languageRedirectScript =
  `(()=>{try{` +
  `const l=location,c=${JSON.stringify(prefixedLocales)}.find(p=>p===localStorage.getItem('lang'));` +
  `if(c&&l.pathname==='/'&&!(document.referrer&&new URL(document.referrer).origin===l.origin))l.replace('/'+c+l.search+l.hash)` +
  `}catch{}})();`;
