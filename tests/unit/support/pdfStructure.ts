// A PDF's structure as qpdf reads it (Debian's qpdf, which .ci/run installs): its check, its objects
// (qpdf --json), an attachment's bytes. What the e-Tax tests assert a PDF/A-3 file holds.
import { execFileSync, spawnSync } from 'node:child_process';

type Json = Record<string, unknown>;

export interface PdfStructure {
  /** qpdf --check's verdict: exit code and what it printed. */
  check: { ok: boolean; output: string };
  /** Every object by "N 0 R", as qpdf's JSON (v2) gives it: { value } or { stream: { dict } }. */
  objects: Record<string, Json>;
  trailer: Json;
  /** The dictionary of an object or stream, following a reference. */
  dict(ref: unknown): Json;
  catalog: Json;
  /** The XMP packet, as text. */
  xmp: string;
}

export function pdfStructure(file: string): PdfStructure {
  const checked = spawnSync('qpdf', ['--check', file], { encoding: 'utf8' });
  const json = JSON.parse(
    execFileSync('qpdf', ['--json=2', '--json-key=qpdf', '--json-stream-data=none', file], { encoding: 'utf8', maxBuffer: 64 << 20 }),
  ) as { qpdf: [Json, Record<string, Json>] };
  const objects = json.qpdf[1];
  const dict = (ref: unknown): Json => {
    const object = typeof ref === 'string' ? objects[`obj:${ref}`] : undefined;
    if (!object) return (ref as Json) ?? {};
    if ('stream' in object) return (object.stream as { dict: Json }).dict;
    return object.value as Json;
  };
  const trailer = (objects['trailer'] as { value: Json }).value;
  const catalog = dict(trailer['/Root']);
  const metadataRef = catalog['/Metadata'] as string;
  const xmp = execFileSync('qpdf', [`--show-object=${metadataRef.replace(' 0 R', '')}`, '--raw-stream-data', file]).toString('utf8');
  return { check: { ok: checked.status === 0, output: `${checked.stdout}${checked.stderr}` }, objects, trailer, dict, catalog, xmp };
}

/** The bytes of an embedded file, by its name. */
export function attachment(file: string, name: string): Buffer {
  return execFileSync('qpdf', [`--show-attachment=${name}`, file]);
}
