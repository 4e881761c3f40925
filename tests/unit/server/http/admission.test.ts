import { afterEach, describe, expect, it, vi } from 'vitest';
import { Admission, admissionLimits, LagGauge } from '../../../../src/server/http/admission';

afterEach(() => {
  vi.useRealTimers();
});

describe('Admission', () => {
  it('runs up to `concurrency` at once and lets the queue in, in order, as they finish', async () => {
    const gate = new Admission({ concurrency: 2, queue: 2, maxWaitMs: 1_000, maxLagMs: 150 });
    const first = await gate.enter();
    const second = await gate.enter();
    expect(first && second).toBeTruthy();
    const order: string[] = [];
    const third = gate.enter().then((release) => (order.push('third'), release));
    const fourth = gate.enter().then((release) => (order.push('fourth'), release));
    expect(gate.active).toBe(2);
    expect(gate.queued).toBe(2);
    first!();
    first!(); // a second release changes nothing
    expect(await third).toBeTypeOf('function');
    expect(gate.active).toBe(2);
    second!();
    expect(await fourth).toBeTypeOf('function');
    expect(order).toEqual(['third', 'fourth']);
  });

  it('refuses at once when the queue is full', async () => {
    const gate = new Admission({ concurrency: 1, queue: 1, maxWaitMs: 10_000, maxLagMs: 150 });
    await gate.enter();
    void gate.enter();
    expect(await gate.enter()).toBeNull();
    expect(gate.refused).toBe(1);
  });

  it('refuses a request that waited longer than maxWaitMs, and takes it out of the queue', async () => {
    vi.useFakeTimers();
    const gate = new Admission({ concurrency: 1, queue: 5, maxWaitMs: 800, maxLagMs: 150 });
    const running = await gate.enter();
    const waiting = gate.enter();
    vi.advanceTimersByTime(801);
    expect(await waiting).toBeNull();
    expect(gate.queued).toBe(0);
    running!();
    expect(gate.active).toBe(0);
  });
});

describe('admissionLimits', () => {
  it('reads positive integers from the environment and falls back otherwise', () => {
    expect(admissionLimits({})).toEqual({ concurrency: 4, queue: 64, maxWaitMs: 500, maxLagMs: 150 });
    expect(admissionLimits({ CONCURRENT_REQUESTS: '3', QUEUED_REQUESTS: '0', QUEUE_WAIT_MS: 'x', MAX_LAG_MS: '400' })).toEqual({
      concurrency: 3,
      queue: 64,
      maxWaitMs: 500,
      maxLagMs: 400,
    });
  });
});

describe('LagGauge', () => {
  it('counts only lag that lasted the whole window: one stall is not overload', () => {
    const gauge = new LagGauge(250, 4);
    for (const lag of [0, 900, 0, 0]) gauge.sample(lag);
    expect(gauge.lagMs).toBe(0);
    for (const lag of [200, 320, 250, 210]) gauge.sample(lag);
    expect(gauge.lagMs).toBe(200);
    gauge.reset();
    expect(gauge.lagMs).toBe(0);
  });

  it('measures a thread kept busy', async () => {
    const gauge = new LagGauge(20, 2);
    gauge.start();
    for (let i = 0; i < 3; i++) {
      const until = Date.now() + 120;
      while (Date.now() < until) {
        // the thread is busy: the gauge's timer cannot fire
      }
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    gauge.stop();
    expect(gauge.lagMs).toBeGreaterThan(50);
  });
});

describe('Admission under a busy thread', () => {
  const limits = { concurrency: 10, queue: 10, maxWaitMs: 500, maxLagMs: 150 };
  const busy = (lag: number) => {
    const gauge = new LagGauge(250, 1);
    gauge.sample(lag);
    return gauge;
  };

  it('admits everything while the lag stays under the limit', async () => {
    const gate = new Admission(limits, busy(149), () => 0);
    expect(await gate.enter()).toBeTypeOf('function');
  });

  it('refuses more requests the further the lag is over the limit, and all of them at twice the limit', async () => {
    // Half way to twice the limit: a request whose draw is under 0.5 is refused, one over it admitted.
    expect(await new Admission(limits, busy(225), () => 0.49).enter()).toBeNull();
    expect(await new Admission(limits, busy(225), () => 0.51).enter()).toBeTypeOf('function');
    expect(await new Admission(limits, busy(300), () => 0.999).enter()).toBeNull();
  });
});
