/**
 * How the site answers for a private file (a document's PDF, a slip, a time-stamped copy, a report, the
 * data export) and for a short refusal: one set of headers, so no download route forgets one. A private
 * file is never kept by a shared cache, never sniffed into another type, and, when it is shown rather
 * than saved, sandboxed by its own Content-Security-Policy.
 */

/** A short plain-text answer (a refusal, a 404), never cached. */
export function plainText(status: number, text: string): Response {
  return new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
}

export interface PrivateFile {
  /** Its media type: `application/pdf`, `text/csv; charset=utf-8`, the slip's sniffed type. */
  type: string;
  /** The file name a browser saves it under (ASCII: document numbers, dates, ids). */
  name: string;
  /** `inline` to show it in the browser (a slip), `attachment` to save it (the default). */
  disposition?: 'inline' | 'attachment';
  /** A sandboxing policy for what a browser may render itself (PDFs, images). */
  csp?: string;
}

/** The bytes (or text) of a file only its owner and the studio may read. */
export function privateFile(body: Uint8Array | string, file: PrivateFile): Response {
  return new Response(typeof body === 'string' ? body : new Blob([new Uint8Array(body)]), {
    status: 200,
    headers: {
      'Content-Type': file.type,
      'Content-Disposition': `${file.disposition ?? 'attachment'}; filename="${file.name}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      ...(file.csp ? { 'Content-Security-Policy': file.csp } : {}),
    },
  });
}
