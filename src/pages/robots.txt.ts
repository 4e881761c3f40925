import type { APIRoute } from 'astro';

export const GET: APIRoute = ({ site }) =>
  new Response(
    [
      'User-agent: *',
      'Allow: /',
      'Disallow: /auth',
      'Disallow: /th/auth',
      'Disallow: /dashboard',
      'Disallow: /th/dashboard',
      'Disallow: /admin',
      'Disallow: /th/admin',
      '',
      `Sitemap: ${new URL('sitemap-index.xml', site).href}`,
      '',
    ].join('\n'),
    { headers: { 'Content-Type': 'text/plain; charset=utf-8' } },
  );
