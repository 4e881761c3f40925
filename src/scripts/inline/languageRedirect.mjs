// @ts-check
import { locales, prefixedLocales } from '../../i18n/config.mjs';

/**
 * Runs inline in every page's <head> (src/layouts/BaseLayout.astro), before anything paints:
 * honour a language chosen earlier when arriving from outside the site (not on in-site links).
 * Kept as a string so astro.config.mjs can add its hash to the page's Content-Security-Policy
 * (Astro hashes only the scripts it processes, not `is:inline` ones). Any change here, or to the
 * configured locales it embeds, changes the hash, which the config recomputes on the next build.
 * A stored value that is not a configured language is ignored (it would otherwise reload forever);
 * when storage is blocked (the empty catch) the visitor stays on the page they asked for.
 * The path keeps exactly one leading slash: `/th//evil.example` without its prefix would otherwise be
 * `//evil.example`, which the browser reads as another site (an open redirect).
 * Written compact, without comments or indentation: it is part of every page's first response.
 */
export const languageRedirectScript =
  `(()=>{try{` +
  `const chosen=localStorage.getItem('lang'),here=location;` +
  `if(!chosen||chosen===document.documentElement.lang||!${JSON.stringify(locales)}.includes(chosen))return;` +
  `if(document.referrer&&new URL(document.referrer).origin===here.origin)return;` +
  `const prefixed=${JSON.stringify(prefixedLocales)},first=here.pathname.split('/')[1];` +
  `let path='/'+(prefixed.includes(first)?here.pathname.slice(first.length+1):here.pathname).replace(/^[/\\\\]+/,'');` +
  `if(prefixed.includes(chosen))path=path==='/'?'/'+chosen+'/':'/'+chosen+path;` +
  `here.replace(path+here.search+here.hash)` +
  `}catch{}})();`;
