import type { APIRoute } from 'astro';
import { getDatabase } from '../../server/services';

export const prerender = false;

const headers = { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' };

/**
 * Who is signed in, for static pages (header menu, wizard and modal prefill). Never cached; the
 * profile is read as the caller, so RLS returns only their own row.
 */
export const GET: APIRoute = async ({ locals }) => {
  const session = locals.session;
  if (!session) return new Response(JSON.stringify({ signedIn: false }), { headers });
  let profile: { full_name: string | null; phone: string | null; company: string | null } | null = null;
  try {
    const db = await getDatabase();
    profile = await db.asCaller(session.claims, (tx) =>
      tx.one('select full_name, phone, company from public.profiles where id = $1', [session.user.id]),
    );
  } catch (error) {
    console.error('[api/me] could not read the profile', error);
  }
  return new Response(
    JSON.stringify({
      signedIn: true,
      email: session.user.email,
      isAdmin: locals.isAdmin,
      fullName: profile?.full_name ?? '',
      phone: profile?.phone ?? '',
      company: profile?.company ?? '',
    }),
    { headers },
  );
};
