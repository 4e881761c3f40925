// Rows the payment-schedule RLS suites start from (decision 0050), made the way the studio makes them:
// a priced quote each for user A and user B, split 50/50 by public.set_payment_schedule as the admin
// (aal2); the quote accepted, its deposit due (the service sets due_at, as on acceptance), and the
// deposit marked received by bank transfer with public.record_instalment_transfer as the admin.
import { isDatabaseError } from '../../../src/server/db/types';
import type { Suite } from './matrix';
import { insertedId } from './rows';

const SPLIT = JSON.stringify([
  { label_en: 'Deposit', label_th: 'มัดจำ', trigger: 'acceptance', amount_satang: 2_675_000 },
  { label_en: 'Launch', label_th: 'เปิดตัวเว็บไซต์', trigger: 'milestone', amount_satang: 2_675_000 },
]);

/**
 * suite.ids: quoteA/quoteB, scheduleA/scheduleB, depositA/depositB (due and paid by transfer),
 * launchA/launchB (not yet due), transferA/transferB and their orders transferOrderA/transferOrderB.
 */
export async function addSchedules(suite: Suite) {
  const { db, cast } = suite;
  for (const [key, user] of [
    ['A', cast.userA],
    ['B', cast.userB],
  ] as const) {
    const quote = await insertedId(
      suite,
      `insert into public.quotes (user_id, package_name, project_description, contact_info, source, locale, status, quoted_price)
       values ($1, 'Custom plan', 'Clinic site', $2, 'modal', 'en', 'quoted', 53500) returning id`,
      [user.id, JSON.stringify({ name: `Client ${key}`, email: user.email })],
    );
    const outcome = await db.asCaller(cast.admin.claims, (tx) =>
      tx.one<{ outcome: string }>('select public.set_payment_schedule($1, $2::jsonb) as outcome', [quote, SPLIT]),
    );
    if (outcome?.outcome !== 'ok') throw new Error(`set_payment_schedule: ${outcome?.outcome}`);
    await db.asOwner((tx) => tx.query(`update public.quotes set status = 'approved', accepted_price = 53500 where id = $1`, [quote]));
    const rows = await db.asService((tx) =>
      tx.query<{ schedule_id: string; id: string; position: number }>(
        'select schedule_id, id, position from public.payment_instalments where quote_id = $1 order by position',
        [quote],
      ),
    );
    const [deposit, launch] = rows;
    if (!deposit || !launch) throw new Error('the schedule has no instalments');
    await db.asService((tx) => tx.query('update public.payment_instalments set due_at = now() where id = $1', [deposit.id]));
    const order = await db.asCaller(cast.admin.claims, (tx) =>
      tx.one<{ id: string | null }>(`select public.record_instalment_transfer($1, 'transfer', 2675000, 0, 'KBANK 1', '2026-11-27') as id`, [
        deposit.id,
      ]),
    );
    if (!order?.id) throw new Error('record_instalment_transfer refused');
    const transfer = await db.asService((tx) =>
      tx.one<{ id: string }>('select id from public.instalment_transfers where instalment_id = $1', [deposit.id]),
    );
    Object.assign(suite.ids, {
      [`quote${key}`]: quote,
      [`schedule${key}`]: deposit.schedule_id,
      [`deposit${key}`]: deposit.id,
      [`launch${key}`]: launch.id,
      [`transfer${key}`]: transfer?.id ?? '',
      [`transferOrder${key}`]: order.id,
    });
  }
}

/**
 * The suite's admin signed in with a password only (aal1, decision 0045): runs one statement and rolls it
 * back, giving the rows' count or the error's code.
 */
export async function asPasswordOnlyAdmin(suite: Suite, sql: string, params: unknown[] = []): Promise<number | string> {
  const rollback = Symbol('rollback');
  let count = 0;
  try {
    await suite.db.asCaller({ ...suite.cast.admin.claims, aal: 'aal1' }, async (tx) => {
      count = (await tx.query(sql, params)).length;
      throw rollback;
    });
  } catch (error) {
    if (error === rollback) return count;
    if (isDatabaseError(error)) return error.code;
    throw error;
  }
  throw new Error('unreachable: the transaction must roll back');
}
