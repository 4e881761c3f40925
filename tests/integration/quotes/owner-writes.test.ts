// The owner writes the database authorises itself (issue 20, decision 0030): accept_quote,
// lock_own_quote, quote_balance_due, record_balance_checkout and change_order_status, called as each
// actor in a rolled-back transaction. The server's code is not involved: these hold whatever it does.
import { describe, expect, it } from 'vitest';
import { settleQuote } from '../../../src/domain/quotes/settlement';
import { engines } from '../support/database';
import { expectOutcome, probe, useSuite, type Suite } from '../support/matrix';
import { addQuotes, insertQuote } from '../support/rows';
import { SEED } from '../support/seed';

async function setup(suite: Suite) {
  await addQuotes(suite);
  await suite.db.asService(async (tx) => {
    // quoteA: priced and sent to user A (acceptable).
    await tx.query(`update public.quotes set status = 'quoted', quoted_price = 30000 where id = $1`, [suite.ids['quoteA']]);
    // approvedA: user A accepted 30,000 after paying 24,900 for the package; 1,000 was credited back once.
    const approved = await tx.one<{ id: string }>(
      insertQuote(', status, quoted_price, accepted_price', ", 'approved', 30000, 30000").replace(
        'returning id, user_id, status, package_name, package_price',
        'returning id',
      ),
      [suite.cast.userA.id],
    );
    suite.ids['approvedA'] = approved!.id;
    await tx.query(
      `insert into public.orders (user_id, quote_id, package_id, quantity, total_amount, status, payment_session_id)
       values ($1, $2, $3, 1, 24900, 'processing', 'cs_test_paid_a')`,
      [suite.cast.userA.id, approved!.id, SEED.packages.businessWebsite],
    );
    await tx.query(`insert into public.quote_credit_notes (quote_id, user_id, amount) values ($1, $2, 1000)`, [
      approved!.id,
      suite.cast.userA.id,
    ]);
    const order = await tx.one<{ id: string }>(
      `insert into public.orders (user_id, package_id, quantity, total_amount, status, payment_session_id)
       values ($1, $2, 1, 24900, 'processing', 'cs_test_status_a') returning id`,
      [suite.cast.userA.id, SEED.packages.businessWebsite],
    );
    suite.ids['orderA'] = order!.id;
    // quoteA2: another priced quote of user A's, for the test that really accepts (an accepted quote
    // never moves back, so that test cannot reset quoteA afterwards).
    const second = await tx.one<{ id: string }>(
      insertQuote(', status, quoted_price', ", 'quoted', 30000").replace(
        'returning id, user_id, status, package_name, package_price',
        'returning id',
      ),
      [suite.cast.userA.id],
    );
    suite.ids['quoteA2'] = second!.id;
  });
}

/** The single value the statement returned, or the refusal. */
async function answer(suite: Suite, actor: Parameters<typeof probe>[1], sql: string, params: unknown[]) {
  const outcome = await probe(suite, actor, sql, params);
  return outcome.ok ? { value: outcome.rows[0]?.['value'] } : { code: outcome.code };
}

describe.each(engines)('owner writes in the database on %s', (engine) => {
  const suite = useSuite(engine, setup);
  const accept = `select public.accept_quote($1, null, '203.0.113.7', 'vitest') as value`;

  it('accept_quote approves only the owner’s priced quote', async () => {
    const quoteA = suite.ids['quoteA']!;
    expect(await answer(suite, 'userA', accept, [quoteA])).toEqual({ value: 'accepted' });
    // Another user, a fake admin and the studio itself all find nothing to accept (it is A's choice).
    for (const actor of ['userB', 'fakeAdmin', 'admin', 'superAdmin'] as const) {
      expect(await answer(suite, actor, accept, [quoteA])).toEqual({ value: 'not_found' });
    }
    expectOutcome(await probe(suite, 'visitor', accept, [quoteA]), 'denied');
    expectOutcome(await probe(suite, 'service', accept, [quoteA]), 'denied');
    expect(await answer(suite, 'userA', accept, [suite.ids['approvedA']])).toEqual({ value: 'already_accepted' });
    expect(await answer(suite, 'userB', accept, [suite.ids['quoteB']])).toEqual({ value: 'not_acceptable' });
  });

  it('accept_quote really writes for the owner, and only for the owner', async () => {
    const quoteA = suite.ids['quoteA2']!;
    const statusOf = () =>
      suite.db.asService((tx) =>
        tx.one<{ status: string; accepted_price: number | null }>('select status, accepted_price from public.quotes where id = $1', [
          quoteA,
        ]),
      );
    await suite.db.asCaller(suite.cast.userB.claims, (tx) => tx.query(accept, [quoteA]));
    expect(await statusOf()).toEqual({ status: 'quoted', accepted_price: null });
    await suite.db.asCaller(suite.cast.userA.claims, (tx) => tx.query(accept, [quoteA]));
    expect(await statusOf()).toEqual({ status: 'approved', accepted_price: 30000 });
    // Accepted is final (decision 0041): not even the service role moves it back.
    await expect(
      suite.db.asService((tx) => tx.query(`update public.quotes set status = 'quoted' where id = $1`, [quoteA])),
    ).rejects.toThrow(/quote_transition/);
  });

  it('lock_own_quote locks the owner’s quote only', async () => {
    const lock = `select public.lock_own_quote($1) as value`;
    expect(await answer(suite, 'userA', lock, [suite.ids['quoteA']])).toEqual({ value: true });
    expect(await answer(suite, 'userB', lock, [suite.ids['quoteA']])).toEqual({ value: false });
    expect(await answer(suite, 'admin', lock, [suite.ids['quoteA']])).toEqual({ value: false });
    expectOutcome(await probe(suite, 'visitor', lock, [suite.ids['quoteA']]), 'denied');
  });

  it('quote_balance_due is the domain’s settlement, for the owner only', async () => {
    const due = `select public.quote_balance_due($1) as value`;
    const expected = settleQuote({ price: 30000, payments: [24900], credits: [1000] });
    expect(expected).toMatchObject({ outcome: 'due', amount: 6100 });
    expect(await answer(suite, 'userA', due, [suite.ids['approvedA']])).toEqual({ value: expected.amount });
    expect(await answer(suite, 'userB', due, [suite.ids['approvedA']])).toEqual({ value: null });
    // Not accepted yet: nothing is due through this path.
    expect(await answer(suite, 'userA', due, [suite.ids['quoteA']])).toEqual({ value: null });
  });

  it('record_balance_checkout takes only the amount the database computes, on the owner’s quote', async () => {
    const record = `select public.record_balance_checkout($1, $2, $3, $4) as value`;
    const approvedA = suite.ids['approvedA']!;
    const url = 'https://checkout.stripe.test/c/pay/cs_test_balance';
    expect(await answer(suite, 'userA', record, [approvedA, 1, 'cs_test_balance', url])).toEqual({ code: '23514' });
    expect(await answer(suite, 'userA', record, [approvedA, 30000, 'cs_test_balance', url])).toEqual({ code: '23514' });
    expect(await answer(suite, 'userB', record, [approvedA, 6100, 'cs_test_balance', url])).toEqual({ code: '42501' });
    expect(await answer(suite, 'admin', record, [approvedA, 6100, 'cs_test_balance', url])).toEqual({ code: '42501' });
    expectOutcome(await probe(suite, 'visitor', record, [approvedA, 6100, 'cs_test_balance', url]), 'denied');
    const ok = await answer(suite, 'userA', record, [approvedA, 6100, 'cs_test_balance', url]);
    expect(ok.value).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('change_order_status moves an order for admins only, along the transitions', async () => {
    const change = (status: string) => `select public.change_order_status($1, '${status}') as value`;
    const orderA = suite.ids['orderA']!;
    for (const actor of ['userA', 'userB', 'fakeAdmin'] as const)
      expect(await answer(suite, actor, change('completed'), [orderA])).toEqual({ value: 'not_found' });
    expectOutcome(await probe(suite, 'visitor', change('completed'), [orderA]), 'denied');
    // A paid (processing) order is completed, never cancelled or sent back to pending.
    expect(await answer(suite, 'admin', change('cancelled'), [orderA])).toEqual({ value: 'not_allowed' });
    expect(await answer(suite, 'admin', change('pending'), [orderA])).toEqual({ value: 'not_allowed' });
    expect(await answer(suite, 'admin', change('processing'), [orderA])).toEqual({ value: 'unchanged' });
    expect(await answer(suite, 'admin', change('completed'), [orderA])).toEqual({ value: 'changed' });
    expect(await answer(suite, 'admin', change('completed'), ['00000000-0000-4000-8000-000000000000'])).toEqual({ value: 'not_found' });
    // A status outside the orders' list is no transition at all.
    expect(await answer(suite, 'admin', change('refunded'), [orderA])).toEqual({ value: 'not_allowed' });
  });
});
