import type { APIRoute } from 'astro';
import { saveOwnLineUpdates } from '../../../server/line/accountRoute';

export const prerender = false;

/** The client's "Updates on LINE" switch (decision 0072): see src/server/line/accountRoute.ts. */
export const POST: APIRoute = (context) => saveOwnLineUpdates(context);
