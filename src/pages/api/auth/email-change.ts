import type { APIRoute } from 'astro';
import { changeEmail } from '../../../server/routes/emailChangeRoute';

export const prerender = false;

/** Changing the account's e-mail address (decision 0049 addendum (b)): see src/server/routes/emailChangeRoute.ts. */
export const POST: APIRoute = (context) => changeEmail(context);
