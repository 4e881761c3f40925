import type { Lang } from './auth';

/**
 * Behavioural journeys run once, in one language each (issue 34): both languages still cross every area
 * because a spec's journeys alternate between en and th, and every string a journey no longer sees in
 * the other language is held by the dictionary tests (tests/unit/i18n). Page-level checks (axe, headers,
 * metadata, layout, visual) and Thai-specific journeys stay in both languages and do not use this.
 *
 *   for (const lang of ['en', 'th'] as const) {
 *     if (runsIn(lang, 'th')) test(`${lang}: …`, …);
 *   }
 *
 * `E2E_BOTH_LANGUAGES=1 npx playwright test` runs every journey in both languages again (before a release,
 * or when a journey's wording changed in one language).
 */
export function runsIn(lang: Lang, journeyLanguage: Lang): boolean {
  return lang === journeyLanguage || bothLanguages;
}

const bothLanguages = ['1', 'true'].includes(process.env.E2E_BOTH_LANGUAGES ?? '');
