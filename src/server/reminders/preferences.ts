/**
 * Who hears reminders (decision 0071): the client's own choice (public.notification_preferences, no row:
 * on) and the studio's switch per kind (public.reminder_settings, no row: on). Both read and written as
 * the caller, so RLS decides: a client reads and writes only their own row, only an admin the switches.
 */
import type { SignedInCallerDb } from '../db/caller';
import { REMINDER_KINDS, type ReminderKind } from '../../domain/reminders/rules';

/** Whether the signed-in client receives reminders. */
export async function ownRemindersOn(caller: SignedInCallerDb, userId: string): Promise<boolean> {
  const row = await caller.run((tx) =>
    tx.db.selectFrom('public.notification_preferences').select('reminders').where('user_id', '=', userId).executeTakeFirst(),
  );
  return row?.reminders ?? true;
}

/** The client turns reminders on or off for themself (receipts, documents and replies are not reminders). */
export async function setOwnReminders(caller: SignedInCallerDb, userId: string, on: boolean): Promise<void> {
  await caller.run((tx) =>
    tx.db
      .insertInto('public.notification_preferences')
      .values({ user_id: userId, reminders: on, updated_at: new Date().toISOString() })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ reminders: on, updated_at: new Date().toISOString() }))
      .execute(),
  );
}

/** Each kind and whether the studio has it on (an admin; RLS shows anyone else no row, so all read as on). */
export async function reminderSwitches(caller: SignedInCallerDb): Promise<{ kind: ReminderKind; enabled: boolean }[]> {
  const rows = await caller.run((tx) => tx.db.selectFrom('public.reminder_settings').select(['kind', 'enabled']).execute());
  return REMINDER_KINDS.map((kind) => ({ kind, enabled: rows.find((row) => row.kind === kind)?.enabled ?? true }));
}

/** The studio switches one kind on or off (admins at aal2: RLS refuses anyone else with 42501). */
export async function setReminderSwitch(caller: SignedInCallerDb, adminId: string, kind: ReminderKind, enabled: boolean): Promise<void> {
  await caller.run((tx) =>
    tx.db
      .insertInto('public.reminder_settings')
      .values({ kind, enabled })
      .onConflict((oc) => oc.column('kind').doUpdateSet({ enabled, updated_by: adminId, updated_at: new Date().toISOString() }))
      .execute(),
  );
}
