// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import node from '@astrojs/node';
import netlify from '@astrojs/netlify';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { pageDirectives } from './src/server/http/securityHeaders.mjs';
import { languageRedirectScript } from './src/scripts/inline/languageRedirect.mjs';
import { defaultLocale, locales, prefixPath } from './src/i18n/config.mjs';
import { cspHash, pagePolicyHashes } from './src/build/pagePolicyHashes.ts';
import { precompress } from './src/build/precompress.ts';
import { thaiJsx } from './src/build/thaiJsx.ts';

// Production deploys to Netlify; everywhere else (local `npm start`, tests) the Node adapter
// in middleware mode is wrapped by scripts/serve.mjs, which adds compression and cache headers.
const onNetlify = process.env.NETLIFY === 'true' || process.env.DEPLOY_TARGET === 'netlify';
const site = process.env.SITE_URL ?? process.env.URL ?? 'https://www.siampixel.example';

export default defineConfig({
  site,
  output: 'static',
  // One address per page, without a trailing slash but the root's; the other form is redirected to it
  // (scripts/serve.mjs locally, netlify.toml in production; docs/decisions/0042-no-trailing-slash.md).
  // Pages are written as about.html so no host answers /about with a redirect to /about/.
  trailingSlash: 'never',
  adapter: onNetlify ? netlify() : node({ mode: 'middleware' }),
  // One route tree serves every language (src/pages/[...locale]/, docs/decisions/0001).
  i18n: {
    locales: [...locales],
    defaultLocale,
    routing: { prefixDefaultLocale: false },
  },
  integrations: [
    react(),
    {
      // client:interaction (src/scripts/directives/interaction.ts): hydrate a working HTML form on first use.
      name: 'client-interaction',
      hooks: {
        'astro:config:setup': ({ addClientDirective }) =>
          addClientDirective({ name: 'interaction', entrypoint: './src/scripts/directives/interaction.ts' }),
      },
    },
    {
      // Local mode serves only on loopback unless APP_MODE=local (src/server/config.ts reads HOST).
      // `astro dev` listens where `--host` / server.host say, whatever HOST holds, and renders in this
      // process: so HOST becomes the address the dev server really listens on.
      name: 'dev-listening-address',
      hooks: {
        'astro:config:setup': ({ command, config }) => {
          if (command !== 'dev') return;
          const host = config.server.host;
          process.env.HOST = host === true ? '0.0.0.0' : host || 'localhost';
        },
      },
    },
    sitemap({
      i18n: { defaultLocale, locales: Object.fromEntries(locales.map((locale) => [locale, locale])) },
      // The blog index is rendered on demand from a dynamic route, which the sitemap cannot list itself.
      customPages: locales.map((locale) => new URL(prefixPath('/blog', locale), site).href),
      // Private pages and the local-only /dev/outbox (a 404 in production) stay out of the sitemap.
      filter: (page) => !/\/(404|auth|dashboard|admin|packages|order|checkout)/.test(page) && !/\/dev\//.test(page),
    }),
    // After the build, in this order: each page's CSP lists only its own hashes, then the static
    // files are compressed once at the highest levels for scripts/serve.mjs (docs/decisions/0025).
    pagePolicyHashes(),
    ...(onNetlify ? [] : [precompress()]),
  ],
  // The site's one stylesheet (62 KB, 11 KiB gzip) is a cacheable file, not inlined into every page's
  // HTML: the first response shrinks by a third and the next page reuses it (docs/decisions/0021).
  build: { inlineStylesheets: 'never', format: 'file' },
  // No Markdown pages; Shiki's inline styles would not pass the CSP anyway (Astro warns otherwise).
  markdown: { syntaxHighlight: false },
  // The page half of the Content-Security-Policy (docs/decisions/0010): Astro hashes its own inline
  // scripts and styles; a <meta> tag on prerendered pages, the header on on-demand ones.
  security: {
    // The same check runs in src/middleware.ts (src/server/http/originCheck.ts), which can exempt the
    // one-click unsubscribe page that mail providers post to (RFC 8058, decision 0075).
    checkOrigin: false,
    csp: {
      directives: [...pageDirectives],
      scriptDirective: { hashes: [cspHash(languageRedirectScript)] },
      // <style> elements stay hash-only; style="" attributes (React and Astro render some) are
      // allowed: they cannot run script, and img-src still limits what CSS can fetch.
      styleDirective: { resources: [{ resource: "'unsafe-inline'", kind: 'attribute' }] },
    },
  },
  prefetch: false,
  vite: {
    // The signed-in islands' JSX marks Thai text so it breaks only between words (decision 0047).
    plugins: [tailwindcss(), thaiJsx()],
    build: {
      // Component scripts are never inlined: an inline copy rides in every page's HTML (which the home
      // page needs inside the first round trip, docs/decisions/0025) and needs its own CSP hash, while
      // a module file is cached once and runs after parsing either way. Other assets keep the default.
      // The icon sprite neither: a page's <use> cannot name a symbol in a data: URL (decision 0074).
      assetsInlineLimit: (file) => (/\.m?js$|sprite\.svg$/.test(file) ? false : undefined),
    },
    // The Netlify build leaves out the embedded database and the other local-only services
    // (src/server/buildTarget.ts): they are dead code there, so the function never carries them.
    define: { __LOCAL_ENGINES__: JSON.stringify(!onNetlify) },
    // Kysely ships as 255 small ES modules, which every on-demand request reaches (the middleware binds
    // the caller's database): bundled into the function they load as one chunk, without the parts the
    // site does not use (docs/decisions/0055).
    ...(onNetlify ? { ssr: { noExternal: ['kysely'] } } : {}),
  },
});
