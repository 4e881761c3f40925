// One address per page (decision 0042): scripts/serve.mjs redirects the trailing-slash form with this,
// and netlify.toml carries the same rule for production. tests/e2e/metadata.spec.ts checks it served.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { trailingSlashRedirect, withoutTrailingSlash } from '../../../src/server/http/trailingSlash';

describe('trailing slash', () => {
  it.each([
    ['/about/', '/about'],
    ['/th/', '/th'],
    ['/th/blog/a-post/', '/th/blog/a-post'],
    ['/about//', '/about'],
    ['//', '/'],
  ])('%s moves to %s', (from, to) => expect(withoutTrailingSlash(from)).toBe(to));

  it.each(['/', '/about', '/th', '/_astro/x.css'])('%s stays', (path) => expect(withoutTrailingSlash(path)).toBeNull());

  it('keeps the query, answers 301 to a read and 308 to a post', () => {
    expect(trailingSlashRedirect('GET', '/services/?ref=x')).toEqual({ status: 301, location: '/services?ref=x' });
    expect(trailingSlashRedirect('HEAD', '/th/')).toEqual({ status: 301, location: '/th' });
    expect(trailingSlashRedirect('POST', '/contact/send/')).toEqual({ status: 308, location: '/contact/send' });
    expect(trailingSlashRedirect('GET', '/about?x=/')).toBeNull();
  });

  it('never sends a visitor to another site', () => {
    expect(trailingSlashRedirect('GET', '//evil.example/')?.location).toBe('/evil.example');
  });

  it('has the same rule on Netlify: every depth the site has, forced, permanent', () => {
    const toml = readFileSync(new URL('../../../netlify.toml', import.meta.url), 'utf8');
    for (const [from, to] of [
      ['/:a/', '/:a'],
      ['/:a/:b/', '/:a/:b'],
      ['/:a/:b/:c/', '/:a/:b/:c'],
    ])
      expect(toml).toMatch(new RegExp(`from = "${from}"\\s+to = "${to}"\\s+status = 301\\s+force = true`));
  });
});
