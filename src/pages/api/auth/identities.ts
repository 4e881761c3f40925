import type { APIRoute } from 'astro';
import { unlinkIdentity } from '../../../server/routes/socialRoutes';

export const prerender = false;

/** Social sign-in and identities (docs/decisions/0048): see src/server/routes/socialRoutes.ts. */
export const POST: APIRoute = (context) => unlinkIdentity(context);
