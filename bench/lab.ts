// `npm run bench:lab`: a phone's first visit in a lab. Chromium at 412 × 823 with a 150 ms round
// trip, 1.6 Mbit/s down, 750 kbit/s up and the CPU four times slower (Lighthouse's mobile profile),
// a fresh profile each time (nothing cached), five visits per page against the production server with
// the demo town. Prints the median and the range of the largest contentful paint and the layout shift.
import os from 'node:os';
import { chromium } from '@playwright/test';
import { startServer, stop, tempDir } from './lib.ts';

const PAGES = ['/', '/akce', '/uredni-deska', '/potrebuji-vyridit'];
const RUNS = Number(process.env.LAB_RUNS ?? 5);
const LCP_TARGET_MS = 2000;

const server = await startServer({ DATA_DIR: tempDir('lab') });
// The first visit of each page fills the page cache, as any earlier visitor would have.
for (const page of PAGES) await fetch(server.url + page);

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });

async function visit(path: string): Promise<{ lcp: number; cls: number }> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 2.625,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const w = window as unknown as { __lcp: number; __cls: number };
    w.__lcp = 0;
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) w.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(server.url + path, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  // The last candidate is final once the page has had a frame after loading.
  const result = await page.evaluate(
    () =>
      new Promise<{ lcp: number; cls: number }>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const w = window as unknown as { __lcp: number; __cls: number };
            resolve({ lcp: w.__lcp, cls: w.__cls });
          }),
        ),
      ),
  );
  await context.close();
  return result;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

console.log(
  `# bench:lab ${new Date().toISOString()} · ${os.cpus().length} × ${os.cpus()[0]?.model} · Node ${process.version}`,
);
console.log(
  `load average at start: ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);
console.log(`412 × 823, 150 ms RTT, 1.6 Mbit/s down, CPU × 4, ${RUNS} first visits per page\n`);
console.log('| page | LCP median | LCP range | CLS (max) | LCP ≤ 2.0 s |');
console.log('|---|---|---|---|---|');
try {
  for (const path of PAGES) {
    const runs: { lcp: number; cls: number }[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await visit(path));
    const lcps = runs.map((run) => run.lcp);
    const lcp = median(lcps);
    const cls = Math.max(...runs.map((run) => run.cls));
    console.log(
      `| \`${path}\` | ${(lcp / 1000).toFixed(2)} s | ${(Math.min(...lcps) / 1000).toFixed(2)}–${(Math.max(...lcps) / 1000).toFixed(2)} s | ${cls.toFixed(3)} | ${lcp <= LCP_TARGET_MS ? '✓' : '✗'} |`,
    );
  }
} finally {
  await browser.close();
  await stop(server);
}
