/**
 * POST /api/account/reminders (decision 0071): the account settings' "Turn reminders off/on", a plain
 * form post so it works before any island hydrates. Fields: `reminders` ('on' | 'off'), `locale`. Back to
 * the settings with `reminders=saved` or `reminders=failed`. Astro's origin check refuses cross-site posts.
 */
import type { APIContext } from 'astro';
import { isLocale, localizeUrl, type Locale } from '../../i18n/locales';
import { bindCaller } from '../db/caller';
import { postedFields } from '../forms/postedFields';
import { setOwnReminders } from '../reminders/preferences';

/** The reminders card's anchor on the dashboard (the reminders' e-mails link here too). */
export const REMINDERS_ANCHOR = 'reminders';

export async function saveOwnReminders(context: APIContext): Promise<Response> {
  const fields = (await postedFields(context.request)) ?? {};
  const locale: Locale = isLocale(fields.locale) ? fields.locale : 'en';
  const back = (outcome: 'saved' | 'failed') =>
    context.redirect(`${localizeUrl('/dashboard', locale)}?reminders=${outcome}#${REMINDERS_ANCHOR}`, 303);
  const session = context.locals.session;
  if (!session) {
    const next = `${localizeUrl('/dashboard', locale)}#${REMINDERS_ANCHOR}`;
    return context.redirect(`${localizeUrl('/auth', locale)}?${new URLSearchParams({ next })}`, 303);
  }
  if (fields.reminders !== 'on' && fields.reminders !== 'off') return back('failed');
  try {
    await setOwnReminders(bindCaller(context.locals.caller.db, session.claims), session.user.id, fields.reminders === 'on');
    return back('saved');
  } catch (error) {
    console.error(`[reminders] [${context.locals.requestId}] could not save the client's choice`, error);
    return back('failed');
  }
}
