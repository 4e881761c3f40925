// Admission control for the Node server's on-demand requests (scripts/serve.mjs): a few run at once,
// a bounded queue waits behind them, and a request that cannot start within `maxWaitMs` is answered
// 503 with Retry-After at once. Without it, every connection's request piles onto the one database
// (PGlite serves one query at a time) and under load all of them wait, for tens of seconds, holding
// their memory the while. Static files never come here: they cost nothing to serve.
// Loaded through Node's type stripping: erasable TypeScript only, and no imports but node: built-ins
// and responses.ts (which imports only node: built-ins).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { newRequestId, noticePage, REQUEST_ID_HEADER } from './responses.ts';

export interface AdmissionLimits {
  /** Requests handled at once. */
  concurrency: number;
  /**
   * Event-loop lag, sustained for a second, above which new requests start being refused, more of
   * them the further above it is. Work the concurrency limit does not see (e-mail delivery after a write, the embedded
   * database's synchronous disk writes) saturates the one thread, and requests then wait in the
   * socket, before this server has even read them.
   */
  maxLagMs: number;
  /** Requests waiting for a turn; beyond it a request is refused at once. */
  queue: number;
  /** The longest a request waits for its turn before it is refused. */
  maxWaitMs: number;
}

/** Read from the environment (CONCURRENT_REQUESTS, QUEUED_REQUESTS, QUEUE_WAIT_MS, MAX_LAG_MS), with the defaults measured in docs/capacity.md. */
export function admissionLimits(env: Record<string, string | undefined>): AdmissionLimits {
  const positive = (value: string | undefined, fallback: number) => {
    const n = Number(value);
    return Number.isInteger(n) && n > 0 ? n : fallback;
  };
  return {
    concurrency: positive(env.CONCURRENT_REQUESTS, 4),
    queue: positive(env.QUEUED_REQUESTS, 64),
    maxWaitMs: positive(env.QUEUE_WAIT_MS, 500),
    maxLagMs: positive(env.MAX_LAG_MS, 150),
  };
}

/**
 * The event loop's sustained lag: a timer that should fire every `everyMs` fires late by as much as the
 * thread was busy, and the lowest of the last `window` measurements is the lag that lasted. A single
 * stall (a collection, a burst of body chunks) is not overload; a thread late at every look for a
 * second is. `sample` is exposed for tests.
 */
export class LagGauge {
  readonly everyMs: number;
  readonly window: number;
  #samples: number[] = [];
  #expected = 0;
  #timer: ReturnType<typeof setInterval> | undefined;

  constructor(everyMs = 250, window = 4) {
    this.everyMs = everyMs;
    this.window = window;
  }

  /** The lag that lasted through the whole window, in milliseconds (0 until the window is full). */
  get lagMs(): number {
    return this.#samples.length < this.window ? 0 : Math.min(...this.#samples);
  }

  start(now: () => number = () => performance.now()): void {
    if (this.#timer) return;
    this.#expected = now() + this.everyMs;
    this.#timer = setInterval(() => {
      const at = now();
      this.sample(Math.max(0, at - this.#expected));
      this.#expected = at + this.everyMs;
    }, this.everyMs);
    this.#timer.unref();
  }

  stop(): void {
    clearInterval(this.#timer);
    this.#timer = undefined;
  }

  sample(lagMs: number): void {
    this.#samples.push(lagMs);
    if (this.#samples.length > this.window) this.#samples.shift();
  }

  /** Forgets what was measured: a known pause (a deliberate collection) is not load. */
  reset(): void {
    this.#samples = [];
  }
}

interface Waiter {
  admit: () => void;
  timer: ReturnType<typeof setTimeout>;
}

export class Admission {
  readonly limits: AdmissionLimits;
  readonly lag: LagGauge | undefined;
  readonly random: () => number;
  #active = 0;
  #waiting: Waiter[] = [];
  /** Requests refused since the start, for the log line and the benchmark. */
  refused = 0;

  /** `random` decides which requests an overloaded thread refuses (injected by tests). */
  constructor(limits: AdmissionLimits, lag?: LagGauge, random: () => number = Math.random) {
    this.limits = limits;
    this.lag = lag;
    this.random = random;
  }

  /**
   * True when the thread is busier than `maxLagMs`: refused with a probability that grows with the
   * lag (at twice the limit, every new request), so the load eases off smoothly instead of flapping.
   */
  #overloaded(): boolean {
    const lag = this.lag?.lagMs ?? 0;
    if (lag <= this.limits.maxLagMs) return false;
    return this.random() < (lag - this.limits.maxLagMs) / this.limits.maxLagMs;
  }

  get active(): number {
    return this.#active;
  }

  get queued(): number {
    return this.#waiting.length;
  }

  /** Resolves with a release function once the request may run, or null when it is refused. */
  enter(): Promise<(() => void) | null> {
    if (this.#overloaded()) {
      this.refused += 1;
      return Promise.resolve(null);
    }
    if (this.#active < this.limits.concurrency) {
      this.#active += 1;
      return Promise.resolve(this.#releaser());
    }
    if (this.#waiting.length >= this.limits.queue) {
      this.refused += 1;
      return Promise.resolve(null);
    }
    return new Promise((resolve) => {
      const waiter: Waiter = {
        admit: () => {
          clearTimeout(waiter.timer);
          this.#active += 1;
          resolve(this.#releaser());
        },
        timer: setTimeout(() => {
          const index = this.#waiting.indexOf(waiter);
          if (index >= 0) this.#waiting.splice(index, 1);
          this.refused += 1;
          resolve(null);
        }, this.limits.maxWaitMs),
      };
      this.#waiting.push(waiter);
    });
  }

  #releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#active -= 1;
      this.#waiting.shift()?.admit();
    };
  }
}

/** Seconds a refused client should wait: enough for the queue to drain, short enough to feel live. */
export const RETRY_AFTER_SECONDS = 2;

/**
 * The answer to a refused request: 503 with Retry-After, never stored. An action's caller gets the
 * shape Astro's client reads (its form shows its generic "try again" message in the page's language);
 * anyone else a short page in both languages.
 */
export function answerBusy(req: IncomingMessage, res: ServerResponse): void {
  const requestId = newRequestId();
  const isAction = (req.url ?? '').startsWith('/_actions/');
  const headers = {
    'Retry-After': String(RETRY_AFTER_SECONDS),
    'Cache-Control': 'no-store',
    [REQUEST_ID_HEADER]: requestId,
    'Content-Type': isAction ? 'application/json' : 'text/html; charset=utf-8',
  };
  const body = isAction
    ? JSON.stringify({ type: 'AstroActionError', code: 'SERVICE_UNAVAILABLE', status: 503, message: 'busy' })
    : noticePage(
        'Busy',
        { heading: 'The site is busy', text: 'Too many people are using it at this moment. Please try again in a few seconds.' },
        { heading: 'ขณะนี้มีผู้ใช้งานจำนวนมาก', text: 'กรุณาลองอีกครั้งในอีกสักครู่' },
        requestId,
      );
  // Drain what the client still sends, so the answer is not lost to a reset connection.
  req.resume();
  res.writeHead(503, headers);
  res.end(body);
}
