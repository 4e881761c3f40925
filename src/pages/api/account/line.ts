import type { APIRoute } from 'astro';
import { saveOwnLineUpdates } from '../../../server/routes/lineRoute';

export const prerender = false;

/** The client's "Updates on LINE" switch (decision 0072): see src/server/routes/lineRoute.ts. */
export const POST: APIRoute = (context) => saveOwnLineUpdates(context);
