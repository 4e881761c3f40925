import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { keepHashesInUse } from '../../../src/build/pagePolicyHashes';

const hash = (source: string) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
const policyOf = (html: string) => /content="([^"]*)"/.exec(html)?.[1] ?? '';
const sources = (html: string, directive: string) =>
  policyOf(html)
    .split(';')
    .map((part) => part.trim().split(' '))
    .find(([name]) => name === directive)
    ?.slice(1) ?? [];

const used = 'console.log("here")';
const usedModule = 'import("/_astro/x.js")';
const elsewhere = 'console.log("on another page")';
const style = 'astro-island{display:contents}';
const otherStyle = 'p{color:red}';
const page = (body: string) =>
  `<html><head><meta http-equiv="content-security-policy" content="default-src 'self';img-src 'self' data: https:; ` +
  `script-src 'self' ${hash(used)} ${hash(usedModule)} ${hash(elsewhere)}; style-src 'self' ${hash(style)} ${hash(otherStyle)}; ` +
  `style-src-attr 'unsafe-inline';"></head><body>${body}</body></html>`;

describe('keepHashesInUse', () => {
  it('keeps the hashes of the inline scripts and styles on the page and drops the rest', () => {
    const html = page(`<style>${style}</style><script>${used}</script><script type="module">${usedModule}</script>`);
    const pruned = keepHashesInUse(html);
    expect(sources(pruned, 'script-src')).toEqual(["'self'", hash(used), hash(usedModule)]);
    expect(sources(pruned, 'style-src')).toEqual(["'self'", hash(style)]);
    // The other directives are untouched, separators included.
    expect(policyOf(pruned)).toContain("default-src 'self';img-src 'self' data: https:;");
    expect(policyOf(pruned)).toContain("style-src-attr 'unsafe-inline';");
  });

  it('data blocks and external scripts need no hash, so they keep none alive', () => {
    const json = '{"a":1}';
    const html = page(
      `<script type="application/ld+json">${used}</script><script type="application/json">${json}</script>` +
        `<script type="module" src="/_astro/a.js">${usedModule}</script>`,
    );
    expect(sources(keepHashesInUse(html), 'script-src')).toEqual(["'self'"]);
  });

  it('never adds a hash: a script Astro did not list stays blocked', () => {
    const html = page(`<script>${used}</script><script>alert(1)</script>`);
    expect(sources(keepHashesInUse(html), 'script-src')).toEqual(["'self'", hash(used)]);
  });

  it('hashes the exact text, so a changed script loses its permission', () => {
    const html = page(`<script>${used} </script>`);
    expect(sources(keepHashesInUse(html), 'script-src')).toEqual(["'self'"]);
  });

  it('leaves a page without a policy alone', () => {
    const html = '<html><head></head><body><script>x()</script></body></html>';
    expect(keepHashesInUse(html)).toBe(html);
  });
});
