// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import node from '@astrojs/node';
import netlify from '@astrojs/netlify';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';

// Production deploys to Netlify; everywhere else (local `npm start`, tests) the Node adapter
// in middleware mode is wrapped by scripts/serve.mjs, which adds compression and cache headers.
const onNetlify = process.env.NETLIFY === 'true' || process.env.DEPLOY_TARGET === 'netlify';
const site = process.env.SITE_URL ?? process.env.URL ?? 'https://www.siampixel.example';

export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'ignore',
  adapter: onNetlify ? netlify() : node({ mode: 'middleware' }),
  i18n: {
    locales: ['en', 'th'],
    defaultLocale: 'en',
    routing: { prefixDefaultLocale: false },
  },
  integrations: [
    react(),
    sitemap({
      i18n: { defaultLocale: 'en', locales: { en: 'en', th: 'th' } },
      filter: (page) => !/\/(404|auth|dashboard|admin|packages|order|checkout)/.test(page),
    }),
  ],
  build: { inlineStylesheets: 'always' },
  prefetch: false,
  vite: { plugins: [tailwindcss()] },
});
