import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    // Integration tests run whole transactions on an embedded database, some rendering a PDF inside
    // them: a loaded two-core machine took more than the default 5 s. Speed is measured by the
    // benchmarks (npm run bench:*), not by timeouts; a hang still fails here.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
