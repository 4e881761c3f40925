export {};

/**
 * Component tests wait for what an island shows (findBy…) as long as a loaded two-core machine needs:
 * Testing Library's default of 1 s failed a table's first render while integration suites ran beside
 * it. Like testTimeout, a hang still fails; speed is not measured here.
 */
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 10_000 });
}
