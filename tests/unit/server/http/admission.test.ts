import { afterEach, describe, expect, it, vi } from 'vitest';
import { Admission, admissionLimits } from '../../../../src/server/http/admission';

afterEach(() => {
  vi.useRealTimers();
});

describe('Admission', () => {
  it('runs up to `concurrency` at once and lets the queue in, in order, as they finish', async () => {
    const gate = new Admission({ concurrency: 2, queue: 2, maxWaitMs: 1_000 });
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
    const gate = new Admission({ concurrency: 1, queue: 1, maxWaitMs: 10_000 });
    await gate.enter();
    void gate.enter();
    expect(await gate.enter()).toBeNull();
    expect(gate.refused).toBe(1);
  });

  it('refuses a request that waited longer than maxWaitMs, and takes it out of the queue', async () => {
    vi.useFakeTimers();
    const gate = new Admission({ concurrency: 1, queue: 5, maxWaitMs: 800 });
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
    expect(admissionLimits({})).toEqual({ concurrency: 8, queue: 64, maxWaitMs: 800 });
    expect(admissionLimits({ CONCURRENT_REQUESTS: '3', QUEUED_REQUESTS: '0', QUEUE_WAIT_MS: 'x' })).toEqual({
      concurrency: 3,
      queue: 64,
      maxWaitMs: 800,
    });
  });
});
