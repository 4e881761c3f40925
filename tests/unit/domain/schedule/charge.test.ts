/**
 * What a click charges (decision 0062), named on the dashboard before the client confirms: Accept takes
 * the deposit (the instalment due on acceptance), the whole balance without a schedule, or nothing when
 * the schedule asks nothing on acceptance; Pay now the first due instalment.
 */
import { describe, expect, it } from 'vitest';
import { chargeDue, chargeOnAccept, type ScheduledInstalment } from '../../../../src/domain/schedule/charge';
import { settleQuote } from '../../../../src/domain/quotes/settlement';

const deposit: ScheduledInstalment = {
  position: 1,
  label: { en: 'Deposit', th: 'เงินมัดจำ' },
  trigger: 'acceptance',
  amount: 4_000_000,
  state: 'upcoming',
};
const delivery: ScheduledInstalment = {
  position: 2,
  label: { en: 'On delivery', th: 'เมื่อส่งมอบงาน' },
  trigger: 'milestone',
  amount: 4_000_000,
  state: 'upcoming',
};
const owed = settleQuote({ price: 80_000, payments: [], credits: [] });

describe('what accepting charges', () => {
  it('the deposit of a schedule, of the whole price', () => {
    expect(chargeOnAccept(owed, [deposit, delivery])).toEqual({
      kind: 'instalment',
      position: 1,
      count: 2,
      label: deposit.label,
      amount: 40_000,
      total: 80_000,
    });
  });

  it('the whole balance without a schedule', () => {
    expect(chargeOnAccept(owed, null)).toEqual({ kind: 'balance', amount: 80_000, total: 80_000 });
    expect(chargeOnAccept(settleQuote({ price: 80_000, payments: [30_000], credits: [] }), [])).toEqual({
      kind: 'balance',
      amount: 50_000,
      total: 80_000,
    });
  });

  it('nothing when the schedule asks nothing on acceptance, naming the first instalment', () => {
    const first = { ...deposit, trigger: 'milestone' as const };
    expect(chargeOnAccept(owed, [first, delivery])).toEqual({ kind: 'nothing', next: { position: 1, count: 2, label: deposit.label } });
  });

  it('nothing when nothing is owed (a price at or below what was paid)', () => {
    expect(chargeOnAccept(settleQuote({ price: 80_000, payments: [80_000], credits: [] }), [deposit, delivery])).toEqual({
      kind: 'nothing',
      next: null,
    });
    expect(chargeOnAccept(settleQuote({ price: 50_000, payments: [80_000], credits: [] }), null)).toEqual({ kind: 'nothing', next: null });
  });
});

describe('what Pay now charges', () => {
  it('the first due instalment', () => {
    expect(chargeDue(owed, [{ ...deposit, state: 'due' }, delivery])).toMatchObject({ kind: 'instalment', position: 1, amount: 40_000 });
    const half = settleQuote({ price: 80_000, payments: [40_000], credits: [] });
    expect(
      chargeDue(half, [
        { ...deposit, state: 'paid' },
        { ...delivery, state: 'due' },
      ]),
    ).toMatchObject({
      kind: 'instalment',
      position: 2,
      count: 2,
      amount: 40_000,
    });
  });

  it('nothing while no instalment is due, naming the next', () => {
    const half = settleQuote({ price: 80_000, payments: [40_000], credits: [] });
    expect(chargeDue(half, [{ ...deposit, state: 'paid' }, delivery])).toEqual({
      kind: 'nothing',
      next: { position: 2, count: 2, label: delivery.label },
    });
  });

  it('the balance without a schedule', () => {
    expect(chargeDue(owed, null)).toEqual({ kind: 'balance', amount: 80_000, total: 80_000 });
  });
});
