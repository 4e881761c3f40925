// Request body caps, per kind of route. One table for the two places that enforce it: the Node server's
// edge (src/server/http/nodeBody.ts, before Astro sees the request) and the middleware (every host,
// Netlify included). Loaded by scripts/serve.mjs through Node's type stripping, so: erasable
// TypeScript only, and no imports.

/** Caps per kind of endpoint, in bytes. */
export const BODY_LIMITS = {
  /** Astro's own security.actionBodySizeLimit (its default). */
  action: 1024 * 1024,
  /** Stripe's events are a few kilobytes; 256 KiB leaves room for a large line-item list (and LINE's batches). */
  webhook: 256 * 1024,
  /** A small form (a few hidden fields): the demo checkout, sign-out. */
  form: 8 * 1024,
  /**
   * A page's form posted without JavaScript (contact, plan, sign-in, reset): a few text fields, the
   * longest a 10,000-character project description, which percent-encoded in Thai is 90 KB.
   */
  page: 256 * 1024,
  /** A transfer report: a slip image of at most 5 MB (domain/money/transferSlip.ts) and three fields. */
  slip: 5 * 1024 * 1024 + 64 * 1024,
  /** The studio's record of a time-stamped e-Tax copy: a PDF of at most 5 MB (domain/money/etaxTimestamp.ts) and a day. */
  timestampedCopy: 5 * 1024 * 1024 + 64 * 1024,
} as const;

/** The page a client posts a transfer report with its slip to (docs/decisions/0064). */
const SLIP_REPORT_PATH = /^(\/th)?\/account\/payments\/report\/?$/;

/** The admin's customer page, where the studio uploads a time-stamped e-Tax copy (decision 0076). */
const TIMESTAMPED_COPY_PATH = /^(\/th)?\/admin\/customers\/[0-9a-f-]{36}\/?$/;

/** The cap for a request to `pathname` (with or without the /th prefix). */
export function bodyLimitFor(pathname: string): number {
  if (pathname.startsWith('/_actions/')) return BODY_LIMITS.action;
  if (pathname === '/api/payments/stripe-webhook' || pathname === '/api/line/webhook') return BODY_LIMITS.webhook;
  if (pathname.startsWith('/api/')) return BODY_LIMITS.form;
  if (SLIP_REPORT_PATH.test(pathname)) return BODY_LIMITS.slip;
  if (TIMESTAMPED_COPY_PATH.test(pathname)) return BODY_LIMITS.timestampedCopy;
  return BODY_LIMITS.page;
}

/** The declared Content-Length, when there is a valid one. */
export function parseContentLength(header: string | null | undefined): number | undefined {
  if (header === null || header === undefined || !/^\d+$/.test(header.trim())) return undefined;
  return Number(header);
}
