/**
 * POST /api/account/line (docs/decisions/0072): the account settings' "Turn on/off updates on LINE", a
 * plain form post so it works before any island hydrates. Fields: `line` ('on' | 'off'), `locale`. Back
 * to the settings with `line=saved` or `line=failed`. Astro's origin check refuses cross-site posts.
 */
import type { APIContext } from 'astro';
import { isLocale, localizeUrl, type Locale } from '../../i18n/locales';
import { bindCaller } from '../db/caller';
import { postedFields } from '../forms/postedFields';
import { setOwnLineUpdates } from '../mail/line/preferences';

/** The card's anchor on the dashboard. */
export const LINE_ANCHOR = 'line-updates';

export async function saveOwnLineUpdates(context: APIContext): Promise<Response> {
  const fields = (await postedFields(context.request)) ?? {};
  const locale: Locale = isLocale(fields.locale) ? fields.locale : 'en';
  const back = (outcome: 'saved' | 'failed') =>
    context.redirect(`${localizeUrl('/dashboard', locale)}?line=${outcome}#${LINE_ANCHOR}`, 303);
  const session = context.locals.session;
  if (!session) {
    const next = `${localizeUrl('/dashboard', locale)}#${LINE_ANCHOR}`;
    return context.redirect(`${localizeUrl('/auth', locale)}?${new URLSearchParams({ next })}`, 303);
  }
  if (fields.line !== 'on' && fields.line !== 'off') return back('failed');
  try {
    await setOwnLineUpdates(bindCaller(context.locals.caller.db, session.claims), session.user.id, fields.line === 'on');
    return back('saved');
  } catch (error) {
    // RLS refuses 'on' for an account without LINE linked (42501): the same "could not save".
    console.error(`[line] [${context.locals.requestId}] could not save the client's choice`, error);
    return back('failed');
  }
}
