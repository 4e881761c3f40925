/**
 * Answers the middleware gives on its own: the service is unavailable (production misconfigured), a
 * malformed action request, an unexpected failure. None carries an internal message; each carries the
 * request id the log line has, so a user can quote it.
 */
import { randomBytes } from 'node:crypto';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** Short enough to read out over the phone, unique enough to find one log line. */
export function newRequestId(): string {
  return randomBytes(6).toString('hex');
}

const NO_STORE = { 'Cache-Control': 'no-store' };

export function serviceUnavailable(requestId: string): Response {
  const html = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Service unavailable</title>
<main style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem">
<h1>We'll be back shortly</h1><p>This part of the site is unavailable right now. Please try again later.</p>
<h1 lang="th">ขออภัย ระบบไม่พร้อมให้บริการชั่วคราว</h1><p lang="th">กรุณาลองอีกครั้งในภายหลัง</p>
<p><small>Reference: ${requestId}</small></p></main></html>`;
  return new Response(html, { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Retry-After': '300', ...NO_STORE } });
}

/** The shape Astro's action client reads (type AstroActionError), so islands show their own message. */
export function actionError(
  status: 400 | 404 | 500,
  code: 'BAD_REQUEST' | 'NOT_FOUND' | 'INTERNAL_SERVER_ERROR',
  message: string,
): Response {
  return new Response(JSON.stringify({ type: 'AstroActionError', code, status, message }), {
    status,
    headers: { 'Content-Type': 'application/json', ...NO_STORE },
  });
}

export function internalError(requestId: string): Response {
  return new Response(`Something went wrong on our side. Please try again. Reference: ${requestId}`, {
    status: 500,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', ...NO_STORE },
  });
}
