import type { APIRoute } from 'astro';
import { saveOwnReminders } from '../../../server/routes/remindersRoute';

export const prerender = false;

/** The client's reminders switch (decision 0071): see src/server/routes/remindersRoute.ts. */
export const POST: APIRoute = (context) => saveOwnReminders(context);
