import type { APIRoute } from 'astro';
import { finishSocial } from '../../../../server/routes/socialRoutes';

export const prerender = false;

/** Social sign-in and identities (docs/decisions/0048): see src/server/routes/socialRoutes.ts. */
export const GET: APIRoute = (context) => finishSocial(context);
