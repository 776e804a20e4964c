import { defineConfig } from 'vitest/config';
import base from './vitest.config.ts';

// `npm run test:built`: the API and page fuzzes against the production build over HTTP (after `npm run
// build`), beside the test suite's run of them against the app in process (server/test/fuzz-target.ts).
export default defineConfig({
  test: {
    ...base.test,
    include: ['server/test/openapi-fuzz.test.ts', 'server/test/page-fuzz.test.ts'],
    globalSetup: ['server/test/built-server.ts'],
    outputFile: { json: 'reports/vitest-built.json' },
  },
});
