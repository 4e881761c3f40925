import type { APIRoute } from 'astro';
import { bindCaller } from '../../server/db/caller';
import { loadOwnProfile, type ContactProfile } from '../../server/account/profile';

export const prerender = false;

const headers = { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' };

/**
 * Who is signed in, for static pages (header menu, wizard and modal prefill). Never cached; the
 * profile is read as the caller, so RLS returns only their own row.
 */
export const GET: APIRoute = async ({ locals }) => {
  const session = locals.session;
  if (!session) return new Response(JSON.stringify({ signedIn: false }), { headers });
  let profile: ContactProfile | null = null;
  try {
    profile = await loadOwnProfile(bindCaller(locals.caller.db, session.claims));
  } catch (error) {
    console.error('[api/me] could not read the profile', error);
  }
  return new Response(
    JSON.stringify({
      signedIn: true,
      email: session.user.email,
      isAdmin: locals.isAdmin,
      fullName: profile?.fullName ?? '',
      phone: profile?.phone ?? '',
      company: profile?.company ?? '',
    }),
    { headers },
  );
};
