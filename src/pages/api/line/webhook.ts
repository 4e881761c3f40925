import type { APIRoute } from 'astro';
import { receiveLineWebhook } from '../../../server/routes/lineWebhookRoute';

export const prerender = false;

/** LINE's webhook: an unfollow turns "Updates on LINE" off (docs/decisions/0075). */
export const POST: APIRoute = (context) => receiveLineWebhook(context);
