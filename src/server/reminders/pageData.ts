/**
 * The studio's reminders page (decision 0071): each kind's switch and the reminders sent lately, read
 * as the signed-in admin (RLS: nobody else sees a switch or the log). A switch posted to the page is
 * written here too, as the caller, after the route checked the admin.
 */
import { localeFromPath, localizeUrl } from '../../i18n/locales';
import { bindCaller } from '../db/caller';
import { REMINDER_KINDS, type ReminderKind } from '../../domain/reminders/rules';
import { reminderSwitches, setReminderSwitch } from './preferences';

/** The newest reminders the page lists. */
const RECENT_ROWS = 50;

export interface SentReminder {
  id: string;
  kind: ReminderKind;
  sentAt: string;
  to: string | null;
  subject: string | null;
  status: string | null;
}

export interface AdminRemindersPageData {
  allowed: boolean;
  switches: { kind: ReminderKind; enabled: boolean }[] | null;
  recent: SentReminder[] | null;
}

type Loaded<T> = { status: number; data: T } | { redirect: string };

const isKind = (value: unknown): value is ReminderKind => (REMINDER_KINDS as readonly unknown[]).includes(value);

/** A switch posted by the page's form: 'ok', or 'failed' (bad input, refused, or the database). */
export async function saveSwitch(locals: App.Locals, fields: Record<string, string>): Promise<'ok' | 'failed'> {
  const session = locals.session;
  if (!session || !locals.isAdmin || !isKind(fields.kind) || (fields.enabled !== 'on' && fields.enabled !== 'off')) return 'failed';
  try {
    await setReminderSwitch(bindCaller(locals.caller.db, session.claims), session.user.id, fields.kind, fields.enabled === 'on');
    return 'ok';
  } catch (error) {
    console.error('[reminders] could not save a switch', error);
    return 'failed';
  }
}

export async function loadAdminRemindersPage(locals: App.Locals, url: URL): Promise<Loaded<AdminRemindersPageData>> {
  const session = locals.session;
  if (!session) return { redirect: `${localizeUrl('/auth', localeFromPath(url.pathname))}?next=${encodeURIComponent(url.pathname)}` };
  if (!locals.isAdmin) return { status: 403, data: { allowed: false, switches: null, recent: null } };
  const caller = bindCaller(locals.caller.db, session.claims);
  try {
    const switches = await reminderSwitches(caller);
    const rows = await caller.run((tx) =>
      tx.db
        .selectFrom('public.reminders_sent as r')
        .leftJoin('public.email_outbox as o', 'o.id', 'r.outbox_id')
        .select(['r.id', 'r.kind', 'r.created_at', 'o.to_email', 'o.subject', 'o.status'])
        .orderBy('r.created_at', 'desc')
        .limit(RECENT_ROWS)
        .execute(),
    );
    const recent = rows.flatMap((row): SentReminder[] =>
      isKind(row.kind)
        ? [
            {
              id: row.id,
              kind: row.kind,
              sentAt: new Date(row.created_at).toISOString(),
              to: row.to_email,
              subject: row.subject,
              status: row.status,
            },
          ]
        : [],
    );
    return { status: 200, data: { allowed: true, switches, recent } };
  } catch (error) {
    console.error('[reminders] could not load the reminders page', error);
    return { status: 503, data: { allowed: true, switches: null, recent: null } };
  }
}
