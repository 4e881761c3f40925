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
      'Disallow: /packages',
      'Disallow: /th/packages',
      'Disallow: /order/',
      'Disallow: /th/order/',
      'Disallow: /checkout/',
      'Disallow: /th/checkout/',
      '',
      `Sitemap: ${new URL('sitemap-index.xml', site).href}`,
      `Sitemap: ${new URL('sitemap-blog.xml', site).href}`,
      '',
    ].join('\n'),
    { headers: { 'Content-Type': 'text/plain; charset=utf-8' } },
  );
