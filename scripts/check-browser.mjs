// Runs before `npm test`: the browser tests drive a Chromium of this machine, and
// without one Playwright would fail deep inside its run, minutes in.
import { accessSync, constants } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
try {
  accessSync(chromium, constants.X_OK);
} catch {
  console.error(`No Chromium at ${chromium}: the browser tests need one.
Install it (Debian/Ubuntu):  sudo apt-get install -y chromium
or point CHROMIUM_PATH at another Chromium:  CHROMIUM_PATH=/path/to/chromium npm test`);
  process.exit(1);
}
