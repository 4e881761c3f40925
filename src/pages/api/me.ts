import type { APIRoute } from 'astro';

export const prerender = false;

/** Who is signed in, for the header of static pages. Never cached; no secrets in the answer. */
export const GET: APIRoute = ({ locals }) =>
  new Response(
    JSON.stringify(
      locals.session ? { signedIn: true, email: locals.session.user.email, isAdmin: locals.isAdmin } : { signedIn: false },
    ),
    { headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' } },
  );
