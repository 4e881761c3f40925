/** When a rate-limited HTTP service (SendGrid, LINE's Messaging API) says to try again. */
function header(headers: unknown, name: string): string | undefined {
  if (typeof headers !== 'object' || headers === null) return undefined;
  const get = (headers as { get?: unknown }).get;
  const value = typeof get === 'function' ? (get as (key: string) => unknown).call(headers, name) : undefined;
  const raw = value ?? Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
  return raw === undefined || raw === null ? undefined : String(raw);
}

/** Retry-After (seconds or an HTTP date) first, else X-RateLimit-Reset (a Unix time in seconds). */
export function retryAfter(headers: unknown, now = Date.now()): number | undefined {
  const retry = header(headers, 'retry-after');
  if (retry) {
    const seconds = Number(retry);
    if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
    const date = Date.parse(retry);
    if (Number.isFinite(date)) return Math.max(0, date - now);
  }
  const reset = Number(header(headers, 'x-ratelimit-reset'));
  if (Number.isFinite(reset) && reset > 0) return Math.max(0, reset * 1000 - now);
  return undefined;
}
