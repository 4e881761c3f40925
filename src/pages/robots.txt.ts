import type { APIRoute } from 'astro';
import { locales, localizeUrl } from '../i18n/locales';

/** Private sections, disallowed in every language (`/auth`, `/th/auth`, ...). */
const PRIVATE = ['/auth', '/dashboard', '/admin', '/packages', '/order/', '/checkout/'];

export const GET: APIRoute = ({ site }) =>
  new Response(
    [
      'User-agent: *',
      'Allow: /',
      ...PRIVATE.flatMap((path) => locales.map((locale) => `Disallow: ${localizeUrl(path, locale)}`)),
      '',
      `Sitemap: ${new URL('sitemap-index.xml', site).href}`,
      `Sitemap: ${new URL('sitemap-blog.xml', site).href}`,
      '',
    ].join('\n'),
    { headers: { 'Content-Type': 'text/plain; charset=utf-8' } },
  );
