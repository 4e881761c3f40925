import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultLocale, locales } from '../../../src/i18n/locales';
import { localeOfParam, localeParam, localeStaticPaths } from '../../../src/i18n/routes';

const PAGES = join(import.meta.dirname, '../../../src/pages');
const LOCALISED = join(PAGES, '[...locale]');

/** Every page that exists in every language, and whether it is built at build time. */
const EXPECTED: Record<string, 'prerendered' | 'on demand' | 'endpoint'> = {
  'index.astro': 'prerendered',
  'about.astro': 'prerendered',
  'contact.astro': 'prerendered',
  'contact/send.astro': 'on demand',
  'account/billing.astro': 'on demand',
  'account/withholding.astro': 'on demand',
  'account/payments.astro': 'on demand',
  'account/payments/report.astro': 'on demand',
  'account/privacy.astro': 'on demand',
  'partners.astro': 'prerendered',
  'portfolio.astro': 'prerendered',
  'services.astro': 'prerendered',
  'auth.astro': 'on demand',
  'auth/reset.astro': 'on demand',
  'auth/confirm.astro': 'on demand',
  'account/two-step.astro': 'on demand',
  'admin.astro': 'on demand',
  'admin/customers/[id].astro': 'on demand',
  'admin/reminders.astro': 'on demand',
  'admin/withholding.astro': 'on demand',
  'admin/data-requests.astro': 'on demand',
  'privacy.astro': 'prerendered',
  'privacy/unsubscribe.astro': 'on demand',
  'unsubscribe.astro': 'on demand',
  'blog/index.astro': 'on demand',
  'blog/[slug].astro': 'on demand',
  'checkout/demo/[id].astro': 'on demand',
  'dashboard.astro': 'on demand',
  'order/[id].astro': 'on demand',
  'packages.astro': 'on demand',
  'plan.astro': 'on demand',
  'plan/send.astro': 'on demand',
  'rss.xml.ts': 'endpoint',
};

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

describe('one route tree for every language', () => {
  it('has exactly the localised pages, each once, under src/pages/[...locale]/', () => {
    const files = filesUnder(LOCALISED).map((path) => relative(LOCALISED, path).split('\\').join('/'));
    expect(files.sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it('has no per-language copy of a page (no src/pages/th/, src/pages/en/)', () => {
    for (const locale of locales) expect(() => statSync(join(PAGES, locale)), locale).toThrow();
    const localisedNames = new Set(Object.keys(EXPECTED).map((path) => path.split('/')[0]));
    const outside = filesUnder(PAGES).filter((path) => !path.startsWith(LOCALISED));
    for (const path of outside) expect(localisedNames.has(relative(PAGES, path).split(/[\\/]/)[0]!), path).toBe(false);
  });

  it.each(Object.entries(EXPECTED))('%s is %s and serves only the configured prefixes', (file, mode) => {
    const source = readFileSync(join(LOCALISED, file), 'utf8');
    if (mode === 'endpoint') {
      // An API route: on demand, and its handler refuses an unknown prefix before anything else.
      expect(source).toMatch(/^export const prerender = false;$/m);
      expect(source).toMatch(/=> \{\n {2}const locale = localeOfParam\(params\.locale\);\n {2}if \(!locale\) return notFound\(\);/);
      return;
    }
    const frontmatter = source.split('---')[1] ?? '';
    if (mode === 'prerendered') {
      expect(frontmatter).toMatch(/^export const getStaticPaths = localeStaticPaths;$/m);
      expect(frontmatter).not.toMatch(/prerender/);
    } else {
      expect(frontmatter).toMatch(/^export const prerender = false;$/m);
      // The locale check comes before any loader, redirect or status decision.
      const statements = frontmatter.split('\n').filter((line) => /^(const|if|Astro\.)/.test(line));
      expect(statements[0]).toBe('if (!localeOfParam(Astro.params.locale)) return notFound();');
    }
  });
});

describe('locale parameters', () => {
  it('give one static path per configured language, unprefixed for the default', () => {
    expect(localeStaticPaths()).toEqual(locales.map((locale) => ({ params: { locale: localeParam(locale) } })));
    expect(localeStaticPaths()).toEqual([{ params: { locale: undefined } }, { params: { locale: 'th' } }]);
    expect(localeParam(defaultLocale)).toBeUndefined();
  });

  it.each([
    [undefined, 'en'],
    ['th', 'th'],
  ] as const)('%s serves %s', (param, locale) => {
    expect(localeOfParam(param)).toBe(locale);
  });

  it.each(['en', 'fr', 'th/th', 'th/en', 'en/th', 'TH', 'thai', ''])('%s serves nothing (404)', (param) => {
    expect(localeOfParam(param)).toBeNull();
  });
});
