// Adds up the test reports in reports/ and prints "N passed, N failed".
// A step that failed without reporting a failed test (typecheck, lint, build)
// counts as one failure, so a red run never prints "0 failed".
import { readdirSync, readFileSync } from 'node:fs';

const failedSteps = Number(process.argv[2] ?? 0);
let passed = 0;
let failed = 0;
for (const file of readdirSync('reports').filter((f) => f.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(`reports/${file}`, 'utf8'));
  if (report.stats && 'expected' in report.stats) {
    // Playwright: a test that passed on retry is flaky; it counts as passed.
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
  } else {
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
  }
  console.log(
    `${file}: ${JSON.stringify(report.stats ?? { passed: report.numPassedTests, failed: report.numFailedTests })}`,
  );
}
if (failedSteps > 0 && failed === 0) failed = failedSteps;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
