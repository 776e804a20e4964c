import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['common/**/*.test.ts', 'server/**/*.test.ts', 'app/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['server/test/setup.ts'],
    // Each API test file starts its own database; PGlite needs a moment.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/vitest.json' },
  },
});
