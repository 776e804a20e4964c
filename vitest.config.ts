import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'common/**/*.test.ts',
      'server/**/*.test.ts',
      'composition/**/*.test.ts',
      'app/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    environment: 'node',
    setupFiles: ['server/test/setup.ts'],
    globalSetup: ['server/test/global-setup.ts'],
    // Test files share their worker's modules (each still opens its own database): importing the app
    // and compiling PGlite's WebAssembly once per worker instead of once per file took the suite
    // from 820 s to about 200 s on the two-core CI machine. A test that changes a module's state
    // (fake timers, a spy) puts it back.
    isolate: false,
    // Two files at a time: one waits on the database or a timer while the other runs.
    maxWorkers: 2,
    // Each API test file starts its own database; PGlite needs a moment.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/vitest.json' },
  },
});
