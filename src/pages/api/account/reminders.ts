import type { APIRoute } from 'astro';
import { saveOwnReminders } from '../../../server/reminders/accountRoute';

export const prerender = false;

/** The client's reminders switch (decision 0071): see src/server/reminders/accountRoute.ts. */
export const POST: APIRoute = (context) => saveOwnReminders(context);
