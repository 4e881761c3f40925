import { afterEach, describe, expect, it, vi } from 'vitest';
import { startMemoryRelief } from '../../../../src/server/http/memoryRelief';

const holder = globalThis as { gc?: unknown };
const original = holder.gc;

afterEach(() => {
  vi.useRealTimers();
  holder.gc = original;
});

describe('startMemoryRelief', () => {
  it('collects everything once after a busy spell, when the server is quiet again, and never during the spell', () => {
    vi.useFakeTimers();
    const gc = vi.fn();
    holder.gc = gc;
    const after = vi.fn();
    const relief = startMemoryRelief({ everyMs: 1_000, busyAfter: 100, quietBelow: 5, afterCollection: after })!;
    // Busy: 60 requests a period for three periods.
    for (let period = 0; period < 3; period++) {
      for (let i = 0; i < 60; i++) relief.count();
      vi.advanceTimersByTime(1_000);
    }
    expect(gc).not.toHaveBeenCalled();
    // Quiet: the next look collects, with the flavour that gives pooled pages back.
    vi.advanceTimersByTime(1_000);
    expect(gc).toHaveBeenCalledTimes(1);
    expect(gc).toHaveBeenCalledWith({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    expect(after).toHaveBeenCalledTimes(1);
    // Still quiet, nothing new to give back: no more collections.
    vi.advanceTimersByTime(10_000);
    expect(relief.collections()).toBe(1);
  });

  it('leaves a server that was never busy alone', () => {
    vi.useFakeTimers();
    const gc = vi.fn();
    holder.gc = gc;
    const relief = startMemoryRelief({ everyMs: 1_000, busyAfter: 100, quietBelow: 5 })!;
    for (let period = 0; period < 30; period++) {
      for (let i = 0; i < 3; i++) relief.count();
      vi.advanceTimersByTime(1_000);
    }
    expect(gc).not.toHaveBeenCalled();
  });
});
