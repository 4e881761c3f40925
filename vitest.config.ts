import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // `astro:actions` exists only inside Astro's build: the islands' component tests get a stand-in whose
  // actions each test answers (tests/component/support/astroActions.ts, docs/decisions/0057).
  resolve: { alias: { 'astro:actions': fileURLToPath(new URL('./tests/component/support/astroActions.ts', import.meta.url)) } },
  test: {
    // Component tests (tests/component/*.test.tsx) render the islands on happy-dom, each file naming its
    // environment in a `// @vitest-environment happy-dom` comment (docs/decisions/0057).
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts', 'tests/component/**/*.test.tsx'],
    environment: 'node',
    // Both cores (the default, cores - 1, is one worker here), each worker reused across files: with
    // isolation every file paid a new process, PGlite's WebAssembly compiled again and its imports
    // evaluated again (rls + unit/server, 56 files: 465 s on one isolated worker, 117 s like this;
    // decision 0058). Files restore what they change in process.env and timers themselves.
    pool: 'forks',
    maxWorkers: 2,
    isolate: false,
    // Integration tests run whole transactions on an embedded database, some rendering a PDF inside
    // them: a loaded two-core machine took more than the default 5 s. Speed is measured by the
    // benchmarks (npm run bench:*), not by timeouts; a hang still fails here.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ['tests/component/support/setup.ts'],
  },
});
