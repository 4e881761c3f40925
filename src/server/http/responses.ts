// Also loaded by scripts/serve.mjs (through src/server/http/admission.ts) via Node's type stripping:
// erasable TypeScript only, and no imports but node: built-ins.
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

/**
 * A short page in both languages with the reference a user can quote (503s from the middleware and the
 * edge, 500s). `thaiFirst` for a /th address: the page is Thai, with the English below.
 */
export function noticePage(
  title: string,
  en: { heading: string; text: string },
  th: { heading: string; text: string },
  requestId: string,
  thaiFirst = false,
): string {
  const english = `<h1 lang="en">${en.heading}</h1><p lang="en">${en.text}</p>`;
  const thai = `<h1 lang="th">${th.heading}</h1><p lang="th">${th.text}</p>`;
  const reference = thaiFirst ? `รหัสอ้างอิง (Reference): ${requestId}` : `Reference: ${requestId}`;
  return `<!doctype html><html lang="${thaiFirst ? 'th' : 'en'}"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<main style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem">
${thaiFirst ? thai + english : english + thai}
<p><small>${reference}</small></p></main></html>`;
}

export function serviceUnavailable(requestId: string): Response {
  const html = noticePage(
    'Service unavailable',
    { heading: "We'll be back shortly", text: 'This part of the site is unavailable right now. Please try again later.' },
    { heading: 'ขออภัย ระบบไม่พร้อมให้บริการชั่วคราว', text: 'กรุณาลองอีกครั้งในภายหลัง' },
    requestId,
  );
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

/** An unexpected failure on a page: both languages, the page's own first (a /th address reads Thai). */
export function internalError(requestId: string, thaiFirst = false): Response {
  const html = noticePage(
    thaiFirst ? 'เกิดข้อผิดพลาด' : 'Something went wrong',
    { heading: 'Something went wrong on our side', text: 'Please try again in a moment.' },
    { heading: 'ขออภัย ระบบของเราขัดข้อง', text: 'กรุณาลองอีกครั้งในอีกสักครู่' },
    requestId,
    thaiFirst,
  );
  return new Response(html, { status: 500, headers: { 'Content-Type': 'text/html; charset=utf-8', ...NO_STORE } });
}
