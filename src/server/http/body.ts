/**
 * Request bodies read with a cap, once: a declared length over the cap is refused without reading a
 * byte, and a chunked body stops being read at the cap. The answer is 413 either way, and the server
 * never holds more than the cap in memory. On the Node server the edge (nodeBody.ts) has already
 * applied the same caps while the body streamed in; these keep them on every other host.
 */

import { BODY_LIMITS, bodyLimitFor, parseContentLength } from './bodyLimits';

export { BODY_LIMITS, bodyLimitFor };

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body exceeds ${limit} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

/** The declared Content-Length, when there is a valid one. */
export function declaredLength(request: Request): number | undefined {
  return parseContentLength(request.headers.get('content-length'));
}

/** True when the request says up front that its body is over `limit`. */
export function declaresTooLarge(request: Request, limit: number): boolean {
  const length = declaredLength(request);
  return length !== undefined && length > limit;
}

/** The body's bytes, read up to `limit`; throws BodyTooLargeError beyond it. */
export async function readBodyBytes(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  if (declaresTooLarge(request, limit)) throw new BodyTooLargeError(limit);
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > limit) {
      // Not awaited: cancelling a stream that was tee'd (a Request.clone()) settles only when the other
      // branch is cancelled too, and the 413 must not wait for that.
      void reader.cancel().catch(() => {});
      throw new BodyTooLargeError(limit);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

export async function readBodyText(request: Request, limit: number): Promise<string> {
  return new TextDecoder().decode(await readBodyBytes(request, limit));
}

/** A urlencoded or multipart form, read up to `limit`. */
export async function readForm(request: Request, limit: number): Promise<FormData> {
  const bytes = await readBodyBytes(request, limit);
  return new Response(bytes, { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData();
}

export function tooLarge(limit: number): Response {
  return new Response(`Request body too large (limit ${limit} bytes).`, {
    status: 413,
    // No "Connection: close": closing on unread data makes the kernel reset the connection, and the
    // client may lose this answer. Node reads the rest and discards it (memory stays flat).
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
