// @ts-check
/**
 * Runs inline in every page's <head> (src/layouts/BaseLayout.astro), before anything paints:
 * honour a language chosen earlier when arriving from outside the site (not on in-site links).
 * Kept as a string so astro.config.mjs can add its hash to the page's Content-Security-Policy
 * (Astro hashes only the scripts it processes, not `is:inline` ones). Any change here changes the
 * hash, which the config recomputes on the next build.
 */
export const languageRedirectScript = `(() => {
  try {
    const chosen = localStorage.getItem('lang');
    const current = document.documentElement.lang;
    const fromSite = document.referrer && new URL(document.referrer).origin === location.origin;
    if (!chosen || chosen === current || fromSite) return;
    let path = location.pathname.replace(/^\\/th(?=\\/|$)/, '') || '/';
    if (chosen === 'th') path = path === '/' ? '/th/' : '/th' + path;
    location.replace(path + location.search + location.hash);
  } catch {
    // Storage blocked: stay on the page as requested.
  }
})();`;
