/**
 * Payload generators for tests/e2e/hostile-input.spec.ts: for each action, fast-check arbitraries
 * that only produce input the action's schema must refuse (wrong types, control characters, lone
 * surrogates, oversize text, malformed UUIDs, deep nesting, bodies that are not objects, wrong
 * content types), and for the plain endpoints, hostile forms, cookies and headers.
 *
 * Each action target carries a valid payload and a description of its fields; a generator changes
 * one field so that the payload becomes invalid by construction. The spec still runs every payload
 * through the action's own zod schema (the oracle) and reports any the schema would accept.
 */
import fc from 'fast-check';
import type { z } from 'zod';

/** A string field's rule, as src/domain/validation/text.ts applies it. */
export type TextRule = 'single' | 'multi' | 'secret' | 'format';
export type FieldType = 'string' | 'int' | 'boolean' | 'array';

export interface FieldSpec {
  path: (string | number)[];
  type: FieldType;
  /** Strings: which characters the server refuses ('format': e-mail, UUID, enum, URL: any control). */
  text?: TextRule;
  /** Strings: the length limit (in code points, as zod counts); ints: the largest accepted value. */
  max?: number;
  /** Ints: the smallest accepted value. */
  min?: number;
  /** Leaving it out makes the payload invalid. */
  required?: boolean;
  /** Ints: null is accepted. */
  nullable?: boolean;
  uuid?: boolean;
}

export interface ActionTarget {
  action: string;
  /** The action's input schema, the oracle: every generated JSON payload must fail it. */
  schema: z.ZodType;
  valid: unknown;
  fields: FieldSpec[];
}

export interface Payload {
  kind: string;
  contentType: string;
  body: string | Buffer;
  /** False when the body is not meant to be checked against the schema (wrong content type). */
  json: boolean;
}

// ---------------------------------------------------------------------------------------------
// Building blocks

const clone = <T>(value: T): T => structuredClone(value);

const DELETE = Symbol('delete');

function setAt(root: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = clone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (value === DELETE) delete node[last];
  else node[last] = value;
  return copy;
}

function getAt(root: unknown, path: (string | number)[]): unknown {
  let node = root as Record<string | number, unknown>;
  for (const key of path) node = node[key] as Record<string | number, unknown>;
  return node;
}

/** JSON text with every non-ASCII code unit written as \uXXXX (so lone surrogates travel escaped, by hand). */
function escapeAll(json: string): string {
  let out = '';
  for (let i = 0; i < json.length; i++) {
    const unit = json.charCodeAt(i);
    out += unit > 0x7e ? `\\u${unit.toString(16).padStart(4, '0')}` : json[i];
  }
  return out;
}

const encodings = fc.constantFrom('stringify', 'escaped');
function encode(value: unknown, encoding: string): string {
  const json = JSON.stringify(value);
  return encoding === 'escaped' ? escapeAll(json) : json;
}

const JSON_TYPE = 'application/json';

/** Valid text people write, around the hostile parts: Thai, emoji (4-byte), ZWJ sequences, RTL override. */
export const exotic = fc.constantFrom('สวัสดีครับ', 'ร้านกาแฟ', '😀', '👨‍👩‍👧', '\u202Eevil.exe\u202C', 'Zalgo̷̢', 'ﷺ', 'a', 'Ω≈ç√');

/** One character the server must refuse in this kind of field. */
export function refusedCharacter(rule: TextRule): fc.Arbitrary<string> {
  const surrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit));
  if (rule === 'secret') return fc.oneof(fc.constant('\u0000'), surrogate);
  const c0 = fc
    .integer({ min: 0, max: 0x1f })
    .filter((unit) => rule !== 'multi' || ![0x09, 0x0a, 0x0d].includes(unit))
    .map((unit) => String.fromCharCode(unit));
  const c1 = fc.integer({ min: 0x7f, max: 0x9f }).map((unit) => String.fromCharCode(unit));
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant('\u0000') },
    { weight: 3, arbitrary: c0 },
    { weight: 2, arbitrary: c1 },
    { weight: 3, arbitrary: surrogate },
  );
}

/** A value of any type but `type` (and not null when null is accepted). */
function wrongTypeFor(field: FieldSpec): fc.Arbitrary<unknown> {
  const others: fc.Arbitrary<unknown>[] = [
    fc.constant(null),
    fc.boolean(),
    fc.double(),
    fc.integer(),
    fc.constantFrom(Number.MAX_SAFE_INTEGER, -Number.MAX_VALUE, 1e308),
    fc.string({ maxLength: 20 }),
    fc.constantFrom('NaN', 'Infinity', '-Infinity', '1e309', '0x10', '١٢', ' 1', '1_000', '-0', ''),
    fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
    fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 }),
  ];
  return fc.oneof(...others).filter((value) => {
    // JSON writes NaN and ±Infinity as null, which a nullable field accepts.
    if (value === null || (typeof value === 'number' && !Number.isFinite(value))) return !field.nullable;
    if (field.type === 'string') return typeof value !== 'string';
    if (field.type === 'int') return typeof value !== 'number';
    if (field.type === 'boolean') return typeof value !== 'boolean';
    return !Array.isArray(value);
  });
}

/** Numbers out of range, not whole, or too big for any integer type. */
function badNumberFor(field: FieldSpec): fc.Arbitrary<number> {
  const min = field.min ?? 0;
  const max = field.max ?? Number.MAX_SAFE_INTEGER;
  return fc.oneof(
    fc.integer({ min: -1_000_000, max: min - 1 }),
    fc.integer({ min: max + 1, max: max + 1_000_000 }),
    fc.double({ min: min, max: max, noNaN: true, noDefaultInfinity: true }).filter((n) => !Number.isInteger(n)),
    fc.constantFrom(2 ** 53 + 2, 1e21, 1e308, -1e308, Number.MIN_VALUE),
  );
}

/** JSON number literals JSON.stringify never writes, each invalid for every integer field here. */
const rawNumberLiterals = fc.constantFrom('1e400', '-1e400', '123456789012345678901234567890', '-0.5e-3', '9007199254740993.5', '1E+999');

/** Not a UUID: a real one damaged, or something else entirely. */
const malformedUuid = fc.oneof(
  fc
    .tuple(fc.uuid(), fc.nat(35), fc.constantFrom('g', 'z', '-', ' ', '\u0000', 'ก', '', 'aa', '\ud800'))
    .map(([uuid, at, ch]) => uuid.slice(0, at) + ch + uuid.slice(at + 1)),
  fc.uuid().map((uuid) => uuid.replaceAll('-', '')),
  fc.uuid().map((uuid) => `{${uuid}}`),
  fc.uuid().map((uuid) => ` ${uuid}\n`),
  fc.uuid().map((uuid) => `${uuid}' OR '1'='1`),
  fc.constantFrom(
    "' OR 1=1 --",
    '1; drop table quotes;--',
    '../../etc/passwd',
    '%00',
    'null',
    'undefined',
    '0',
    '-1',
    'ffffffff-ffff-ffff-ffff-fffffffffffff',
  ),
  fc.string({ maxLength: 40 }),
);
const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

function insertInside(base: string, inserted: string, at: number): string {
  const text = base.length >= 2 ? base : `a${base}b`;
  const position = 1 + (at % (text.length - 1));
  return text.slice(0, position) + inserted + text.slice(position);
}

/** Long text: more than the field's limit, in ASCII, Thai, emoji or RTL runs. */
function oversizeFor(field: FieldSpec): fc.Arbitrary<string> {
  const max = field.max!;
  return (
    fc
      .tuple(
        fc.constantFrom('x', 'ก', '😀', '\u202Eab', 'สวัสดี', '👍🏽'),
        fc.oneof(
          { weight: 9, arbitrary: fc.integer({ min: 1, max: 2_000 }) },
          { weight: 1, arbitrary: fc.integer({ min: 20_000, max: 100_000 }) },
        ),
      )
      // zod counts code points (an emoji is one), not UTF-16 units.
      .map(([unit, extra]) => unit.repeat(Math.ceil((max + extra) / Array.from(unit).length)))
  );
}

/** Deep nesting, written by hand (JSON.stringify would be slow and recursive at this depth). */
const deepNesting = fc
  .tuple(fc.integer({ min: 50, max: 5_000 }), fc.constantFrom('array', 'object'))
  .map(([depth, shape]) =>
    shape === 'array' ? `${'['.repeat(depth)}1${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
  );

/** Keys that have bitten JavaScript servers before: they must stay plain data. */
const pollutingKeys = fc.dictionary(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '$where', ''),
  fc.jsonValue({ maxDepth: 2 }),
  { maxKeys: 3 },
);

/** Invalid UTF-8: decoders turn each into U+FFFD, so the payload carries an escaped NUL as well. */
const invalidUtf8 = fc.constantFrom(
  Buffer.from([0xff]),
  Buffer.from([0xc0, 0x80]), // overlong NUL
  Buffer.from([0xed, 0xa0, 0x80]), // a surrogate written as UTF-8 (CESU-8)
  Buffer.from([0xf4, 0x90, 0x80, 0x80]), // beyond U+10FFFF
  Buffer.from([0xe0, 0xa4]), // truncated sequence
  Buffer.from([0x80, 0x80, 0x80]),
);

const PLACEHOLDER = '@@HOSTILE@@';

/** JSON text with the placeholder (inside a string, or a whole value) replaced by raw bytes or text. */
function splice(json: string, replacement: Buffer | string, quoted: boolean): Buffer {
  const marker = quoted ? `"${PLACEHOLDER}"` : PLACEHOLDER;
  const [before, after] = json.split(marker) as [string, string];
  return Buffer.concat([Buffer.from(before), typeof replacement === 'string' ? Buffer.from(replacement) : replacement, Buffer.from(after)]);
}

// ---------------------------------------------------------------------------------------------
// Action payloads

/** Every payload class for one action, each invalid by construction, with its class name. */
export function actionPayloads(target: ActionTarget): fc.Arbitrary<Payload> {
  const { valid, fields } = target;
  const strings = fields.filter((f) => f.type === 'string');
  const limited = strings.filter((f) => f.max !== undefined);
  const ints = fields.filter((f) => f.type === 'int');
  const required = fields.filter((f) => f.required);
  const uuids = fields.filter((f) => f.uuid);
  const json =
    (kind: string) =>
    (value: unknown, encoding = 'stringify') => ({ kind, contentType: JSON_TYPE, body: encode(value, encoding), json: true });
  const classes: fc.WeightedArbitrary<Payload>[] = [];
  const add = (weight: number, arbitrary: fc.Arbitrary<Payload>) => classes.push({ weight, arbitrary });

  if (fields.length) {
    add(
      30,
      fc
        .tuple(fc.constantFrom(...fields), encodings)
        .chain(([field, encoding]) => wrongTypeFor(field).map((value) => json('wrong type')(setAt(valid, field.path, value), encoding))),
    );
  }
  if (strings.length) {
    // The main class: a refused character inside an otherwise valid value, next to valid exotic text.
    add(
      60,
      fc.tuple(fc.constantFrom(...strings), fc.nat(), exotic, encodings).chain(([field, at, around, encoding]) =>
        refusedCharacter(field.text ?? 'single').map((bad) => {
          const base = String(getAt(valid, field.path));
          const value = insertInside(field.text === 'format' ? base : `${around}${base}`, bad, at);
          const kind = bad === '\u0000' ? 'NUL' : /[\ud800-\udfff]/.test(bad) ? 'lone surrogate' : 'control character';
          return json(kind)(setAt(valid, field.path, value), encoding);
        }),
      ),
    );
    // Raw invalid UTF-8 bytes inside a string (decoded to U+FFFD), plus an escaped NUL that makes it invalid.
    add(
      10,
      fc.tuple(fc.constantFrom(...strings), invalidUtf8).map(([field, bytes]) => ({
        kind: 'raw invalid UTF-8',
        contentType: JSON_TYPE,
        body: splice(JSON.stringify(setAt(valid, field.path, `${PLACEHOLDER}\u0000`)), bytes, false),
        json: true,
      })),
    );
  }
  if (limited.length) {
    add(
      16,
      fc
        .constantFrom(...limited)
        .chain((field) => oversizeFor(field).map((value) => json('oversize string')(setAt(valid, field.path, value)))),
    );
  }
  if (strings.length) {
    // A body over Astro's 1 MiB action limit (rare: each is a megabyte on the wire).
    add(
      1,
      fc.tuple(fc.constantFrom(...strings), fc.integer({ min: 1_100_000, max: 1_300_000 })).map(([field, length]) => ({
        kind: 'body over 1 MiB',
        contentType: JSON_TYPE,
        body: JSON.stringify(setAt(valid, field.path, 'x'.repeat(length))),
        // Invalid by its size (Astro refuses it with 413 before parsing), not by the schema: a blog
        // post's title and content have no length limit of their own.
        json: false,
      })),
    );
  }
  if (ints.length) {
    add(
      20,
      fc.constantFrom(...ints).chain((field) => badNumberFor(field).map((value) => json('bad number')(setAt(valid, field.path, value)))),
    );
    add(
      10,
      fc.tuple(fc.constantFrom(...ints), rawNumberLiterals).map(([field, literal]) => ({
        kind: 'huge number literal',
        contentType: JSON_TYPE,
        body: splice(JSON.stringify(setAt(valid, field.path, PLACEHOLDER)), literal, true),
        json: true,
      })),
    );
  }
  if (required.length) {
    add(
      10,
      fc.constantFrom(...required).map((field) => json('missing field')(setAt(valid, field.path, DELETE))),
    );
  }
  if (uuids.length) {
    add(
      20,
      fc
        .tuple(fc.constantFrom(...uuids), malformedUuid, encodings)
        .filter(([, value]) => !uuidShape.test(value))
        .map(([field, value, encoding]) => json('malformed UUID')(setAt(valid, field.path, value), encoding)),
    );
  }
  if (fields.length) {
    // Deep nesting in place of a field.
    add(
      10,
      fc.tuple(fc.constantFrom(...fields), deepNesting).map(([field, nested]) => ({
        kind: 'deep nesting',
        contentType: JSON_TYPE,
        body: splice(JSON.stringify(setAt(valid, field.path, PLACEHOLDER)), nested, true),
        json: true,
      })),
    );
  }
  // The whole body something other than an object.
  add(
    20,
    fc
      .oneof(
        fc
          .jsonValue({ maxDepth: 3 })
          .filter((value) => value === null || typeof value !== 'object' || Array.isArray(value))
          .map((value) => JSON.stringify(value)),
        deepNesting.filter((text) => text.startsWith('[')),
        rawNumberLiterals,
      )
      .map((body) => ({ kind: 'not an object', contentType: JSON_TYPE, body, json: true })),
  );
  // A valid body under a content type the JSON action must refuse.
  add(
    10,
    fc
      .constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/xml',
        'text/json',
        'application/octet-stream',
        'application/jsonx',
      )
      .map((contentType) => ({ kind: 'wrong content type', contentType, body: JSON.stringify(valid), json: false })),
  );
  const all = fc.oneof(...classes);
  // Any class, sometimes with prototype-polluting keys added (zod drops unknown keys; they must stay inert).
  return fc.tuple(all, fc.boolean(), pollutingKeys).map(([payload, polluted, extra]) => {
    if (!polluted || !payload.json || typeof payload.body !== 'string' || !payload.body.startsWith('{"')) return payload;
    const keys = JSON.stringify(extra);
    if (keys === '{}') return payload;
    return { ...payload, body: `${keys.slice(0, -1)},${payload.body.slice(1)}`, kind: payload.kind };
  });
}

/** JSON text that does not parse: truncated, trailing garbage, raw control bytes, JavaScript-isms. */
export function malformedJson(target: ActionTarget): fc.Arbitrary<Payload> {
  const text = JSON.stringify(target.valid);
  const broken = fc.oneof(
    fc.integer({ min: 1, max: Math.max(1, text.length - 1) }).map((at) => text.slice(0, at)),
    fc.constantFrom('x', '}', ',', ']', ' {}', 'null', '\u0000').map((tail) => text + tail),
    fc.constantFrom('\u0000', '\u0001', '\u001f', '\n').map((raw) => text.replace(/":"/, `":"${raw}`)),
    fc.constantFrom(
      "{'a':1}",
      '{a:1}',
      '{"a":NaN}',
      '{"a":Infinity}',
      '{"a":1,}',
      '// c\n{}',
      '{"a":"\\x41"}',
      '{"a":"\\u12"}',
      '{"a":01}',
      '"unterminated',
      '',
      ' ',
      '\ufeff{}',
    ),
  );
  return broken
    .filter((body) => {
      try {
        JSON.parse(body);
        return false;
      } catch {
        return true;
      }
    })
    .map((body) => ({ kind: 'malformed JSON', contentType: JSON_TYPE, body, json: false }));
}

// ---------------------------------------------------------------------------------------------
// Endpoint payloads (forms, cookies, headers)

/** A header-safe hostile string: what a client can put in a header (no controls but tab). */
const headerText = fc.oneof(
  fc.string({ maxLength: 60, unit: 'grapheme-ascii' }),
  fc.constantFrom(
    '%00',
    '%ED%A0%80',
    '%FF',
    '%',
    '%zz',
    '%E0%A4',
    'eyJhbGciOiJub25lIn0.eyJzdWIiOiJhZG1pbiJ9.',
    'a.b.c',
    '"',
    "'",
    ';;;',
    '=',
    '\t',
  ),
  fc.integer({ min: 1_000, max: 4_000 }).map((length) => 'A'.repeat(length)),
);

/** Any string, including controls, lone surrogates, Thai and emoji. */
export const hostileText = fc.oneof(
  fc.string({ maxLength: 40, unit: 'binary' }),
  fc.string({ maxLength: 40 }),
  fc.tuple(exotic, refusedCharacter('single')).map(([a, b]) => a + b),
  fc.constantFrom('demo_cs_', `demo_cs_${'a'.repeat(16)}`, `demo_cs_${'a'.repeat(15)}\u0000`, 'pay', 'cancel', 'th', 'en', ''),
);

export interface EndpointRequest {
  kind: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

/** Cookie header: the session cookies and others, with hostile values. */
const cookieHeader = fc
  .array(fc.tuple(fc.constantFrom('sp-access', 'sp-refresh', 'sp-signed-in', 'sb-x-auth-token', 'a'), headerText), {
    minLength: 1,
    maxLength: 3,
  })
  .map((pairs) => pairs.map(([name, value]) => `${name}=${value}`).join('; '));

const queryString = fc.oneof(
  fc.constant(''),
  fc
    .array(fc.tuple(fc.string({ maxLength: 10 }), hostileText), { maxLength: 4 })
    .map((pairs) => `?${new URLSearchParams(pairs.map(([k, v]) => [k, v.replace(/[\ud800-\udfff]/g, '')])).toString()}`),
  fc.constantFrom('?%00', '?%ED%A0%80', '?next=//evil.example', '?a=%', '?' + 'x'.repeat(4_000)),
);

function multipart(fields: [string, string][], boundary: string, broken: boolean): Buffer {
  const parts = fields.map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name.replace(/["\r\n]/g, '')}"\r\n\r\n${value}\r\n`,
  );
  const text = `${parts.join('')}${broken ? `--${boundary}` : `--${boundary}--\r\n`}`;
  return Buffer.from(text);
}

/** POST /api/payments/demo: form fields with hostile values, in each encoding a browser or a bot uses. */
export function demoPaymentRequests(origin: string): fc.Arbitrary<EndpointRequest> {
  const fields = fc
    .record({ session_id: hostileText, decision: hostileText, locale: hostileText }, { requiredKeys: [] })
    .map((record) => Object.entries(record) as [string, string][]);
  return fc
    .tuple(
      fields,
      fc.constantFrom('urlencoded', 'multipart', 'broken multipart', 'json', 'garbage'),
      // Mostly same-origin (as the demo checkout page posts); Astro refuses the rest with 403 first.
      fc.oneof({ weight: 8, arbitrary: fc.constant(origin) }, fc.constantFrom('https://evil.example', 'null', undefined)),
    )
    .map(([entries, encoding, originHeader]) => {
      const headers: Record<string, string> = originHeader === undefined ? {} : { origin: originHeader };
      let body: string | Buffer;
      if (encoding === 'urlencoded') {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        body = new URLSearchParams(entries.map(([k, v]) => [k, v.replace(/[\ud800-\udfff]/g, '\ufffd')])).toString();
      } else if (encoding === 'multipart' || encoding === 'broken multipart') {
        headers['content-type'] = 'multipart/form-data; boundary=hostile';
        body = multipart(entries, 'hostile', encoding === 'broken multipart');
      } else if (encoding === 'json') {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(Object.fromEntries(entries));
      } else {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        body = Buffer.from([0xff, 0x00, 0x25, 0x25, 0x3d, 0x26, 0xed, 0xa0, 0x80]);
      }
      return { kind: `form (${encoding})`, method: 'POST' as const, path: '/api/payments/demo', headers, body };
    });
}

/** POST /api/payments/stripe-webhook: bodies and signatures no one but Stripe could sign. */
export function stripeWebhookRequests(origin: string): fc.Arbitrary<EndpointRequest> {
  return fc
    .tuple(
      fc.oneof(
        fc.json({ maxDepth: 3 }),
        hostileText,
        fc.constant('{"type":"checkout.session.completed","data":{"object":{"id":"cs_\u0000"}}}'),
      ),
      fc.option(headerText, { nil: undefined }),
      fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
      // Stripe sends no Origin; without one Astro refuses the form-like content types before the handler.
      fc.boolean(),
    )
    .map(([body, signature, contentType, withOrigin]) => ({
      kind: signature === undefined ? 'unsigned body' : 'forged signature',
      method: 'POST' as const,
      path: '/api/payments/stripe-webhook',
      headers: {
        'content-type': contentType,
        ...(withOrigin ? { origin } : {}),
        ...(signature === undefined ? {} : { 'stripe-signature': signature }),
      },
      body,
    }));
}

/** GET /api/me: forged, truncated and oversize session cookies, and hostile query strings. */
export const meRequests: fc.Arbitrary<EndpointRequest> = fc
  .tuple(fc.option(cookieHeader, { nil: undefined }), queryString)
  .map(([cookie, query]) => ({
    kind: cookie === undefined ? 'hostile query' : 'hostile cookies',
    method: 'GET' as const,
    path: `/api/me${query}`,
    headers: cookie === undefined ? {} : { cookie },
  }));

/** POST /api/auth/sign-out: hostile cookies, referers and bodies. */
export function signOutRequests(origin: string): fc.Arbitrary<EndpointRequest> {
  return fc
    .tuple(
      fc.option(cookieHeader, { nil: undefined }),
      fc.oneof(headerText, fc.constantFrom(`${origin}/th/`, 'http://[::1', 'javascript:alert(1)', `${origin}/%00`, 'http://x/th')),
      fc.oneof(
        fc.constant(''),
        hostileText.map((text) => text.replace(/[\ud800-\udfff]/g, '')),
        fc.json({ maxDepth: 2 }),
      ),
      fc.constantFrom('application/x-www-form-urlencoded', 'application/json', 'multipart/form-data', 'text/plain'),
    )
    .map(([cookie, referer, body, contentType]) => ({
      kind: cookie === undefined ? 'hostile referer/body' : 'hostile cookies',
      method: 'POST' as const,
      path: '/api/auth/sign-out',
      headers: { origin, referer, 'content-type': contentType, ...(cookie === undefined ? {} : { cookie }) },
      body,
    }));
}
