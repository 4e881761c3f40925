import { fileURLToPath } from 'node:url';
import { parseAllHeaders } from '@netlify/headers-parser';
import { describe, expect, it } from 'vitest';
import {
  frameDirectives,
  httpsHeaders,
  netlifyHeaders,
  pageDirectives,
  securityHeaders,
  withFrameDirectives,
} from '../../../src/server/http/securityHeaders.mjs';

const netlifyToml = fileURLToPath(new URL('../../../netlify.toml', import.meta.url));

describe('security headers: one source for every platform', () => {
  it('netlify.toml sends exactly netlifyHeaders() on every static file (read with Netlify’s own parser)', async () => {
    const { headers, errors } = await parseAllHeaders({
      netlifyConfigPath: netlifyToml,
      headersFiles: [],
      configHeaders: [],
      minimal: false,
    });
    expect(errors).toEqual([]);
    const everyPath = headers.filter((rule) => rule.for === '/*');
    expect(everyPath, 'one [[headers]] block for "/*"').toHaveLength(1);
    // Update netlify.toml's "/*" block from netlifyHeaders() in src/server/http/securityHeaders.mjs.
    expect(everyPath[0]?.values).toEqual(netlifyHeaders());
  });

  it('no other netlify.toml block sends a security header (a second value would clash)', async () => {
    const { headers } = await parseAllHeaders({ netlifyConfigPath: netlifyToml, headersFiles: [], configHeaders: [], minimal: false });
    const names = Object.keys(netlifyHeaders()).map((name) => name.toLowerCase());
    for (const rule of headers.filter((r) => r.for !== '/*')) {
      expect(
        Object.keys(rule.values).filter((name) => names.includes(name.toLowerCase())),
        rule.for,
      ).toEqual([]);
    }
  });

  it('HSTS is for HTTPS only: never in the headers the local http server sends', () => {
    expect(securityHeaders).not.toHaveProperty('Strict-Transport-Security');
    expect(httpsHeaders['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
  });

  it('the header policy restricts no script, style or fetch (the page policy does, with hashes)', () => {
    const names = frameDirectives.map((d) => d.split(' ')[0]);
    expect(names).toEqual(['frame-ancestors', 'object-src', 'base-uri', 'form-action']);
    expect(securityHeaders['Content-Security-Policy']).toBe(
      "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'",
    );
  });

  it('the page policy repeats the frame directives a <meta> tag can carry, with the same values', () => {
    for (const directive of frameDirectives.filter((d) => !d.startsWith('frame-ancestors'))) {
      expect(pageDirectives).toContain(directive);
    }
    // Browsers ignore frame-ancestors in a <meta> policy (and say so in the console).
    expect(pageDirectives.some((d) => d.startsWith('frame-ancestors'))).toBe(false);
    expect(pageDirectives).toContain("default-src 'self'");
  });

  it('withFrameDirectives adds what an on-demand page policy lacks, once', () => {
    const page =
      "default-src 'self';object-src 'none';base-uri 'self';form-action 'self'; script-src 'self' 'sha256-abc'; style-src 'self';";
    expect(withFrameDirectives(page)).toBe(
      "default-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; script-src 'self' 'sha256-abc'; style-src 'self'; frame-ancestors 'none'",
    );
    expect(withFrameDirectives(null)).toBe(securityHeaders['Content-Security-Policy']);
    expect(withFrameDirectives(withFrameDirectives(page))).toBe(withFrameDirectives(page));
  });
});
