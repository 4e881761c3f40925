/**
 * What this bundle carries. The Netlify build defines `__LOCAL_ENGINES__` as false (astro.config.mjs),
 * so the embedded database, the local auth adapter, the demo checkout and the in-process mail and X
 * loops are dead code there and never reach the deployed function. Unset (Node builds, tests, scripts)
 * means they are available; the configuration's mode still decides whether they run.
 */
declare const __LOCAL_ENGINES__: boolean | undefined;

export const localEnginesBundled: boolean = typeof __LOCAL_ENGINES__ === 'undefined' ? true : __LOCAL_ENGINES__;
